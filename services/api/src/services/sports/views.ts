import type { CashOutQuote, MarketPosition, MyMarketItem, PlayerBetRow, SportsBet, SportsEventDetail, SportsEventRow, SportsMarket } from '@khel/shared/contracts';
import type { BetView } from '../../sports/place-bet';
import type { Position } from '../../sports/book';
import type { MyMarketEntry } from '../../sports/my-market';
import type { EventDetail, PlayerBet } from '../../sports/queries';
import type { EventRow } from '../../sports/player-reads';

/**
 * The domain's figures as the player's answers give them: paise -> rupees (numbers, 2 decimals), odds x 100 ->
 * decimal odds, snake_case. One place, shared by the routes and the live channel.
 */

import { rupees, decimalOdds, levels } from '../../live/market-view';

const CASH_OUT_KINDS = new Set(['match_odds', 'bookmaker', 'racing_win']);

export function eventRowView(e: EventRow): SportsEventRow {
  return {
    id: e.id, name: e.name, sport: e.sport, competition_id: e.competitionId, competition: e.competition, venue: e.venue,
    start_time: e.startTime.toISOString(), in_play: e.inPlay, status: e.status as SportsEventRow['status'],
    main_market: e.mainMarket && {
      id: e.mainMarket.id,
      status: e.mainMarket.status as SportsMarket['status'],
      runners: e.mainMarket.runners.map((r) => ({ id: r.id, name: r.name, back: r.back ? decimalOdds(r.back.odds) : null, lay: r.lay ? decimalOdds(r.lay.odds) : null })),
    },
  };
}

export function eventDetailView(e: EventDetail, venue: string | null): SportsEventDetail {
  return {
    id: e.id, name: e.name, sport: e.sport, competition_id: e.competitionId, competition: e.competition, venue,
    start_time: e.startTime, in_play: e.inPlay, status: e.status as SportsEventDetail['status'], state: e.state ?? {},
    markets: e.markets.map((m) => ({
      id: m.id, name: m.name, kind: m.kind as SportsMarket['kind'], status: m.status as SportsMarket['status'],
      min_stake: rupees(m.minStake), max_stake: rupees(m.maxStake), bet_delay_seconds: m.betDelaySeconds,
      max_profit: m.maxProfit === null ? null : rupees(m.maxProfit), places: m.places, version: m.version, cash_out: CASH_OUT_KINDS.has(m.kind),
      runners: m.runners.map((r) => ({ id: r.id, name: r.name, back: levels(m.kind, r.back), lay: levels(m.kind, r.lay) })),
    })),
  };
}

export function betView(b: BetView): SportsBet {
  return {
    bet_id: b.betId, status: b.status, market_id: b.marketId, runner_id: b.runnerId, side: b.side, odds: decimalOdds(b.oddsX100), line: b.line,
    stake: rupees(b.stake), liability: rupees(b.liability), exposure_delta: rupees(b.exposureDelta), accept_after: b.acceptAfter, refusal: b.refusal,
  };
}

export function playerBetView(b: PlayerBet): PlayerBetRow {
  const d = b.description as { event?: unknown; market?: unknown; selection?: unknown; cashOut?: unknown };
  const text = (v: unknown) => (typeof v === 'string' ? v : null);
  return {
    id: b.id, event_id: b.eventId, market_id: b.marketId, runner_id: b.selectionId, side: b.side, odds: b.oddsX100 === null ? null : decimalOdds(b.oddsX100), line: b.line,
    stake: rupees(b.stake), liability: rupees(b.liability), status: b.status as PlayerBetRow['status'], refusal: b.refusal,
    pnl: b.pnl === null ? null : rupees(b.pnl), event: text(d.event), market: text(d.market), selection: text(d.selection), cash_out: d.cashOut === true,
    placed_at: b.placedAt, settled_at: b.settledAt,
  };
}

export function positionView(marketId: string, p: Position): MarketPosition {
  return {
    market_id: marketId,
    outcomes: p.outcomes.map((o) => ({ runner_id: o.runnerId ?? null, value: o.value ?? null, pnl: rupees(o.pnl) })),
    exposure: rupees(p.exposure), worst: rupees(p.worst), best: rupees(p.best),
  };
}

export function cashOutQuoteView(marketId: string, offer: { profit: string; hedges: Array<{ runnerId: string; side: 'back' | 'lay'; oddsX100: number; stake: string }> } | null): CashOutQuote {
  if (!offer || !offer.hedges.length) return { market_id: marketId, available: false, profit: null, hedges: [] };
  return {
    market_id: marketId, available: true, profit: rupees(offer.profit),
    hedges: offer.hedges.map((h) => ({ runner_id: h.runnerId, side: h.side, odds: decimalOdds(h.oddsX100), stake: rupees(h.stake) })),
  };
}

export function myMarketView(e: MyMarketEntry): MyMarketItem {
  return {
    product: e.product, market_id: e.marketId, path: e.path, event_name: e.eventName, market_name: e.marketName, in_play: e.inPlay, open: e.open,
    bet_delay_seconds: e.betDelaySeconds, outcomes: e.outcomes.map((o) => ({ name: o.name, pnl: rupees(o.pnl) })), exposure: rupees(e.exposure),
    bets: e.bets, pending: e.pending, cash_out: e.cashOut, cash_out_profit: e.cashOutProfit === null ? null : rupees(e.cashOutProfit),
  };
}
