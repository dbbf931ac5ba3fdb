import type { Queryable } from '../db/db';
import { conflict, notFound } from '../http/errors';
import type { EventStatus, MarketKind, MarketStatus, PriceLevel, RunnerPrices } from './types';

/** A hand-priced market's price age limit when none is given: a price not confirmed for a minute is not taken. */
export const DEFAULT_HAND_PRICE_MAX_AGE_SECONDS = 60;

/** Sports, competitions, events, markets, runners and prices: the writes operators, feeds and the seed use. */

export async function upsertSport(q: Queryable, s: { code: string; name: string; isRacing?: boolean; sortOrder?: number }): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO sports (code, name, is_racing, sort_order) VALUES ($1, $2, $3, $4)
     ON CONFLICT (code) DO UPDATE SET name = EXCLUDED.name RETURNING id::text`,
    [s.code, s.name, s.isRacing ?? false, s.sortOrder ?? 0],
  );
  return rows[0]!.id;
}

export async function upsertCompetition(q: Queryable, c: { sportId: string; code: string; name: string; sortOrder?: number }): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO sports_competitions (sport_id, code, name, sort_order) VALUES ($1, $2, $3, $4)
     ON CONFLICT (code) DO UPDATE SET name = EXCLUDED.name RETURNING id::text`,
    [c.sportId, c.code, c.name, c.sortOrder ?? 0],
  );
  return rows[0]!.id;
}

export interface NewEvent {
  competitionId: string;
  code: string;
  name: string;
  venue?: string;
  startTime: Date;
  inPlay?: boolean;
}

/** Creates the event, or returns the one with that code (unchanged). */
export async function upsertEvent(q: Queryable, e: NewEvent): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO sports_events (competition_id, code, name, venue, start_time, in_play, status)
     VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $6 THEN 'live' ELSE 'scheduled' END)
     ON CONFLICT (code) DO UPDATE SET code = EXCLUDED.code RETURNING id::text`,
    [e.competitionId, e.code, e.name, e.venue ?? null, e.startTime, e.inPlay ?? false],
  );
  return rows[0]!.id;
}

/** The feed's word on an event: in play or not, its status, the game's state. */
export async function setEventState(
  q: Queryable,
  eventId: string,
  s: { inPlay?: boolean; status?: EventStatus; state?: Record<string, unknown> },
): Promise<void> {
  await q.query(
    `UPDATE sports_events SET in_play = coalesce($2, in_play), status = coalesce($3, status),
            state = CASE WHEN $4::jsonb IS NULL THEN state ELSE $4::jsonb END, updated_at = now() WHERE id = $1`,
    [eventId, s.inPlay ?? null, s.status ?? null, s.state ? JSON.stringify(s.state) : null],
  );
}

/**
 * Suspends every open market of an event, each under its lock (waiting for the bets under way, as a suspend does);
 * returns the ones it suspended. An event that ends has its markets suspended in the same transaction (issue 27 M6).
 */
export async function suspendEventMarkets(q: Queryable, eventId: string): Promise<string[]> {
  const { rows } = await q.query<{ id: string }>(`SELECT id::text FROM sports_markets WHERE event_id = $1 AND status = 'open' ORDER BY id`, [eventId]);
  const done: string[] = [];
  for (const r of rows) {
    if ((await loadMarket(q, r.id, 'update')).status !== 'open') continue;
    await q.query(`UPDATE sports_markets SET status = 'suspended', updated_at = now() WHERE id = $1`, [r.id]);
    done.push(r.id);
  }
  return done;
}

export interface NewMarket {
  eventId: string;
  code: string;
  name: string;
  kind: MarketKind;
  runners: string[];
  minStake?: bigint;
  maxStake?: bigint;
  betDelaySeconds?: number;
  maxProfit?: bigint | null;
  /** a price older than this is not taken (default 5 s) */
  priceMaxAgeSeconds?: number;
  /** the most one price takes (null: the house book's rule, any stake within the market's stakes) */
  priceSizeLimit?: bigint | null;
  places?: number;
  sortOrder?: number;
}

/** Creates a market and its runners (or finds the market with that code on the event). Runner ids in order. */
export async function upsertMarket(q: Queryable, m: NewMarket): Promise<{ marketId: string; runnerIds: string[] }> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO sports_markets (event_id, code, name, kind, min_stake, max_stake, bet_delay_seconds, max_profit,
                                 price_max_age_seconds, places, sort_order, price_size_limit)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     ON CONFLICT (event_id, code) DO UPDATE SET code = EXCLUDED.code RETURNING id::text`,
    [
      m.eventId, m.code, m.name, m.kind, (m.minStake ?? 10_000n).toString(), (m.maxStake ?? 1_000_000_000n).toString(),
      m.betDelaySeconds ?? 0, m.maxProfit?.toString() ?? null, m.priceMaxAgeSeconds ?? 5,
      m.places ?? 1, m.sortOrder ?? 0, m.priceSizeLimit?.toString() ?? null,
    ],
  );
  const marketId = rows[0]!.id;
  const runners = await q.query<{ id: string }>(
    `WITH r AS (SELECT name, ord FROM unnest($2::text[]) WITH ORDINALITY AS r(name, ord)),
          ins AS (INSERT INTO sports_runners (market_id, name, sort_order) SELECT $1, name, ord FROM r
                  ON CONFLICT (market_id, name) DO NOTHING RETURNING id, name)
     SELECT coalesce(ins.id, sr.id)::text AS id FROM r
       LEFT JOIN ins ON ins.name = r.name
       LEFT JOIN sports_runners sr ON sr.market_id = $1 AND sr.name = r.name
      ORDER BY r.ord`,
    [marketId, m.runners],
  );
  await q.query(
    `INSERT INTO sports_prices (runner_id, market_id) SELECT unnest($2::bigint[]), $1 ON CONFLICT (runner_id) DO NOTHING`,
    [marketId, runners.rows.map((r) => r.id)],
  );
  return { marketId, runnerIds: runners.rows.map((r) => r.id) };
}

