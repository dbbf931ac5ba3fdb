import type { ReportBet, ReportBetTotals } from '@khel/shared/contracts';
import type { Queryable } from '../db/db';
import { paiseToRupees } from '../wallet/money';
import { BET_COLUMNS, BET_JOINS, betView, type BetRow } from './bet-view';
import { cursorTime, decodeCursor, pageOf } from './cursor';
import type { BetFilters } from './filters';
import type { ReportRange } from './range';
import { COMMISSION, Params } from './sql';

/**
 * A player's bets of every product, newest first, a page at a time (keyset on the sort time and the id):
 * - open (pending, matched) by the time they were placed, within the range;
 * - settled (settled, void) by the time they were settled, within the range (a rolled-back settlement clears
 *   settled_at, so its bets are open again and leave the history until settled anew).
 * `wonOrLost` keeps only settled bets with money moved (win-loss leaves void bets out: their stakes came back).
 */
export interface BetQuery {
  userId: string;
  range: Pick<ReportRange, 'start' | 'end'>;
  filters: BetFilters;
  wonOrLost?: boolean;
}

const KEY_SHAPE = ['time', 'id'] as const;

function where(p: Params, query: BetQuery): { time: string; conditions: string[] } {
  const f = query.filters;
  const time = f.state === 'open' ? 'b.placed_at' : 'b.settled_at';
  const conditions = [`b.user_id = ${p.add(query.userId)}`, `${time} >= ${p.add(query.range.start)}`, `${time} < ${p.add(query.range.end)}`];
  if (f.state === 'open') conditions.push(`b.status IN ('pending', 'matched')`);
  else conditions.push(query.wonOrLost ? `b.status = 'settled'` : `b.settled_at IS NOT NULL`);
  if (f.product) conditions.push(`b.product = ${p.add(f.product)}`);
  if (f.marketId) conditions.push(`b.market_id = ${p.add(f.marketId)}`);
  if (f.sport) conditions.push(`sp.code = ${p.add(f.sport)}`);
  if (f.status === 'pending' || f.status === 'matched' || f.status === 'void') conditions.push(`b.status = ${p.add(f.status)}`);
  if (f.status === 'won') conditions.push(`b.status = 'settled' AND b.pnl > 0`);
  if (f.status === 'lost') conditions.push(`b.status = 'settled' AND b.pnl <= 0`);
  return { time, conditions };
}

export interface BetPage {
  items: ReportBet[];
  next: string | null;
}

export async function listBets(q: Queryable, query: BetQuery, page: { cursor?: unknown; limit: number }): Promise<BetPage> {
  const key = decodeCursor(page.cursor, KEY_SHAPE);
  const p = new Params();
  const { time, conditions } = where(p, query);
  if (key) conditions.push(`(${time}, b.id) < (${p.add(key[0])}::timestamptz, ${p.add(key[1])}::bigint)`);
  const { rows } = await q.query<BetRow & { k: string }>(
    `SELECT ${BET_COLUMNS}, ${cursorTime(time)} AS k
       FROM bets b ${BET_JOINS}
      WHERE ${conditions.join(' AND ')}
      ORDER BY ${time} DESC, b.id DESC LIMIT ${p.add(page.limit + 1)}`,
    p.values,
  );
  const { items, next } = pageOf(rows, page.limit, (r) => [r.k, r.id]);
  return { items: items.map(betView), next };
}

export async function betTotals(q: Queryable, query: BetQuery): Promise<ReportBetTotals> {
  const p = new Params();
  const { conditions } = where(p, query);
  const joins = query.filters.sport ? BET_JOINS : '';
  const { rows } = await q.query<{ n: number; stake: string | null; liability: string | null; pnl: string | null; commission: string | null }>(
    `SELECT count(*)::int AS n, sum(b.stake)::text AS stake, sum(b.liability)::text AS liability, sum(b.pnl)::text AS pnl, sum(${COMMISSION})::text AS commission
       FROM bets b ${joins} WHERE ${conditions.join(' AND ')}`,
    p.values,
  );
  const r = rows[0]!;
  return {
    bets: r.n,
    stake: paiseToRupees(r.stake ?? '0'),
    liability: paiseToRupees(query.filters.state === 'open' ? (r.liability ?? '0') : '0'),
    pnl: paiseToRupees(r.pnl ?? '0'),
    commission: paiseToRupees(r.commission ?? '0'),
  };
}

/** One of the player's bets (any status), or null. */
export async function oneBet(q: Queryable, userId: string, betId: string): Promise<ReportBet | null> {
  const { rows } = await q.query<BetRow>(`SELECT ${BET_COLUMNS} FROM bets b ${BET_JOINS} WHERE b.id = $1 AND b.user_id = $2`, [betId, userId]);
  return rows[0] ? betView(rows[0]) : null;
}
