import type { Queryable } from '../db/db';

/**
 * Whether demo players may open casino games: the site setting `casino_demo` is 'play_money' (they play with the
 * demo balance they were given, which is play money already) or 'barred' (the default: a demo account cannot
 * launch a game). Read from the domain's site row at launch; a session keeps what it was launched with.
 */
export type CasinoDemoPolicy = 'barred' | 'play_money';
export const DEMO_BARRED_MESSAGE = 'Casino games are not available on a demo account';

export async function casinoDemoPolicy(q: Queryable, domain: string): Promise<CasinoDemoPolicy> {
  const { rows } = await q.query<{ v: string | null }>("SELECT settings->>'casino_demo' AS v FROM sites WHERE domain = $1", [domain]);
  return rows[0]?.v === 'play_money' ? 'play_money' : 'barred';
}
