import { api, newIdempotencyKey, type ApiOk } from '@khel/shared';
import type { AcceptPrice, Bet, CashOutQuote, EventSummary, PlacedBet, Position, Side, SportEvent } from './model';

/** The sports service's player calls (paths under the sports base URL). */

const data = <T>(body: ApiOk<unknown>) => body.data as T;

/** Events of a sport (its code: cricket, football, ...), optionally of one competition; in play first. */
export const fetchEvents = async (sport: string, competitionId?: string) =>
  data<EventSummary[]>((await api.sports.get<ApiOk<unknown>>('/api/events', { params: { sport, ...(competitionId ? { competition_id: competitionId } : {}) }, quiet: true })).data);

export const fetchEvent = async (eventId: string) =>
  data<SportEvent>((await api.sports.get<ApiOk<unknown>>(`/api/events/${encodeURIComponent(eventId)}`, { quiet: true })).data);

/** The player's open (pending and matched) bets on the event. */
export const fetchEventBets = async (eventId: string) =>
  data<Bet[]>((await api.sports.get<ApiOk<unknown>>(`/api/events/${encodeURIComponent(eventId)}/bets`, { quiet: true })).data);

/** The player's position on each market of the event (P&L per runner). */
export const fetchPositions = async (eventId: string) =>
  data<Position[]>((await api.sports.get<ApiOk<unknown>>(`/api/events/${encodeURIComponent(eventId)}/positions`, { quiet: true })).data);

/** Every open bet of the player across events (the sports book). */
export const fetchOpenBets = async () => data<Bet[]>((await api.sports.get<ApiOk<unknown>>('/api/bets', { params: { open: 'true' }, quiet: true })).data);

export interface PlaceBetBody {
  market_id: string;
  runner_id: string;
  side: Side;
  stake: number;
  odds: number;
  line?: number;
  accept_price: AcceptPrice;
}

/** Places the slip's bet; the key is the slip's (a double click or a retry replays the first answer). */
export const placeBet = async (body: PlaceBetBody, key: string = newIdempotencyKey()) =>
  data<PlacedBet>((await api.sports.post<ApiOk<unknown>>('/api/bets', body, { headers: { 'Idempotency-Key': key }, quiet: true })).data);

/** What cashing out the market now would lock in (shown before the player confirms). */
export const fetchCashOut = async (marketId: string) =>
  data<CashOutQuote>((await api.sports.get<ApiOk<unknown>>(`/api/markets/${encodeURIComponent(marketId)}/cash-out`, { quiet: true })).data);

export const cashOut = async (marketId: string, amount: number, key: string = newIdempotencyKey()) =>
  data<PlacedBet & { amount: number }>(
    (await api.sports.post<ApiOk<unknown>>(`/api/markets/${encodeURIComponent(marketId)}/cash-out`, { amount }, { headers: { 'Idempotency-Key': key }, quiet: true })).data,
  );
