import type { Queryable } from '../db/db';
import { normaliseQuery } from './search';

/** How many recent searches a player keeps. */
export const RECENT_SEARCHES = 10;

/** The player's recent searches, newest first. */
export async function recentSearches(q: Queryable, userId: string): Promise<string[]> {
  const { rows } = await q.query<{ query: string }>('SELECT query FROM search_recent WHERE user_id = $1 ORDER BY searched_at DESC, query LIMIT $2', [userId, RECENT_SEARCHES]);
  return rows.map((r) => r.query);
}

/** Keeps a search among the player's recent ones (again: moved to the top), dropping the oldest beyond ten. */
export async function rememberSearch(q: Queryable, userId: string, query: string, now: Date): Promise<string[]> {
  const text = normaliseQuery(query);
  await q.query(
    // Strictly after the player's newest, so two searches in one millisecond keep their order.
    `INSERT INTO search_recent (user_id, query, searched_at)
     VALUES ($1, $2, GREATEST($3::timestamptz, (SELECT max(searched_at) + interval '1 microsecond' FROM search_recent WHERE user_id = $1)))
     ON CONFLICT (user_id, query) DO UPDATE SET searched_at = EXCLUDED.searched_at`,
    [userId, text, now],
  );
  await q.query(
    `DELETE FROM search_recent WHERE user_id = $1 AND query NOT IN (
       SELECT query FROM search_recent WHERE user_id = $1 ORDER BY searched_at DESC, query LIMIT $2)`,
    [userId, RECENT_SEARCHES],
  );
  return recentSearches(q, userId);
}

export async function clearSearches(q: Queryable, userId: string): Promise<void> {
  await q.query('DELETE FROM search_recent WHERE user_id = $1', [userId]);
}
