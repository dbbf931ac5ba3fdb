import type { LightMyRequestResponse } from 'fastify';
import { startPlayerSession } from '../src/auth/sessions';
import { grantBonusToPlayer } from '../src/bonus/operator';
import { closeLocked, lockedAward } from '../src/bonus/awards';
import { declareResult } from '../src/matka/settle';
import { placeSlip } from '../src/matka/place-slip';
import { rollbackSession } from '../src/matka/rollback';
import { decide } from '../src/ops/decisions';
import { placeBet } from '../src/sports/place-bet';
import { settleMarket } from '../src/sports/settle';
import { rollbackSettlement } from '../src/sports/settle-rollback';
import type { Config } from '../src/config';
import { startTestApp, type TestApp } from './app-harness';
import { TestClock } from './auth-helpers';
import { gameSession, houseSecret, seamless } from './casino-support';
import { makeMatkaMarket } from './matka-fixtures';
import { depositRequest, makePlayer, seedAll, withdrawalRequest } from './ops-fixtures';
import { makeMarket, type TestMarket } from './sports-fixtures';
import type { DbKind } from './test-db';

/**
 * The reports suites' world: the whole API on a fresh database with a clock the tests move, the seeded site and
 * operators, players with a session, and every product's money movements made by the products' own code (sports
 * bets, settlements and rollbacks; casino rounds through the signed seamless API; matka slips and results; deposits
 * and withdrawals decided as an operator does; bonuses granted and released), so a report reads what the product
 * really wrote.
 */
export const ACTOR = { operatorId: null, name: 'reports-test' };

export interface ReportsApp extends TestApp {
  clock: TestClock;
  siteId: string;
  casinoSecret: string;
}

export async function startReportsApp(kind: DbKind, opts: { config?: Partial<Config>; at?: string } = {}): Promise<ReportsApp> {
  // The ledger stamps entries with the database's clock: the test clock starts at the real time unless told otherwise.
  const clock = new TestClock(opts.at ? Date.parse(opts.at) : Date.now());
  const t = await startTestApp(kind, { config: opts.config, overrides: { now: clock.now, sports: { sweepMs: 60_000 } } });
  const { siteId } = await seedAll(t.testDb.db);
  return { ...t, clock, siteId, casinoSecret: await houseSecret(t.app) };
}

export interface Bettor {
  id: string;
  userName: string;
  token: string;
}

/** A player with cash and a live session (the clock's now). */
export async function bettor(r: ReportsApp, rupees: number): Promise<Bettor> {
  const p = await makePlayer(r.testDb.db, rupees);
  const s = await r.testDb.db.tx((q) => startPlayerSession(q, p.id, { secret: r.app.deps.secrets.jwt, ttlSeconds: 365 * 24 * 3600, now: new Date(r.clock.now().getTime() - 1000) }));
  return { id: p.id, userName: p.userName, token: s.token };
}

export function getAs(r: ReportsApp, token: string, url: string): Promise<LightMyRequestResponse> {
  return r.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
}

/** GET, expecting 200; the envelope's data. */
export async function read<T = Record<string, unknown>>(r: ReportsApp, token: string, url: string): Promise<T> {
  const res = await getAs(r, token, url);
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: T }).data;
}

// --- money movements, each through the product's own code ---

export async function approvedDeposit(r: ReportsApp, p: Bettor, rupees: number): Promise<string> {
  const id = await depositRequest(r.testDb.db, r.siteId, p.id, rupees, { createdAt: r.clock.now() });
  await r.testDb.db.tx((q) => decide(q, { id, decision: 'approve', actor: ACTOR, now: r.clock.now() }));
  return id;
}

/** A withdrawal request (cash to the hold at once), then paid, rejected or left pending. */
export async function withdrawal(r: ReportsApp, p: Bettor, rupees: number, outcome: 'paid' | 'rejected' | 'pending'): Promise<string> {
  const id = await withdrawalRequest(r.testDb.db, r.siteId, p.id, rupees, { createdAt: r.clock.now() });
  if (outcome !== 'pending') {
    await r.testDb.db.tx((q) => decide(q, { id, decision: outcome === 'paid' ? 'approve' : 'reject', remark: outcome === 'rejected' ? 'Account name does not match' : null, actor: ACTOR, now: r.clock.now() }));
  }
  return id;
}

