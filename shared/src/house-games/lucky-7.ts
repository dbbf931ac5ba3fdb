import { cardLabel, dealer } from './cards';
import type { Played, RoundSource } from './source';

/**
 * Lucky 7: one card from a shuffled deck. Low is A–6, High is 8–K, each paying 2.1×; Seven pays 12.6×; a 7 loses
 * Low and High. Every bet returns 50.4 ÷ 52 = 96.92 %.
 */
export type Lucky7Bet = 'low' | 'seven' | 'high';
export interface Lucky7Params {
  bet: Lucky7Bet;
}

export function playLucky7(src: RoundSource, p: Lucky7Params): Played {
  const card = dealer(src)();
  const value = card.rank + 1;
  const result: Lucky7Bet = value < 7 ? 'low' : value === 7 ? 'seven' : 'high';
  const pays = result === 'seven' ? 1_260 : 210;
  return { outcome: { card: cardLabel(card), result }, num: result === p.bet ? pays : 0, den: 100 };
}
