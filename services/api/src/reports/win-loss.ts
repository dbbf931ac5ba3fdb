import type { ReportProduct, WinLossDay, WinLossMarket, WinLossTotals } from '@khel/shared/contracts';
import type { Queryable } from '../db/db';
import { paiseToRupees } from '../wallet/money';
import { betNames } from './bet-view';
import { decodeCursor, pageOf } from './cursor';
import type { ReportRange } from './range';
import { COMMISSION, dayOf, Params, paise } from './sql';

/**
 * Win-loss: a player's settled bets (void ones moved no money and are left out) by the day they were settled, in the
 * report's zone, and by product; a day drills down to its markets (casino: its games), a market to its bets
 * (bets.ts with wonOrLost). All three read the same rows, so the sum over days, the sum over markets and the sum of
 * the bets' P&L are one number; a settlement rolled back has cleared its bets' settled_at and P&L, so it leaves no
 * trace here. Deposits and withdrawals of the range stand beside the P&L (net deposits).
 */
export interface WinLossQuery {
  userId: string;
  range: ReportRange;
  product?: ReportProduct;
}

function settledIn(p: Params, query: WinLossQuery): string[] {
  const conditions = [`b.user_id = ${p.add(query.userId)}`, `b.status = 'settled'`, `b.settled_at >= ${p.add(query.range.start)}`, `b.settled_at < ${p.add(query.range.end)}`];
  if (query.product) conditions.push(`b.product = ${p.add(query.product)}`);
  return conditions;
}

export async function winLossDays(q: Queryable, query: WinLossQuery): Promise<{ days: WinLossDay[]; totals: WinLossTotals }> {
  const p = new Params();
  const conditions = settledIn(p, query);
  const day = dayOf('b.settled_at', p.add(query.range.zone));
  const { rows } = await q.query<{ date: string; product: ReportProduct; n: number; stake: string; pnl: string; commission: string }>(
    `SELECT ${day} AS date, b.product, count(*)::int AS n, sum(b.stake)::text AS stake, sum(b.pnl)::text AS pnl, sum(${COMMISSION})::text AS commission
       FROM bets b WHERE ${conditions.join(' AND ')}
      GROUP BY 1, 2 ORDER BY 1 DESC, 2`,
    p.values,
  );
  const money = await netDeposits(q, query.userId, query.range);
  const sum = (pick: (r: (typeof rows)[number]) => string) => rows.reduce((s, r) => s + paise(pick(r)), 0n);
  return {
    days: rows.map((r) => ({ date: r.date, product: r.product, bets: r.n, stake: paiseToRupees(r.stake), pnl: paiseToRupees(r.pnl), commission: paiseToRupees(r.commission) })),
    totals: {
      bets: rows.reduce((s, r) => s + r.n, 0),
      stake: paiseToRupees(sum((r) => r.stake)),
      pnl: paiseToRupees(sum((r) => r.pnl)),
      commission: paiseToRupees(sum((r) => r.commission)),
      deposits: paiseToRupees(money.deposits),
      withdrawals: paiseToRupees(money.withdrawals),
      net_deposits: paiseToRupees(money.deposits - money.withdrawals),
    },
  };
}

/** Approved deposits and paid withdrawals of the range, by the time they were decided. */
export async function netDeposits(q: Queryable, userId: string, range: Pick<ReportRange, 'start' | 'end'>): Promise<{ deposits: bigint; withdrawals: bigint }> {
  const { rows } = await q.query<{ deposits: string | null; withdrawals: string | null }>(
    `SELECT sum(coalesce(approved_amount, amount)) FILTER (WHERE type IN ('client_deposit', 'manual_deposit'))::text AS deposits,
            sum(coalesce(approved_amount, amount)) FILTER (WHERE type IN ('client_withdrawal', 'manual_withdrawal'))::text AS withdrawals
       FROM wallet_transactions
      WHERE user_id = $1 AND status = 'approve_completed' AND coalesce(action_at, updated_at) >= $2 AND coalesce(action_at, updated_at) < $3`,
    [userId, range.start, range.end],
  );
  return { deposits: paise(rows[0]?.deposits), withdrawals: paise(rows[0]?.withdrawals) };
}

const MARKET_KEY = ['word', 'id'] as const;

interface MarketRow {
  product: ReportProduct;
  market_id: string;
  n: number;
  stake: string;
  pnl: string;
  commission: string;
  last_at: Date;
  description: Record<string, unknown> | null;
  event_id: string | null;
  matka_market_id: string | null;
}

/**
 * The markets (casino: games) of the range, a page at a time in a fixed order (product, then market id, newest
 * first), so a settlement arriving between pages changes a market's figures but never its place.
 */
export async function winLossMarkets(q: Queryable, query: WinLossQuery, page: { cursor?: unknown; limit: number }): Promise<{ items: WinLossMarket[]; next: string | null }> {
  const key = decodeCursor(page.cursor, MARKET_KEY);
  const p = new Params();
  const conditions = settledIn(p, query);
  let after = '';
  if (key) {
    const product = p.add(key[0]);
    after = `WHERE (m.product > ${product} OR (m.product = ${product} AND m.market_id < ${p.add(key[1])}::bigint))`;
  }
  const { rows } = await q.query<MarketRow>(
    `WITH m AS (
       SELECT b.product, b.market_id, count(*)::int AS n, sum(b.stake)::text AS stake, sum(b.pnl)::text AS pnl,
              sum(${COMMISSION})::text AS commission, max(b.settled_at) AS last_at, min(b.id) AS first_bet
         FROM bets b WHERE ${conditions.join(' AND ')}
        GROUP BY b.product, b.market_id
     )
     SELECT m.product, m.market_id::text AS market_id, m.n, m.stake, m.pnl, m.commission, m.last_at, fb.description,
            sm.event_id::text AS event_id, ms.market_id::text AS matka_market_id
       FROM m
       JOIN bets fb ON fb.id = m.first_bet
       LEFT JOIN sports_markets sm ON m.product = 'sports' AND sm.id = m.market_id
       LEFT JOIN matka_sessions ms ON m.product = 'matka' AND ms.id = m.market_id
       ${after}
      ORDER BY m.product, m.market_id DESC LIMIT ${p.add(page.limit + 1)}`,
    p.values,
  );
  const { items, next } = pageOf(rows, page.limit, (r) => [r.product, r.market_id]);
  return {
    items: items.map((r) => {
      const names = betNames({ product: r.product, description: r.description, event_id: r.event_id, matka_market_id: r.matka_market_id });
      return {
        product: r.product,
        market_id: r.market_id,
        event_id: r.event_id,
        event: names.event,
        market: names.market,
        bets: r.n,
        stake: paiseToRupees(r.stake),
        pnl: paiseToRupees(r.pnl),
        commission: paiseToRupees(r.commission),
        last_settled_at: new Date(r.last_at).toISOString(),
        path: names.path,
      };
    }),
    next,
  };
}
