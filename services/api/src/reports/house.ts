import type { ReportProduct } from '@khel/shared/contracts';
import type { HouseDay, HousePlayer, HouseProduct, HouseReport } from '@khel/shared/console-contracts';
import type { Queryable } from '../db/db';
import { paiseToRupees } from '../wallet/money';
import { rangeView, type ReportRange } from './range';
import { dayOf, paise } from './sql';

/**
 * The house's figures over a range, from the settled bets (index bets_settled_house, an index-only scan): gross
 * gaming revenue (what players lost less what they won) and turnover (stakes) by product and day, the bonus cost
 * (bonuses released to cash, referral rewards paid as cash), net gaming revenue, deposits and withdrawals, and the
 * players who won and lost most. Demo players' play money is no revenue: left out.
 */
const REAL = `b.status = 'settled' AND b.user_id NOT IN (SELECT id FROM users WHERE is_demo)`;
const TOP = 10;

type AggRow = { product: ReportProduct; n: number; players: number; turnover: string; ggr: string };

const product = (r: AggRow): HouseProduct => ({ product: r.product, bets: r.n, players: r.players, turnover: paiseToRupees(r.turnover), ggr: paiseToRupees(r.ggr) });

/** GGR and turnover by product over [start, end). */
export async function houseProducts(q: Queryable, range: Pick<ReportRange, 'start' | 'end'>): Promise<HouseProduct[]> {
  const { rows } = await q.query<AggRow>(
    `SELECT b.product, count(*)::int AS n, count(DISTINCT b.user_id)::int AS players, sum(b.stake)::text AS turnover, (-sum(b.pnl))::text AS ggr
       FROM bets b WHERE ${REAL} AND b.settled_at >= $1 AND b.settled_at < $2
      GROUP BY b.product ORDER BY b.product`,
    [range.start, range.end],
  );
  return rows.map(product);
}

async function players(q: Queryable, range: ReportRange, order: 'DESC' | 'ASC'): Promise<HousePlayer[]> {
  const { rows } = await q.query<{ user_id: string; user_name: string; n: number; stake: string; pnl: string }>(
    `SELECT p.user_id::text AS user_id, u.user_name, p.n, p.stake::text AS stake, p.pnl::text AS pnl
       FROM (SELECT b.user_id, count(*)::int AS n, sum(b.stake) AS stake, sum(b.pnl) AS pnl
               FROM bets b WHERE ${REAL} AND b.settled_at >= $1 AND b.settled_at < $2
              GROUP BY b.user_id HAVING sum(b.pnl) ${order === 'DESC' ? '> 0' : '< 0'}
              ORDER BY sum(b.pnl) ${order}, b.user_id LIMIT ${TOP}) p
       JOIN users u ON u.id = p.user_id
      ORDER BY p.pnl ${order}, p.user_id`,
    [range.start, range.end],
  );
  return rows.map((r) => ({ user_id: r.user_id, user_name: r.user_name, bets: r.n, stake: paiseToRupees(r.stake), pnl: paiseToRupees(r.pnl) }));
}

/** Approved deposits and paid withdrawals of the range (by decision time), all players. */
export async function houseMoney(q: Queryable, range: Pick<ReportRange, 'start' | 'end'>): Promise<{ deposits: bigint; withdrawals: bigint; depositCount: number; withdrawalCount: number }> {
  const { rows } = await q.query<{ d: string | null; w: string | null; dn: number; wn: number }>(
    `SELECT sum(coalesce(approved_amount, amount)) FILTER (WHERE type IN ('client_deposit', 'manual_deposit'))::text AS d,
            sum(coalesce(approved_amount, amount)) FILTER (WHERE type IN ('client_withdrawal', 'manual_withdrawal'))::text AS w,
            count(*) FILTER (WHERE type IN ('client_deposit', 'manual_deposit'))::int AS dn,
            count(*) FILTER (WHERE type IN ('client_withdrawal', 'manual_withdrawal'))::int AS wn
       FROM wallet_transactions WHERE status = 'approve_completed' AND action_at >= $1 AND action_at < $2`,
    [range.start, range.end],
  );
  const r = rows[0]!;
  return { deposits: paise(r.d), withdrawals: paise(r.w), depositCount: r.dn, withdrawalCount: r.wn };
}

async function bonusCost(q: Queryable, range: ReportRange): Promise<bigint> {
  const { rows } = await q.query<{ released: string | null; rewards: string | null }>(
    `SELECT (SELECT sum(amount) FROM bonus_awards WHERE status = 'released' AND closed_at >= $1 AND closed_at < $2)::text AS released,
            (SELECT sum(amount_paise) FROM refer_rewards WHERE status = 'paid' AND credited_to = 'cash' AND created_at >= $1 AND created_at < $2)::text AS rewards`,
    [range.start, range.end],
  );
  return paise(rows[0]?.released) + paise(rows[0]?.rewards);
}

export async function houseReport(q: Queryable, range: ReportRange): Promise<HouseReport> {
  const zone = '$3';
  const days = await q.query<AggRow & { date: string }>(
    `SELECT ${dayOf('b.settled_at', zone)} AS date, b.product, count(*)::int AS n, count(DISTINCT b.user_id)::int AS players,
            sum(b.stake)::text AS turnover, (-sum(b.pnl))::text AS ggr
       FROM bets b WHERE ${REAL} AND b.settled_at >= $1 AND b.settled_at < $2
      GROUP BY 1, 2 ORDER BY 1 DESC, 2`,
    [range.start, range.end, range.zone],
  );
  const products = await houseProducts(q, range);
  const totalsRow = await q.query<{ n: number; players: number; turnover: string | null; ggr: string | null }>(
    `SELECT count(*)::int AS n, count(DISTINCT b.user_id)::int AS players, sum(b.stake)::text AS turnover, (-sum(b.pnl))::text AS ggr
       FROM bets b WHERE ${REAL} AND b.settled_at >= $1 AND b.settled_at < $2`,
    [range.start, range.end],
  );
  const [winners, losers, money, cost] = [await players(q, range, 'DESC'), await players(q, range, 'ASC'), await houseMoney(q, range), await bonusCost(q, range)];
  const t = totalsRow.rows[0]!;
  const ggr = paise(t.ggr);
  return {
    range: rangeView(range),
    days: days.rows.map((r): HouseDay => ({ date: r.date, ...product(r) })),
    products,
    totals: {
      bets: t.n,
      players: t.players,
      turnover: paiseToRupees(paise(t.turnover)),
      ggr: paiseToRupees(ggr),
      bonus_cost: paiseToRupees(cost),
      ngr: paiseToRupees(ggr - cost),
      deposits: paiseToRupees(money.deposits),
      withdrawals: paiseToRupees(money.withdrawals),
    },
    winners,
    losers,
  };
}
