import { BookPath } from './book-path';
import type { Rng } from './rng';
import type { FeedUpdate } from './types';

/**
 * A tennis match point by point, best of three sets with a tie-break at 6–6: each point goes to the server with
 * that player's serve strength. The match odds walk a tick or two a point and jump on a break of serve and at the
 * end of a set; a break suspends the market for a point. Player 0 serves first.
 */

export interface TennisPlan {
  eventId: string;
  matchOdds: { marketId: string; runnerIds: [string, string] };
}

const POINTS = ['0', '15', '30', '40'];
const logistic = (x: number) => 1 / (1 + Math.exp(-x));

export class TennisSim {
  sets: Array<[number, number]> = [[0, 0]];
  points: [number, number] = [0, 0];
  server = 0;
  started = false;
  finished = false;
  private suspended = false;
  private readonly serve: [number, number];
  private readonly book = new BookPath();

  constructor(
    private readonly plan: TennisPlan,
    private readonly rng: Rng,
    private readonly emit: (u: FeedUpdate) => void,
  ) {
    this.serve = [0.58 + rng.next() * 0.1, 0.58 + rng.next() * 0.1];
  }

  private get game(): [number, number] {
    return this.sets[this.sets.length - 1]!;
  }

  private setsWon(player: 0 | 1): number {
    return this.sets.filter(([a, b], i) => i < this.sets.length - 1 || this.finished ? (player === 0 ? a > b : b > a) : false).length;
  }

  /** Player 0's chance of winning the match from the score and the serve strengths. */
  firstWins(): number {
    const [a, b] = this.game;
    const sets = this.setsWon(0) - this.setsWon(1);
    return logistic((this.serve[0] - this.serve[1]) * 8 + sets * 1.6 + (a - b) * 0.3 + (this.points[0] - this.points[1]) * 0.05);
  }

  tick(): void {
    if (this.finished) return;
    const { marketId } = this.plan.matchOdds;
    if (!this.started) {
      this.started = true;
      this.emit({ type: 'status', eventId: this.plan.eventId, inPlay: true, status: 'live', state: this.state() });
      this.emitPrices(true);
      return;
    }
    if (this.suspended) {
      this.suspended = false;
      this.emit({ type: 'suspend', marketId, suspended: false });
    }
    const winner = this.rng.next() < this.serve[this.server]! ? this.server : 1 - this.server;
    const jump = this.point(winner as 0 | 1);
    if (this.finished) {
      const won = this.setsWon(0) > this.setsWon(1) ? 0 : 1;
      this.emit({ type: 'suspend', marketId, suspended: true });
      this.emit({ type: 'status', eventId: this.plan.eventId, inPlay: false, status: 'finished', state: this.state() });
      this.emit({ type: 'result', marketId, result: { winner: this.plan.matchOdds.runnerIds[won] } });
      return;
    }
    if (jump === 'break') {
      this.suspended = true;
      this.emit({ type: 'suspend', marketId, suspended: true });
    }
    this.emit({ type: 'status', eventId: this.plan.eventId, state: this.state() });
    this.emitPrices(jump !== null);
  }

  /** Scores a point; says whether it ended a game against the serve ('break') or a set ('set'). */
  private point(winner: 0 | 1): 'break' | 'set' | null {
    this.points[winner] += 1;
    const [a, b] = this.game;
    const tieBreak = a === 6 && b === 6;
    const need = tieBreak ? 7 : 4;
    const p = this.points;
    if (p[winner] < need || p[winner] - p[1 - winner]! < 2) return null;
    const broke = !tieBreak && winner !== this.server;
    this.points = [0, 0];
    this.game[winner] += 1;
    this.server = 1 - this.server;
    const [x, y] = this.game;
    const setOver = (x >= 6 || y >= 6) && (Math.abs(x - y) >= 2 || x === 7 || y === 7);
    if (!setOver) return broke ? 'break' : null;
    const won = [this.setsWon(0), this.setsWon(1)];
    won[winner]! += 1;
    if (won[winner] === 2) this.finished = true;
    else this.sets.push([0, 0]);
    return 'set';
  }

  private state(): Record<string, unknown> {
    const [a, b] = this.game;
    const tieBreak = a === 6 && b === 6;
    const pts = this.points.map((n) => (tieBreak ? String(n) : (POINTS[Math.min(n, 3)] ?? '40')));
    const deuce = !tieBreak && this.points[0] >= 3 && this.points[1] >= 3;
    const game = deuce ? (this.points[0] === this.points[1] ? 'Deuce' : `Adv ${this.points[0] > this.points[1] ? 1 : 2}`) : pts.join('-');
    return { sport: 'tennis', score: this.sets.map(([x, y]) => `${x}-${y}`).join(' '), game: this.finished ? null : game, server: this.server };
  }

  private emitPrices(jump: boolean): void {
    const p = this.firstWins();
    const mo = this.plan.matchOdds;
    const [a, b] = this.book.next([p, 1 - p], jump);
    this.emit({ type: 'prices', marketId: mo.marketId, runners: [{ runnerId: mo.runnerIds[0], ...a! }, { runnerId: mo.runnerIds[1], ...b! }] });
  }
}
