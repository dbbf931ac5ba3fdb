import type { Queryable } from '../db/db';
import type { PriceLevel } from './types';

/**
 * The reads of the player's sports pages that queries.ts does not have: the sports list with live and upcoming
 * counts, the event list with each event's main market (match odds, or a race's win market) and its best prices,
 * and the racing card (category -> venue -> races). Only events not finished or cancelled are listed.
 */

export interface CatalogSport {
  id: string;
  code: string;
  name: string;
  isRacing: boolean;
  competitions: Array<{ id: string; name: string; live: number; upcoming: number }>;
}

export async function sportsCatalog(q: Queryable): Promise<CatalogSport[]> {
  const { rows } = await q.query<{ sport_id: string; code: string; sport: string; is_racing: boolean; competition_id: string | null; competition: string | null; live: string; upcoming: string }>(
    `SELECT s.id::text AS sport_id, s.code, s.name AS sport, s.is_racing, c.id::text AS competition_id, c.name AS competition,
            count(e.id) FILTER (WHERE e.in_play)::text AS live, count(e.id) FILTER (WHERE NOT e.in_play)::text AS upcoming
       FROM sports s
       LEFT JOIN sports_competitions c ON c.sport_id = s.id
       LEFT JOIN sports_events e ON e.competition_id = c.id AND e.status IN ('scheduled', 'live')
      GROUP BY s.id, c.id ORDER BY s.sort_order, s.id, c.sort_order, c.id`,
  );
  const out = new Map<string, CatalogSport>();
  for (const r of rows) {
    let s = out.get(r.sport_id);
    if (!s) out.set(r.sport_id, (s = { id: r.sport_id, code: r.code, name: r.sport, isRacing: r.is_racing, competitions: [] }));
    if (r.competition_id) s.competitions.push({ id: r.competition_id, name: r.competition!, live: Number(r.live), upcoming: Number(r.upcoming) });
  }
  return [...out.values()];
}

export interface EventRow {
  id: string;
  name: string;
  sport: string;
  competitionId: string;
  competition: string;
  venue: string | null;
  startTime: Date;
  inPlay: boolean;
  status: string;
  mainMarket: { id: string; status: string; runners: Array<{ id: string; name: string; back: PriceLevel | null; lay: PriceLevel | null }> } | null;
}

/** Events of a sport (code) or competition, in play first, then by start time, with their main market's best prices. */
export async function eventRows(q: Queryable, filter: { sport?: string; competitionId?: string; limit?: number }): Promise<EventRow[]> {
  const { rows } = await q.query<{ id: string; name: string; sport: string; competition_id: string; competition: string; venue: string | null; start_time: Date; in_play: boolean; status: string; market_id: string | null; market_status: string | null; runners: Array<{ id: string; name: string; back: PriceLevel | null; lay: PriceLevel | null }> | null }>(
    `SELECT e.id::text, e.name, s.code AS sport, c.id::text AS competition_id, c.name AS competition, e.venue, e.start_time, e.in_play, e.status,
            m.id::text AS market_id, m.status AS market_status,
            (SELECT json_agg(json_build_object('id', r.id::text, 'name', r.name, 'back', p.back -> 0, 'lay', p.lay -> 0) ORDER BY r.sort_order, r.id)
               FROM sports_runners r LEFT JOIN sports_prices p ON p.runner_id = r.id WHERE r.market_id = m.id) AS runners
       FROM sports_events e JOIN sports_competitions c ON c.id = e.competition_id JOIN sports s ON s.id = c.sport_id
       LEFT JOIN LATERAL (SELECT id, status FROM sports_markets WHERE event_id = e.id AND kind IN ('match_odds', 'racing_win')
                           ORDER BY sort_order, id LIMIT 1) m ON true
      WHERE e.status IN ('scheduled', 'live') AND ($1::text IS NULL OR s.code = $1) AND ($2::bigint IS NULL OR c.id = $2)
      ORDER BY e.in_play DESC, e.start_time, e.id LIMIT $3`,
    [filter.sport ?? null, filter.competitionId ?? null, filter.limit ?? 200],
  );
  return rows.map((r) => ({
    id: r.id, name: r.name, sport: r.sport, competitionId: r.competition_id, competition: r.competition, venue: r.venue,
    startTime: new Date(r.start_time), inPlay: r.in_play, status: r.status,
    mainMarket: r.market_id ? { id: r.market_id, status: r.market_status!, runners: r.runners ?? [] } : null,
  }));
}

