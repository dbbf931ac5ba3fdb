/**
 * The sports API's answers (the contract classes of @khel/shared/contracts: snake_case, decimal odds) as the
 * screens read them (api/model.ts: camelCase, odds x 100 as integers so the ladder and the slip maths never
 * touch floating point). One function per answer.
 */
import type {
  CashOutDone,
  CashOutQuote as QuoteAnswer,
  LiveItem,
  MarketPosition,
  PlacedBet as PlacedAnswer,
  PlayerBetRow,
  SportsBet,
  SportsEventDetail,
  SportsEventRow,
  SportsMarket,
  SportsPriceLevel,
} from '@khel/shared/contracts';
import type { Bet, BetStatus, CashOutOffer, EventSummary, LiveUpdate, Market, Position, PriceLevel, Side, SlipPlacedBet, SportEvent } from './model';

/** Decimal odds to odds x 100: 1.45 -> 145 (rounded: 1.15 * 100 is 114.99999999999999). */
export const x100 = (odds: number): number => Math.round(odds * 100);

const level = (l: SportsPriceLevel): PriceLevel => ({ odds: x100(l.odds), size: l.size ?? null, line: l.line ?? null });

export function toMarket(m: SportsMarket): Market {
  return {
    id: m.id,
    name: m.name,
    kind: m.kind,
    status: m.status,
    minStake: m.min_stake,
    maxStake: m.max_stake,
    betDelaySeconds: m.bet_delay_seconds,
    maxProfit: m.max_profit,
    places: m.places,
    version: m.version,
    cashOut: m.cash_out,
    runners: (m.runners ?? []).map((r) => ({ id: r.id, name: r.name, back: (r.back ?? []).map(level), lay: (r.lay ?? []).map(level) })),
  };
}

function summaryOf(e: SportsEventRow | SportsEventDetail): EventSummary {
  return {
    id: e.id,
    name: e.name,
    sport: e.sport,
    competitionId: e.competition_id,
    competition: e.competition,
    venue: e.venue ?? null,
    startTime: e.start_time,
    inPlay: e.in_play,
    status: e.status,
  };
}

export function toEventSummary(e: SportsEventRow): EventSummary {
  const runners = e.main_market?.runners?.map((r) => ({
    id: r.id,
    name: r.name,
    back: typeof r.back === 'number' ? [{ odds: x100(r.back) }] : [],
    lay: typeof r.lay === 'number' ? [{ odds: x100(r.lay) }] : [],
  }));
  return { ...summaryOf(e), ...(runners ? { runners } : {}) };
}

export function toEvent(e: SportsEventDetail): SportEvent {
  return { ...summaryOf(e), state: e.state ?? null, markets: (e.markets ?? []).map(toMarket) };
}

export function fromBet(b: SportsBet): Bet {
  return {
    id: b.bet_id,
    marketId: b.market_id,
    runnerId: b.runner_id,
    side: b.side,
    oddsX100: x100(b.odds),
    line: b.line ?? null,
    stake: b.stake,
    liability: b.liability,
    status: b.status,
    refusal: b.refusal ?? null,
    exposureDelta: b.exposure_delta,
    acceptAfter: b.accept_after ?? null,
    placedAt: new Date().toISOString(),
  };
}

export function toBet(b: PlayerBetRow): Bet {
  return {
    id: b.id,
    marketId: b.market_id,
    runnerId: b.runner_id ?? null,
    side: b.side as Side,
    oddsX100: typeof b.odds === 'number' ? x100(b.odds) : null,
    line: b.line ?? null,
    stake: b.stake,
    liability: b.liability,
    status: b.status as BetStatus,
    refusal: b.refusal ?? null,
    pnl: b.pnl ?? null,
    eventId: b.event_id ?? null,
    eventName: b.event ?? undefined,
    marketName: b.market ?? undefined,
    selectionName: b.selection ?? undefined,
    placedAt: b.placed_at,
  };
}

export function toPosition(p: MarketPosition): Position {
  return {
    marketId: p.market_id,
    outcomes: (p.outcomes ?? []).map((o) => ({ runnerId: o.runner_id ?? null, value: o.value ?? null, pnl: o.pnl })),
    exposure: p.exposure,
  };
}

export function toPlaced(a: PlacedAnswer): SlipPlacedBet {
  return { bet: fromBet(a.bet), balance: a.balance ?? null };
}

export function toQuote(q: QuoteAnswer): CashOutOffer {
  return { marketId: q.market_id, available: q.available, amount: q.profit ?? 0 };
}

export function toCashedOut(d: CashOutDone): { amount: number; balance: SlipPlacedBet['balance'] } {
  return { amount: d.profit, balance: d.balance ?? null };
}

/** One item of the live channel (a market's or an event's change) as the page applies it. */
export function fromLiveItem(item: LiveItem): LiveUpdate | null {
  if (item.market) {
    const m = item.market;
    return {
      marketId: m.market_id,
      ...(m.version !== undefined ? { version: m.version } : {}),
      ...(m.status ? { status: m.status } : {}),
      ...(m.runners ? { runners: m.runners.map((r) => ({ runnerId: r.id, back: (r.back ?? []).map(level), lay: (r.lay ?? []).map(level) })) } : {}),
    };
  }
  if (item.event) {
    const e = item.event;
    return {
      eventId: e.event_id,
      ...(e.in_play !== undefined ? { inPlay: e.in_play } : {}),
      ...(e.status ? { eventStatus: e.status } : {}),
      ...(e.state ? { eventState: e.state } : {}),
    };
  }
  return null;
}
