import { LADDER, snapToLadder, tickDown, tickUp } from '../odds';
import type { RunnerPrices } from '../types';
import { ladderLevels } from './ladder-prices';

/**
 * A liquid exchange book that moves as a real one does (issue 31). The simulators say what each runner's chance
 * is; the book's best back walks toward the fair price at most `maxTicks` ladder ticks a step, and goes straight
 * there only on a jump (a wicket, a goal, a break of serve, an innings' end). The best lay is one tick above the
 * best back, and the book is kept honest whatever the walk left behind: the backs' implied chances add up to at
 * least 100 % (no sure win backing every runner), the lays' to at most 100 % (nor laying every runner), which on
 * the ladder leaves the backs' overround at about 100–102 %. Three levels a side, one tick apart.
 */
export class BookPath {
  private backs: number[] | null = null;

  constructor(private readonly maxTicks = 2) {}

  /** The book for these chances (they should add up to 1); `jump` lets every price go straight to its target. */
  next(chances: number[], jump = false): RunnerPrices[] {
    const fair = chances.map((p) => Math.min(0.99, Math.max(0.001, p)));
    const target = fair.map((p) => snapToLadder(100 / p, 'down'));
    const prev = this.backs;
    const backs = !prev || jump || prev.length !== target.length ? target : prev.map((b, i) => walk(b, target[i]!, this.maxTicks));
    keepHonest(backs, fair, prev && prev.length === backs.length && !jump ? prev : null);
    this.backs = backs;
    return backs.map(ladderLevels);
  }

  /** The best backs now (null before the first book). */
  get best(): readonly number[] | null {
    return this.backs;
  }
}

/** `from` moved toward `to` by at most `n` ladder ticks. */
function walk(from: number, to: number, n: number): number {
  let o = from;
  for (let i = 0; i < n && o !== to; i++) o = (o < to ? tickUp(o) : tickDown(o)) ?? o;
  return o;
}

const implied = (odds: number[]) => odds.reduce((s, o) => s + 100 / o, 0);

/**
 * Backs' sum >= 1, lays' (one tick up) <= 1. Each correction moves one back a tick: the one that ends nearest its
 * price of the last step (so no runner jumps), and of those the one furthest from its fair price.
 */
function keepHonest(backs: number[], fair: number[], prev: readonly number[] | null): void {
  const index = (o: number) => LADDER.indexOf(o);
  const pick = (move: (o: number) => number | null, furthest: (ratio: number[]) => number[]) => {
    const ratio = backs.map((b, i) => 100 / b / fair[i]!);
    const order = furthest(ratio);
    let best = -1;
    let bestDistance = Infinity;
    for (const i of order) {
      const moved = move(backs[i]!);
      if (moved === null) continue;
      const d = prev ? Math.abs(index(moved) - index(prev[i]!)) : 0;
      if (d < bestDistance) [best, bestDistance] = [i, d];
    }
    if (best >= 0) backs[best] = move(backs[best]!)!;
    return best >= 0;
  };
  const byRatio = (dir: 1 | -1) => (ratio: number[]) => ratio.map((r, i) => [r, i] as const).sort((a, b) => dir * (a[0] - b[0])).map(([, i]) => i);
  for (let guard = 0; guard < 200; guard++) {
    if (implied(backs) < 1) {
      // the backs longest against their fair prices come in first
      if (!pick(tickDown, byRatio(1))) return;
    } else if (implied(backs.map((b) => tickUp(b) ?? b)) > 1) {
      // the backs shortest against their fair prices go out first
      if (!pick(tickUp, byRatio(-1))) return;
    } else return;
  }
}
