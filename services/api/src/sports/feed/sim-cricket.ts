import { BookPath } from './book-path';
import { bookmakerPrices, fancyPrices } from './ladder-prices';
import { madeUpLineups } from './names';
import type { Rng } from './rng';
import type { FeedUpdate } from './types';

/**
 * A T20 match ball by ball: runs and wickets move the match odds, the bookmaker's odds and the fancy lines
 * ("N over runs" of the first innings, settled with the score at N overs). A wicket suspends the markets for a
 * ball. The team batting first is runner 0.
 *
 * Every ball is faced by a named batter (the plan's lineups, else made-up names from the event id): the striker
 * scores its runs and faces it; a wicket brings the next batter in; an odd number of runs and the end of an over
 * change the strike. The event's state carries the batting card of both innings (`card`: name, runs, balls, out),
 * which is what fantasy totals are made of (src/fantasy/feed). The names never draw from the match's own random
 * numbers, so a seed plays the same balls with or without lineups.
 */

export interface CricketPlan {
  eventId: string;
  matchOdds: { marketId: string; runnerIds: [string, string] };
  bookmaker?: { marketId: string; runnerIds: [string, string] };
  fancy?: Array<{ marketId: string; runnerId: string; overs: number }>;
  /** Batting orders of the team batting first and second (2 to 11 names each); made up when absent. */
  lineups?: [string[], string[]];
  /** overs an innings (20: a T20, the default; 50: an ODI) */
  overs?: number;
  /** ticks of the innings break, when no ball is bowled (default 0) */
  breakTicks?: number;
}

/** One line of the batting card. */
export interface CardLine {
  name: string;
  runs: number;
  balls: number;
  out: boolean;
}

