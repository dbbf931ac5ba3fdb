import { BookPath } from './book-path';
import { fancyPrices } from './ladder-prices';
import type { Rng } from './rng';
import type { FeedUpdate } from './types';

/**
 * A Test match ball by ball: five days of three sessions (30 overs each, lunch and tea between them, the night
 * after the third), four innings batted A, B, A, B, each over at ten wickets. A side that is all out in the third
 * innings still behind loses by an innings; the fourth innings chases the target; time running out is a draw.
 * Markets: match odds (A, B, the draw), walking a tick or two a ball and jumping on a wicket or an innings' end,
 * and one session market a session (runs scored in it, by whoever bats, priced while it is the coming or current
 * session and settled at its end, void if the match ends before it). A step is a ball, or a ball's time of a break.
 */

export interface TestPlan {
  eventId: string;
  /** runners: team A (bats first), team B, the draw */
  matchOdds: { marketId: string; runnerIds: [string, string, string] };
  /** one per session, in order: day 1 session 1, 2, 3, day 2 session 1, ... */
  sessions: Array<{ marketId: string; runnerId: string }>;
}

export const TEST_DAYS = 5;
export const SESSION_BALLS = 180;
/** Break steps after session 1 (lunch), 2 (tea) and 3 (the night): with the 540 balls, a day of 2160 steps. */
export const TEST_BREAKS = [60, 30, 1530] as const;

// about 3.5 an over and a wicket every 55 balls: an innings of about 90 overs and 320 runs
const BALL: ReadonlyArray<readonly [number | 'W', number]> = [[0, 68], [1, 18], [2, 5], [3, 1], [4, 6], [6, 0.5], ['W', 1.8]];
const logistic = (x: number) => 1 / (1 + Math.exp(-x));

export class TestMatchSim {
  innings = 0;
  runs = [0, 0, 0, 0];
  wickets = [0, 0, 0, 0];
  balls = [0, 0, 0, 0];
  /** the session under way (0 to 14) and balls bowled in it */
  session = 0;
  sessionBalls = 0;
  sessionRuns = 0;
  started = false;
  finished = false;
  private breakLeft = 0;
  private suspended = false;
  private readonly book = new BookPath();

  constructor(
    private readonly plan: TestPlan,
    private readonly rng: Rng,
    private readonly emit: (u: FeedUpdate) => void,
  ) {}

  private batting(innings = this.innings): 0 | 1 {
    return (innings % 2) as 0 | 1;
  }

  private total(team: 0 | 1): number {
    return this.runs.filter((_, i) => this.batting(i) === team && i <= this.innings).reduce((a, b) => a + b, 0);
  }

  private get ballsLeft(): number {
    return (TEST_DAYS * 3 - this.session) * SESSION_BALLS - this.sessionBalls;
  }

  /** A's, B's and the draw's chances. */
  chances(): [number, number, number] {
    const inningsLeft = 4 - this.innings - this.wickets[this.innings]! / 10;
    // about 95 overs an innings: a draw grows likely when the innings left need more balls than are left
    const draw = logistic((inningsLeft * 570 - this.ballsLeft) / 350);
    const lead = this.total(0) - this.total(1);
    const batting = this.batting();
    // the side batting has its wickets in hand to add runs with
    const inHand = ((10 - this.wickets[this.innings]!) / 10) * 180 * (batting === 0 ? 1 : -1);
    const a = logistic((lead + inHand * (this.innings < 3 ? 1 : 0.6)) / 140);
    return [(1 - draw) * a, (1 - draw) * (1 - a), draw];
  }

  tick(): void {
    if (this.finished) return;
    const mo = this.plan.matchOdds.marketId;
    if (!this.started) {
      this.started = true;
      this.emit({ type: 'status', eventId: this.plan.eventId, inPlay: true, status: 'live', state: this.state() });
      for (const [i, s] of this.plan.sessions.entries()) if (i > 0) this.emit({ type: 'suspend', marketId: s.marketId, suspended: true });
      this.emitPrices(true);
      return;
    }
    if (this.breakLeft > 0) {
      this.breakLeft -= 1;
      if (this.breakLeft === 0) this.emit({ type: 'status', eventId: this.plan.eventId, state: this.state() });
      this.emitPrices(false);
      return;
    }
    if (this.suspended) {
      this.suspended = false;
      this.emit({ type: 'suspend', marketId: mo, suspended: false });
    }
    const ball = this.rng.pick(BALL);
    const i = this.innings;
    let jump = false;
    if (ball === 'W') {
      this.wickets[i]! += 1;
      jump = true;
      this.suspended = true;
      this.emit({ type: 'suspend', marketId: mo, suspended: true });
    } else {
      this.runs[i]! += ball;
      this.sessionRuns += ball;
    }
    this.sessionBalls += 1;
    this.balls[i]! += 1;
    if (this.wickets[i] === 10 || this.chaseDone()) {
      this.endInnings();
      jump = true;
    }
    if (this.finished) return;
    if (this.sessionBalls === SESSION_BALLS) this.endSession();
    if (this.finished) return;
    this.emit({ type: 'status', eventId: this.plan.eventId, state: this.state() });
    this.emitPrices(jump);
  }

