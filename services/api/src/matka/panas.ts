/**
 * The 220 valid panas (pattis) of matka: three digits in ascending order where 0 ranks as 10 (so 0 comes last:
 * 120, 190, 200, 000). 120 have three different digits (single patti), 90 have a pair (double patti), 10 are
 * three of a kind (triple patti). The ank of a pana is its digit sum mod 10.
 */

export type PanaKind = 'single_patti' | 'double_patti' | 'triple_patti';

const rank = (d: number) => (d === 0 ? 10 : d);

function generate(): string[] {
  const out: string[] = [];
  for (let a = 1; a <= 10; a++) {
    for (let b = a; b <= 10; b++) {
      for (let c = b; c <= 10; c++) out.push([a, b, c].map((r) => String(r % 10)).join(''));
    }
  }
  return out;
}

/** Every valid pana, in ascending order of rank (100 ... 000 last). */
export const PANAS: readonly string[] = generate();
const SET = new Set(PANAS);

export function isPana(text: string): boolean {
  return SET.has(text);
}

/** Digits ascending with 0 as 10, as a rule (the set above is built from it; tests check both agree). */
export function isAscendingPana(text: string): boolean {
  if (!/^\d{3}$/.test(text)) return false;
  const [a, b, c] = [...text].map((d) => rank(Number(d)));
  return a! <= b! && b! <= c!;
}

export function panaKind(pana: string): PanaKind {
  const distinct = new Set(pana).size;
  return distinct === 3 ? 'single_patti' : distinct === 2 ? 'double_patti' : 'triple_patti';
}

/** Digit sum mod 10: 123 -> 6, 459 -> 8. */
export function ank(pana: string): number {
  return [...pana].reduce((s, d) => s + Number(d), 0) % 10;
}

/** Open panna, jodi and close panna as players read them: 123-68-459, or 123-6 before the close. */
export function resultText(openPana: string | null, closePana: string | null): string {
  if (!openPana) return '***-**-***';
  if (!closePana) return `${openPana}-${ank(openPana)}*-***`;
  return `${openPana}-${ank(openPana)}${ank(closePana)}-${closePana}`;
}