export async function sportsMarket(r: ReportsApp, name?: string): Promise<TestMarket> {
  // Prices that never go stale: the test clock moves ahead of the time they were set.
  return makeMarket(r.testDb.db, { kind: 'match_odds', runners: ['India', 'Australia'], name, priceMaxAgeSeconds: 3600 }, { back: 185, lay: 190 });
}

export async function sportsBet(r: ReportsApp, p: Bettor, m: TestMarket, side: 'back' | 'lay', runner: 0 | 1, stakeRupees: number): Promise<string> {
  const bet = await placeBet(r.testDb.db, { userId: p.id, marketId: m.marketId, runnerId: m.runnerIds[runner]!, side, stake: BigInt(stakeRupees * 100), oddsX100: side === 'back' ? 185 : 190 }, r.clock.now);
  return bet.betId;
}

export const settleSports = (r: ReportsApp, m: TestMarket, winner: 0 | 1) => settleMarket(r.testDb.db, m.marketId, { winner: m.runnerIds[winner]! }, ACTOR, { now: r.clock.now() });
export const rollbackSports = (r: ReportsApp, m: TestMarket) => rollbackSettlement(r.testDb.db, m.marketId, ACTOR, r.clock.now());

let round = 0;
/** A casino round of the built-in provider: a debit, then a win of `winRupees` (0: a loss) or the debit rolled back. */
export async function casinoRound(r: ReportsApp, p: Bettor, stakeRupees: number, outcome: { win: number } | 'rollback' | 'open'): Promise<string> {
  const n = `${p.id}-${++round}-${Date.now().toString(36)}`;
  const token = await gameSession(r.app, p.id);
  const debit = await seamless(r.app, r.casinoSecret, 'debit', { player_id: p.id, session_token: token, transaction_id: `d${n}`, round_id: `r${n}`, game_id: 'dice', amount: stakeRupees });
  if (debit.statusCode !== 200) throw new Error(`casino debit ${debit.statusCode} ${debit.body}`);
  if (outcome === 'rollback') {
    await seamless(r.app, r.casinoSecret, 'rollback', { player_id: p.id, transaction_id: `b${n}`, reference_transaction_id: `d${n}`, round_id: `r${n}`, game_id: 'dice' });
  } else if (outcome !== 'open') {
    await seamless(r.app, r.casinoSecret, 'credit', { player_id: p.id, transaction_id: `c${n}`, round_id: `r${n}`, game_id: 'dice', amount: outcome.win });
  }
  return `r${n}`;
}

/** A matka market whose draw on the clock's IST date runs 00:00-23:59 (bets at any time of the test day). */
export async function matkaMarket(r: ReportsApp): Promise<string> {
  return makeMatkaMarket(r.testDb.db, { openTime: '23:58', closeTime: '23:59' });
}

/** A single on the open session: `digit` at `stakeRupees`. */
export async function matkaSlip(r: ReportsApp, p: Bettor, marketId: string, digit: string, stakeRupees: number): Promise<string> {
  const slip = await placeSlip(r.testDb.db, p.id, { marketId, lines: [{ type: 'single', session: 'open', number: digit, amount: BigInt(stakeRupees * 100) }] }, { now: r.clock.now() });
  return slip.slip_id;
}

export const istDay = (r: ReportsApp) => new Date(r.clock.now().getTime() + 330 * 60_000).toISOString().slice(0, 10);

export const declareMatka = (r: ReportsApp, marketId: string, pana: string) => declareResult(r.testDb.db, { marketId, date: istDay(r), session: 'open', pana }, ACTOR, { now: r.clock.now() });
export const rollbackMatka = (r: ReportsApp, marketId: string) => rollbackSession(r.testDb.db, { marketId, date: istDay(r), session: 'open' }, ACTOR, r.clock.now());

/** An operator's bonus grant (locked at once on the bonus account), then released to cash or left locked. */
export async function bonus(r: ReportsApp, p: Bettor, rupees: number, release: boolean): Promise<void> {
  await r.testDb.db.tx((q) => grantBonusToPlayer(q, r.siteId, { user_id: p.id, amount: rupees, note: 'Test grant' }, ACTOR, r.clock.now()));
  if (!release) return;
  await r.testDb.db.tx(async (q) => {
    const award = await lockedAward(q, p.id);
    if (award) await closeLocked(q, award, 'released', { now: r.clock.now(), wagered: 0n });
  });
}
