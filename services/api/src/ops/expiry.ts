import type { Db } from '../db/db';
import { SYSTEM_ACTOR } from './actor';
import { closeRequest } from './decisions';

export const DEFAULT_EXPIRY_MINUTES = 1440;

/**
 * Expires every pending request older than its site's request_expiry_minutes. Each request in its own
 * transaction; candidates are taken with SKIP LOCKED and re-checked under the lock, so two API processes
 * sweeping at once never expire one request twice nor wait on each other.
 */
export async function expirePendingRequests(db: Db, now: Date, opts: { limit?: number } = {}): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT t.id::text AS id FROM wallet_transactions t
       LEFT JOIN wallet_config c ON c.site_id = t.site_id
      WHERE t.status = 'pending'
        AND t.created_at <= $1::timestamptz - make_interval(mins => coalesce(c.request_expiry_minutes, $2))
      ORDER BY t.id LIMIT $3`,
    [now, DEFAULT_EXPIRY_MINUTES, opts.limit ?? 500],
  );
  const expired: string[] = [];
  for (const { id } of rows) {
    const done = await db.tx(async (q) => {
      const locked = await q.query<{ status: string }>('SELECT status FROM wallet_transactions WHERE id = $1 FOR UPDATE SKIP LOCKED', [id]);
      // Taken by another sweeper or an operator right now, or already decided: leave it.
      if (locked.rows[0]?.status !== 'pending') return false;
      await closeRequest(q, { id, to: 'expired', actor: SYSTEM_ACTOR, now });
      return true;
    });
    if (done) expired.push(id);
  }
  return expired;
}

/** Runs the sweep every intervalMs until stopped; a failed sweep is logged and the next one tries again. */
export function startExpiryTimer(db: Db, opts: { intervalMs: number; now: () => Date; log: { error(obj: unknown, msg: string): void; info(obj: unknown, msg: string): void } }): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    expirePendingRequests(db, opts.now())
      .then((ids) => {
        if (ids.length) opts.log.info({ expired: ids.length }, 'expired pending wallet requests');
      })
      .catch((error: unknown) => opts.log.error({ err: error }, 'request expiry sweep failed'))
      .finally(() => {
        running = false;
      });
  }, opts.intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
