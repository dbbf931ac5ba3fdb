import { commissionPaise } from '@khel/shared/contracts';
import type { Queryable } from '../db/db';
import { winProfit } from '../matka/numbers';
import { playerPosition } from './book';
import { cashOutOffer } from './cash-out-bets';

/**
 * My Market (issue 30 item 2): every market where the player has money at stake now, across sports, racing, matka
 * and fantasy, with the P&L in each outcome and the exposure held. Read from `bets` (matched and pending rows) and,
 * for sports and racing, from the same position code as the event page (`playerPosition`) and the cash-out quote
 * (`cashOutOffer`): no second source of truth. Money in paise (bigint); the route turns it into rupees.
 */

export type MyMarketProduct = 'sports' | 'racing' | 'matka' | 'fantasy';

export interface MyMarketEntry {
  product: MyMarketProduct;
  marketId: string;
  /** the page that shows the market: the event, the matka market or the fantasy match */
  path: string;
  eventName: string;
  marketName: string;
  /** live: the sports event is in play (matka and fantasy: false) */
  inPlay: boolean;
  /** the market takes bets now (sports: open; matka: the session open; fantasy: the match before its start) */
  open: boolean;
  betDelaySeconds: number;
  outcomes: Array<{ name: string; pnl: bigint }>;
  exposure: bigint;
  bets: number;
  /** pending bets waiting for the in-play delay (sports) */
  pending: number;
  /** sports/racing win markets: cash-out is offered on this market type */
  cashOut: boolean;
  /** the amount a cash-out would lock in now (null: none quoted) */
  cashOutProfit: bigint | null;
}

const ACTIVE = `b.status IN ('matched', 'pending')`;

async function sportsEntries(q: Queryable, userId: string): Promise<MyMarketEntry[]> {
  const { rows } = await q.query<{
    market_id: string; event_id: string; event_name: string; market_name: string; kind: string; status: string; in_play: boolean;
    delay: number; is_racing: boolean; bets: string; pending: string;
  }>(
    `SELECT m.id::text AS market_id, e.id::text AS event_id, e.name AS event_name, m.name AS market_name, m.kind, m.status, e.in_play,
            m.bet_delay_seconds AS delay, s.is_racing, count(*)::text AS bets, count(*) FILTER (WHERE b.status = 'pending')::text AS pending
       FROM bets b JOIN sports_markets m ON m.id = b.market_id JOIN sports_events e ON e.id = m.event_id
       JOIN sports_competitions c ON c.id = e.competition_id JOIN sports s ON s.id = c.sport_id
      WHERE b.user_id = $1 AND b.product = 'sports' AND ${ACTIVE}
      GROUP BY m.id, e.id, s.is_racing ORDER BY e.start_time, e.id, m.id`,
    [userId],
  );
  const out: MyMarketEntry[] = [];
  for (const r of rows) {
    const position = await playerPosition(q, userId, r.market_id);
    const { rows: runners } = await q.query<{ id: string; name: string }>('SELECT id::text, name FROM sports_runners WHERE market_id = $1', [r.market_id]);
    const names = new Map(runners.map((x) => [x.id, x.name]));
    const offer = await cashOutOffer(q, userId, r.market_id);
    const cashOut = ['match_odds', 'bookmaker', 'racing_win'].includes(r.kind);
    out.push({
      product: r.is_racing ? 'racing' : 'sports',
      marketId: r.market_id,
      path: `/sports-event-detail/${r.event_id}`,
      eventName: r.event_name,
      marketName: r.market_name,
      inPlay: r.in_play,
      open: r.status === 'open',
      betDelaySeconds: r.delay,
      outcomes: position.outcomes.map((o) => ({ name: o.runnerId !== undefined ? (names.get(o.runnerId) ?? o.runnerId) : String(o.value), pnl: BigInt(o.pnl) })),
      exposure: BigInt(position.exposure),
      bets: Number(r.bets),
      pending: Number(r.pending),
      cashOut,
      cashOutProfit: offer && offer.hedges.length ? BigInt(offer.profit) : null,
    });
  }
  return out;
}