export interface MarketRow {
  id: string;
  eventId: string;
  kind: MarketKind;
  status: MarketStatus;
  name: string;
  eventName: string;
  minStake: bigint;
  maxStake: bigint;
  betDelaySeconds: number;
  maxProfit: bigint | null;
  priceMaxAgeSeconds: number;
  /** the most one price takes; null: any stake within the market's stakes (the house book's rule) */
  priceSizeLimit: bigint | null;
  places: number;
  inPlay: boolean;
  eventStatus: EventStatus;
  runnerIds: string[];
}

// Advisory lock class of the sports markets (the object id is the market id).
const MARKET_LOCK = 7471;

/**
 * The market with its event's in-play flag and its runners. `lock`: 'share' for a bet (many at once), 'update'
 * for a settlement or a status change, held until the transaction ends. It is an advisory lock, not a row lock:
 * PostgreSQL lets new FOR SHARE lockers pass a waiting FOR UPDATE, so a busy market would starve its settlement;
 * the lock manager queues advisory requests in order, so a settlement waits only for the bets already under way.
 */
export async function loadMarket(q: Queryable, marketId: string, lock?: 'share' | 'update'): Promise<MarketRow> {
  if (!/^\d{1,18}$/.test(marketId)) throw notFound('Market not found');
  if (lock) {
    const fn = lock === 'share' ? 'pg_advisory_xact_lock_shared' : 'pg_advisory_xact_lock';
    await q.query(`SELECT ${fn}($1, ($2::bigint % 2147483647)::int)`, [MARKET_LOCK, marketId]);
  }
  const { rows } = await q.query<Record<string, string | number | boolean | null>>(
    `SELECT m.id::text, m.event_id::text, m.kind, m.status, m.name, e.name AS event_name, m.min_stake::text,
            m.max_stake::text, m.bet_delay_seconds, m.max_profit::text, m.price_max_age_seconds, m.places, e.in_play,
            e.status AS event_status, m.price_size_limit::text,
            (SELECT array_agg(r.id::text ORDER BY r.sort_order, r.id) FROM sports_runners r WHERE r.market_id = m.id) AS runner_ids
       FROM sports_markets m JOIN sports_events e ON e.id = m.event_id
      WHERE m.id = $1 ${lock === 'update' ? 'FOR UPDATE OF m' : ''}`,
    [marketId],
  );
  const r = rows[0];
  if (!r) throw notFound('Market not found');
  return marketRow(r);
}

