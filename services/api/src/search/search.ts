import type { Queryable } from '../db/db';
import { namedSql } from '../db/db';
import { SEARCH_KINDS, type SearchGroup, type SearchHit, type SearchKind } from '@khel/shared/contracts';

/**
 * Search over events, competitions, teams, casino games, matka markets and fantasy matches, English and Hindi
 * names (migration 098_search.sql: the search_items table its triggers keep, search_find() the query). Misspelt
 * words match within an edit or two; the last word matches as a prefix, as the player types.
 */

/** How many results of each kind an answer holds. */
export const SEARCH_PER_KIND = 8;

/** The one statement a search runs (the bench compares the route with it). */
export const SEARCH_SQL = namedSql('search_find', 'SELECT kind, ref, name, name_hi, detail, link, in_play FROM search_find($1, $2)');

interface Row {
  kind: SearchKind;
  ref: string;
  name: string;
  name_hi: string | null;
  detail: string;
  link: string;
  in_play: boolean;
}

/** The query as the search sees it: trimmed, inner runs of space made one. */
export const normaliseQuery = (q: string): string => q.trim().replace(/\s+/g, ' ');

export async function search(q: Queryable, query: string, perKind = SEARCH_PER_KIND): Promise<SearchGroup[]> {
  const { rows } = await q.query<Row>(SEARCH_SQL, [normaliseQuery(query), perKind]);
  const groups = new Map<SearchKind, SearchHit[]>();
  for (const r of rows) {
    const list = groups.get(r.kind) ?? [];
    list.push({ kind: r.kind, id: r.ref, name: r.name, name_hi: r.name_hi, detail: r.detail, link: r.link, in_play: r.in_play });
    groups.set(r.kind, list);
  }
  return SEARCH_KINDS.filter((k) => groups.has(k)).map((kind) => ({ kind, items: groups.get(kind)! }));
}
