import { floatStream, type Played, type RoundSource } from './source';

/** Dice: roll = ⌊first float × 10,000⌋ ÷ 100 (0.00–99.99). Under the target (or over it) wins 99 ÷ chance %. */
export interface DiceParams {
  /** 2.00–98.00, in hundredths on the wire as a number with at most 2 decimals */
  target: number;
  over: boolean;
}

export function playDice(src: RoundSource, p: DiceParams): Played {
  const roll = Math.floor(floatStream(src)() * 10_000);
  const target = Math.round(p.target * 100);
  const chance = p.over ? 10_000 - target : target;
  const win = p.over ? roll >= target : roll < target;
  return { outcome: { roll: roll / 100 }, num: win ? 9_900 : 0, den: chance };
}
