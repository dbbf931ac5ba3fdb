/**
 * The console's pana checks, before a result is sent (the server checks again): the 220 valid panas are three
 * digits in ascending order with 0 ranking as 10 (123, 190, 220, 000); the ank is the digit sum mod 10, and the
 * jodi is the open ank followed by the close ank.
 */
const rank = (d: string) => (d === '0' ? 10 : Number(d));

export function isPana(text: string): boolean {
  if (!/^\d{3}$/.test(text)) return false;
  const [a, b, c] = [...text].map(rank) as [number, number, number];
  return a <= b && b <= c;
}

export const ankOf = (pana: string): string => String([...pana].reduce((s, d) => s + Number(d), 0) % 10);

export const PANA_MESSAGE = 'A pana is three digits in ascending order, 0 counting as 10 (e.g. 123, 190, 000)';

/** The draw's result as players read it: 123-6, or 123-68-459 once the close is known. */
export function resultOf(openPana: string, closePana?: string): string {
  const open = ankOf(openPana);
  return closePana ? `${openPana}-${open}${ankOf(closePana)}-${closePana}` : `${openPana}-${open}`;
}
