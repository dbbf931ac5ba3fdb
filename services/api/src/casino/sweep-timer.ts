import type { Db } from '../db/db';
import { SYSTEM_ACTOR } from '../ops/actor';
import { runRoundSweep } from './operator-sweep';
import type { SweepRules } from './round-sweep';

type Log = { error(obj: unknown, msg: string): void; info(obj: unknown, msg: string): void; warn(obj: unknown, msg: string): void };

/**
 * Runs the round sweep every intervalMs (KHEL_CASINO_SWEEP_MS) where the sports service runs, until stopped. A
 * sweep still running is not started twice; a failed one is logged and the next tries again. Several processes may
 * sweep at once: every step is idempotent.
 */
export function startRoundSweep(db: Db, opts: { intervalMs: number; rules: SweepRules; now: () => Date; log: Log }): () => Promise<void> {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = runRoundSweep(db, SYSTEM_ACTOR, opts.now(), opts.rules)
      .then((report) => {
        if (report.closed.length) opts.log.info({ closed: report.closed.length }, 'closed casino rounds left open');
        if (report.failed.length) opts.log.warn({ failed: report.failed }, 'casino rounds the sweep could not close yet');
      })
      .catch((error: unknown) => opts.log.error({ err: error }, 'casino round sweep failed'))
      .finally(() => {
        running = null;
      });
  }, opts.intervalMs);
  timer.unref();
  // Stopping waits for a sweep under way, so the database is not closed beneath it.
  return async () => {
    clearInterval(timer);
    await running;
  };
}
