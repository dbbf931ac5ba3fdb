import type { ReportBet, ReportBetResult, ReportProduct } from '@khel/shared/contracts';
import { paiseToRupees } from '../wallet/money';

/**
 * A bets row as the reports show it, whatever its product: the names come from the bet's own description (the names
 * the player saw when betting, so no product table is needed), the event from the sports market it was on, the page
 * of its game from the product (sports event, matka market, casino section).
 */
export interface BetRow {
  id: string;
  product: ReportProduct;
  market_id: string;
  side: string;
  odds_x100: number | null;
  line: number | null;
  stake: string;
  liability: string;
  status: string;
  pnl: string | null;
  description: Record<string, unknown> | null;
  placed_at: Date;
  settled_at: Date | null;
  event_id: string | null;
  sport: string | null;
  matka_market_id: string | null;
}

/** The columns a BetRow is read with (bets b joined as in BET_JOINS). */
export const BET_COLUMNS = `b.id::text AS id, b.product, b.market_id::text AS market_id, b.side, b.odds_x100, b.line, b.stake::text AS stake,
  b.liability::text AS liability, b.status, b.pnl::text AS pnl, b.description, b.placed_at, b.settled_at,
  sm.event_id::text AS event_id, sp.name AS sport, ms.market_id::text AS matka_market_id`;

/** Where a bet's event and sport (sports) and its market (matka) are; a left join each, one row per bet. */
export const BET_JOINS = `LEFT JOIN sports_markets sm ON b.product = 'sports' AND sm.id = b.market_id
  LEFT JOIN sports_events se ON se.id = sm.event_id
  LEFT JOIN sports_competitions sc ON sc.id = se.competition_id
  LEFT JOIN sports sp ON sp.id = sc.sport_id
  LEFT JOIN matka_sessions ms ON b.product = 'matka' AND ms.id = b.market_id`;

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const SECTION = /^[a-z0-9-]{1,30}$/;

export interface BetNames {
  event: string;
  market: string;
  selection: string;
  path: string | null;
}

/** The names and page of a bet of any product (ReportBet's event, market, selection, path). */
export function betNames(r: Pick<BetRow, 'product' | 'description' | 'event_id' | 'matka_market_id'>): BetNames {
  const d = r.description ?? {};
  switch (r.product) {
    case 'sports':
      return { event: str(d.event), market: str(d.market), selection: str(d.selection), path: r.event_id ? `/sports-event-detail/${r.event_id}` : null };
    case 'casino': {
      const section = str(d.section);
      return { event: str(d.game_name) || str(d.game), market: str(d.provider_name) || str(d.provider), selection: str(d.round), path: SECTION.test(section) ? `/casino/${section}` : null };
    }
    case 'matka': {
      const session = str(d.session);
      return {
        event: str(d.market),
        market: [str(d.date), session ? session[0]!.toUpperCase() + session.slice(1) : ''].filter(Boolean).join(' '),
        selection: str(d.number),
        path: r.matka_market_id ? `/matka-details/${r.matka_market_id}` : null,
      };
    }
    default: {
      // fantasy (arriving): the description's own names, as every product writes them.
      const path = str(d.path);
      return { event: str(d.event) || str(d.match), market: str(d.market) || str(d.contest), selection: str(d.selection) || str(d.team), path: path.startsWith('/cricket-fight') ? path : null };
    }
  }
}

export function betResult(status: string, pnl: string | null): ReportBetResult {
  if (status === 'void') return 'void';
  if (status !== 'settled' || pnl === null) return 'open';
  const p = BigInt(pnl);
  return p > 0n ? 'won' : p < 0n ? 'lost' : 'even';
}

export function betView(r: BetRow): ReportBet {
  const names = betNames(r);
  return {
    id: r.id,
    product: r.product,
    market_id: r.market_id,
    event_id: r.event_id,
    sport: r.sport,
    event: names.event,
    market: names.market,
    selection: names.selection,
    side: r.side,
    odds: r.odds_x100 === null ? null : r.odds_x100 / 100,
    line: r.line,
    stake: paiseToRupees(r.stake),
    liability: paiseToRupees(r.liability),
    status: r.status,
    result: betResult(r.status, r.pnl),
    pnl: r.pnl === null ? null : paiseToRupees(r.pnl),
    cash_out: r.description?.cashOut === true,
    placed_at: new Date(r.placed_at).toISOString(),
    settled_at: r.settled_at ? new Date(r.settled_at).toISOString() : null,
    path: names.path,
  };
}
