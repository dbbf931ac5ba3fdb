import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import { ensureDemoMatch } from './demo';
import { ScorecardApplier } from './feed/applier';
import { OperatorScorecard } from './feed/operator';
import { SimulatedMatches } from './feed/simulated';
import { liveData, publishScores } from './live';
import { getMatch, squadOf } from './matches';
import { lockDueMatches } from './start-lock';

/**
 * What an API process runs for fantasy, reachable as `app.fantasy` (decorated by app.ts where fantasy or ops is
 * served): the scorecard applier with the operator's feed attached (the console's score entries go through it),
 * the start-time lock (every process; idempotent under the match's row lock), and, on the simulator's process
 * (KHEL_SPORTS_SIMULATOR), the simulated matches: each simulator-fed match played from its start time, its prices
 * into the sports applier and its batting card into the fantasy applier, plus a demo match always coming up.
 */
export interface FantasyRuntime {
  applier: ScorecardApplier;
  operator: OperatorScorecard;
  simulated: SimulatedMatches | null;
  /** One round of the timers' work (tests call it by hand). */
  sweep(): Promise<void>;
  stop(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    fantasy: FantasyRuntime;
  }
}

export interface FantasyRuntimeOptions {
  simulate: boolean;
  /** the simulator's pace (ms per ball) */
  tickMs: number;
  /** how often the lock and the simulated matches are looked at (ms; 0: never, tests sweep by hand) */
  sweepMs?: number;
  /** keep a demo match coming up (the simulator's demo) */
  demo?: boolean;
}

export function startFantasy(app: FastifyInstance, db: Db, opts: FantasyRuntimeOptions): FantasyRuntime {
  const now = () => app.deps.now();
  const hub = () => (app.hasDecorator('sports') ? app.sports.hub : undefined);
  const applier = new ScorecardApplier(db, hub, now, (error, update) => app.log.error({ err: error, matchId: update.matchId }, 'fantasy scorecard update failed'));
  const operator = new OperatorScorecard();
  const detach = [operator.subscribe((u) => applier.enqueue(u).then(() => undefined))];
  const simulated = opts.simulate
    ? new SimulatedMatches(db, {
        tickMs: opts.tickMs,
        now,
        attach: (match) => {
          const stops = [applier.attach(match)];
          if (app.hasDecorator('sports')) stops.push(app.sports.applier.attach(match.exchange));
          return () => stops.forEach((s) => s());
        },
      })
    : null;
  let busy = false;
  const sweep = async () => {
    if (busy) return;
    busy = true;
    try {
      // A match that just locked is told to the pages (live: its countdowns end, its contests follow the scores).
      for (const { matchId } of await lockDueMatches(db, now())) {
        const m = await getMatch(db, matchId);
        publishScores(hub(), liveData(m, await squadOf(db, matchId)));
      }
      if (simulated) {
        if (opts.demo) await ensureDemoMatch(db, now());
        await simulated.poll();
      }
    } finally {
      busy = false;
    }
  };
  const timer = opts.sweepMs === 0 ? null : setInterval(() => sweep().catch((error: unknown) => app.log.error({ err: error }, 'fantasy sweep failed')), opts.sweepMs ?? 1000);
  return {
    applier,
    operator,
    simulated,
    sweep,
    async stop() {
      if (timer) clearInterval(timer);
      simulated?.stop();
      for (const d of detach) d();
      await applier.idle();
    },
  };
}

/** Starts the runtime, decorates `app.fantasy` and stops it on close. */
export function attachFantasyRuntime(app: FastifyInstance, db: Db, opts: FantasyRuntimeOptions): FantasyRuntime {
  const runtime = startFantasy(app, db, opts);
  app.decorate('fantasy', runtime);
  app.addHook('onClose', async () => runtime.stop());
  return runtime;
}
