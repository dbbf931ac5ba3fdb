import type { Db } from '../../db/db';
import { acceptDueBets } from '../pending';
import { demoQuotedMarkets, QUOTED_MAX_AGE_SECONDS, seedSports } from '../seed';
import { HouseQuoteFeed } from './house-quotes';
import { FeedApplier } from './apply';
import { PriceHub } from './hub';
import { ManualFeed } from './manual';
import { RollingSchedule } from './schedule/rolling';
import { SimulatorFeed } from './simulator';
import type { FeedUpdate } from './types';

/**
 * What an API process runs for sports: the price hub (Redis when `redisUrl` is given), the applier with the
 * operator's manual feed, the sweep that takes in-play bets nobody waited for, and, when `simulate` is on, the
 * seeded simulator over the demo events. Run the simulator on one process only (a feed is one source); every
 * process may run the hub and the sweep.
 */

export interface SportsRuntimeOptions {
  redisUrl?: string;
  /** the hub's Redis channel (tests give each run its own) */
  channel?: string;
  /** how long the hub coalesces updates (ms) */
  flushMs?: number;
  simulate?: boolean;
  seed?: number;
  tickMs?: number;
  sweepMs?: number;
  /**
   * The rolling week of sport beside the demo events (schedule/rolling.ts), with the simulator: its speed (1 = real
   * time) and seed. The demo's own events (seed.ts) keep their pace (`tickMs` a step) for the tests that use them.
   */
  schedule?: { speed: number; seed?: number; tickMs?: number; ensureEveryMs?: number };
  onError?: (error: unknown, update?: FeedUpdate) => void;
}

export interface SportsRuntime {
  hub: PriceHub;
  applier: FeedApplier;
  manual: ManualFeed;
  simulator: SimulatorFeed | null;
  /** the rolling week of sport, when this process runs it */
  schedule: RollingSchedule | null;
  stop(): Promise<void>;
}

export async function startSports(db: Db, opts: SportsRuntimeOptions = {}): Promise<SportsRuntime> {
  const onError = opts.onError ?? (() => undefined);
  const hub = new PriceHub({ redisUrl: opts.redisUrl, channel: opts.channel, flushMs: opts.flushMs });
  await hub.start();
  const applier = new FeedApplier(db, hub, onError);
  const manual = new ManualFeed();
  const detach = [applier.attach(manual)];
  let simulator: SimulatorFeed | null = null;
  let quotes: HouseQuoteFeed | null = null;
  let schedule: RollingSchedule | null = null;
  let round = 0;
  let replay: NodeJS.Timeout | null = null;
  const simulate = async () => {
    // The first round whose live match is not over yet (a restarted process carries on, or plays again).
    for (;;) {
      const plans = await db.tx((q) => seedSports(q, new Date(), round));
      const { rows } = await db.query<{ status: string }>('SELECT status FROM sports_events WHERE id = $1', [plans.cricket![0]!.eventId]);
      if (rows[0]?.status !== 'finished') return plans;
      round += 1;
    }
  };
  if (opts.simulate) {
    const run = async () => {
      const sim = new SimulatorFeed(await simulate(), (opts.seed ?? 1) + round, opts.tickMs ?? 1000);
      const stopListening = applier.attach(sim);
      detach.push(stopListening);
      simulator = sim;
      sim.start();
    };
    await run();
    // The demo's upcoming events are priced by the house: their prices are confirmed well within their age limit.
    const house = new HouseQuoteFeed(db, () => demoQuotedMarkets(db), (QUOTED_MAX_AGE_SECONDS * 1000) / 3, onError);
    detach.push(applier.attach(house), () => house.stop());
    house.start();
    quotes = house;
    if (opts.schedule) {
      const rolling = new RollingSchedule(db, {
        seed: opts.schedule.seed ?? opts.seed ?? 1, speed: opts.schedule.speed, tickMs: opts.schedule.tickMs, ensureEveryMs: opts.schedule.ensureEveryMs,
        priceMaxAgeSeconds: QUOTED_MAX_AGE_SECONDS, onError,
      });
      detach.push(applier.attach(rolling), () => rolling.stop());
      rolling.start();
      schedule = rolling;
    }
    // Once every match is over, the demo plays again with new events.
    replay = setInterval(() => {
      if (!simulator?.finished) return;
      simulator.stop();
      round += 1;
      run().catch((error) => onError(error));
    }, opts.tickMs ?? 1000);
  }
  const sweep = setInterval(() => {
    acceptDueBets(db).catch((error) => onError(error));
  }, opts.sweepMs ?? 2000);
  return {
    hub,
    applier,
    manual,
    get simulator() {
      return simulator;
    },
    get schedule() {
      return schedule;
    },
    async stop() {
      clearInterval(sweep);
      if (replay) clearInterval(replay);
      simulator?.stop();
      for (const d of detach) d();
      await quotes?.idle();
      await schedule?.idle();
      await applier.idle();
      await hub.close();
    },
  };
}