async function matkaEntries(q: Queryable, userId: string): Promise<MyMarketEntry[]> {
  const { rows } = await q.query<{
    session_id: string; market_id: string; market_name: string; draw_date: string; session: string; status: string;
    selection_id: string; side: string; number: string | null; stake: string; rate: number;
  }>(
    `SELECT s.id::text AS session_id, mm.id::text AS market_id, mm.name AS market_name, to_char(s.draw_date, 'YYYY-MM-DD') AS draw_date,
            s.session, s.status, b.selection_id::text, b.side, b.description->>'number' AS number, b.stake::text, b.odds_x100 AS rate
       FROM bets b JOIN matka_sessions s ON s.id = b.market_id JOIN matka_markets mm ON mm.id = s.market_id
      WHERE b.user_id = $1 AND b.product = 'matka' AND ${ACTIVE}
      ORDER BY s.draw_date, s.id, b.id`,
    [userId],
  );
  const sessions = new Map<string, typeof rows>();
  for (const r of rows) sessions.set(r.session_id, [...(sessions.get(r.session_id) ?? []), r]);
  return [...sessions.values()].map((bets) => {
    const first = bets[0]!;
    const total = bets.reduce((s, b) => s + BigInt(b.stake), 0n);
    // One outcome per number played: what the session pays if that number comes (its bets' profit, the others lost).
    const picks = new Map<string, { name: string; stake: bigint; profit: bigint }>();
    for (const b of bets) {
      const key = `${b.side}:${b.selection_id}`;
      const p = picks.get(key) ?? { name: `${b.side.replace(/_/g, ' ')} ${b.number ?? b.selection_id}`, stake: 0n, profit: 0n };
      p.stake += BigInt(b.stake);
      p.profit += winProfit(BigInt(b.stake), b.rate);
      picks.set(key, p);
    }
    const outcomes = [...picks.values()].map((p) => ({ name: p.name, pnl: p.profit - (total - p.stake) }));
    outcomes.push({ name: 'Any other result', pnl: -total });
    return {
      product: 'matka' as const,
      marketId: first.session_id,
      path: `/matka-details/${first.market_id}`,
      eventName: first.market_name,
      marketName: `${first.draw_date} ${first.session}`,
      inPlay: false,
      open: first.status === 'open',
      betDelaySeconds: 0,
      outcomes,
      exposure: total,
      bets: bets.length,
      pending: 0,
      cashOut: false,
      cashOutProfit: null,
    };
  });
}

async function fantasyEntries(q: Queryable, userId: string): Promise<MyMarketEntry[]> {
  const { rows } = await q.query<{ match_id: string; team_a: string; team_b: string; open: boolean; fight_id: string; stake: string; commission_bp: number; kind: string }>(
    `SELECT fm.id::text AS match_id, fm.team_a, fm.team_b, fm.status = 'upcoming' AS open, f.id::text AS fight_id, b.stake::text, f.commission_bp, f.kind
       FROM bets b JOIN fantasy_matches fm ON fm.id = b.market_id JOIN fantasy_fights f ON f.id = b.selection_id
      WHERE b.user_id = $1 AND b.product = 'fantasy' AND ${ACTIVE}
      ORDER BY fm.id, b.id`,
    [userId],
  );
  const matches = new Map<string, typeof rows>();
  for (const r of rows) matches.set(r.match_id, [...(matches.get(r.match_id) ?? []), r]);
  return [...matches.values()].map((fights) => {
    const first = fights[0]!;
    const total = fights.reduce((s, f) => s + BigInt(f.stake), 0n);
    // A fight is won (the pot less its commission) or lost (the stake); a tie refunds.
    const outcomes = fights.flatMap((f) => {
      const stake = BigInt(f.stake);
      return [
        { name: `Fight #${f.fight_id} won`, pnl: stake - commissionPaise(stake, f.commission_bp) },
        { name: `Fight #${f.fight_id} lost`, pnl: -stake },
      ];
    });
    return {
      product: 'fantasy' as const,
      marketId: first.match_id,
      path: `/cricket-fight/${first.match_id}`,
      eventName: `${first.team_a} vs ${first.team_b}`,
      marketName: 'Cricket Fight',
      inPlay: false,
      open: first.open,
      betDelaySeconds: 0,
      outcomes,
      exposure: total,
      bets: fights.length,
      pending: 0,
      cashOut: false,
      cashOutProfit: null,
    };
  });
}

/** Every market where the player has open bets: sports and racing first (by start), then matka, then fantasy. */
export async function myMarkets(q: Queryable, userId: string): Promise<MyMarketEntry[]> {
  return [...(await sportsEntries(q, userId)), ...(await matkaEntries(q, userId)), ...(await fantasyEntries(q, userId))];
}
