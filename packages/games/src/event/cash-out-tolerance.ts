/**
 * How far a cash-out's amount may move before it is taken (in play it waits the market's delay, and the prices
 * move meanwhile), the player's choice, kept in localStorage like the slip's price choice: the amount quoted or
 * more (the default, as an exchange takes a price or better), up to 2 % less, or any amount.
 */
export const CASH_OUT_TOLERANCES = ['exact', 'small', 'any'] as const;
export type CashOutTolerance = (typeof CASH_OUT_TOLERANCES)[number];

export const TOLERANCE_LABELS: Record<CashOutTolerance, string> = {
  exact: 'This amount or more',
  small: 'Up to 2% less',
  any: 'Any amount',
};

const KEY = 'khel_games_cash_out_accept';

export function readTolerance(): CashOutTolerance {
  try {
    const v = localStorage.getItem(KEY);
    return CASH_OUT_TOLERANCES.includes(v as CashOutTolerance) ? (v as CashOutTolerance) : 'exact';
  } catch {
    return 'exact'; // storage blocked
  }
}

export function saveTolerance(t: CashOutTolerance): void {
  try {
    localStorage.setItem(KEY, t);
  } catch {
    // storage blocked: the choice lasts this page
  }
}

/** The least amount (rupees) the player accepts for a quote of `amount`; null: any amount. */
export function leastAccepted(amount: number, tolerance: CashOutTolerance): number | null {
  if (tolerance === 'any') return null;
  if (tolerance === 'exact') return amount;
  // 2 % of the amount's size, at least one rupee, in whole paise
  const slack = Math.max(100, Math.round(Math.abs(amount) * 2));
  return (Math.round(amount * 100) - slack) / 100;
}
