import type { Queryable } from '../../db/db';

/**
 * Password guessing is slowed per account: after 10 wrong passwords in 15 minutes from one client address, that
 * address may not try the account again until the window passes, so one guesser cannot lock the player out from
 * elsewhere. Addresses can be many (or forged behind a trusting proxy), so 50 failures from anywhere also stop
 * every attempt on the account for the window.
 */
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_MAX_FAILURES_ANY_ADDRESS = 50;
export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const LOGIN_THROTTLED_MESSAGE = 'Too many failed login attempts. Please try again after 15 minutes.';

export function accountKey(type: 1 | 2, id: string): string {
  return `${type === 1 ? 'mobile' : 'user_id'}:${id}`;
}

export async function isThrottled(q: Queryable, key: string, ip: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - LOGIN_WINDOW_SECONDS * 1000);
  const { rows } = await q.query<{ mine: string; total: string }>(
    'SELECT count(*) FILTER (WHERE ip = $2) AS mine, count(*) AS total FROM login_failures WHERE account_key = $1 AND created_at > $3',
    [key, ip, since],
  );
  return Number(rows[0]!.mine) >= LOGIN_MAX_FAILURES || Number(rows[0]!.total) >= LOGIN_MAX_FAILURES_ANY_ADDRESS;
}

export async function recordFailure(q: Queryable, key: string, ip: string, now: Date): Promise<void> {
  await q.query('INSERT INTO login_failures (account_key, ip, created_at) VALUES ($1, $2, $3)', [key, ip, now]);
}

export async function clearFailures(q: Queryable, key: string, ip: string): Promise<void> {
  await q.query('DELETE FROM login_failures WHERE account_key = $1 AND ip = $2', [key, ip]);
}
