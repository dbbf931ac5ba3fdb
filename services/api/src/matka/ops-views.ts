import type { Queryable } from '../db/db';
import { istDate, sessionClosesAt } from './clock';
import { listMarkets } from './markets';
import { resultText } from './panas';
import { BET_TYPES, SESSIONS, type MatkaMarket, type Session } from './types';

/** The console's view: markets with their settings and today's draw, a draw's sessions with bets and settlement. */

const rupees = (p: bigint | string | null) => Number(p ?? 0) / 100;

interface SessionStats {
  session: Session;
  status: 'open' | 'declared' | 'void';
  pana: string | null;
  bets: number;
  open_bets: number;
  stake: string | null;
  house: string | null;
  run_id: string | null;
  run_status: 'running' | 'done' | null;
}

export async function opsDraw(q: Queryable, m: MatkaMarket, date: string) {
  const { rows } = await q.query<SessionStats>(
    `SELECT s.session, s.status, s.pana, coalesce(b.n, 0)::int AS bets, coalesce(b.open, 0)::int AS open_bets, b.stake::text, b.house::text,
            r.id::text AS run_id, r.status AS run_status
       FROM matka_sessions s
       LEFT JOIN LATERAL (SELECT count(*) AS n, count(*) FILTER (WHERE status = 'matched') AS open, sum(stake) AS stake, -sum(pnl) AS house
                            FROM bets WHERE product = 'matka' AND market_id = s.id) b ON true
       LEFT JOIN bet_settlement_runs r ON r.product = 'matka' AND r.market_id = s.id AND r.status <> 'rolled_back'
      WHERE s.market_id = $1 AND s.draw_date = $2::date`,
    [m.id, date],
  );
  const view = (session: Session) => {
    const r = rows.find((x) => x.session === session);
    return {
      session,
      status: r?.status ?? 'open',
      pana: r?.pana ?? null,
      closes_at: sessionClosesAt(m, date, session).toISOString(),
      open_bets: r?.open_bets ?? 0,
      bets: r?.bets ?? 0,
      stake: rupees(r?.stake ?? null),
      house_pnl: rupees(r?.house ?? null),
      run_id: r?.run_id ?? null,
      run_status: r?.run_status ?? null,
    };
  };
  const [open, close] = SESSIONS.map(view) as [ReturnType<typeof view>, ReturnType<typeof view>];
  return { market_id: m.id, draw_date: date, result: resultText(open.pana, close.pana), open, close };
}

export function opsMarketSettings(m: MatkaMarket) {
  return {
    id: m.id,
    name: m.name,
    open_time: m.openTime,
    close_time: m.closeTime,
    days: m.days,
    rates: BET_TYPES.map((type) => ({ type, rate: m.rates[type] / 100 })),
    min_stake: rupees(m.minStake),
    max_stake: rupees(m.maxStake),
    active: m.active,
    sort_order: m.sortOrder,
  };
}

export async function opsMarketList(q: Queryable, now: Date) {
  const date = istDate(now);
  const markets = await listMarkets(q);
  return { markets: await Promise.all(markets.map(async (m) => ({ ...opsMarketSettings(m), today: await opsDraw(q, m, date) }))) };
}
