import { api, decode, newIdempotencyKey, type ApiOk } from '@khel/shared';
import {
  CashOutDone, CashOutQuote, EventPositions, MyMarketList, PlacedBet, PlayerBetList, RacingCard, SportsEventDetail, SportsEventList, type PlaceBetBody,
} from '@khel/shared/contracts';
import { toBet, toCashedOut, toEvent, toEventSummary, toPlaced, toPosition, toQuote } from './convert';

/**
 * The sports service's player calls (paths under the sports base URL; reads are one segment with query keys,
 * because /sports/<a>/<b> is a page of the site). Answers are decoded into the shared contract classes and turned
 * into the screens' model (convert.ts). Quiet: each screen shows its own error (panel, slip) instead of a toast.
 */

const get = async (path: string, params?: Record<string, string>) => (await api.sports.get<ApiOk<unknown>>(path, { params, quiet: true })).data.data;
const once = (key: string) => ({ headers: { 'Idempotency-Key': key }, quiet: true });

/** Events of a sport (its code: cricket, football, ...), optionally of one competition; in play first. */
export const fetchEvents = async (sport: string, competitionId?: string) =>
  decode(SportsEventList, await get('/events', { sport, ...(competitionId ? { competition_id: competitionId } : {}) })).items.map(toEventSummary);

export const fetchEvent = async (eventId: string) => toEvent(decode(SportsEventDetail, await get('/event', { event_id: eventId })));

/** The racing card: categories (horse, greyhound) -> venues -> races. */
export const fetchRacing = async (category?: string) => decode(RacingCard, await get('/racing', category ? { category } : undefined)).categories;

/** The player's open (pending and matched) bets on the event. */
export const fetchEventBets = async (eventId: string) => decode(PlayerBetList, await get('/bets', { event_id: eventId, open: '1' })).items.map(toBet);

/** The player's position on each market of the event where they have matched bets (P&L per runner). */
export const fetchPositions = async (eventId: string) => decode(EventPositions, await get('/positions', { event_id: eventId })).items.map(toPosition);

/** My Market: every market where the player has money at stake (sports, racing, matka, fantasy), P&L per outcome. */
export const fetchMyMarket = async () => decode(MyMarketList, await get('/my-market')).items;

/** Every open bet of the player across events (the sports book). */
export const fetchOpenBets = async () => decode(PlayerBetList, await get('/bets', { open: '1' })).items.map(toBet);

/**
 * Places the slip's bet; the key is the slip's (a double click or a retry replays the first answer). In play the
 * API answers after the market's delay, with the bet taken or refused.
 */
export async function placeBet(body: PlaceBetBody, key: string = newIdempotencyKey()) {
  const res = await api.sports.post<ApiOk<unknown>>('/bets', body, { ...once(key), timeout: 60_000 });
  return toPlaced(decode(PlacedBet, res.data.data));
}

/** What cashing out the market now would lock in (shown before the player confirms). */
export const fetchCashOut = async (marketId: string) => toQuote(decode(CashOutQuote, await get('/cash-out', { market_id: marketId })));

/**
 * Cashes out; `minProfit` is the least the player accepts (the quote less their tolerance), null any amount. In play
 * the API answers after the market's delay: taken at the amount of that moment, or refused with it.
 */
export async function cashOut(marketId: string, minProfit: number | null, key: string = newIdempotencyKey()) {
  const body = minProfit === null ? { market_id: marketId, accept_any: true } : { market_id: marketId, min_profit: minProfit };
  const res = await api.sports.post<ApiOk<unknown>>('/cash-out', body, { ...once(key), timeout: 60_000 });
  return toCashedOut(decode(CashOutDone, res.data.data));
}
