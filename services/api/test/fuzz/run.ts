import fc from 'fast-check';
import { requestsFor, sweepFor, type FuzzRequest, type Route } from './requests';
import type { FuzzWorld } from './world';

export interface FuzzStats {
  sent: number;
  byClass: Record<'2xx' | '3xx' | '4xx' | '5xx', number>;
  /** Refused requests after which a money table's digest differed. */
  unexpectedChanges: number;
  /** The first few failures, each with the request that caused it. */
  failures: string[];
  routes: number;
}

/** Calls whose success ends or replaces the fuzzer's own session or blocks its player: sign in again after them. */
const ENDS_SESSION = /\/(logout|refresh|block|change-password)$/;

/**
 * Sends every route the app registered its sweep (each body field bent ten ways) and `perRoute` generated
 * requests, and checks each answer: never a 5xx, a
 * 4xx carries a message, and a refused request changed none of the money tables' rows.
 */
export async function fuzzRoutes(world: FuzzWorld, opts: { perRoute: number; seed: number; routes?: Route[]; onProgress?: (s: FuzzStats) => void }): Promise<FuzzStats> {
  const stats: FuzzStats = { sent: 0, byClass: { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 }, unexpectedChanges: 0, failures: [], routes: 0 };
  const routes = opts.routes ?? world.routes;
  let digest = await world.snapshot();
  for (const [i, route] of routes.entries()) {
    stats.routes++;
    const samples = [...sweepFor(route, world.ids), ...fc.sample(requestsFor(route, world.ids), { numRuns: opts.perRoute, seed: opts.seed + i })];
    for (const req of samples) {
      const res = await send(world, req);
      stats.sent++;
      const cls = `${Math.min(5, Math.floor(res.statusCode / 100))}xx` as keyof FuzzStats['byClass'];
      if (cls in stats.byClass) stats.byClass[cls]++;
      const fail = (why: string) => stats.failures.length < 50 && stats.failures.push(`${why}: ${req.label} -> ${res.statusCode} ${res.body.slice(0, 200)}`);
      if (res.statusCode >= 500) fail('5xx');
      else if (res.statusCode >= 400 && !messageOf(res.body)) fail('4xx without a message');
      const after = await world.snapshot();
      if (res.statusCode >= 400 && after !== digest) {
        stats.unexpectedChanges++;
        fail('a refused request changed rows');
      }
      digest = after;
      if (res.statusCode < 300 && ENDS_SESSION.test(route.url)) {
        await world.renew();
        digest = await world.snapshot();
      }
      if (opts.onProgress && stats.sent % 1000 === 0) opts.onProgress(stats);
    }
  }
  return stats;
}

function send(world: FuzzWorld, req: FuzzRequest) {
  const headers = { ...req.headers };
  const authorization = req.auth(world.tokens);
  if (authorization !== undefined) headers.authorization = authorization;
  return world.app.inject({ method: req.method as 'GET', url: req.url, headers, payload: req.payload });
}

function messageOf(body: string): string | undefined {
  try {
    const message = (JSON.parse(body) as { message?: unknown }).message;
    return typeof message === 'string' && message ? message : undefined;
  } catch {
    return undefined;
  }
}
