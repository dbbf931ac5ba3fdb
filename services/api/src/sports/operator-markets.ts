import type { Queryable } from '../db/db';
import { notFound } from '../http/errors';
import type { Actor } from '../ops/actor';
import { writeAudit } from '../ops/audit';
import { paiseToRupees } from '../ops/money';
import { loadMarket } from './catalog';
import type { MarketResult, PriceLevel, RunnerPrices } from './types';

/**
 * The operator's view of markets (the console's sports page): limits, runners with their prices, how many bets
 * stand in each state, the exposure players hold, and the standing settlement with its totals. Rupees and decimal
 * odds, snake_case, as the /ops answers speak (contracts OpsMarket, OpsSettlementRun).
 */

export interface OpsLevel {
  odds: number;
  size: number | null;
  line: number | null;
}

export interface OpsMarketView {
  id: string;
  event_id: string;
  name: string;
  kind: string;
  status: string;
  min_stake: number;
  max_stake: number;
  bet_delay_seconds: number;
  max_profit: number | null;
  price_max_age_seconds: number;
  price_size_limit: number | null;
  places: number;
  version: number;
  prices_updated_at: string | null;
  runners: Array<{ id: string; name: string; back: OpsLevel[]; lay: OpsLevel[] }>;
  bets: { pending: number; matched: number; settled: number; void: number };
  exposure: number;
  settlement: OpsRunView | null;
}

export interface OpsRunView {
  id: string;
  status: 'running' | 'done' | 'rolled_back';
  result: MarketResult;
  outcome: string;
  bets: number;
  players: number;
  players_pnl: number;
  actor: string;
  started_at: string;
  finished_at: string | null;
}

const rupees = (paise: string | null | undefined): number => paiseToRupees(paise ?? '0') ?? 0;
const level = (l: PriceLevel): OpsLevel => ({ odds: l.odds / 100, size: l.size === undefined || l.size === null ? null : rupees(String(l.size)), line: l.line ?? null });
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** The result in words, with runner names: "Winner: Mumbai", "Placed: A, B", "Result: 85", "Void". */
export function outcomeText(result: MarketResult, names: Map<string, string>): string {
  const name = (id: string) => names.get(String(id)) ?? `runner ${id}`;
  if ('void' in result) return 'Void';
  if ('winner' in result) return `Winner: ${name(result.winner)}`;
  if ('placed' in result) return `Placed: ${result.placed.map(name).join(', ')}`;
  return `Result: ${result.value}`;
}

