/**
 * The 220 valid panas (pattis) of matka, generated in the browser by the server's rule (services/api/src/matka/
 * panas.ts): three digits in ascending order where 0 ranks as 10, so 0 comes last (190, 200, 000). Three different
 * digits make a single patti (120), a pair a double patti (90), three of a kind a triple patti (10). The picker
 * offers only these; the ank of a pana is its digit sum mod 10.
 */

export type PanaKind = 'single_patti' | 'double_patti' | 'triple_patti';

function generate(): string[] {
  const out: string[] = [];
  for (let a = 1; a <= 10; a++) {
    for (let b = a; b <= 10; b++) {
      for (let c = b; c <= 10; c++) out.push(`${a % 10}${b % 10}${c % 10}`);
    }
  }
  return out;
}

/** Every valid pana, in ascending order of rank (100 ... 000 last). */
export const PANAS: readonly string[] = generate();

export function panaKind(pana: string): PanaKind {
  const distinct = new Set(pana).size;
  return distinct === 3 ? 'single_patti' : distinct === 2 ? 'double_patti' : 'triple_patti';
}

/** Digit sum mod 10: 123 -> 6, 459 -> 8. */
export function ank(pana: string): number {
  return [...pana].reduce((s, d) => s + Number(d), 0) % 10;
}

const BY_KIND = new Map<PanaKind, string[]>();
for (const p of PANAS) BY_KIND.set(panaKind(p), [...(BY_KIND.get(panaKind(p)) ?? []), p]);

/** The panas of a kind, in rank order. */
export function panasOf(kind: PanaKind): readonly string[] {
  return BY_KIND.get(kind) ?? [];
}

/** The panas of a kind grouped by their ank (0 to 9), as matka sites lay the picker out. */
export function panasByAnk(kind: PanaKind): Array<{ ank: number; panas: string[] }> {
  const groups = Array.from({ length: 10 }, (_, i) => ({ ank: i, panas: [] as string[] }));
  for (const p of panasOf(kind)) groups[ank(p)]!.panas.push(p);
  return groups.filter((g) => g.panas.length > 0);
}
