import type { Queryable } from '../db/db';
import { notFound } from '../http/errors';
import type { PriceLevel } from './types';

/** The reads the sports pages and the console need: the list, an event with its markets and prices, bets. */

export interface EventSummary {
  id: string;
  name: string;
  sport: string;
  competitionId: string;
  competition: string;
  startTime: string;
  inPlay: boolean;
  status: string;
}

/** Events not finished, in play first, then by start time; optionally of one sport (code) or competition. */
export async function listEvents(q: Queryable, filter: { sport?: string; competitionId?: string; limit?: number } = {}): Promise<EventSummary[]> {
  const { rows } = await q.query<{ id: string; name: string; sport: string; competition_id: string; competition: string; start_time: Date; in_play: boolean; status: string }>(
    `SELECT e.id::text, e.name, s.code AS sport, c.id::text AS competition_id, c.name AS competition, e.start_time, e.in_play, e.status
       FROM sports_events e JOIN sports_competitions c ON c.id = e.competition_id JOIN sports s ON s.id = c.sport_id
      WHERE e.status IN ('scheduled', 'live') AND ($1::text IS NULL OR s.code = $1) AND ($2::bigint IS NULL OR c.id = $2)
      ORDER BY e.in_play DESC, e.start_time, e.id LIMIT $3`,
    [filter.sport ?? null, filter.competitionId ?? null, filter.limit ?? 200],
  );
  return rows.map((r) => ({
    id: r.id, name: r.name, sport: r.sport, competitionId: r.competition_id, competition: r.competition,
    startTime: new Date(r.start_time).toISOString(), inPlay: r.in_play, status: r.status,
  }));
}

export interface EventDetail extends EventSummary {
  state: Record<string, unknown>;
  markets: Array<{
    id: string; name: string; kind: string; status: string; minStake: string; maxStake: string; betDelaySeconds: number;
    maxProfit: string | null; places: number; version: number;
    runners: Array<{ id: string; name: string; back: PriceLevel[]; lay: PriceLevel[] }>;
  }>;
}

/** An event with every market, its runners and their current prices. */
export async function eventDetail(q: Queryable, eventId: string): Promise<EventDetail> {
  if (!/^\d{1,18}$/.test(eventId)) throw notFound('Event not found');
  const ev = await q.query<{ id: string; name: string; sport: string; competition_id: string; competition: string; start_time: Date; in_play: boolean; status: string; state: Record<string, unknown> }>(
    `SELECT e.id::text, e.name, s.code AS sport, c.id::text AS competition_id, c.name AS competition, e.start_time, e.in_play, e.status, e.state
       FROM sports_events e JOIN sports_competitions c ON c.id = e.competition_id JOIN sports s ON s.id = c.sport_id WHERE e.id = $1`,
    [eventId],
  );
  const e = ev.rows[0];
  if (!e) throw notFound('Event not found');
  const { rows } = await q.query<{ market_id: string; name: string; kind: string; status: string; min_stake: string; max_stake: string; bet_delay_seconds: number; max_profit: string | null; places: number; runner_id: string; runner: string; back: PriceLevel[]; lay: PriceLevel[]; version: string }>(
    `SELECT m.id::text AS market_id, m.name, m.kind, m.status, m.min_stake::text, m.max_stake::text, m.bet_delay_seconds, m.max_profit::text,
            m.places, r.id::text AS runner_id, r.name AS runner, coalesce(p.back, '[]') AS back, coalesce(p.lay, '[]') AS lay, coalesce(p.version, 0)::text AS version
       FROM sports_markets m JOIN sports_runners r ON r.market_id = m.id LEFT JOIN sports_prices p ON p.runner_id = r.id
      WHERE m.event_id = $1 ORDER BY m.sort_order, m.id, r.sort_order, r.id`,
    [eventId],
  );
  const markets = new Map<string, EventDetail['markets'][number]>();
  for (const r of rows) {
    let m = markets.get(r.market_id);
    if (!m) {
      m = { id: r.market_id, name: r.name, kind: r.kind, status: r.status, minStake: r.min_stake, maxStake: r.max_stake, betDelaySeconds: r.bet_delay_seconds, maxProfit: r.max_profit, places: r.places, version: 0, runners: [] };
      markets.set(r.market_id, m);
    }
    m.version = Math.max(m.version, Number(r.version));
    m.runners.push({ id: r.runner_id, name: r.runner, back: r.back, lay: r.lay });
  }
  return {
    id: e.id, name: e.name, sport: e.sport, competitionId: e.competition_id, competition: e.competition,
    startTime: new Date(e.start_time).toISOString(), inPlay: e.in_play, status: e.status, state: e.state, markets: [...markets.values()],
  };
}

export interface PlayerBet {
  id: string; product: string; eventId: string | null; marketId: string; selectionId: string | null; side: string; oddsX100: number | null; line: number | null;
  stake: string; liability: string; status: string; refusal: string | null; pnl: string | null; description: Record<string, unknown>;
  placedAt: string; settledAt: string | null;
}

/** A player's sports bets, newest first: open (pending and matched) or settled ones, optionally of one event's markets. */
export async function playerBets(q: Queryable, userId: string, opts: { open?: boolean; eventId?: string; limit?: number } = {}): Promise<PlayerBet[]> {
  const { rows } = await q.query<{ id: string; product: string; event_id: string | null; market_id: string; selection_id: string | null; side: string; odds_x100: number | null; line: number | null; stake: string; liability: string; status: string; refusal: string | null; pnl: string | null; description: Record<string, unknown>; placed_at: Date; settled_at: Date | null }>(
    `SELECT b.id::text, b.product, m.event_id::text, b.market_id::text, b.selection_id::text, b.side, b.odds_x100, b.line, b.stake::text, b.liability::text,
            b.status, b.refusal, b.pnl::text, b.description, b.placed_at, b.settled_at
       FROM bets b
       LEFT JOIN sports_markets m ON m.id = b.market_id
      WHERE b.user_id = $1 AND b.product = 'sports'
        AND ($2::boolean IS NULL OR ($2 AND b.status IN ('pending', 'matched')) OR (NOT $2 AND b.status IN ('settled', 'void')))
        AND ($3::bigint IS NULL OR m.event_id = $3)
      ORDER BY b.placed_at DESC, b.id DESC LIMIT $4`,
    [userId, opts.open ?? null, opts.eventId ?? null, opts.limit ?? 100],
  );
  return rows.map((r) => ({
    id: r.id, product: r.product, eventId: r.event_id, marketId: r.market_id, selectionId: r.selection_id, side: r.side, oddsX100: r.odds_x100, line: r.line,
    stake: r.stake, liability: r.liability, status: r.status, refusal: r.refusal, pnl: r.pnl, description: r.description,
    placedAt: new Date(r.placed_at).toISOString(), settledAt: r.settled_at ? new Date(r.settled_at).toISOString() : null,
  }));
}
