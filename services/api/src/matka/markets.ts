import type { Queryable } from '../db/db';
import { conflict, notFound, unprocessable } from '../http/errors';
import type { Actor } from '../ops/actor';
import { writeAudit } from '../ops/audit';
import { BET_TYPES, DEFAULT_RATES, type Day, type MatkaMarket, type Rates } from './types';

/** Matka markets: read, and the operator's create and edit (audited). */

const COLUMNS = `id::text, name, open_time, close_time, days, rates, min_stake::text, max_stake::text, active, sort_order`;

interface MarketRow {
  id: string;
  name: string;
  open_time: string;
  close_time: string;
  days: Day[];
  rates: Partial<Rates>;
  min_stake: string;
  max_stake: string;
  active: boolean;
  sort_order: number;
}

function toMarket(r: MarketRow): MatkaMarket {
  // A rate missing from the stored document (a type added later) takes its default.
  const rates = Object.fromEntries(BET_TYPES.map((t) => [t, r.rates[t] ?? DEFAULT_RATES[t]])) as Rates;
  return {
    id: r.id, name: r.name, openTime: r.open_time, closeTime: r.close_time, days: r.days, rates,
    minStake: BigInt(r.min_stake), maxStake: BigInt(r.max_stake), active: r.active, sortOrder: r.sort_order,
  };
}

export const MARKET_MESSAGES = {
  notFound: 'Market not found',
  nameTaken: (name: string) => `A market named ${name} already exists`,
  times: 'close_time must be after open_time',
} as const;

export async function getMarket(q: Queryable, id: string): Promise<MatkaMarket> {
  if (!/^\d{1,18}$/.test(id)) throw notFound(MARKET_MESSAGES.notFound);
  const { rows } = await q.query<MarketRow>(`SELECT ${COLUMNS} FROM matka_markets WHERE id = $1`, [id]);
  if (!rows[0]) throw notFound(MARKET_MESSAGES.notFound);
  return toMarket(rows[0]);
}

export async function listMarkets(q: Queryable, opts: { activeOnly?: boolean } = {}): Promise<MatkaMarket[]> {
  const { rows } = await q.query<MarketRow>(
    `SELECT ${COLUMNS} FROM matka_markets ${opts.activeOnly ? 'WHERE active' : ''} ORDER BY sort_order, open_time, id`,
  );
  return rows.map(toMarket);
}

export type MarketInput = Omit<MatkaMarket, 'id'>;

function params(m: MarketInput): unknown[] {
  return [m.name, m.openTime, m.closeTime, m.days, JSON.stringify(m.rates), m.minStake.toString(), m.maxStake.toString(), m.active, m.sortOrder];
}

async function nameFree(q: Queryable, name: string, exceptId?: string): Promise<void> {
  const { rows } = await q.query('SELECT 1 FROM matka_markets WHERE lower(name) = lower($1) AND id IS DISTINCT FROM $2::bigint', [name, exceptId ?? null]);
  if (rows.length) throw conflict(MARKET_MESSAGES.nameTaken(name));
}

export async function createMarket(q: Queryable, m: MarketInput, actor: Actor, now: Date): Promise<string> {
  if (m.closeTime <= m.openTime) throw unprocessable([MARKET_MESSAGES.times]);
  await nameFree(q, m.name);
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO matka_markets (name, open_time, close_time, days, rates, min_stake, max_stake, active, sort_order)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $9) RETURNING id::text`,
    params(m),
  );
  const id = rows[0]!.id;
  await writeAudit(q, { actor, action: 'matka.market.create', target: `matka:${id}`, before: null, after: auditView(m), at: now });
  return id;
}

/** Replaces a market's settings with `changes` over its current ones; placed bets keep the rate they were taken at. */
export async function updateMarket(q: Queryable, id: string, changes: Partial<MarketInput>, actor: Actor, now: Date): Promise<void> {
  const before = await getMarket(q, id);
  await q.query('SELECT id FROM matka_markets WHERE id = $1 FOR UPDATE', [id]);
  const after: MarketInput = { ...before, ...changes, rates: { ...before.rates, ...changes.rates } };
  if (after.closeTime <= after.openTime) throw unprocessable([MARKET_MESSAGES.times]);
  if (after.maxStake < after.minStake) throw unprocessable(['max_stake cannot be less than min_stake']);
  if (changes.name !== undefined) await nameFree(q, after.name, id);
  await q.query(
    `UPDATE matka_markets SET name = $1, open_time = $2, close_time = $3, days = $4, rates = $5::jsonb, min_stake = $6, max_stake = $7,
            active = $8, sort_order = $9, updated_at = $11 WHERE id = $10`,
    [...params(after), id, now],
  );
  await writeAudit(q, { actor, action: 'matka.market.update', target: `matka:${id}`, before: auditView(before), after: auditView(after), at: now });
}

function auditView(m: MarketInput) {
  return { ...m, minStake: m.minStake.toString(), maxStake: m.maxStake.toString() };
}
