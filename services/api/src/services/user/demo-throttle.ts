import type { Queryable } from '../../db/db';

/**
 * Every demo login creates a demo player with a balance, so one client address gets at most DEMO_MAX_PER_WINDOW
 * of them per window. Run inside the demo login's transaction: the address's advisory lock makes simultaneous
 * requests count one after another, so a burst cannot slip past the limit.
 */
export const DEMO_MAX_PER_WINDOW = 20;
export const DEMO_WINDOW_SECONDS = 60 * 60;
export const DEMO_THROTTLED_MESSAGE = 'Too many demo logins from this device. Please try again in an hour.';

/** Records this demo login; false (and nothing recorded) when the address has used up its window. */
export async function takeDemoLogin(q: Queryable, ip: string, now: Date): Promise<boolean> {
  await q.query(`SELECT pg_advisory_xact_lock(hashtext('demo-login:' || $1))`, [ip]);
  const since = new Date(now.getTime() - DEMO_WINDOW_SECONDS * 1000);
  const { rows } = await q.query<{ n: string }>('SELECT count(*) AS n FROM demo_logins WHERE ip = $1 AND created_at > $2', [ip, since]);
  if (Number(rows[0]!.n) >= DEMO_MAX_PER_WINDOW) return false;
  await q.query('INSERT INTO demo_logins (ip, created_at) VALUES ($1, $2)', [ip, now]);
  return true;
}