const T20_PAR = 165;
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
  private readonly lineups: [string[], string[]];
  /** Each innings' batting card, in the order the batters came in. */
  readonly card: [CardLine[], CardLine[]] = [[], []];
  /** Indexes into the current innings' card: on strike, at the other end. */
  private striker = 0;
  private nonStriker = 1;
  private readonly BALLS: number;
  private readonly PAR: number;
  private breakLeft: number;
  /** the match odds walk a tick or two a ball and jump on a wicket or the innings' end */
  private readonly book = new BookPath();

  constructor(
    private readonly plan: CricketPlan,
    private readonly rng: Rng,
    private readonly emit: (u: FeedUpdate) => void,
  ) {
    this.fancyOpen = new Set((plan.fancy ?? []).map((f) => f.marketId));
    this.lineups = plan.lineups ?? madeUpLineups(plan.eventId);
    const overs = plan.overs ?? 20;
    this.BALLS = overs * 6;
    // par grows less than the overs do (wickets run out): 165 in a T20, about 285 in an ODI
    this.PAR = Math.round(T20_PAR * (overs / 20) ** 0.6);
    this.breakLeft = plan.breakTicks ?? 0;
    this.openInnings();
  }

  /** The innings' openers come in. */
  private openInnings(): void {
    const i = this.innings - 1;
    this.card[i] = this.lineups[i]!.slice(0, 2).map((name) => ({ name, runs: 0, balls: 0, out: false }));
    this.striker = 0;
    this.nonStriker = 1;
  }

  /** The innings is all out when no batter is left to come in (10 wickets for 11). */
  private allOut(): boolean {
    const i = this.innings - 1;
    return this.wickets[i]! >= this.lineups[i]!.length - 1;
  }

  /** Credits a ball to the striker, brings the next batter in on a wicket, and changes the strike. */
  private faced(ball: number | 'W'): void {
    const i = this.innings - 1;
    const card = this.card[i]!;
    const striker = card[this.striker]!;
    striker.balls += 1;
    if (ball === 'W') {
      striker.out = true;
      const next = this.lineups[i]![card.length];
      if (next !== undefined && !this.allOut()) {
        card.push({ name: next, runs: 0, balls: 0, out: false });
        this.striker = card.length - 1;
      }
    } else {
      striker.runs += ball;
      if (ball % 2 === 1) [this.striker, this.nonStriker] = [this.nonStriker, this.striker];
    }
    if (this.balls[i]! % 6 === 0) [this.striker, this.nonStriker] = [this.nonStriker, this.striker];
  }

  /** The chance the team batting first wins, from the score. */
  battingFirstWins(): number {
    const i = this.innings - 1;
    const { BALLS, PAR } = this;
    const scale = PAR / T20_PAR;
    const resource = ((BALLS - this.balls[i]!) / BALLS) * (0.4 + (0.6 * (10 - this.wickets[i]!)) / 10);
    if (this.innings === 1) return logistic((this.runs[0]! + PAR * resource - PAR) / (18 * scale));
    const need = this.target! - this.runs[1]!;
    if (need <= 0) return 0;
    if (resource <= 0) return 1;
    return 1 - logistic((PAR * resource - need) / (15 * scale));
  }

  /** One ball (the first tick starts the match). */
  tick(): void {
    if (this.finished) return;
    if (!this.started) {
      this.started = true;
      this.emit({ type: 'status', eventId: this.plan.eventId, inPlay: true, status: 'live', state: this.state() });
      this.emitPrices(true);
      return;
    }
    if (this.innings === 2 && this.balls[1] === 0 && this.breakLeft > 0) {
      this.breakLeft -= 1; // the innings break: no ball
      return;
    }
    if (this.suspended) this.setSuspended(false);
    const i = this.innings - 1;
    const ball = this.rng.pick(BALL);
    this.balls[i]! += 1;
    if (ball === 'W') this.wickets[i]! += 1;
    else this.runs[i]! += ball;
    this.faced(ball);
    if (ball === 'W') this.setSuspended(true);
    this.settleFancy();
    const inningsOver = this.balls[i] === this.BALLS || this.allOut() || (this.innings === 2 && this.runs[1]! >= this.target!);
    if (inningsOver && this.innings === 1) {
      this.innings = 2;
      this.target = this.runs[0]! + 1;
      this.openInnings();
    } else if (inningsOver) {
      this.finish();
      return;
    }
    this.emit({ type: 'status', eventId: this.plan.eventId, state: this.state() });
    this.emitPrices(ball === 'W' || inningsOver);
  }

  private state(): Record<string, unknown> {
    const i = this.innings - 1;
    return {
      sport: 'cricket', innings: this.innings, score: `${this.runs[i]}/${this.wickets[i]}`,
      overs: `${Math.floor(this.balls[i]! / 6)}.${this.balls[i]! % 6}`, target: this.target,
      striker: this.finished ? null : (this.card[i]![this.striker]?.name ?? null),
      card: this.card.map((c) => c.map((l) => ({ ...l }))),
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
      const over = this.innings === 1 && (this.balls[0] === f.overs * 6 || this.wickets[0]! >= this.lineups[0]!.length - 1);
      if (!over && this.innings === 1) continue;
      this.fancyOpen.delete(f.marketId);
      this.emit({ type: 'suspend', marketId: f.marketId, suspended: true });
      this.emit({ type: 'result', marketId: f.marketId, result: { value: this.runs[0]! } });
    }
  }

  private emitPrices(jump = false): void {
    const mo = this.plan.matchOdds;
    const [a, b] = this.book.next([this.battingFirstWins(), 1 - this.battingFirstWins()], jump);
    this.emit({ type: 'prices', marketId: mo.marketId, runners: [{ runnerId: mo.runnerIds[0], ...a! }, { runnerId: mo.runnerIds[1], ...b! }] });
    // the bookmaker quotes the exchange's own (walked) chance, so the two never disagree
    const [x, y] = this.book.best!.map((o) => 100 / o) as [number, number];
    const p = x / (x + y);
    const bm = this.plan.bookmaker;
    if (bm) this.emit({ type: 'prices', marketId: bm.marketId, runners: [{ runnerId: bm.runnerIds[0], ...bookmakerPrices(p) }, { runnerId: bm.runnerIds[1], ...bookmakerPrices(1 - p) }] });
    if (this.innings !== 1) return;
    const rate = this.balls[0]! > 0 ? this.runs[0]! / this.balls[0]! : this.PAR / this.BALLS;
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
