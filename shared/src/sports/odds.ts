/**
 * Odds arithmetic on integers, shared by the server (bets, feeds, operator input) and the browser (the slip's
 * stepper): decimal odds x 100 (2.5 -> 250), money in bigint paise. It ships in @khel/shared/contracts (not in
 * @khel/shared main: Home does not need it).
 * The exchange ladder (steps of 0.01 to 2, 0.02 to 3, 0.05 to 4, 0.1 to 6, 0.2 to 10, 0.5 to 20, 1 to 30,
 * 2 to 50, 5 to 100, 10 to 1000) gives the slip's stepper and checks a price is on it.
 */

const BANDS: Array<[upTo: number, step: number]> = [
  [200, 1], [300, 2], [400, 5], [600, 10], [1000, 20], [2000, 50], [3000, 100], [5000, 200], [10000, 500], [100000, 1000],
];
export const MIN_ODDS = 101;
export const MAX_ODDS = 100000;

/** Every price on the ladder, ascending (350 of them). */
export const LADDER: readonly number[] = (() => {
  const out: number[] = [];
  let from = 100;
  for (const [upTo, step] of BANDS) {
    for (let o = from + step; o <= upTo; o += step) out.push(o);
    from = upTo;
  }
  return out;
})();

/** Index of the first ladder price >= odds (LADDER.length when above the top). */
function lowerIndex(odds: number): number {
  let lo = 0;
  let hi = LADDER.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (LADDER[mid]! < odds) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function isOnLadder(odds: number): boolean {
  return Number.isInteger(odds) && LADDER[lowerIndex(odds)] === odds;
}

/** The next price up the ladder (null at the top). */
export function tickUp(odds: number): number | null {
  const i = lowerIndex(odds);
  const j = LADDER[i] === odds ? i + 1 : i;
  return LADDER[j] ?? null;
}

/** The next price down the ladder (null at the bottom). */
export function tickDown(odds: number): number | null {
  return LADDER[lowerIndex(odds) - 1] ?? null;
}

/** The nearest ladder price at or below ('down') or at or above ('up') `odds`, within the ladder. */
export function snapToLadder(odds: number, direction: 'down' | 'up'): number {
  const o = Math.min(MAX_ODDS, Math.max(MIN_ODDS, Math.round(odds)));
  if (isOnLadder(o)) return o;
  return direction === 'down' ? tickDown(o)! : tickUp(o)!;
}

/** Bookmaker odds in the Indian style: 45 means 1.45 (the profit per 100 staked). */
export function indianToOdds(indian: number): number {
  return 100 + indian;
}

export function oddsToIndian(oddsX100: number): number {
  return oddsX100 - 100;
}

/** A fancy rate (percent of the stake won by yes, or paid by no when it loses: 100 is evens) as odds. */
export function rateToOdds(rate: number): number {
  return 100 + rate;
}

/**
 * The amount at odds: a back's profit when it wins, a lay's loss when it loses. Fractions of a paisa are
 * dropped, the same way for both, so a back and a lay at the same odds and stake cancel exactly.
 */
export function amountAtOdds(stake: bigint, oddsX100: number): bigint {
  return (stake * BigInt(oddsX100 - 100)) / 100n;
}

/** 2.5 -> "2.50", from odds x 100, without floating point. */
export function formatOddsX100(oddsX100: number): string {
  return `${Math.trunc(oddsX100 / 100)}.${String(oddsX100 % 100).padStart(2, '0')}`;
}

/** Rupees (at most 2 decimals) to paise, exactly. */
export function rupeesToPaise(rupees: number): bigint {
  return BigInt(Math.round(rupees * 100));
}