  private chaseDone(): boolean {
    return this.innings === 3 && this.total(1) > this.total(0);
  }

  /** Ends the innings; ends the match when it is decided. */
  private endInnings(): void {
    const lead = this.total(0) - this.total(1);
    if (this.innings === 2 && lead < 0) return this.finish(1); // A all out still behind: B by an innings
    if (this.innings === 3) return this.finish(this.total(1) > this.total(0) ? 1 : this.total(1) === this.total(0) ? 'tie' : 0);
    this.innings += 1;
  }

  private endSession(): void {
    const s = this.plan.sessions[this.session];
    if (s) {
      this.emit({ type: 'suspend', marketId: s.marketId, suspended: true });
      this.emit({ type: 'result', marketId: s.marketId, result: { value: this.sessionRuns } });
    }
    this.session += 1;
    this.sessionBalls = 0;
    this.sessionRuns = 0;
    if (this.session === TEST_DAYS * 3) {
      this.finish('draw');
      return;
    }
    const next = this.plan.sessions[this.session];
    if (next) this.emit({ type: 'suspend', marketId: next.marketId, suspended: false });
    this.breakLeft = TEST_BREAKS[(this.session - 1) % 3]!;
  }

  private finish(result: 0 | 1 | 'draw' | 'tie'): void {
    this.finished = true;
    const open = this.plan.sessions.slice(this.session);
    const markets = [this.plan.matchOdds.marketId, ...open.map((s) => s.marketId)];
    for (const marketId of markets) this.emit({ type: 'suspend', marketId, suspended: true });
    this.emit({ type: 'status', eventId: this.plan.eventId, inPlay: false, status: 'finished', state: this.state() });
    const ids = this.plan.matchOdds.runnerIds;
    this.emit({ type: 'result', marketId: this.plan.matchOdds.marketId, result: result === 'tie' ? { void: true } : { winner: result === 'draw' ? ids[2] : ids[result] } });
    // the session under way counts what was scored in it; the sessions never played are void
    const current = this.plan.sessions[this.session];
    if (current && this.sessionBalls > 0) this.emit({ type: 'result', marketId: current.marketId, result: { value: this.sessionRuns } });
    for (const s of this.plan.sessions.slice(this.session + (current && this.sessionBalls > 0 ? 1 : 0))) this.emit({ type: 'result', marketId: s.marketId, result: { void: true } });
  }

  private state(): Record<string, unknown> {
    const i = this.innings;
    const balls = this.session * SESSION_BALLS + this.sessionBalls;
    return {
      sport: 'cricket', format: 'test', innings: i + 1, day: Math.floor(this.session / 3) + 1, session: (this.session % 3) + 1,
      score: `${this.runs[i]}/${this.wickets[i]}`, lead: this.total(0) - this.total(1), overs: `${Math.floor(this.balls[i]! / 6)}.${this.balls[i]! % 6}`,
      break: this.breakLeft > 0 ? (['lunch', 'tea', 'stumps'][(this.session - 1) % 3] ?? null) : null, balls,
    };
  }

  private emitPrices(jump: boolean): void {
    const mo = this.plan.matchOdds;
    const book = this.book.next(this.chances(), jump);
    this.emit({ type: 'prices', marketId: mo.marketId, runners: mo.runnerIds.map((runnerId, i) => ({ runnerId, ...book[i]! })) });
    const s = this.plan.sessions[this.session];
    if (!s) return;
    const rate = 0.58; // about 3.5 an over
    const projected = Math.floor(this.sessionRuns + rate * (SESSION_BALLS - this.sessionBalls));
    this.emit({ type: 'prices', marketId: s.marketId, runners: [{ runnerId: s.runnerId, ...fancyPrices(projected) }] });
  }
}
