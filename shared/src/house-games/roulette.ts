import { floatStream, type Played, type RoundSource } from './source';

/**
 * European roulette, one zero: the pocket is ⌊first float × 37⌋ (0–36). A number pays 36×; red, black, odd, even,
 * 1–18 and 19–36 pay 2×; a dozen or a column pays 3×; 0 loses every bet but a straight bet on 0. RTP 36 ÷ 37 = 97.30 %.
 */
export const RED_NUMBERS = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];
export const ROULETTE_BETS = ['straight', 'red', 'black', 'odd', 'even', 'low', 'high', 'dozen', 'column'] as const;
export type RouletteBet = (typeof ROULETTE_BETS)[number];
export interface RouletteParams {
  bet: RouletteBet;
  /** straight: 0–36; dozen and column: 1–3; unused otherwise */
  number?: number;
}

export const pocketColor = (n: number): 'green' | 'red' | 'black' => (n === 0 ? 'green' : RED_NUMBERS.includes(n) ? 'red' : 'black');

/** Whether the pocket wins the bet, and its multiplier when it does. */
export function rouletteWins(n: number, p: RouletteParams): { win: boolean; pays: number } {
  const k = p.number ?? 0;
  switch (p.bet) {
    case 'straight':
      return { win: n === k, pays: 36 };
    case 'dozen':
      return { win: n > 0 && Math.ceil(n / 12) === k, pays: 3 };
    case 'column':
      return { win: n > 0 && ((n - 1) % 3) + 1 === k, pays: 3 };
    case 'red':
    case 'black':
      return { win: pocketColor(n) === p.bet, pays: 2 };
    case 'odd':
      return { win: n > 0 && n % 2 === 1, pays: 2 };
    case 'even':
      return { win: n > 0 && n % 2 === 0, pays: 2 };
    case 'low':
      return { win: n >= 1 && n <= 18, pays: 2 };
    case 'high':
      return { win: n >= 19, pays: 2 };
  }
}

export function playRoulette(src: RoundSource, p: RouletteParams): Played {
  const n = Math.floor(floatStream(src)() * 37);
  const { win, pays } = rouletteWins(n, p);
  return { outcome: { number: n, color: pocketColor(n) }, num: win ? pays : 0, den: 1 };
}
