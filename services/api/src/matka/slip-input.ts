import { parseRupees, RUPEES_2DP } from '@khel/shared/validation';
import { unprocessable } from '../http/errors';
import { NUMBER_RULES, selectionOf } from './numbers';
import { BET_TYPES, MAX_SLIP_LINES, needsSession, SESSIONS, type BetType, type Session, type SlipLine } from './types';

/**
 * A slip's body, field by field, each problem a 422 naming the field: { market_id, bets: [{ type, session?,
 * number, amount }] } with amount in rupees (at most 2 decimals). The market's own limits and times are the
 * placement's checks (place-slip.ts).
 */
export interface SlipInput {
  marketId: string;
  lines: SlipLine[];
}

export function slipInput(raw: unknown): SlipInput {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) throw unprocessable(['Request body must be a JSON object']);
  const body = raw as Record<string, unknown>;
  const id = typeof body.market_id === 'number' && Number.isSafeInteger(body.market_id) ? String(body.market_id) : body.market_id;
  if (typeof id !== 'string' || !/^\d{1,18}$/.test(id)) throw unprocessable(['market_id must be an id']);
  const bets = body.bets;
  if (!Array.isArray(bets) || bets.length < 1 || bets.length > MAX_SLIP_LINES) throw unprocessable([`bets must be a list of 1 to ${MAX_SLIP_LINES} bets`]);
  return { marketId: id, lines: bets.map((b, i) => lineInput(b, `bets[${i}]`)) };
}

function lineInput(raw: unknown, at: string): SlipLine {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) throw unprocessable([`${at} must be an object`]);
  const b = raw as Record<string, unknown>;
  if (typeof b.type !== 'string' || !BET_TYPES.includes(b.type as BetType)) throw unprocessable([`${at}.type must be one of ${BET_TYPES.join(', ')}`]);
  const type = b.type as BetType;
  let session: Session | undefined;
  if (needsSession(type)) {
    if (typeof b.session !== 'string' || !SESSIONS.includes(b.session as Session)) throw unprocessable([`${at}.session must be open or close`]);
    session = b.session as Session;
  } else if (b.session !== undefined && b.session !== null) {
    throw unprocessable([`${at}.session is not taken for ${type}: it is decided by both results`]);
  }
  const number = typeof b.number === 'number' && type === 'single' ? String(b.number) : b.number;
  if (typeof number !== 'string' || selectionOf(type, number) === null) throw unprocessable([`${at}.number must be ${NUMBER_RULES[type]}`]);
  const amount = parseRupees(b.amount, { ...RUPEES_2DP, wholeDigits: 9 });
  if (!amount.ok) throw unprocessable([`${at}.amount must be an amount in rupees with at most 2 decimals`]);
  return { type, session, number, amount: amount.paise };
}
