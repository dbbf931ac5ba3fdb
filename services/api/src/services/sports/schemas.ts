/** The schema of every /sports player route (applied by schemasByRoute in player-routes.ts): request and answer contracts. */
import {
  CashOutBody, CashOutDone, CashOutQuote, EventPositions, MyMarketList, PlaceBetBody, PositionPreview, PlacedBet, PlayerBetList, RacingCard, SportsCatalog, SportsEventDetail, SportsEventList,
} from '@khel/shared/contracts';
import type { RouteSpecs } from '../../http/schemas/by-route';
import { schemaOf, type Ctor } from '../../http/schemas/from-class';
import { IDEMPOTENCY_MESSAGES } from '../../http/idempotency';
import { CASH_OUT_MESSAGES } from '../../sports/cash-out-bets';
import { REFUSALS } from '../../sports/bet-price';
import { BET_INPUT_MESSAGES } from './bet-input';
import { BET_ROUTE_MESSAGES } from './bet-routes';
import { EVENT_QUERY_MESSAGES } from './event-routes';

const player = 'player' as const;
// The body classes describe the fields; the handler checks each (bet-input.ts) with a 422 naming it.
const checked = (Cls: Ctor) => ({ ...schemaOf(Cls), description: 'Checked field by field by src/services/sports/bet-input.ts; each refusal is a 422 naming the field.' });

const betRefusals = [
  REFUSALS.notOpen('suspended'), REFUSALS.notOpen('closed'), REFUSALS.side, REFUSALS.runner, 'Stake must be between <min> and <max>', REFUSALS.noPrice,
  REFUSALS.stale, 'Odds changed to <odds>', 'Line changed to <line>', REFUSALS.balance, 'Profit on this market cannot exceed <max>',
].map((m) => `"${m}"`).join(', ');

export const SPORTS_PLAYER_SCHEMAS: RouteSpecs = {
  'GET /catalog': { summary: 'Sports by type with their competitions and live/upcoming event counts', data: SportsCatalog },
  'GET /events': {
    summary: 'Events not over, in play first, then by start time, with their main market\'s best prices',
    query: { sport: 'A sport code (cricket, football, ...)', competition_id: 'A competition id' },
    data: SportsEventList,
    refusals: { 422: `"${EVENT_QUERY_MESSAGES.sport}", "${EVENT_QUERY_MESSAGES.competition}"` },
  },
  'GET /event': {
    summary: 'An event with its markets, runners and 3-level back/lay prices, status, stakes, delay and state',
    query: { event_id: 'The event id' },
    data: SportsEventDetail,
    refusals: { 404: 'Event not found' },
  },
  'GET /racing': {
    summary: 'The racing card: categories, their venues and the races not over (markets: GET /sports/event)',
    query: { category: 'A racing sport code (horse-racing, ...)' },
    data: RacingCard,
  },
  'POST /bets': {
    summary: 'Place a bet; takes an Idempotency-Key (a replay answers the first bet). In play the answer comes after the market\'s delay',
    description: 'The answer carries the bet (matched, refused after the delay, or still pending past delay + 5 s) and the player\'s figures after it.',
    security: player,
    body: checked(PlaceBetBody),
    data: PlacedBet,
    refusals: {
      400: betRefusals,
      403: BET_ROUTE_MESSAGES.demo,
      404: 'Market not found',
      422: `${Object.values(BET_INPUT_MESSAGES).filter((m) => typeof m === 'string').map((m) => `"${m}"`).join(', ')}; "${IDEMPOTENCY_MESSAGES.otherRequest}"`,
    },
  },
  'GET /bets': {
    summary: "The player's sports bets, newest first (at most 100)",
    security: player,
    query: { event_id: 'Only this event\'s bets', open: '1: pending and matched; 0: settled and void; absent: all' },
    data: PlayerBetList,
  },
  'GET /positions': {
    summary: "The player's position on each market of an event: P&L per runner (or per fancy value), exposure, worst and best",
    description: 'The slip\'s "after" figures are the position plus the bet on the slip (exposure arithmetic of the page).',
    security: player,
    query: { event_id: 'The event id' },
    data: EventPositions,
    refusals: { 404: 'Event not found' },
  },
  'GET /my-market': {
    summary: "My Market: every market where the player has open bets (sports, racing, matka, fantasy) with the P&L per outcome, the exposure and the cash-out amount now",
    description: 'Read from the player\'s matched and pending bets through the event page\'s position code; a page refreshes it when the live channel moves a listed market.',
    security: player,
    data: MyMarketList,
  },
  'GET /position': {
    summary: "The player's position on a market and, with a bet given (runner_id, side, stake, odds, line), the position after it",
    description: 'The slip\'s before/after figures under each runner. Without side and stake, after is null.',
    security: player,
    query: { market_id: 'The market id', runner_id: 'The runner', side: 'back, lay, yes, no, win, place', stake: 'Rupees', odds: 'Decimal odds', line: 'Fancy: the line' },
    data: PositionPreview,
    refusals: { 400: `"${REFUSALS.runner}", "${REFUSALS.side}"`, 404: 'Market not found', 422: 'The bet\'s fields as POST /sports/bets refuses them' },
  },
  'GET /cash-out': {
    summary: 'What cashing out a market would pay now, with its hedge bets (available: false when it cannot)',
    security: player,
    query: { market_id: 'The market id' },
    data: CashOutQuote,
    refusals: { 404: 'Market not found' },
  },
  'POST /cash-out': {
    summary: 'Cash out: places the hedge if it pays at least min_profit; takes an Idempotency-Key. In play it waits the market\'s delay',
    security: player,
    body: checked(CashOutBody),
    data: CashOutDone,
    message: BET_ROUTE_MESSAGES.cashedOut,
    refusals: { 400: `"${CASH_OUT_MESSAGES.unavailable}", "Cash out amount changed to <amount>", "${REFUSALS.balance}"`, 403: BET_ROUTE_MESSAGES.demo },
  },
  'GET /live': {
    summary: 'Live prices over a WebSocket (upgrade): subscribe to market:<id> and event:<id> topics; protocol in src/live/protocol.ts',
    answer: {
      101: { type: 'null', description: 'Switching Protocols: the WebSocket of live prices' },
      200: { type: 'null', description: 'Not sent: a request without a WebSocket upgrade is answered 426 "Connect with a WebSocket to receive live prices"' },
    },
  },
};
