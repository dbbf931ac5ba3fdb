import { unprocessable } from '../http/errors';
import { crashPointX100, floats, type RoundSeeds } from './fair';

/**
 * The built-in games. Each one reads its parameters (422 naming the field), turns the round's seeds into an outcome,
 * and pays stake × num / den (rounded down to the paisa). Declared RTP in basis points; bench:rtp checks it.
 */
export type Params = Record<string, unknown>;
export interface Played {
  outcome: Record<string, unknown>;
  /** the payout multiplier as a fraction (0/1 for a loss) */
  num: number;
  den: number;
}
export interface HouseGame {
  code: 'dice' | 'crash' | 'andar-bahar';
  name: string;
  rtpBp: number;
  rules: string;
  params(raw: unknown): Params;
  play(seeds: RoundSeeds, params: Params): Played;
}

function hundredths(raw: unknown, field: string, min: number, max: number): number {
  const text = typeof raw === 'number' ? String(raw) : raw;
  if (typeof text !== 'string' || !/^\d{1,4}(\.\d{1,2})?$/.test(text)) throw unprocessable([`${field} must be a number from ${min} to ${max} with at most 2 decimals`]);
  const x100 = Math.round(Number(text) * 100);
  if (x100 < min * 100 || x100 > max * 100) throw unprocessable([`${field} must be a number from ${min} to ${max} with at most 2 decimals`]);
  return x100;
}

const object = (raw: unknown): Params => {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw unprocessable(['params must be an object']);
  return raw as Params;
};

const dice: HouseGame = {
  code: 'dice',
  name: 'Dice',
  rtpBp: 9900,
  rules: 'A roll from 0.00 to 99.99 (the first float × 10,000, rounded down, ÷ 100). Roll under the target, or over it, to win 99 ÷ chance.',
  params(raw) {
    const p = object(raw);
    if (typeof p.over !== 'boolean') throw unprocessable(['over must be true or false']);
    return { target: hundredths(p.target, 'target', 2, 98) / 100, over: p.over };
  },
  play(seeds, params) {
    const roll = Math.floor(floats(seeds)() * 10_000);
    const target = Math.round((params.target as number) * 100);
    const chance = params.over ? 10_000 - target : target;
    const win = params.over ? roll >= target : roll < target;
    return { outcome: { roll: roll / 100 }, num: win ? 9_900 : 0, den: chance };
  },
};

const crash: HouseGame = {
  code: 'crash',
  name: 'Crash',
  rtpBp: 9900,
  rules: 'The multiplier climbs from 1.00× and crashes at max(1, floor(99 ÷ (1 − X)) ÷ 100), X from the first 52 bits of the HMAC. Your cash-out pays if it is reached first.',
  params(raw) {
    return { cash_out: hundredths(object(raw).cash_out, 'cash_out', 1.01, 1000) / 100 };
  },
  play(seeds, params) {
    const point = crashPointX100(seeds);
    const cashOut = Math.round((params.cash_out as number) * 100);
    return { outcome: { crash_point: point / 100 }, num: point >= cashOut ? cashOut : 0, den: 100 };
  },
};

const SUITS = ['S', 'H', 'D', 'C'] as const;
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
const card = (f: number) => {
  const n = Math.floor(f * 52);
  return { rank: n % 13, suit: Math.floor(n / 13) };
};
const label = (c: { rank: number; suit: number }) => `${RANKS[c.rank]}${SUITS[c.suit]}`;

const andarBahar: HouseGame = {
  code: 'andar-bahar',
  name: 'Andar Bahar',
  rtpBp: 9800,
  rules: 'Each card is one float × 52 (with replacement). The first is the joker; the first card dealt goes to Andar when the joker is black (S, C), to Bahar when red; cards alternate until one matches the joker\'s rank. Its side wins 1.96×.',
  params(raw) {
    const side = object(raw).side;
    if (side !== 'andar' && side !== 'bahar') throw unprocessable(['side must be andar or bahar']);
    return { side };
  },
  play(seeds, params) {
    const next = floats(seeds);
    const joker = card(next());
    let side: 'andar' | 'bahar' = joker.suit === 0 || joker.suit === 3 ? 'andar' : 'bahar';
    const cards: string[] = [];
    // Each card matches with probability 1/13; 2,000 cards without one has probability below 1e-69.
    for (let i = 0; i < 2_000; i++) {
      const c = card(next());
      cards.push(label(c));
      if (c.rank === joker.rank) return { outcome: { joker: label(joker), cards, winner: side }, num: side === params.side ? 196 : 0, den: 100 };
      side = side === 'andar' ? 'bahar' : 'andar';
    }
    throw new Error('andar bahar: no match in 2,000 cards');
  },
};

export const HOUSE_GAMES: Record<HouseGame['code'], HouseGame> = { dice, crash, 'andar-bahar': andarBahar };

export function houseGame(code: unknown): HouseGame {
  const g = typeof code === 'string' ? HOUSE_GAMES[code as HouseGame['code']] : undefined;
  if (!g) throw unprocessable(['game must be dice, crash or andar-bahar']);
  return g;
}

export const payoutOf = (stake: bigint, p: Played): bigint => (p.num === 0 ? 0n : (stake * BigInt(p.num)) / BigInt(p.den));
