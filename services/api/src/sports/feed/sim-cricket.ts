import { bookmakerPrices, exchangePrices, fancyPrices } from './ladder-prices';
import type { Rng } from './rng';
import type { FeedUpdate } from './types';

/**
 * A T20 match ball by ball: runs and wickets move the match odds, the bookmaker's odds and the fancy lines
 * ("N over runs" of the first innings, settled with the score at N overs). A wicket suspends the markets for a
 * ball. The team batting first is runner 0.
 */

export interface CricketPlan {
  eventId: string;
  matchOdds: { marketId: string; runnerIds: [string, string] };
  bookmaker?: { marketId: string; runnerIds: [string, string] };
  fancy?: Array<{ marketId: string; runnerId: string; overs: number }>;
}

const PAR = 165;
const BALLS = 120;
const BALL: ReadonlyArray<readonly [number | 'W', number]> = [[0, 35], [1, 33], [2, 8], [3, 1], [4, 12], [6, 5], ['W', 6]];

const logistic = (x: number) => 1 / (1 + Math.exp(-x));

export class CricketSim {
  innings: 1 | 2 = 1;
  runs = [0, 0];
  wickets = [0, 0];
  balls = [0, 0];
  target: number | null = null;
  started = false;
  finished = false;
  private suspended = false;
  private readonly fancyOpen: Set<string>;

  constructor(
    private readonly plan: CricketPlan,
    private readonly rng: Rng,
    private readonly emit: (u: FeedUpdate) => void,
  ) {
    this.fancyOpen = new Set((plan.fancy ?? []).map((f) => f.marketId));
  }

  /** The chance the team batting first wins, from the score. */
  battingFirstWins(): number {
    const i = this.innings - 1;
    const resource = ((BALLS - this.balls[i]!) / BALLS) * (0.4 + (0.6 * (10 - this.wickets[i]!)) / 10);
    if (this.innings === 1) return logistic((this.runs[0]! + PAR * resource - PAR) / 18);
    const need = this.target! - this.runs[1]!;
    if (need <= 0) return 0;
    if (resource <= 0) return 1;
    return 1 - logistic((PAR * resource - need) / 15);
  }

  /** One ball (the first tick starts the match). */
  tick(): void {
    if (this.finished) return;
    if (!this.started) {
      this.started = true;
      this.emit({ type: 'status', eventId: this.plan.eventId, inPlay: true, status: 'live', state: this.state() });
      this.emitPrices();
      return;
    }
    if (this.suspended) this.setSuspended(false);
    const i = this.innings - 1;
    const ball = this.rng.pick(BALL);
    this.balls[i]! += 1;
    if (ball === 'W') this.wickets[i]! += 1;
    else this.runs[i]! += ball;
    if (ball === 'W') this.setSuspended(true);
    this.settleFancy();
    const inningsOver = this.balls[i] === BALLS || this.wickets[i] === 10 || (this.innings === 2 && this.runs[1]! >= this.target!);
    if (inningsOver && this.innings === 1) {
      this.innings = 2;
      this.target = this.runs[0]! + 1;
    } else if (inningsOver) {
      this.finish();
      return;
    }
    this.emit({ type: 'status', eventId: this.plan.eventId, state: this.state() });
    this.emitPrices();
  }

  private state(): Record<string, unknown> {
    const i = this.innings - 1;
    return {
      sport: 'cricket', innings: this.innings, score: `${this.runs[i]}/${this.wickets[i]}`,
      overs: `${Math.floor(this.balls[i]! / 6)}.${this.balls[i]! % 6}`, target: this.target,
    };
  }

  private setSuspended(suspended: boolean): void {
    this.suspended = suspended;
    for (const marketId of this.allMarkets()) this.emit({ type: 'suspend', marketId, suspended });
  }

  private allMarkets(): string[] {
    const ids = [this.plan.matchOdds.marketId];
    if (this.plan.bookmaker) ids.push(this.plan.bookmaker.marketId);
    return [...ids, ...this.fancyOpen];
  }

  private settleFancy(): void {
    for (const f of this.plan.fancy ?? []) {
      if (!this.fancyOpen.has(f.marketId)) continue;
      const over = this.innings === 1 && (this.balls[0] === f.overs * 6 || this.wickets[0] === 10);
      if (!over && this.innings === 1) continue;
      this.fancyOpen.delete(f.marketId);
      this.emit({ type: 'suspend', marketId: f.marketId, suspended: true });
      this.emit({ type: 'result', marketId: f.marketId, result: { value: this.runs[0]! } });
    }
  }

  private emitPrices(): void {
    const p = this.battingFirstWins();
    const mo = this.plan.matchOdds;
    this.emit({ type: 'prices', marketId: mo.marketId, runners: [{ runnerId: mo.runnerIds[0], ...exchangePrices(p) }, { runnerId: mo.runnerIds[1], ...exchangePrices(1 - p) }] });
    const bm = this.plan.bookmaker;
    if (bm) this.emit({ type: 'prices', marketId: bm.marketId, runners: [{ runnerId: bm.runnerIds[0], ...bookmakerPrices(p) }, { runnerId: bm.runnerIds[1], ...bookmakerPrices(1 - p) }] });
    if (this.innings !== 1) return;
    const rate = this.balls[0]! > 0 ? this.runs[0]! / this.balls[0]! : PAR / BALLS;
    for (const f of this.plan.fancy ?? []) {
      if (!this.fancyOpen.has(f.marketId)) continue;
      const projected = Math.floor(this.runs[0]! + rate * (f.overs * 6 - this.balls[0]!) * (1 - this.wickets[0]! / 20));
      this.emit({ type: 'prices', marketId: f.marketId, runners: [{ runnerId: f.runnerId, ...fancyPrices(projected) }] });
    }
  }

  private finish(): void {
    this.finished = true;
    const winner = this.runs[1]! >= this.target! ? 1 : this.runs[1]! === this.target! - 1 ? -1 : 0;
    // Suspend before finish (issue 27 M6): no market is open once the event is over.
    for (const marketId of this.allMarkets()) this.emit({ type: 'suspend', marketId, suspended: true });
    this.emit({ type: 'status', eventId: this.plan.eventId, inPlay: false, status: 'finished', state: this.state() });
    const markets = [this.plan.matchOdds, ...(this.plan.bookmaker ? [this.plan.bookmaker] : [])];
    for (const m of markets) {
      // a tie voids the match markets (no super over here)
      this.emit({ type: 'result', marketId: m.marketId, result: winner === -1 ? { void: true } : { winner: m.runnerIds[winner]! } });
    }
  }
}
