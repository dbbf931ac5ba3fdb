import type { LightMyRequestResponse } from 'fastify';
import { findLedgerViolations } from '../../src/ledger';
import { startTestApp, type TestApp } from '../app-harness';
import { bearer } from '../auth-helpers';
import { makePlayer, opsCall, opsLogin, seedAll } from '../ops-fixtures';
import { sportsRuntimeFor } from '../ops-sports-support';
import { PNG_BYTES } from '../wallet-helpers';
import { exposureOf, worstCase, type Model } from './model';

/** The real system the model is compared with: the whole API on PostgreSQL, driven through app.inject. */

export interface RealPlayer {
  id: string;
  token: string;
}

export interface RealMarket {
  id: string;
  eventId: string;
  runnerIds: string[];
  /** the settlement run to roll back */
  runId?: string;
}

export interface World {
  t: TestApp;
  /** the app's clock (see LATEST_IST_HOUR) */
  now(): Date;
  admin: string;
  trader: string;
  bank: number;
  payout: number;
  stopSports(): Promise<void>;
}

export interface Real {
  w: World;
  players: RealPlayer[];
  accounts: string[];
  markets: RealMarket[];
  /** each player's game session of the built-in casino */
  casinoTokens: string[];
  matkaMarket: string;
}

export interface Obs {
  code: number;
  message: string;
  data?: unknown;
}

export const obsOf = (res: LightMyRequestResponse): Obs => {
  const body = res.json() as { message?: string; errors?: string; data?: unknown };
  return { code: res.statusCode, message: String(body.message ?? body.errors ?? ''), data: body.data };
};

const IST_OFFSET_MS = 5.5 * 3600_000;
const HOUR_MS = 3600_000;
/**
 * A matka draw is today's (IST) and its open session takes bets until the open time, so the model's market needs
 * two hours of the IST day left. Run later than this (CI runs at any hour), the app's clock is set back to this hour:
 * the same instant for every route and for the times the world sends, only the day's last hours are not used.
 */
const LATEST_IST_HOUR = 20;
/** How far the app's clock is set back from now: 0 before LATEST_IST_HOUR IST, else the time since. */
export function clockShiftMs(at = Date.now()): number {
  const sinceIstMidnight = (at + IST_OFFSET_MS) % (24 * HOUR_MS);
  return Math.max(0, sinceIstMidnight - LATEST_IST_HOUR * HOUR_MS);
}

export async function startWorld(): Promise<World> {
  const shiftMs = clockShiftMs();
  const now = () => new Date(Date.now() - shiftMs);
  const t = await startTestApp('postgres', { overrides: { now, sports: { sweepMs: 60_000 } } });
  const { siteId } = await seedAll(t.testDb.db);
  const admin = await opsLogin(t.app, 'admin');
  const trader = await opsLogin(t.app, 'trader');
  const live = await sportsRuntimeFor(t.app, t.testDb.db);
  const db = t.testDb.db;
  const bank = Number((await db.query<{ id: string }>(
    `SELECT a.id::text FROM master_accounts a JOIN payment_methods m ON m.id = a.method_id WHERE m.site_id = $1 AND m.method_type = 'bank' AND m.for_deposit ORDER BY a.id LIMIT 1`, [siteId])).rows[0]!.id);
  const payout = Number((await db.query<{ id: string }>(`SELECT id::text FROM payment_methods WHERE site_id = $1 AND method_type = 'bank' AND for_withdrawal ORDER BY id LIMIT 1`, [siteId])).rows[0]!.id);
  // Deposits carry no payment bonus and offer no welcome bonus here: the model's bonuses are the operator's grants.
  const methods = (await db.query<{ id: string }>('SELECT id::text FROM payment_methods WHERE site_id = $1 AND for_deposit', [siteId])).rows;
  for (const m of methods) await must(opsCall(t.app, admin, 'POST', `/ops/bonus/methods/${m.id}`, { percentage: 0, min_deposit: 0, max_bonus: 0 }));
  const config = (await must(opsCall(t.app, admin, 'GET', '/ops/bonus/config'))) as Record<string, unknown>;
  const settings = Object.fromEntries(Object.entries(config).filter(([k]) => k !== 'methods' && k !== 'payment'));
  await must(opsCall(t.app, admin, 'POST', '/ops/bonus/config', { ...settings, welcome_enabled: false }));
  return { t, now, admin, trader, bank, payout, stopSports: live.stop };
}