/** A market row as loadMarket selects it (also the shape sports_bet_state() answers, bet-state.ts). */
export function marketRow(r: Record<string, unknown>): MarketRow {
  return {
    id: r.id as string,
    eventId: r.event_id as string,
    kind: r.kind as MarketKind,
    status: r.status as MarketStatus,
    name: r.name as string,
    eventName: r.event_name as string,
    minStake: BigInt(r.min_stake as string),
    maxStake: BigInt(r.max_stake as string),
    betDelaySeconds: Number(r.bet_delay_seconds),
    maxProfit: r.max_profit === null ? null : BigInt(r.max_profit as string),
    priceMaxAgeSeconds: Number(r.price_max_age_seconds),
    priceSizeLimit: r.price_size_limit === null || r.price_size_limit === undefined ? null : BigInt(r.price_size_limit as string),
    places: Number(r.places),
    inPlay: Boolean(r.in_play),
    eventStatus: r.event_status as EventStatus,
    runnerIds: (r.runner_ids as string[] | null) ?? [],
  };
}

/** Opens, suspends or closes a market; settled and void markets change only through settlement. */
export async function setMarketStatus(q: Queryable, marketId: string, status: 'open' | 'suspended' | 'closed'): Promise<MarketStatus> {
  const m = await loadMarket(q, marketId, 'update');
  if (m.status === 'settled' || m.status === 'void') throw conflict(`Market is ${m.status}`);
  await q.query('UPDATE sports_markets SET status = $2, updated_at = now() WHERE id = $1', [marketId, status]);
  return m.status;
}

export interface RunnerPriceRow extends RunnerPrices {
  version: number;
  updatedAt: Date;
}

/** Sets the prices of some runners of a market (3 levels each side at most); returns the market's new version. */
export async function setPrices(
  q: Queryable,
  marketId: string,
  runners: Array<{ runnerId: string } & RunnerPrices>,
  at: Date = new Date(),
): Promise<number> {
  const clip = (levels: PriceLevel[]) => JSON.stringify(levels.slice(0, 3));
  const { rows } = await q.query<{ version: string }>(
    `WITH v AS (SELECT coalesce(max(version), 0) + 1 AS version FROM sports_prices WHERE market_id = $1),
          d AS (SELECT * FROM unnest($2::bigint[], $3::text[], $4::text[]) AS d(runner_id, back, lay))
     UPDATE sports_prices p SET back = d.back::jsonb, lay = d.lay::jsonb, version = v.version, updated_at = $5
       FROM d, v WHERE p.runner_id = d.runner_id AND p.market_id = $1 RETURNING v.version::text`,
    [marketId, runners.map((r) => r.runnerId), runners.map((r) => clip(r.back)), runners.map((r) => clip(r.lay)), at],
  );
  return Number(rows[0]?.version ?? 0);
}

export async function runnerPrices(q: Queryable, runnerId: string): Promise<RunnerPriceRow | null> {
  return (await runnerWithPrices(q, runnerId))?.prices ?? null;
}

/** A runner's name and current prices in one read (null when there is no such runner). */
export async function runnerWithPrices(q: Queryable, runnerId: string): Promise<{ name: string; prices: RunnerPriceRow | null } | null> {
  const { rows } = await q.query<{ name: string; back: PriceLevel[] | null; lay: PriceLevel[] | null; version: string | null; updated_at: Date | null }>(
    'SELECT r.name, p.back, p.lay, p.version::text, p.updated_at FROM sports_runners r LEFT JOIN sports_prices p ON p.runner_id = r.id WHERE r.id = $1',
    [runnerId],
  );
  const r = rows[0];
  if (!r) return null;
  const prices = r.version === null ? null : { back: r.back ?? [], lay: r.lay ?? [], version: Number(r.version), updatedAt: new Date(r.updated_at!) };
  return { name: r.name, prices };
}
