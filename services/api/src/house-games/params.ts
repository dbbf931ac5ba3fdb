import { PLINKO_RISKS, PLINKO_ROWS, ROULETTE_BETS, type GameParams, type HouseGameCode } from '@khel/shared/house-games';
import { unprocessable } from '../http/errors';

/**
 * Each built-in game's bet, read from the request: a 422 naming the field for anything else. What comes back is
 * exactly what the round records and the rules (@khel/shared/house-games) play.
 */
function hundredths(raw: unknown, field: string, min: number, max: number): number {
  const text = typeof raw === 'number' ? String(raw) : raw;
  const refuse = () => unprocessable([`${field} must be a number from ${min} to ${max} with at most 2 decimals`]);
  if (typeof text !== 'string' || !/^\d{1,4}(\.\d{1,2})?$/.test(text)) throw refuse();
  const x100 = Math.round(Number(text) * 100);
  if (x100 < min * 100 || x100 > max * 100) throw refuse();
  return x100;
}

function object(raw: unknown): GameParams {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw unprocessable(['params must be an object']);
  return raw as GameParams;
}

function oneOf<T extends string | number>(raw: unknown, field: string, values: readonly T[]): T {
  if (!values.includes(raw as T)) throw unprocessable([`${field} must be ${values.slice(0, -1).join(', ')} or ${values[values.length - 1]}`]);
  return raw as T;
}

function wholeNumber(raw: unknown, field: string, min: number, max: number): number {
  if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < min || raw > max) throw unprocessable([`${field} must be a whole number from ${min} to ${max}`]);
  return raw;
}

function roulette(p: GameParams): GameParams {
  const bet = oneOf(p.bet, 'bet', ROULETTE_BETS);
  if (bet === 'straight') return { bet, number: wholeNumber(p.number, 'number', 0, 36) };
  if (bet === 'dozen' || bet === 'column') return { bet, number: wholeNumber(p.number, 'number', 1, 3) };
  return { bet };
}

export const READ_PARAMS: Record<HouseGameCode, (raw: unknown) => GameParams> = {
  dice(raw) {
    const p = object(raw);
    if (typeof p.over !== 'boolean') throw unprocessable(['over must be true or false']);
    return { target: hundredths(p.target, 'target', 2, 98) / 100, over: p.over };
  },
  crash: (raw) => ({ cash_out: hundredths(object(raw).cash_out, 'cash_out', 1.01, 1000) / 100 }),
  'andar-bahar': (raw) => ({ side: oneOf(object(raw).side, 'side', ['andar', 'bahar'] as const) }),
  'teen-patti': (raw) => ({ side: oneOf(object(raw).side, 'side', ['a', 'b'] as const) }),
  'dragon-tiger': (raw) => ({ bet: oneOf(object(raw).bet, 'bet', ['dragon', 'tiger', 'tie'] as const) }),
  'lucky-7': (raw) => ({ bet: oneOf(object(raw).bet, 'bet', ['low', 'seven', 'high'] as const) }),
  roulette: (raw) => roulette(object(raw)),
  reels(raw) {
    object(raw);
    return {};
  },
  plinko(raw) {
    const p = object(raw);
    return { rows: oneOf(p.rows, 'rows', PLINKO_ROWS), risk: oneOf(p.risk, 'risk', PLINKO_RISKS) };
  },
};
