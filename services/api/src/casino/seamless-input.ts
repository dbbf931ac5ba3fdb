import { unprocessable } from '../http/errors';
import { bodyOf, type Body } from '../ops/input';
import { rupeesToPaise } from '../ops/money';

/**
 * The seamless wallet's request fields, checked one by one (422 naming the field). Ids are the provider's own:
 * 1 to 100 letters, digits or `_ . : -`. Amounts are rupees with at most 2 decimals.
 */
const ID = /^[A-Za-z0-9_.:-]{1,100}$/;
const PLAYER = /^[0-9]{1,18}$/;
const TOKEN = /^[A-Za-z0-9_-]{20,200}$/;

function id(body: Body, key: string): string {
  const v = body[key];
  if (typeof v !== 'string' || !ID.test(v)) throw unprocessable([`${key} must be 1 to 100 letters, digits or _ . : -`]);
  return v;
}

function player(body: Body): string {
  const v = typeof body.player_id === 'number' && Number.isSafeInteger(body.player_id) ? String(body.player_id) : body.player_id;
  if (typeof v !== 'string' || !PLAYER.test(v)) throw unprocessable(['player_id must be the player id given at launch']);
  return v;
}

function token(body: Body, required: boolean): string | undefined {
  const v = body.session_token;
  if (v === undefined && !required) return undefined;
  if (typeof v !== 'string' || !TOKEN.test(v)) throw unprocessable(['session_token must be the token given at launch']);
  return v;
}

export interface BalanceRequest { playerId?: string; token?: string }
export interface DebitRequest { playerId: string; token: string; txId: string; roundId: string; game: string; amount: bigint }
export interface CreditRequest { playerId: string; txId: string; roundId: string; game: string; amount: bigint }
export interface RollbackRequest { playerId: string; txId: string; roundId: string; game: string; refTxId: string }

export function balanceRequest(raw: unknown): BalanceRequest {
  const body = bodyOf(raw);
  const t = token(body, false);
  const playerId = body.player_id === undefined && t ? undefined : player(body);
  return { playerId, token: t };
}

export function debitRequest(raw: unknown): DebitRequest {
  const body = bodyOf(raw);
  return { playerId: player(body), token: token(body, true)!, txId: id(body, 'transaction_id'), roundId: id(body, 'round_id'), game: id(body, 'game_id'), amount: rupeesToPaise(body.amount, 'amount') };
}

export function creditRequest(raw: unknown): CreditRequest {
  const body = bodyOf(raw);
  return { playerId: player(body), txId: id(body, 'transaction_id'), roundId: id(body, 'round_id'), game: id(body, 'game_id'), amount: rupeesToPaise(body.amount, 'amount', { allowZero: true }) };
}

export function rollbackRequest(raw: unknown): RollbackRequest {
  const body = bodyOf(raw);
  return { playerId: player(body), txId: id(body, 'transaction_id'), roundId: id(body, 'round_id'), game: id(body, 'game_id'), refTxId: id(body, 'reference_transaction_id') };
}
