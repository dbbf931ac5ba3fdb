import type { Db } from '../../../db/db';
import { FeedListeners, type Feed, type FeedListener, type FeedUpdate, type Sim } from '../types';
import { CatchUp } from './catch-up';
import { createFixture, loadPlan } from './create';
import { DURATION_MS, stepsDue } from './pace';
import { fixtureSchedule, type Fixture } from './schedule';
import { simOf } from './sims';

/**
 * The rolling week of sport (issue 31): keeps the fixtures of `fixtureSchedule` in the database and plays each
 * when it starts. Every `ensureEveryMs` it creates the fixtures within their horizon that are not there yet (found
 * by event code, so a restarted process finds its events again and makes no duplicates); every `tickMs` it steps
 * each fixture's simulator to the steps due at that moment at `speed` (pace.ts), so a match lasts its real length
 * at speed 1 whatever the timer does. A simulator that is behind (a restart, a slow machine) catches up at once,
 * emitting only what stands (catch-up.ts), the same balls a seed always plays; a finished one emits its results,
 * which the applier settles, and is dropped. Events already over in the database are never played again.
 */

export interface RollingOptions {
  seed: number;
  /** the simulator's speed (1 = real time) */
  speed: number;
  tickMs?: number;
  ensureEveryMs?: number;
  /** the price age limit of the fixtures' markets */
  priceMaxAgeSeconds: number;
  now?: () => Date;
  onError?: (error: unknown) => void;
}

interface Known {
  fixture: Fixture;
  eventId: string;
  status: string;
}

interface Running {
  fixture: Fixture;
  sim: Sim;
  /** steps taken */
  done: number;
  /** where the simulator's updates go: the listeners, or a catch-up */
  emitTo: (u: FeedUpdate) => void;
}

/** Further behind than this many steps, a simulator catches up quietly. */
const LIVE_STEPS = 5;

export class RollingSchedule implements Feed {
  readonly name = 'schedule';
  private readonly listeners = new FeedListeners();
  private readonly known = new Map<string, Known>();
  private readonly running = new Map<string, Running>();
  private timers: NodeJS.Timeout[] = [];
  private work: Promise<void> = Promise.resolve();
  private readonly now: () => Date;

  constructor(
    private readonly db: Db,
    private readonly opts: RollingOptions,
  ) {
    this.now = opts.now ?? (() => new Date());
  }

  subscribe(listener: FeedListener): () => void {
    return this.listeners.subscribe(listener);
  }

  /**
   * Creates the fixtures of the schedule not yet in the database; learns the ids and statuses of all. `dueOnly`:
   * only those under way (a first start makes these first and plays them before making the rest of the week, so no
   * match that should be in play is listed as upcoming meanwhile).
   */
  async ensure(dueOnly = false): Promise<void> {
    const now = this.now();
    const listed = fixtureSchedule({ seed: this.opts.seed, now, speed: this.opts.speed });
    const fixtures = dueOnly ? listed.filter((f) => stepsDue(f.kind, f.start, now, this.opts.speed) > 0) : listed;
    const { rows } = await this.db.query<{ code: string; id: string; status: string }>(
      'SELECT code, id::text, status FROM sports_events WHERE code = ANY($1::text[])',
      [fixtures.map((f) => f.code)],
    );
    const found = new Map(rows.map((r) => [r.code, r]));
    for (const f of fixtures) {
      const row = found.get(f.code);
      if (row) {
        this.known.set(f.code, { fixture: f, eventId: row.id, status: row.status });
        continue;
      }
      // one that should be over by now was never made (the process was down): it is not made afterwards
      if (f.start.getTime() + DURATION_MS[f.kind] / this.opts.speed <= now.getTime()) continue;
      const eventId = await this.db.tx((q) => createFixture(q, this.opts.seed, f, this.opts.priceMaxAgeSeconds));
      this.known.set(f.code, { fixture: f, eventId, status: 'scheduled' });
    }
    const codes = new Set(listed.map((f) => f.code));
    for (const code of this.known.keys()) if (!codes.has(code) && !this.running.has(code)) this.known.delete(code);
  }

  /** Starts the fixtures that are due and steps every running one to where it should be now. */
  async step(): Promise<void> {
    const now = this.now();
    for (const [code, k] of this.known) {
      if (this.running.has(code) || k.status === 'finished' || k.status === 'cancelled' || k.status === 'abandoned') continue;
      if (stepsDue(k.fixture.kind, k.fixture.start, now, this.opts.speed) === 0) continue;
      const plan = await loadPlan(this.db, k.fixture, k.eventId);
      const entry: Running = { fixture: k.fixture, sim: null as unknown as Sim, done: 0, emitTo: (u) => this.listeners.emit(u) };
      entry.sim = simOf(this.opts.seed, k.fixture, plan, (u) => entry.emitTo(u));
      this.running.set(code, entry);
    }
    for (const [code, r] of this.running) {
      this.advance(r, now);
      if (!r.sim.finished) continue;
      this.running.delete(code);
      const k = this.known.get(code);
      if (k) k.status = 'finished';
    }
  }

  /** Steps the simulator to the steps due now: a few live, or all at once quietly when far behind (catch-up.ts). */
  private advance(r: Running, now: Date): void {
    const due = stepsDue(r.fixture.kind, r.fixture.start, now, this.opts.speed);
    if (due - r.done > LIVE_STEPS) {
      const caught = new CatchUp();
      r.emitTo = (u) => caught.add(u);
      while (r.done < due && !r.sim.finished) {
        r.sim.tick();
        r.done += 1;
      }
      r.emitTo = (u) => this.listeners.emit(u);
      for (const u of caught.updates()) this.listeners.emit(u);
      return;
    }
    while (r.done < due && !r.sim.finished) {
      r.sim.tick();
      r.done += 1;
    }
  }

  /** How many fixtures are being played now. */
  get playing(): number {
    return this.running.size;
  }

  start(): void {
    if (this.timers.length) return;
    const run = (job: () => Promise<void>) => {
      this.work = this.work.then(job).catch((e) => this.opts.onError?.(e));
    };
    run(() => this.ensure(true));
    run(() => this.step());
    run(() => this.ensure());
    this.timers = [
      setInterval(() => run(() => this.ensure()), this.opts.ensureEveryMs ?? 60_000),
      setInterval(() => run(() => this.step()), this.opts.tickMs ?? 1000),
    ];
  }

  stop(): void {
    for (const t of this.timers) clearInterval(t);
    this.timers = [];
  }

  /** Resolves once the work under way has ended. */
  idle(): Promise<void> {
    return this.work;
  }
}
