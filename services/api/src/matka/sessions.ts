import type { Queryable } from '../db/db';
import type { Session } from './types';

/**
 * A draw's two sessions (rows made on first need). Bets on a session take its advisory lock shared; declaring,
 * voiding and rolling back take it exclusively, so a declaration waits only for the bets already under way and
 * every bet after it sees the session declared (same scheme as sports' market lock).
 */
const MATKA_LOCK = 7014;

export interface SessionRow {
  id: string;
  session: Session;
  status: 'open' | 'declared' | 'void';
  pana: string | null;
}

/** Both sessions of the draw of `date`, created if missing: { open, close }. */
export async function drawSessions(q: Queryable, marketId: string, date: string): Promise<Record<Session, SessionRow>> {
  await q.query(
    `INSERT INTO matka_sessions (market_id, draw_date, session) SELECT $1, $2::date, s FROM unnest(ARRAY['open', 'close']) s
     ON CONFLICT (market_id, draw_date, session) DO NOTHING`,
    [marketId, date],
  );
  return readDraw(q, marketId, date);
}

export async function readDraw(q: Queryable, marketId: string, date: string): Promise<Record<Session, SessionRow>> {
  const { rows } = await q.query<SessionRow>(
    'SELECT id::text, session, status, pana FROM matka_sessions WHERE market_id = $1 AND draw_date = $2::date',
    [marketId, date],
  );
  const none = (session: Session): SessionRow => ({ id: '', session, status: 'open', pana: null });
  return { open: rows.find((r) => r.session === 'open') ?? none('open'), close: rows.find((r) => r.session === 'close') ?? none('close') };
}

/** Locks sessions (shared for bets, exclusive for results) in id order, then reads them again under the lock. */
export async function lockSessions(q: Queryable, ids: string[], mode: 'share' | 'update'): Promise<void> {
  const fn = mode === 'share' ? 'pg_advisory_xact_lock_shared' : 'pg_advisory_xact_lock';
  for (const id of [...new Set(ids)].sort((a, b) => Number(a) - Number(b))) {
    await q.query(`SELECT ${fn}($1, ($2::bigint % 2147483647)::int)`, [MATKA_LOCK, id]);
  }
}
