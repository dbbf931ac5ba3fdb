import { ApiError } from '../http/errors';

/** A slip refused for a reason the player can act on (400 with the message); nothing of the slip was taken. */
export class SlipRefused extends ApiError {
  constructor(message: string) {
    super(400, message);
  }
}

export const SLIP_REFUSALS = {
  inactive: 'This market is not taking bets',
  noDraw: 'This market has no draw today',
  closed: (session: 'open' | 'close') => (session === 'open' ? 'Open session is closed for bets' : 'Close session is closed for bets'),
  balance: 'Insufficient Balance',
} as const;
