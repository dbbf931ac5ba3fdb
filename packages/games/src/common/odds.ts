import type { MarketKind } from '../api/model';

/** Display of odds (x 100, integers: no floating point on the digits). */

/** 145 -> "1.45", 250 -> "2.5", 1000 -> "10". */
export function decimalOdds(x100: number): string {
  const whole = Math.trunc(x100 / 100);
  const cents = String(x100 % 100).padStart(2, '0').replace(/0+$/, '');
  return cents ? `${whole}.${cents}` : String(whole);
}

/** Bookmaker odds in the Indian style: 145 -> "45" (the profit per 100 staked). */
export const indianOdds = (x100: number): string => String(x100 - 100);

/** A fancy rate: odds 190 -> "90" (percent of the stake won by yes, or paid by no). */
export const fancyRate = (x100: number): string => String(x100 - 100);

/** The price as the market kind shows it. */
export function priceText(kind: MarketKind, x100: number): string {
  if (kind === 'bookmaker' || kind === 'fancy') return indianOdds(x100);
  return decimalOdds(x100);
}

/** Rupees with Indian grouping, no currency sign, whole rupees when exact: 12345.5 -> "12,345.50", 100 -> "100". */
export function amountText(rupees: number): string {
  const negative = rupees < 0;
  const paise = Math.round(Math.abs(rupees) * 100);
  const whole = String(Math.trunc(paise / 100));
  const grouped = whole.length <= 3 ? whole : `${whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${whole.slice(-3)}`;
  const cents = paise % 100;
  return `${negative && paise ? '-' : ''}${grouped}${cents ? `.${String(cents).padStart(2, '0')}` : ''}`;
}

/** A price level's size as the grid shows it: 1,500 -> "1.5K", 250000 -> "2.5L" (lakh). */
export function sizeText(rupees: number | null | undefined): string {
  if (!rupees || rupees <= 0) return '';
  const short = (n: number, unit: string) => `${Number(n.toFixed(n < 10 ? 1 : 0))}${unit}`;
  if (rupees >= 100_000) return short(rupees / 100_000, 'L');
  if (rupees >= 1_000) return short(rupees / 1_000, 'K');
  return String(Math.round(rupees));
}
