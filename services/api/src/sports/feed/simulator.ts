import { CricketSim, type CricketPlan } from './sim-cricket';
import { FootballSim, type FootballPlan } from './sim-football';
import { RaceSim, type RacePlan } from './sim-racing';
import { TennisSim, type TennisPlan } from './sim-tennis';
import { Rng } from './rng';
import { FeedListeners, type Feed, type FeedListener, type Sim } from './types';

export interface SimulatorPlans {
  cricket?: CricketPlan[];
  football?: FootballPlan[];
  races?: RacePlan[];
  tennis?: TennisPlan[];
}

/**
 * The seeded simulator feed, so the demo is alive: every tick advances each match a ball (cricket), a minute
 * (football) or a step (racing). The same seed and plans give the same updates; `tick()` drives it by hand in
 * tests, `start()` on a timer. A finished plan stays finished; `restartFinished` begins it again (the demo loops).
 */
export class SimulatorFeed implements Feed {
  readonly name = 'simulator';
  private readonly listeners = new FeedListeners();
  private sims: Sim[] = [];
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly plans: SimulatorPlans,
    private readonly seed: number,
    private readonly intervalMs = 1000,
  ) {
    this.build();
  }

  private build(): void {
    const emit = (u: Parameters<FeedListener>[0]) => this.listeners.emit(u);
    let n = 0;
    const rng = () => new Rng(this.seed * 7919 + ++n);
    this.sims = [
      ...(this.plans.cricket ?? []).map((p) => new CricketSim(p, rng(), emit)),
      ...(this.plans.football ?? []).map((p) => new FootballSim(p, rng(), emit)),
      ...(this.plans.races ?? []).map((p) => new RaceSim(p, rng(), emit)),
      ...(this.plans.tennis ?? []).map((p) => new TennisSim(p, rng(), emit)),
    ];
  }

  subscribe(listener: FeedListener): () => void {
    return this.listeners.subscribe(listener);
  }

  tick(): void {
    for (const sim of this.sims) sim.tick();
  }

  get finished(): boolean {
    return this.sims.every((s) => s.finished);
  }

  start(): void {
    if (!this.timer) this.timer = setInterval(() => this.tick(), this.intervalMs);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
