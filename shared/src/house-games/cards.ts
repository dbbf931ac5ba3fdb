import { floatStream, type RoundSource } from './source';

/**
 * Cards from one shuffled 52-card deck, dealt without replacement: a Fisher–Yates shuffle run forwards, one step per
 * card dealt. The deck starts in order, card n (0–51) being rank n mod 13 (A, 2, ..., 10, J, Q, K) of suit
 * ⌊n / 13⌋ (S, H, D, C). The k-th card dealt (k = 0, 1, ...) takes the k-th float f: j = k + ⌊f × (52 − k)⌋, the
 * cards at positions k and j swap, and the card now at k is dealt. So each card is picked from the ones not yet
 * dealt, and no card can come twice.
 */
export const SUITS = ['S', 'H', 'D', 'C'] as const;
export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export const DECK_SIZE = 52;

export interface Card {
  /** 0 = A ... 12 = K */
  rank: number;
  /** 0 S, 1 H, 2 D, 3 C */
  suit: number;
}

export const cardOf = (n: number): Card => ({ rank: n % 13, suit: Math.floor(n / 13) });
export const cardLabel = (c: Card): string => `${RANKS[c.rank]}${SUITS[c.suit]}`;
export const isBlack = (c: Card): boolean => c.suit === 0 || c.suit === 3;

/** Deals a round's deck: each call gives the next card. */
export function dealer(src: RoundSource): () => Card {
  const next = floatStream(src);
  const deck = Array.from({ length: DECK_SIZE }, (_, n) => n);
  let k = 0;
  return () => {
    if (k === DECK_SIZE) throw new Error('the deck is empty');
    const j = k + Math.floor(next() * (DECK_SIZE - k));
    [deck[k], deck[j]] = [deck[j]!, deck[k]!];
    return cardOf(deck[k++]!);
  };
}