/** Markets by id, or every market of an event (in the event's order). */
export async function opsMarkets(q: Queryable, by: { eventId: string } | { marketIds: string[] }): Promise<OpsMarketView[]> {
  const { rows } = await q.query<Record<string, string | number | null>>(
    `SELECT m.id::text, m.event_id::text, m.name, m.kind, m.status, m.min_stake::text, m.max_stake::text, m.bet_delay_seconds,
            m.max_profit::text, m.price_max_age_seconds, m.places, m.price_size_limit::text
       FROM sports_markets m
      WHERE ${'eventId' in by ? 'm.event_id = $1' : 'm.id = ANY($1::bigint[])'}
      ORDER BY m.sort_order, m.id`,
    ['eventId' in by ? by.eventId : by.marketIds],
  );
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id as string);
  const [runners, counts, exposures, runs] = await Promise.all([
    q.query<{ market_id: string; id: string; name: string; back: PriceLevel[] | null; lay: PriceLevel[] | null; version: string | null; updated_at: Date | null }>(
      `SELECT r.market_id::text, r.id::text, r.name, p.back, p.lay, p.version::text, p.updated_at
         FROM sports_runners r LEFT JOIN sports_prices p ON p.runner_id = r.id
        WHERE r.market_id = ANY($1::bigint[]) ORDER BY r.sort_order, r.id`,
      [ids],
    ),
    q.query<{ market_id: string; status: string; n: number }>(
      `SELECT market_id::text, status, count(*)::int AS n FROM bets WHERE product = 'sports' AND market_id = ANY($1::bigint[]) GROUP BY 1, 2`,
      [ids],
    ),
    q.query<{ market_id: string; held: string }>(
      `SELECT market_id::text, sum(exposure)::text AS held FROM bet_market_exposures WHERE product = 'sports' AND market_id = ANY($1::bigint[]) GROUP BY 1`,
      [ids],
    ),
    q.query<{ market_id: string; id: string; status: OpsRunView['status']; result: MarketResult; actor: string; started_at: Date; finished_at: Date | null; bets: number; players: number; pnl: string }>(
      `SELECT r.market_id::text, r.id::text, r.status, r.result, r.actor, r.started_at, r.finished_at,
              (SELECT count(*)::int FROM bet_settlements s WHERE s.run_id = r.id) AS bets,
              (SELECT count(DISTINCT user_id)::int FROM bet_settlements s WHERE s.run_id = r.id) AS players,
              (SELECT coalesce(sum(pnl), 0)::text FROM bet_settlements s WHERE s.run_id = r.id) AS pnl
         FROM bet_settlement_runs r WHERE r.product = 'sports' AND r.market_id = ANY($1::bigint[]) AND r.status <> 'rolled_back'`,
      [ids],
    ),
  ]);
  return rows.map((r) => {
    const id = r.id as string;
    const own = runners.rows.filter((x) => x.market_id === id);
    const names = new Map(own.map((x) => [x.id, x.name]));
    const versions = own.filter((x) => x.version !== null);
    const latest = versions.reduce<Date | null>((a, x) => (x.updated_at && (!a || new Date(x.updated_at) > a) ? new Date(x.updated_at) : a), null);
    const count = (status: string) => counts.rows.find((c) => c.market_id === id && c.status === status)?.n ?? 0;
    const run = runs.rows.find((x) => x.market_id === id);
    return {
      id,
      event_id: r.event_id as string,
      name: r.name as string,
      kind: r.kind as string,
      status: r.status as string,
      min_stake: rupees(r.min_stake as string),
      max_stake: rupees(r.max_stake as string),
      bet_delay_seconds: Number(r.bet_delay_seconds),
      max_profit: r.max_profit === null ? null : rupees(r.max_profit as string),
      price_max_age_seconds: Number(r.price_max_age_seconds),
      price_size_limit: r.price_size_limit === null ? null : rupees(r.price_size_limit as string),
      places: Number(r.places),
      version: versions.reduce((a, x) => Math.max(a, Number(x.version)), 0),
      prices_updated_at: iso(latest),
      runners: own.map((x) => ({ id: x.id, name: x.name, back: (x.back ?? []).map(level), lay: (x.lay ?? []).map(level) })),
      bets: { pending: count('pending'), matched: count('matched'), settled: count('settled'), void: count('void') },
      exposure: rupees(exposures.rows.find((x) => x.market_id === id)?.held),
      settlement: run
        ? {
            id: run.id, status: run.status, result: run.result, outcome: outcomeText(run.result, names), bets: run.bets, players: run.players,
            players_pnl: rupees(run.pnl), actor: run.actor, started_at: iso(run.started_at)!, finished_at: iso(run.finished_at),
          }
        : null,
    };
  });
}

/** One market's view; 404 "Market not found". */
export async function opsMarket(q: Queryable, marketId: string): Promise<OpsMarketView> {
  if (!/^\d{1,18}$/.test(marketId)) throw notFound('Market not found');
  const [m] = await opsMarkets(q, { marketIds: [marketId] });
  if (!m) throw notFound('Market not found');
  return m;
}

/** The market's standing prices per runner (what a hand price change is checked against, book-margin.ts). */
export async function standingPrices(q: Queryable, marketId: string): Promise<Map<string, RunnerPrices>> {
  const { rows } = await q.query<{ runner_id: string; back: PriceLevel[]; lay: PriceLevel[] }>(
    'SELECT runner_id::text, back, lay FROM sports_prices WHERE market_id = $1',
    [marketId],
  );
  return new Map(rows.map((r) => [r.runner_id, { back: r.back, lay: r.lay }]));
}

/**
 * Sets a market's price rules (issue 26 finding 12, issue 27 L4): the most one price takes (null: no limit, the house
 * book's rule) and, when given, the price age limit. Under the market's lock (bets under way finish first), audited.
 */
export async function setMarketLimits(
  q: Queryable,
  marketId: string,
  limits: { priceSizeLimit?: bigint | null; priceMaxAgeSeconds?: number },
  actor: Actor,
  now: Date,
): Promise<void> {
  const m = await loadMarket(q, marketId, 'update');
  const size = limits.priceSizeLimit === undefined ? m.priceSizeLimit : limits.priceSizeLimit;
  const age = limits.priceMaxAgeSeconds ?? m.priceMaxAgeSeconds;
  await q.query('UPDATE sports_markets SET price_size_limit = $2, price_max_age_seconds = $3, updated_at = now() WHERE id = $1', [
    marketId, size?.toString() ?? null, age,
  ]);
  const money = (p: bigint | null) => (p === null ? null : paiseToRupees(p));
  await writeAudit(q, {
    actor,
    action: 'sports.market.limits',
    target: `market:${marketId}`,
    before: { price_size_limit: money(m.priceSizeLimit), price_max_age_seconds: m.priceMaxAgeSeconds },
    after: { price_size_limit: money(size), price_max_age_seconds: age },
    at: now,
  });
}