export interface RacingCategoryRow {
  id: string;
  code: string;
  name: string;
  venues: Array<{ id: string; name: string; races: Array<{ id: string; name: string; startTime: Date; inPlay: boolean; status: string }> }>;
}

/** Racing sports (categories), their venues (competitions) and the races (events) not over yet, by start time. */
export async function racingCard(q: Queryable, category?: string): Promise<RacingCategoryRow[]> {
  const { rows } = await q.query<{ sport_id: string; code: string; sport: string; venue_id: string | null; venue: string | null; race_id: string | null; race: string | null; start_time: Date | null; in_play: boolean | null; status: string | null }>(
    `SELECT s.id::text AS sport_id, s.code, s.name AS sport, c.id::text AS venue_id, c.name AS venue,
            e.id::text AS race_id, e.name AS race, e.start_time, e.in_play, e.status
       FROM sports s
       LEFT JOIN sports_competitions c ON c.sport_id = s.id
       LEFT JOIN sports_events e ON e.competition_id = c.id AND e.status IN ('scheduled', 'live')
      WHERE s.is_racing AND ($1::text IS NULL OR s.code = $1)
      ORDER BY s.sort_order, s.id, c.sort_order, c.id, e.start_time, e.id`,
    [category ?? null],
  );
  const out = new Map<string, RacingCategoryRow>();
  for (const r of rows) {
    let s = out.get(r.sport_id);
    if (!s) out.set(r.sport_id, (s = { id: r.sport_id, code: r.code, name: r.sport, venues: [] }));
    if (!r.venue_id) continue;
    let v = s.venues.find((x) => x.id === r.venue_id);
    if (!v) s.venues.push((v = { id: r.venue_id, name: r.venue!, races: [] }));
    if (r.race_id) v.races.push({ id: r.race_id, name: r.race!, startTime: new Date(r.start_time!), inPlay: Boolean(r.in_play), status: r.status! });
  }
  return [...out.values()];
}

/** The event's venue (eventDetail does not read it). */
export async function eventVenue(q: Queryable, eventId: string): Promise<string | null> {
  const { rows } = await q.query<{ venue: string | null }>('SELECT venue FROM sports_events WHERE id = $1', [eventId]);
  return rows[0]?.venue ?? null;
}

/** The market ids of an event (for the player's positions on it). */
export async function eventMarketIds(q: Queryable, eventId: string): Promise<string[]> {
  const { rows } = await q.query<{ id: string }>('SELECT id::text FROM sports_markets WHERE event_id = $1 ORDER BY sort_order, id', [eventId]);
  return rows.map((r) => r.id);
}

/** The player's figures after a bet, as the balance poll answers them (bl, ex, bc, eb in rupees). */
export async function playerFigures(q: Queryable, userId: string): Promise<{ bl: number; ex: number; bc: number; eb: number }> {
  const { rows } = await q.query<{ cash: string; bonus: string; exposure: string; bets_count: number }>(
    `SELECT coalesce(sum(a.balance) FILTER (WHERE a.kind = 'cash'), 0)::text AS cash,
            coalesce(sum(a.balance) FILTER (WHERE a.kind = 'bonus'), 0)::text AS bonus,
            coalesce(sum(a.balance) FILTER (WHERE a.kind = 'exposure'), 0)::text AS exposure,
            (SELECT bets_count FROM users WHERE id = $1) AS bets_count
       FROM ledger_accounts a WHERE a.user_id = $1`,
    [userId],
  );
  const r = rows[0]!;
  const rupees = (p: bigint) => Number(p) / 100;
  return { bl: rupees(BigInt(r.cash) + BigInt(r.bonus)), ex: rupees(-BigInt(r.exposure)), bc: Number(r.bets_count ?? 0), eb: rupees(BigInt(r.bonus)) };
}
