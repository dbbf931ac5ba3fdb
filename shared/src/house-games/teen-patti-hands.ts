import type { Card } from './cards';

/**
 * Teen Patti hands, best first: trail (three of a rank), pure sequence (a run in one suit), sequence, colour (one
 * suit), pair, high card. Aces are high (A-K-Q is the best run) and also make A-2-3, the second-best run. Suits never
 * break a tie: two hands of the same ranks and kind are equal.
 */
export const HAND_KINDS = ['high-card', 'pair', 'color', 'sequence', 'pure-sequence', 'trail'] as const;
export type HandKind = (typeof HAND_KINDS)[number];

export interface Hand {
  kind: HandKind;
  /** compared in order, higher is better */
  key: number[];
}

const value = (c: Card) => (c.rank === 0 ? 14 : c.rank + 1);

export function handOf(cards: Card[]): Hand {
  const [x, y, z] = cards.map(value).sort((a, b) => b - a) as [number, number, number];
  const flush = cards.every((c) => c.suit === cards[0]!.suit);
  const run = x - 1 === y && y - 1 === z ? x : x === 14 && y === 3 && z === 2 ? 13.5 : 0;
  const rank = (kind: HandKind, ...rest: number[]): Hand => ({ kind, key: [HAND_KINDS.indexOf(kind), ...rest] });
  if (x === z) return rank('trail', x);
  if (run && flush) return rank('pure-sequence', run);
  if (run) return rank('sequence', run);
  if (flush) return rank('color', x, y, z);
  if (x === y || y === z) return rank('pair', y, x === y ? z : x);
  return rank('high-card', x, y, z);
}

/** 1 when a beats b, -1 when b beats a, 0 for a tie. */
export function compareHands(a: Hand, b: Hand): number {
  for (let i = 0; i < a.key.length; i++) if (a.key[i] !== b.key[i]) return a.key[i]! > b.key[i]! ? 1 : -1;
  return 0;
}
