import { BookPath } from './book-path';
import { exchangePrices } from './ladder-prices';
import type { Rng } from './rng';
import type { FeedUpdate } from './types';

/**
 * A horse race: before the off the prices drift with the runners' strengths; at the off the event goes live and
 * the markets are suspended; after the race the win market settles on the winner and the place market on the
 * first `places` home. Then the race is finished.
 */

export interface RacePlan {
  eventId: string;
  win: { marketId: string; runnerIds: string[] };
  place?: { marketId: string; runnerIds: string[]; places: number };
  /** ticks of pre-race trading before the off (default 30) */
  preRaceTicks?: number;
  /** ticks the race lasts (default 10) */
  raceTicks?: number;
}

export class RaceSim {
  tickNo = 0;
  finished = false;
  private readonly strength: number[];
  private readonly distance: number[];
  private readonly book = new BookPath(1);

  constructor(
    private readonly plan: RacePlan,
    private readonly rng: Rng,
    private readonly emit: (u: FeedUpdate) => void,
  ) {
    this.strength = plan.win.runnerIds.map(() => 0.5 + rng.next());
    this.distance = plan.win.runnerIds.map(() => 0);
  }

  winChances(): number[] {
    const total = this.strength.reduce((a, b) => a + b, 0);
    return this.strength.map((s) => s / total);
  }

  tick(): void {
    if (this.finished) return;
    const pre = this.plan.preRaceTicks ?? 30;
    const race = this.plan.raceTicks ?? 10;
    this.tickNo += 1;
    const markets = [this.plan.win.marketId, ...(this.plan.place ? [this.plan.place.marketId] : [])];
    if (this.tickNo <= pre) {
      for (let i = 0; i < this.strength.length; i++) this.strength[i] = this.strength[i]! * Math.exp((this.rng.next() - 0.5) * 0.1);
      this.emitPrices();
      return;
    }
    if (this.tickNo === pre + 1) {
      this.emit({ type: 'status', eventId: this.plan.eventId, inPlay: true, status: 'live', state: { sport: 'racing', off: true } });
      for (const marketId of markets) this.emit({ type: 'suspend', marketId, suspended: true });
    }
    for (let i = 0; i < this.distance.length; i++) this.distance[i] = this.distance[i]! + this.strength[i]! * (0.5 + this.rng.next());
    if (this.tickNo < pre + race) return;
    this.finished = true;
    const order = this.distance.map((d, i) => [d, i] as const).sort((a, b) => b[0] - a[0]).map(([, i]) => i);
    const ids = this.plan.win.runnerIds;
    this.emit({ type: 'status', eventId: this.plan.eventId, inPlay: false, status: 'finished', state: { sport: 'racing', order: order.map((i) => ids[i]) } });
    this.emit({ type: 'result', marketId: this.plan.win.marketId, result: { winner: ids[order[0]!]! } });
    const place = this.plan.place;
    if (place) this.emit({ type: 'result', marketId: place.marketId, result: { placed: order.slice(0, place.places).map((i) => place.runnerIds[i]!) } });
  }

  private emitPrices(): void {
    const chances = this.winChances();
    const win = this.book.next(chances);
    this.emit({ type: 'prices', marketId: this.plan.win.marketId, runners: this.plan.win.runnerIds.map((runnerId, i) => ({ runnerId, ...win[i]! })) });
    const place = this.plan.place;
    if (!place) return;
    this.emit({
      type: 'prices',
      marketId: place.marketId,
      runners: place.runnerIds.map((runnerId, i) => ({ runnerId, ...exchangePrices(Math.min(0.95, chances[i]! * place.places * 0.9 + 0.03), 0.03) })),
    });
  }
}
