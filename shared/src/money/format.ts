/** Paise to text and numbers, exact for any bigint (no float arithmetic on the digits). */

function split(paise: bigint | string | number): { sign: string; whole: string; fraction: string } {
  const p = BigInt(paise);
  const digits = (p < 0n ? -p : p).toString().padStart(3, '0');
  return { sign: p < 0n ? '-' : '', whole: digits.slice(0, -2), fraction: digits.slice(-2) };
}

/** Plain decimal text without trailing zeros: 10050n -> '100.5', 10000n -> '100'. */
export function paiseToText(paise: bigint | string | number): string {
  const { sign, whole, fraction } = split(paise);
  const f = fraction.replace(/0+$/, '');
  return `${sign}${whole}${f ? `.${f}` : ''}`;
}

/** Rupees as a JSON number (exact for every amount below 2^53 paise, i.e. ₹90 lakh crore). */
export function paiseToRupees(paise: bigint | string | number): number {
  return Number(paiseToText(paise));
}

/** Indian digit grouping: the last 3 digits, then groups of 2 (12,34,567). */
export function groupIndian(whole: string): string {
  if (whole.length <= 3) return whole;
  const head = whole.slice(0, -3);
  return `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${whole.slice(-3)}`;
}

/** How a negative amount is signed: '-' (hyphen-minus, the default) or '−' (U+2212, the typographic minus screens show). */
export interface RupeesFormat {
  minus?: '-' | '\u2212';
}

/** '₹1,23,456.00' for 12345600n paise; '-₹5.50' for -550n ('−₹5.50' with `{ minus: '\u2212' }`). */
export function formatRupees(paise: bigint | string | number, f: RupeesFormat = {}): string {
  const { sign, whole, fraction } = split(paise);
  return `${sign ? (f.minus ?? '-') : ''}₹${groupIndian(whole)}.${fraction}`;
}

/**
 * Rupees given as a number (a wallet figure, a JSON amount), with ₹, Indian grouping and 2 decimals:
 * 99999999 -> '₹9,99,99,999.00', -300 -> '−₹300.00' (U+2212, the sign before the symbol, never '₹-300.00').
 * Anything not a finite number is '₹0.00'.
 */
export function formatRupeesOf(rupees: number | null | undefined, f: RupeesFormat = { minus: '\u2212' }): string {
  const paise = typeof rupees === 'number' && Number.isFinite(rupees) ? Math.round(rupees * 100) : 0;
  return formatRupees(paise, f);
}

/**
 * Rupees given as a number, with Indian grouping and 2 decimals, no symbol: 150000.5 -> '1,50,000.50', -20 -> '-20.00';
 * anything not a finite number -> '0.00'. Written out, not Intl.NumberFormat('en-IN'): building that formatter loads
 * the locale's data, 20 ms of a phone's first page load before anything is shown.
 */
export function formatAmount(rupees: number | null | undefined): string {
  const paise = typeof rupees === 'number' && Number.isFinite(rupees) ? Math.round(rupees * 100) : 0;
  const { sign, whole, fraction } = split(paise); // BigInt(-0) is 0n: no '-0.00'
  return `${sign}${groupIndian(whole)}.${fraction}`;
}
