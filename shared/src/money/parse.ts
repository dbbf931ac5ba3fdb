/**
 * The one amount parser (issue 11 point 13, issue 17 point 3): every form and every server route reads an amount
 * through parseRupees, so 100.50 is 10050 paise everywhere and nothing is stripped, rounded or trimmed silently.
 *
 * Accepted: a JSON number or a string written as plain decimal digits, with at most `decimals` digits after a
 * point and at most `wholeDigits` before it. Refused (never "repaired"), by decision:
 * - anything not a number or a string (arrays such as [100], objects, booleans, null, bigint);
 * - NaN, Infinity, negatives, exponents (1e3, 1e308), hex (0x10), a sign (+100), thousands separators (100,000),
 *   padding (' 100 '), full-width digits (１００), a bare point ('100.', '.5'), and leading zeros ('00100': only
 *   '0' or '0.xx' may start with 0), so one amount has one spelling;
 * - more decimals than the flow takes (withdrawal: whole rupees; deposit: 2) and more digits than the field takes;
 * - zero, unless the field allows it (a configured minimum may be 0).
 * Hand-written rather than a decimal library: a regex on the text and BigInt arithmetic are exact and are all the
 * rule needs, and the same code runs in the browser and on the server.
 */
export interface AmountRule {
  /** Digits allowed after the point: 0 for whole rupees (withdrawal), 2 for rupees and paise. */
  decimals: 0 | 2;
  /** Digits allowed before the point (default 10, as the SPEC's 'at most 10'). */
  wholeDigits?: number;
  /** Whether 0 is an amount here (a configured minimum); never for a player's request. */
  allowZero?: boolean;
}

export type AmountProblem = 'blank' | 'format' | 'zero';
export type AmountResult = { ok: true; paise: bigint } | { ok: false; problem: AmountProblem };

export const RUPEES_2DP: AmountRule = { decimals: 2 };
export const WHOLE_RUPEES: AmountRule = { decimals: 0 };

/** The text of an amount as typed: a string as it is, a finite number as JavaScript writes it. */
function amountText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  // String(1e21) is '1e+21' and String(0.1 + 0.2) has 17 decimals: the pattern refuses both, never rounds them.
  if (typeof value === 'number' && Number.isFinite(value)) return Object.is(value, -0) ? '0' : String(value);
  return undefined;
}

export function parseRupees(value: unknown, rule: AmountRule): AmountResult {
  if (value === undefined || value === null || value === '') return { ok: false, problem: 'blank' };
  const text = amountText(value);
  if (text === undefined) return { ok: false, problem: 'format' };
  const whole = `(0|[1-9][0-9]{0,${Math.max(0, (rule.wholeDigits ?? 10) - 1)}})`;
  const fraction = rule.decimals === 0 ? '' : `(?:\\.([0-9]{1,${rule.decimals}}))?`;
  const m = new RegExp(`^${whole}${fraction}$`).exec(text);
  if (!m) return { ok: false, problem: 'format' };
  const paise = BigInt(m[1]!) * 100n + BigInt((m[2] ?? '').padEnd(2, '0'));
  if (paise === 0n && !rule.allowZero) return { ok: false, problem: 'zero' };
  return { ok: true, paise };
}

/** The paise of an amount, or undefined when the rule refuses it. */
export function rupeesToPaise(value: unknown, rule: AmountRule = RUPEES_2DP): bigint | undefined {
  const r = parseRupees(value, rule);
  return r.ok ? r.paise : undefined;
}

/** Whether a value is an amount under the rule. */
export function isAmount(value: unknown, rule: AmountRule): boolean {
  return parseRupees(value, rule).ok;
}
