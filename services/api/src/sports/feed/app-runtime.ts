import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db';
import { startSports, type SportsRuntime, type SportsRuntimeOptions } from './runtime';

/**
 * The sports runtime of an API process, reachable by every plugin as `app.sports` (decorated on the root
 * instance by app.ts when the process serves `sports` or `ops`):
 * - `app.sports.hub`: the PriceHub; the live channel (src/live) subscribes to it once per process;
 * - `app.sports.applier.enqueue(update)`: writes a feed update (prices, suspend, status, result) and tells the hub;
 *   the operator's routes await it, so the answer comes after the database has it;
 * - `app.sports.manual`: the operator's manual feed (its updates go through the same applier);
 * - `app.sports.simulator`: the seeded simulator when this process runs it (KHEL_SPORTS_SIMULATOR), else null.
 * It stops when the app closes (pending applies finish, the hub flushes and leaves Redis).
 */
declare module 'fastify' {
  interface FastifyInstance {
    sports: SportsRuntime;
  }
}

export interface SportsRuntimeSettings extends SportsRuntimeOptions {
  db: Db;
}

/** Starts the runtime, decorates `app.sports` and stops it on close. */
export async function attachSportsRuntime(app: FastifyInstance, settings: SportsRuntimeSettings): Promise<SportsRuntime> {
  const { db, ...options } = settings;
  const runtime = await startSports(db, {
    onError: (error, update) => app.log.error({ err: error, update }, 'sports feed update failed'),
    ...options,
  });
  app.decorate('sports', runtime);
  app.addHook('onClose', async () => runtime.stop());
  return runtime;
}
