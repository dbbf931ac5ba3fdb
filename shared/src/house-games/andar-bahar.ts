import { cardLabel, cardOf, dealer, isBlack, type Card } from './cards';
import { floatStream, type Played, type RoundSource } from './source';

/**
 * Andar Bahar: the joker is the first card; the next goes to Andar when the joker is black (S, C), to Bahar when it
 * is red, and the cards alternate until one has the joker's rank. That side wins 1.96×. Whichever side is dealt
 * first, each side wins half the rounds over the joker's colours, so the RTP is 98 %.
 * Version 2 (from migration 080) deals from one shuffled deck (cards.ts); version 1, kept so older rounds still
 * verify, drew each card as ⌊float × 52⌋ with replacement.
 */
export type AndarBaharSide = 'andar' | 'bahar';
export interface AndarBaharParams {
  side: AndarBaharSide;
}

function deal(draw: () => Card, p: AndarBaharParams, limit: number): Played {
  const joker = draw();
  let side: AndarBaharSide = isBlack(joker) ? 'andar' : 'bahar';
  const cards: string[] = [];
  for (let i = 0; i < limit; i++) {
    const c = draw();
    cards.push(cardLabel(c));
    if (c.rank === joker.rank) return { outcome: { joker: cardLabel(joker), cards, winner: side }, num: side === p.side ? 196 : 0, den: 100 };
    side = side === 'andar' ? 'bahar' : 'andar';
  }
  throw new Error(`andar bahar: no match in ${limit} cards`);
}

export function playAndarBahar(src: RoundSource, p: AndarBaharParams, version: number): Played {
  if (version >= 2) return deal(dealer(src), p, 51);
  const next = floatStream(src);
  // Version 1: each card matches with probability 1/13; 2,000 cards without one has probability below 1e-69.
  return deal(() => cardOf(Math.floor(next() * 52)), p, 2_000);
}
