/** Rupees on the wire, paise in the database. */

const RUPEES = /^([0-9]{1,10})(?:\.([0-9]{1,2}))?$/;

/** Exact conversion of a rupee amount (number or numeric string, at most 2 decimals); undefined when not one. */
export function rupeesToPaise(value: unknown): bigint | undefined {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : typeof value === 'string' ? value.trim() : '';
  const m = RUPEES.exec(text);
  if (!m) return undefined;
  return BigInt(m[1]!) * 100n + BigInt((m[2] ?? '').padEnd(2, '0'));
}

export function paiseToRupees(paise: bigint | string | number): number {
  return Number(BigInt(paise)) / 100;
}

/** '1,000' style is not used by the client; the messages show plain numbers without trailing zeros. */
export function rupeesText(paise: bigint | string): string {
  return String(paiseToRupees(paise));
}