export async function must(p: Promise<LightMyRequestResponse>): Promise<unknown> {
  const res = await p;
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json().data;
}

/** A matka market whose open session takes bets now: it opens two hours from now (IST) and closes an hour later. */
export async function newMatkaMarket(w: World): Promise<string> {
  const ist = new Date(w.now().getTime() + IST_OFFSET_MS);
  const at = (h: number) => `${String((ist.getUTCHours() + h) % 24).padStart(2, '0')}:00`;
  const created = (await must(opsCall(w.t.app, w.admin, 'POST', '/ops/matka/markets', { name: `Model Bazar ${Date.now().toString(36)}`, open_time: at(2), close_time: at(3) }))) as { id: string };
  return created.id;
}

export async function newRealPlayer(w: World): Promise<{ player: RealPlayer; account: string }> {
  const db = w.t.testDb.db;
  const p = await makePlayer(db, 0);
  const res = await w.t.app.inject({ method: 'POST', url: '/user/auth/login', payload: { type: 2, user_id: p.userName, password: 'Secret@123' } });
  const token = res.json().data.token as string;
  const number = `7${p.id.padStart(11, '0')}`;
  const acc = await db.query<{ id: string }>(
    `INSERT INTO client_accounts (user_id, method_id, payment_method, bank_name, account_number, ifsc_code, account_holder_name, normalized_key)
     VALUES ($1, $2, 'bank', 'State Bank of India', $3, 'SBIN0001234', 'Model Player', $4) RETURNING id::text`,
    [p.id, w.payout, number, `bank:SBIN0001234:${number}`],
  );
  return { player: { id: p.id, token }, account: acc.rows[0]!.id };
}

/** A match odds market of two runners made and priced by operators through /ops/sports. */
export async function newRealMarket(w: World, prices: { back: number; lay: number }[]): Promise<RealMarket> {
  const { app } = w.t;
  const catalog = (await must(opsCall(app, w.admin, 'GET', '/ops/sports/catalog'))) as { sports: { code: string; competitions: { id: string }[] }[] };
  const cricket = catalog.sports.find((s) => s.code === 'cricket')!;
  const event = (await must(opsCall(app, w.admin, 'POST', '/ops/sports/events', { competition_id: cricket.competitions[0]!.id, name: `Model ${Date.now()}`, start_time: new Date(w.now().getTime() - 60_000).toISOString() }))) as { id: string };
  const market = (await must(
    opsCall(app, w.admin, 'POST', `/ops/sports/events/${event.id}/markets`, { kind: 'match_odds', name: 'Match Odds', runners: ['Home', 'Away'], min_stake: 100, max_stake: 10000, price_max_age_seconds: 3600 }),
  )) as { id: string; runners: { id: string }[] };
  const m = { id: market.id, eventId: event.id, runnerIds: market.runners.map((r) => r.id) };
  await must(setPrices(w, m, prices));
  return m;
}

export function setPrices(w: World, m: RealMarket, prices: { back: number; lay: number }[]) {
  return opsCall(w.t.app, w.trader, 'POST', `/ops/sports/markets/${m.id}/prices`, {
    runners: m.runnerIds.map((runner_id, i) => ({ runner_id, back: [{ odds: prices[i]!.back / 100, size: 100_000 }], lay: [{ odds: prices[i]!.lay / 100, size: 100_000 }] })),
  });
}

export const playerCall = (r: Real, player: number, method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown, key?: string) =>
  r.w.t.app.inject({ method, url, payload: body as object, headers: { ...bearer(r.players[player]!.token), ...(key ? { 'idempotency-key': key } : {}) } });

