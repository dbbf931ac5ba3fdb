import { ApiError } from '../http/errors';

/**
 * The seamless wallet's refusals. Each is an ApiError (the usual error body) whose message starts with a fixed
 * code a provider's adapter can switch on, then words for a person: `INSUFFICIENT_FUNDS: Insufficient Balance`.
 */
export const SEAMLESS_REFUSALS = {
  BAD_SIGNATURE: [401, 'The signature does not match the request'],
  STALE_REQUEST: [401, 'X-Casino-Timestamp is missing or outside the replay window'],
  UNKNOWN_PROVIDER: [401, 'Unknown or disabled provider'],
  SESSION_INVALID: [401, 'The game session is unknown, expired or not this player\'s'],
  PLAYER_NOT_FOUND: [404, 'No such player'],
  GAME_NOT_FOUND: [404, 'No such game for this provider'],
  ROUND_NOT_FOUND: [404, 'No debit was recorded for this round'],
  INSUFFICIENT_FUNDS: [402, 'Insufficient Balance'],
  DUPLICATE_MISMATCH: [409, 'This transaction id was used for another request'],
  TRANSACTION_ROLLED_BACK: [409, 'This transaction was rolled back before it arrived'],
  ROUND_CLOSED: [409, 'The round is already settled or void'],
  BUSY: [409, 'The same transaction is being recorded by another call; retry'],
  PLAYER_RESTRICTED: [403, 'The player is on a time-out or self-excluded: no play until it ends'],
  LOSS_LIMIT: [403, "The debit would pass the player's loss limit"],
} as const;
export type SeamlessRefusal = keyof typeof SEAMLESS_REFUSALS;

export class SeamlessError extends ApiError {
  constructor(readonly code: SeamlessRefusal) {
    const [status, text] = SEAMLESS_REFUSALS[code];
    super(status, `${code}: ${text}`);
  }
}

/** The code of a seamless refusal's message, for adapters and tests. */
export function refusalCode(message: string): string {
  return message.split(':', 1)[0]!;
}
