import type { Db } from '../db/db';
import { settleWagering } from './lifecycle';

export interface SweepReport {
  expired: string[];
  released: string[];
  lapsed: number;
}

/**
 * Ends what time has run out on: a locked bonus past its expiry returns to the house (posted), unless its
 * wagering was met (then it is released); an offer not claimed in time lapses (no money moved). Each bonus in its
 * own transaction, under the same locks as a settlement, so a sweep racing a settlement closes a bonus once.
 */
export async function sweepBonuses(db: Db, now: Date, opts: { limit?: number } = {}): Promise<SweepReport> {
  const { rows } = await db.query<{ id: string; user_id: string }>(
    `SELECT id::text, user_id::text FROM bonus_awards WHERE status = 'locked' AND expires_at <= $1 ORDER BY id LIMIT $2`,
    [now, opts.limit ?? 500],
  );
  const report: SweepReport = { expired: [], released: [], lapsed: 0 };
  for (const r of rows) {
    const after = await db.tx((q) => settleWagering(q, r.user_id, now));
    if (after?.id !== r.id) continue;
    if (after.status === 'expired') report.expired.push(r.id);
    if (after.status === 'released') report.released.push(r.id);
  }
  const lapsed = await db.query(`UPDATE bonus_awards SET status = 'lapsed', closed_at = $1 WHERE status = 'offered' AND offer_expires_at <= $1`, [now]);
  report.lapsed = lapsed.rowCount;
  return report;
}

/** Runs the sweep every intervalMs until stopped; a failed sweep is logged and the next one tries again. */
export function startBonusSweep(db: Db, opts: { intervalMs: number; now: () => Date; log: { error(obj: unknown, msg: string): void } }): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepBonuses(db, opts.now())
      .catch((error: unknown) => opts.log.error({ err: error }, 'bonus expiry sweep failed'))
      .finally(() => {
        running = false;
      });
  }, opts.intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
