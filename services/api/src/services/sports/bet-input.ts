import { ACCEPT_PRICES, BET_SIDES, DEFAULT_ACCEPT_PRICE, type AcceptPriceChoice, type BetSide } from '@khel/shared/contracts';
import { parseRupees, RUPEES_2DP } from '@khel/shared/validation';
import { notFound, unprocessable } from '../../http/errors';
import { bodyOf, type Body } from '../../ops/input';

/**
 * The player's sports input, one 422 per field naming it (the bodies are described by PlaceBetBody and
 * CashOutBody of @khel/shared/contracts). Amounts and odds go through the shared rupee parser (digits, at most 2
 * decimals: 1.45 is odds x 100 = 145 as 1.45 rupees is 145 paise), never through floating point.
 */

export const BET_INPUT_MESSAGES = {
  id: (key: string) => `${key} must be an id`,
  side: `side must be one of ${BET_SIDES.join(', ')}`,
  stake: 'stake must be an amount in rupees with at most 2 decimals',
  odds: 'odds must be decimal odds above 1 with at most 2 decimals',
  line: 'line must be a whole number from 0 to 100000',
  accept: `accept_price must be one of ${ACCEPT_PRICES.join(', ')}`,
  minProfit: 'min_profit must be an amount in rupees with at most 2 decimals',
  acceptAny: 'accept_any must be true or false',
} as const;

const ID = /^\d{1,18}$/;

function idField(body: Body, key: string): string {
  const v = body[key];
  const text = typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 ? String(v) : v;
  if (typeof text !== 'string' || !ID.test(text)) throw unprocessable([BET_INPUT_MESSAGES.id(key)]);
  return text;
}

/** A query or path id: anything but digits is a record that does not exist. */
export function idParam(value: unknown, what: 'Event' | 'Market'): string {
  if (typeof value !== 'string' || !ID.test(value)) throw notFound(`${what} not found`);
  return value;
}

function oddsX100(value: unknown): number {
  const r = parseRupees(value, { ...RUPEES_2DP, wholeDigits: 4 });
  if (!r.ok || r.paise <= 100n) throw unprocessable([BET_INPUT_MESSAGES.odds]);
  return Number(r.paise);
}

export interface BetInput {
  marketId: string;
  runnerId: string;
  side: BetSide;
  stake: bigint;
  oddsX100: number;
  line?: number;
  acceptPrice: AcceptPriceChoice;
}

export function betInput(raw: unknown): BetInput {
  const body = bodyOf(raw);
  const marketId = idField(body, 'market_id');
  const runnerId = idField(body, 'runner_id');
  if (typeof body.side !== 'string' || !(BET_SIDES as readonly string[]).includes(body.side)) throw unprocessable([BET_INPUT_MESSAGES.side]);
  const stake = parseRupees(body.stake, { ...RUPEES_2DP, wholeDigits: 10 });
  if (!stake.ok) throw unprocessable([BET_INPUT_MESSAGES.stake]);
  const odds = oddsX100(body.odds);
  let line: number | undefined;
  if (body.line !== undefined && body.line !== null) {
    if (typeof body.line !== 'number' || !Number.isSafeInteger(body.line) || body.line < 0 || body.line > 100_000) throw unprocessable([BET_INPUT_MESSAGES.line]);
    line = body.line;
  }
  let acceptPrice: AcceptPriceChoice = DEFAULT_ACCEPT_PRICE;
  if (body.accept_price !== undefined && body.accept_price !== null) {
    if (typeof body.accept_price !== 'string' || !(ACCEPT_PRICES as readonly string[]).includes(body.accept_price)) throw unprocessable([BET_INPUT_MESSAGES.accept]);
    acceptPrice = body.accept_price as AcceptPriceChoice;
  }
  return { marketId, runnerId, side: body.side as BetSide, stake: stake.paise, oddsX100: odds, line, acceptPrice };
}

/** The cash-out's body: the market and the least amount accepted (null with accept_any: whatever it pays then). */
export function cashOutInput(raw: unknown): { marketId: string; minProfit: bigint | null } {
  const body = bodyOf(raw);
  const marketId = idField(body, 'market_id');
  const any = body.accept_any;
  if (any !== undefined && any !== null && typeof any !== 'boolean') throw unprocessable([BET_INPUT_MESSAGES.acceptAny]);
  if (any === true && (body.min_profit === undefined || body.min_profit === null)) return { marketId, minProfit: null };
  // The sure profit may be a loss: a leading minus, then the shared amount rule.
  let v = body.min_profit;
  let sign = 1n;
  if (typeof v === 'number' && v < 0) [v, sign] = [-v, -1n];
  else if (typeof v === 'string' && v.startsWith('-')) [v, sign] = [v.slice(1), -1n];
  const r = parseRupees(v, { ...RUPEES_2DP, wholeDigits: 10, allowZero: true });
  if (!r.ok) throw unprocessable([BET_INPUT_MESSAGES.minProfit]);
  return { marketId, minProfit: any === true ? null : sign * r.paise };
}
