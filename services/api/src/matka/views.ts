import type { Queryable } from '../db/db';
import { istDate, runsOn, sessionClosesAt } from './clock';
import { closesWith, settledIn } from './numbers';
import { resultText } from './panas';
import { BET_TYPES, needsSession, SESSIONS, type BetType, type MatkaMarket, type Session } from './types';

/** The player's view of the markets: today's draw, what is open now, rates; money in rupees. */

const rupees = (p: bigint | string) => Number(p) / 100;

interface TodayRow {
  market_id: string;
  session: Session;
  status: 'open' | 'declared' | 'void';
  pana: string | null;
}

export async function todaySessions(q: Queryable, date: string): Promise<Map<string, Partial<Record<Session, TodayRow>>>> {
  const { rows } = await q.query<TodayRow>('SELECT market_id::text, session, status, pana FROM matka_sessions WHERE draw_date = $1::date', [date]);
  const out = new Map<string, Partial<Record<Session, TodayRow>>>();
  for (const r of rows) out.set(r.market_id, { ...out.get(r.market_id), [r.session]: r });
  return out;
}

/** Whether a session takes bets now: active market, a draw today, before its time, not declared or void. */
function sessionOpen(m: MatkaMarket, date: string, rows: Partial<Record<Session, TodayRow>>, s: Session, now: Date): boolean {
  return m.active && runsOn(m, date) && now.getTime() < sessionClosesAt(m, date, s).getTime() && (rows[s]?.status ?? 'open') === 'open';
}

export function marketView(m: MatkaMarket, rows: Partial<Record<Session, TodayRow>>, now: Date) {
  const date = istDate(now);
  const open = Object.fromEntries(SESSIONS.map((s) => [s, sessionOpen(m, date, rows, s, now)])) as Record<Session, boolean>;
  const openPana = rows.open?.status === 'declared' ? rows.open.pana : null;
  const closePana = rows.close?.status === 'declared' ? rows.close.pana : null;
  const status = closePana ? 'result' : open.open || open.close ? 'open' : 'closed';
  // Each type (and session) the player may bet now: its closing session and its settling session both open.
  const playable: Array<{ type: BetType; session: Session | null }> = [];
  for (const type of BET_TYPES) {
    for (const s of needsSession(type) ? SESSIONS : [undefined]) {
      if (open[closesWith(type, s)] && open[settledIn(type, s)]) playable.push({ type, session: s ?? null });
    }
  }
  return {
    id: m.id,
    name: m.name,
    open_time: m.openTime,
    close_time: m.closeTime,
    days: m.days,
    status,
    draw_date: date,
    runs_today: runsOn(m, date),
    open_closes_at: sessionClosesAt(m, date, 'open').toISOString(),
    close_closes_at: sessionClosesAt(m, date, 'close').toISOString(),
    open_session_open: open.open,
    close_session_open: open.close,
    open_pana: openPana,
    close_pana: closePana,
    open_void: rows.open?.status === 'void',
    close_void: rows.close?.status === 'void',
    result: resultText(openPana, closePana),
    rates: BET_TYPES.map((type) => ({ type, rate: m.rates[type] / 100 })),
    min_stake: rupees(m.minStake),
    max_stake: rupees(m.maxStake),
    playable,
  };
}

export type MarketView = ReturnType<typeof marketView>;

interface BetRow {
  id: string;
  description: { market?: string; date?: string; session?: Session; type?: BetType; number?: string };
  market_id: string;
  stake: string;
  odds_x100: number;
  status: string;
  pnl: string | null;
  placed_at: Date;
  settled_at: Date | null;
  posting_id: string | null;
  matka_market_id: string | null;
  pana: string | null;
}

/** The player's matka bets, newest first: open (not yet settled), settled (won, lost or void) or all. */
export async function myBets(q: Queryable, userId: string, opts: { status?: 'open' | 'settled'; page: number; pageSize: number }) {
  const filter = opts.status === 'open' ? `AND b.status = 'matched'` : opts.status === 'settled' ? `AND b.status IN ('settled', 'void')` : '';
  const { rows } = await q.query<BetRow & { total: number }>(
    `SELECT b.id::text, b.description, b.market_id::text, b.stake::text, b.odds_x100, b.status, b.pnl::text, b.placed_at, b.settled_at,
            b.posting_id::text, s.market_id::text AS matka_market_id, s.pana, count(*) OVER ()::int AS total
       FROM bets b LEFT JOIN matka_sessions s ON s.id = b.market_id
      WHERE b.user_id = $1 AND b.product = 'matka' ${filter}
      ORDER BY b.placed_at DESC, b.id DESC LIMIT $2 OFFSET $3`,
    [userId, opts.pageSize, (opts.page - 1) * opts.pageSize],
  );
  const items = rows.map((r) => {
    const stake = BigInt(r.stake);
    const pnl = r.pnl === null ? null : BigInt(r.pnl);
    return {
      bet_id: r.id,
      slip_id: r.posting_id,
      market_id: r.matka_market_id,
      market: r.description.market ?? '',
      draw_date: r.description.date ?? '',
      session: r.description.session ?? 'open',
      type: r.description.type ?? 'single',
      number: r.description.number ?? '',
      amount: rupees(stake),
      rate: r.odds_x100 / 100,
      status: r.status === 'matched' ? 'open' : r.status === 'void' ? 'void' : pnl !== null && pnl > 0n ? 'won' : 'lost',
      pnl: pnl === null ? null : rupees(pnl),
      win_amount: pnl !== null && pnl > 0n ? rupees(stake + pnl) : null,
      placed_at: new Date(r.placed_at).toISOString(),
      settled_at: r.settled_at ? new Date(r.settled_at).toISOString() : null,
    };
  });
  return { items, total: rows[0]?.total ?? 0, page: opts.page };
}
