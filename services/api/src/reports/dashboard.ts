import type { Dashboard, DashboardMoney } from '@khel/shared/console-contracts';
import type { Queryable } from '../db/db';
import { requestCounts } from '../ops/request-list';
import { paiseToRupees } from '../wallet/money';
import { houseMoney, houseProducts } from './house';
import { todayRange } from './range';
import { paise } from './sql';

/**
 * The console's landing page: today (India time) at a glance, every figure one indexed read, so the page can ask
 * again every few seconds. Today's deposits and withdrawals (decided, and waiting), GGR by product, the house's open
 * liability, active players and the queues.
 */
const PENDING = `('pending', 'hold', 'approve_in_process', 'reject_in_process')`;

async function pending(q: Queryable): Promise<{ deposits: { n: number; amount: bigint }; withdrawals: { n: number; amount: bigint } }> {
  const { rows } = await q.query<{ dn: number; da: string | null; wn: number; wa: string | null }>(
    `SELECT count(*) FILTER (WHERE type IN ('client_deposit', 'manual_deposit'))::int AS dn,
            sum(amount) FILTER (WHERE type IN ('client_deposit', 'manual_deposit'))::text AS da,
            count(*) FILTER (WHERE type IN ('client_withdrawal', 'manual_withdrawal'))::int AS wn,
            sum(amount) FILTER (WHERE type IN ('client_withdrawal', 'manual_withdrawal'))::text AS wa
       FROM wallet_transactions WHERE status IN ${PENDING}`,
  );
  const r = rows[0]!;
  return { deposits: { n: r.dn, amount: paise(r.da) }, withdrawals: { n: r.wn, amount: paise(r.wa) } };
}

/**
 * What the house stands to lose on open bets: each open bet's own best case for the player (a back's or a fixed-odds
 * bet's profit stake x (odds - 1), a lay's or a fancy no's stake), not netted across a player's offsetting bets, so
 * an upper bound; and the players' money held against them (exposure rows of the markets with open bets). Casino
 * rounds still open hold nothing on exposure (their stake is already the house's) and win at most what the game
 * pays: they count their stake.
 */
async function liability(q: Queryable): Promise<{ open: number; exposure: bigint; payout: bigint; balances: bigint }> {
  const { rows } = await q.query<{ n: number; payout: string | null; exposure: string | null; balances: string | null }>(
    `WITH open AS (SELECT user_id, product, market_id, side, stake, odds_x100 FROM bets WHERE status = 'matched'
                   UNION ALL SELECT user_id, product, market_id, side, stake, odds_x100 FROM bets WHERE status = 'pending')
     SELECT (SELECT count(*)::int FROM open) AS n,
            (SELECT sum(CASE WHEN side IN ('lay', 'no') OR odds_x100 IS NULL THEN stake ELSE stake * (odds_x100 - 100) / 100 END) FROM open)::text AS payout,
            (SELECT sum(e.exposure) FROM bet_market_exposures e
              WHERE (e.product, e.market_id, e.user_id) IN (SELECT DISTINCT product, market_id, user_id FROM open))::text AS exposure,
            (SELECT -sum(balance) FROM ledger_accounts WHERE user_id IS NULL)::text AS balances`,
  );
  const r = rows[0]!;
  return { open: r.n, payout: paise(r.payout), exposure: paise(r.exposure), balances: paise(r.balances) };
}

async function players(q: Queryable, now: Date, since: Date): Promise<{ loggedIn: number; bettingToday: number }> {
  const { rows } = await q.query<{ live: number; betting: number }>(
    `SELECT (SELECT count(DISTINCT user_id)::int FROM sessions WHERE ended_at IS NULL AND expires_at > $1) AS live,
            (SELECT count(DISTINCT user_id)::int FROM bets WHERE placed_at >= $2) AS betting`,
    [now, since],
  );
  return { loggedIn: rows[0]!.live, bettingToday: rows[0]!.betting };
}

export async function dashboard(q: Queryable, now: Date): Promise<Dashboard> {
  const today = todayRange(now);
  const money = await houseMoney(q, today);
  const waiting = await pending(q);
  const ggr = await houseProducts(q, today);
  const held = await liability(q);
  const who = await players(q, now, today.start);
  const queues = await requestCounts(q);
  const box = (count: number, amount: bigint, p: { n: number; amount: bigint }): DashboardMoney => ({
    count,
    amount: paiseToRupees(amount),
    pending_count: p.n,
    pending_amount: paiseToRupees(p.amount),
  });
  return {
    at: now.toISOString(),
    date: today.from,
    deposits: box(money.depositCount, money.deposits, waiting.deposits),
    withdrawals: box(money.withdrawalCount, money.withdrawals, waiting.withdrawals),
    ggr,
    ggr_total: paiseToRupees(ggr.reduce((sum, r) => sum + BigInt(Math.round(r.ggr * 100)), 0n)),
    liability: { open_bets: held.open, exposure: paiseToRupees(held.exposure), potential_payout: paiseToRupees(held.payout), balances: paiseToRupees(held.balances) },
    players: { logged_in: who.loggedIn, betting_today: who.bettingToday },
    queues,
  };
}
