import { snapToLadder, tickDown, tickUp } from '../odds';
import type { PriceLevel, RunnerPrices } from '../types';

/**
 * Exchange prices from a probability: the fair odds less a small margin, on the ladder, three levels a side
 * (back falling away from the best, lay rising). Floating point is used here only to model the game; every price
 * it produces is an integer on the ladder.
 */
export function exchangePrices(probability: number, margin = 0.02): RunnerPrices {
  const p = Math.min(0.99, Math.max(0.001, probability));
  return ladderLevels(snapToLadder(100 / (p * (1 + margin)), 'down'));
}

/** The book of one runner from its best back: three levels a side, back falling away from it, lay from one tick above. */
export function ladderLevels(best: number): RunnerPrices {
  const back: PriceLevel[] = [];
  const lay: PriceLevel[] = [];
  let b: number | null = best;
  let l: number | null = tickUp(best);
  for (let i = 0; i < 3; i++) {
    if (b !== null) back.push({ odds: b, size: 50_000 * (i + 1) });
    if (l !== null) lay.push({ odds: l, size: 40_000 * (i + 1) });
    b = b === null ? null : tickDown(b);
    l = l === null ? null : tickUp(l);
  }
  return { back, lay };
}

/** Bookmaker prices (Indian odds: back 45 / lay 48 means 1.45 / 1.48), one level. */
export function bookmakerPrices(probability: number): RunnerPrices {
  const p = Math.min(0.98, Math.max(0.02, probability));
  const indian = Math.max(1, Math.min(999, Math.floor(100 / p - 100) - 2));
  return { back: [{ odds: 100 + indian }], lay: [{ odds: 100 + indian + 3 }] };
}

/** Fancy: No at `line`, Yes at `line + gap`, both at evens (rate 100). */
export function fancyPrices(line: number, gap = 2): RunnerPrices {
  return { back: [{ odds: 200, line: line + gap }], lay: [{ odds: 200, line }] };
}