/** A payment slip uploaded through the signed URL flow (each deposit uses its own). */
export async function uploadSlip(r: Real, player: number): Promise<string> {
  const signed = await playerCall(r, player, 'POST', '/wallet/dir/settings/getSignedUrl', { file_type: 'image/png', file_size: 1, file_name: 'slip.png', type: 'payment-slip' });
  if (signed.statusCode !== 200) throw new Error(`getSignedUrl ${signed.body}`);
  const url = new URL(signed.json().data.url as string);
  const put = await r.w.t.app.inject({ method: 'PUT', url: url.pathname + url.search, payload: PNG_BYTES, headers: { 'content-type': 'image/png', 'x-amz-acl': 'public-read' } });
  if (put.statusCode !== 200) throw new Error(`PUT ${put.statusCode} ${put.body}`);
  return `${url.origin}${url.pathname}`;
}

/** Every figure the server shows, per player, in paise; and what the model says they must be. */
export interface Figures {
  cash: bigint;
  bonus: bigint;
  exposure: bigint;
  hold: bigint;
  /** per market index: the exposure row */
  marketExposure: bigint[];
  /** the balance poll: bl, ex, eb in paise; withdrawable = bl - eb (cash; SPEC §9 with finding 1) */
  poll: { bl: bigint; ex: bigint; eb: bigint };
  bonusState: string;
  requests: string[];
}

const paise = (rupees: number) => BigInt(Math.round(rupees * 100));

export async function realFigures(r: Real): Promise<Figures[]> {
  const db = r.w.t.testDb.db;
  const out: Figures[] = [];
  for (const [i, p] of r.players.entries()) {
    const { rows } = await db.query<{ kind: string; balance: string }>('SELECT kind, balance::text FROM ledger_accounts WHERE user_id = $1', [p.id]);
    const b = Object.fromEntries(rows.map((x) => [x.kind, BigInt(x.balance)]));
    const ex = await db.query<{ market_id: string; exposure: string }>(`SELECT market_id::text, exposure::text FROM bet_market_exposures WHERE user_id = $1 AND product = 'sports'`, [p.id]);
    const byMarket = new Map(ex.rows.map((x) => [x.market_id, BigInt(x.exposure)]));
    const poll = (await playerCall(r, i, 'POST', '/user/api/wallet-balance', {})).json() as { bl: number; ex: number; eb: number };
    const mine = (await playerCall(r, i, 'GET', '/bonus/mine')).json().data as { active: { status: string; amount: number; wagering_required: number; wagered: number } | null; locked: number };
    const reqs = await db.query<{ id: string; status: string }>(`SELECT id::text, status FROM wallet_transactions w WHERE user_id = $1 ORDER BY w.id`, [p.id]);
    out.push({
      cash: b.cash ?? 0n, bonus: b.bonus ?? 0n, exposure: b.exposure ?? 0n, hold: b.withdrawal_hold ?? 0n,
      marketExposure: r.markets.map((m) => byMarket.get(m.id) ?? 0n),
      poll: { bl: paise(poll.bl), ex: paise(poll.ex), eb: paise(poll.eb) },
      bonusState: mine.active ? `${mine.active.status} ${paise(mine.active.amount)}, wagered ${paise(mine.active.wagered)} of ${paise(mine.active.wagering_required)}` : 'none',
      requests: reqs.rows.map((x) => `${x.id}:${x.status}`),
    });
  }
  return out;
}

const STATUS: Record<string, string> = { pending: 'pending', approved: 'approve_completed', rejected: 'reject_completed' };

export function modelFigures(m: Model): Figures[] {
  return m.players.map((p, i) => {
    const exposure = exposureOf(m, i);
    return {
      cash: p.cash, bonus: p.bonus, exposure, hold: p.hold,
      marketExposure: m.markets.map((mk, k) => (mk.status === 'open' || mk.status === 'closed' ? worstCase(m, i, k) : 0n)),
      poll: { bl: p.cash + p.bonus, ex: -exposure, eb: p.bonus },
      bonusState: p.active ? `${p.active.status} ${p.active.amount}, wagered ${p.active.wagered} of ${p.active.required}` : 'none',
      requests: m.reqs.filter((q) => q.owner === i).sort((a, b) => Number(a.id) - Number(b.id)).map((q) => `${q.id}:${STATUS[q.status]}`),
    };
  });
}

/** Ledger invariants that hold in every order: balanced postings, balances equal to entries, nothing negative. */
export async function ledgerClean(r: Real): Promise<unknown> {
  return findLedgerViolations(r.w.t.testDb.db);
}
