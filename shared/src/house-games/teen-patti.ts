import { cardLabel, dealer, type Card } from './cards';
import type { Played, RoundSource } from './source';
import { compareHands, handOf } from './teen-patti-hands';

/**
 * One-day Teen Patti: Player A and Player B get three cards each from one shuffled deck, dealt A, B, A, B, A, B; the
 * better hand (teen-patti-hands.ts) wins 1.98×; on a tie every stake is returned. RTP 99 % plus a hundredth of the
 * tie chance (about 0.3 %): 99.00 % declared.
 */
export type TeenPattiSide = 'a' | 'b';
export interface TeenPattiParams {
  side: TeenPattiSide;
}

export function playTeenPatti(src: RoundSource, p: TeenPattiParams): Played {
  const draw = dealer(src);
  const a: Card[] = [];
  const b: Card[] = [];
  for (let i = 0; i < 3; i++) {
    a.push(draw());
    b.push(draw());
  }
  const ha = handOf(a);
  const hb = handOf(b);
  const cmp = compareHands(ha, hb);
  const winner = cmp === 0 ? 'tie' : cmp > 0 ? 'a' : 'b';
  const outcome = { a: a.map(cardLabel), b: b.map(cardLabel), a_hand: ha.kind, b_hand: hb.kind, winner };
  if (winner === 'tie') return { outcome, num: 1, den: 1 };
  return { outcome, num: winner === p.side ? 198 : 0, den: 100 };
}
