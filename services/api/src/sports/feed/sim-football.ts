import { BookPath } from './book-path';
import type { Rng } from './rng';
import type { FeedUpdate } from './types';

/** A football match a minute a tick: goals (Poisson) move the match odds; a goal suspends the market for a minute. */

export interface FootballPlan {
  eventId: string;
  /** runners: home, away, draw */
  matchOdds: { marketId: string; runnerIds: [string, string, string] };
  /** ticks of half-time after minute 45, no play (default 0) */
  halfTimeTicks?: number;
  /** minutes of stoppage time at the end (default 0) */
  stoppage?: number;
}

const HOME_RATE = 1.5 / 90;
const AWAY_RATE = 1.1 / 90;

function poisson(mean: number, k: number): number {
  let p = Math.exp(-mean);
  for (let i = 1; i <= k; i++) p = (p * mean) / i;
  return p;
}

/** Home win, away win and draw chances from the score difference and the minutes left. */
export function footballChances(diff: number, minutesLeft: number): [number, number, number] {
  const h = HOME_RATE * minutesLeft;
  const a = AWAY_RATE * minutesLeft;
  let home = 0;
  let away = 0;
  let draw = 0;
  for (let x = 0; x <= 10; x++) {
    for (let y = 0; y <= 10; y++) {
      const p = poisson(h, x) * poisson(a, y);
      const d = diff + x - y;
      if (d > 0) home += p;
      else if (d < 0) away += p;
      else draw += p;
    }
  }
  const total = home + away + draw;
  return [home / total, away / total, draw / total];
}

export class FootballSim {
  minute = 0;
  goals = [0, 0];
  finished = false;
  private suspended = false;
  private halfTimeLeft: number;
  /** the odds walk a tick or two a minute and jump on a goal */
  private readonly book = new BookPath();

  constructor(
    private readonly plan: FootballPlan,
    private readonly rng: Rng,
    private readonly emit: (u: FeedUpdate) => void,
  ) {
    this.halfTimeLeft = plan.halfTimeTicks ?? 0;
  }

  tick(): void {
    if (this.finished) return;
    const { marketId } = this.plan.matchOdds;
    if (this.minute === 0) this.emit({ type: 'status', eventId: this.plan.eventId, inPlay: true, status: 'live', state: this.state() });
    if (this.suspended) {
      this.suspended = false;
      this.emit({ type: 'suspend', marketId, suspended: false });
    }
    if (this.minute === 45 && this.halfTimeLeft > 0) {
      this.halfTimeLeft -= 1; // half-time: no play
      return;
    }
    this.minute += 1;
    const scored = this.rng.next() < HOME_RATE ? 0 : this.rng.next() < AWAY_RATE ? 1 : -1;
    if (scored >= 0) {
      this.goals[scored]! += 1;
      this.suspended = true;
      this.emit({ type: 'suspend', marketId, suspended: true });
    }
    if (this.minute >= 90 + (this.plan.stoppage ?? 0)) {
      this.finished = true;
      const [h, a] = this.goals as [number, number];
      const ids = this.plan.matchOdds.runnerIds;
      // Suspend before finish (issue 27 M6): no market is open once the event is over.
      this.emit({ type: 'suspend', marketId, suspended: true });
      this.emit({ type: 'status', eventId: this.plan.eventId, inPlay: false, status: 'finished', state: this.state() });
      this.emit({ type: 'result', marketId, result: { winner: h > a ? ids[0] : a > h ? ids[1] : ids[2] } });
      return;
    }
    this.emit({ type: 'status', eventId: this.plan.eventId, state: this.state() });
    const chances = footballChances(this.goals[0]! - this.goals[1]!, Math.max(0, 90 - this.minute));
    const book = this.book.next(chances, scored >= 0);
    this.emit({ type: 'prices', marketId, runners: this.plan.matchOdds.runnerIds.map((runnerId, i) => ({ runnerId, ...book[i]! })) });
  }

  private state(): Record<string, unknown> {
    return { sport: 'football', minute: this.minute, score: `${this.goals[0]}-${this.goals[1]}` };
  }
}
