import type { ThrottleRule } from '../../throttle/throttles';

/**
 * Password guessing is slowed per account: after 10 wrong passwords in 15 minutes from one client address, that
 * address may not try the account again until the window passes, so one guesser cannot lock the player out from
 * elsewhere. Addresses can be many, so 50 tries from anywhere also stop every attempt on the account for the
 * window. Every try is counted before the password is checked (one atomic step, src/throttle), so a burst of
 * simultaneous guesses gets exactly the limit checked; a right password forgets its address's count and gives
 * back its try on the account's.
 */
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_MAX_FAILURES_ANY_ADDRESS = 50;
export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const LOGIN_THROTTLED_MESSAGE = 'Too many failed login attempts. Please try again after 15 minutes.';

export const PLAYER_LOGIN_THROTTLE: ThrottleRule = {
  name: 'player-login',
  limits: [
    { id: 'address', by: 'account+address', points: LOGIN_MAX_FAILURES, windowSeconds: LOGIN_WINDOW_SECONDS, onSuccess: 'forget', message: LOGIN_THROTTLED_MESSAGE },
    { id: 'account', by: 'account', points: LOGIN_MAX_FAILURES_ANY_ADDRESS, windowSeconds: LOGIN_WINDOW_SECONDS, onSuccess: 'refund', message: LOGIN_THROTTLED_MESSAGE },
  ],
};

export function accountKey(type: 1 | 2, id: string): string {
  return `${type === 1 ? 'mobile' : 'user_id'}:${id}`;
}
