import { cardLabel, dealer } from './cards';
import type { Played, RoundSource } from './source';

/**
 * Dragon Tiger: one card to Dragon, then one to Tiger, from one shuffled deck; the higher rank wins (A low, K high).
 * Dragon or Tiger pays 2× and returns half the stake on a tie; Tie pays 16.5×. Every bet returns 49.5 ÷ 51 = 97.06 %.
 */
export type DragonTigerBet = 'dragon' | 'tiger' | 'tie';
export interface DragonTigerParams {
  bet: DragonTigerBet;
}

export function playDragonTiger(src: RoundSource, p: DragonTigerParams): Played {
  const draw = dealer(src);
  const dragon = draw();
  const tiger = draw();
  const winner: DragonTigerBet = dragon.rank === tiger.rank ? 'tie' : dragon.rank > tiger.rank ? 'dragon' : 'tiger';
  const outcome = { dragon: cardLabel(dragon), tiger: cardLabel(tiger), winner };
  if (p.bet === 'tie') return { outcome, num: winner === 'tie' ? 1_650 : 0, den: 100 };
  if (winner === 'tie') return { outcome, num: 50, den: 100 };
  return { outcome, num: winner === p.bet ? 200 : 0, den: 100 };
}
