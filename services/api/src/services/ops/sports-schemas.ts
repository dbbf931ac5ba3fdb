/** The schema of every /ops/sports route (applied by schemasByRoute in sports-routes.ts): request parts and answer contracts. */
import {
  OpsEventDetail, OpsEventPage, OpsEventRow, OpsEventStatusBody, OpsHouseBook, OpsMarket, OpsMarketLimitsBody, OpsMarketStatusBody,
  OpsNewCompetitionBody, OpsNewEventBody, OpsNewMarketBody, OpsNewSportBody, OpsPricesBody, OpsRollbackBody, OpsRollbackReport, OpsSettleBody,
  OpsSettleReport, OpsSportsCatalog, OpsApproval,
} from '@khel/shared/console-contracts';
import type { RouteSpecs } from '../../http/schemas/by-route';
import { schemaOf, type Ctor } from '../../http/schemas/from-class';

const operator = 'operator' as const;
const marketId = { id: 'Market id' };
const eventId = { id: 'Event id' };
const checked = (Cls: Ctor) => ({ ...schemaOf(Cls), description: 'Checked field by field by src/services/ops/sports-input.ts; each refusal is a 422 naming the field.' });
const empty = { type: 'object', description: 'Empty' };
const ROLES = 'Audited.';
const ADMIN = 'Audited.';

export const SPORTS_SCHEMAS: RouteSpecs = {
  'GET /sports/catalog': { summary: 'Sports and their competitions (for filters and the create forms)', security: operator, data: OpsSportsCatalog, description: ROLES },
  'GET /sports/events': {
    summary: 'Events of every status, in play first, then the soonest',
    security: operator,
    query: { sport: 'Sport code', competition_id: 'Competition id', status: 'scheduled, live, finished, cancelled or abandoned', in_play: 'true or false', q: 'Part of the name', page: 'From 1', page_size: '1 to 100 (20)' },
    data: OpsEventPage,
    description: `${ROLES} A wrong query value is 422 naming it.`,
  },
  'GET /sports/events/:id': { summary: 'An event with every market: status, limits, prices, bets per state, exposure, settlement', security: operator, params: eventId, data: OpsEventDetail, refusals: { 404: 'Event not found' } },
  'GET /sports/markets/:id': { summary: 'One market as the event lists it', security: operator, params: marketId, data: OpsMarket, refusals: { 404: 'Market not found' } },
  'GET /sports/markets/:id/book': {
    summary: "The live book: the house's P&L on each outcome over every matched bet (fancy: at each line)",
    security: operator,
    params: marketId,
    data: OpsHouseBook,
    refusals: { 404: 'Market not found' },
  },
  'POST /sports/sports': { summary: 'Create a sport (audited)', security: operator, body: checked(OpsNewSportBody), data: OpsSportsCatalog, description: ADMIN, refusals: { 409: 'A sport with the code "x" already exists' } },
  'POST /sports/competitions': { summary: 'Create a competition of a sport (audited)', security: operator, body: checked(OpsNewCompetitionBody), data: OpsSportsCatalog, description: ADMIN, refusals: { 404: 'Sport not found' } },
  'POST /sports/events': { summary: 'Create an event (audited)', security: operator, body: checked(OpsNewEventBody), data: OpsEventRow, description: ADMIN, refusals: { 404: 'Competition not found' } },
  'POST /sports/events/:id/status': {
    summary: 'Set an event in play or not, or its status (audited; players hear it live)',
    security: operator,
    params: eventId,
    body: checked(OpsEventStatusBody),
    data: OpsEventRow,
    message: 'Event updated',
    description: `${ROLES} Finished, cancelled or abandoned: the event's open markets are suspended in the same step, and no bet is taken on it.`,
  },
  'POST /sports/events/:id/markets': {
    summary: 'Create a market with its runners, stakes, in-play delay and max profit (audited)',
    security: operator,
    params: eventId,
    body: checked(OpsNewMarketBody),
    data: OpsMarket,
    description: `${ADMIN} 422 e.g. "runners must be a list of 2 to 30 names", "max_stake cannot be less than min_stake", "bet_delay_seconds must be a whole number from 0 to 30".`,
    refusals: { 404: 'Event not found', 409: 'The event is finished: no new markets' },
  },
  'POST /sports/markets/:id/prices': {
    summary: 'Set prices by hand: written through the feed applier and sent to players live (audited)',
    security: operator,
    params: marketId,
    body: checked(OpsPricesBody),
    data: OpsMarket,
    accepted: OpsApproval,
    message: 'Prices set',
    description: `${ROLES} A best price moving more than the price jump limit from the current one waits for a second operator (202); whoever sets (or approves) a hand price may not settle the market. Match odds and racing: up to 3 levels a side on the exchange ladder, best first, best back below best lay. Bookmaker: one level a side (45 is 1.45). Fancy: one level a side, back = Yes, lay = No, each with its line and odds 1 + rate/100. The whole book after the change is checked: back prices adding up (100/odds) below 100 % (place: places x 100 %), or lay prices above, would pay a player who bets every runner and are refused. 422 e.g. "runners[0].back[0].odds 2.01 is not on the exchange ladder".`,
    refusals: { 409: 'Market is settled', 503: 'Live prices are not running on this server: set prices on a server that serves sports' },
  },
  'POST /sports/markets/:id/limits': {
    summary: 'Set the most one price takes (the size rule) and the price age limit of a market (audited)',
    security: operator,
    params: marketId,
    body: checked(OpsMarketLimitsBody),
    data: OpsMarket,
    message: 'Market limits saved',
    description: `${ADMIN} price_size_limit in rupees: a bet takes at most this much at one price, and no more than the size the price shows; null: the house book takes any stake within the market's stakes at its best price (the sizes shown are the feed's).`,
    refusals: { 404: 'Market not found', 422: 'price_size_limit must be an amount in rupees with at most 2 decimals' },
  },
  'POST /sports/markets/:id/status': {
    summary: 'Open (resume), suspend or close a market (audited; players hear it live)',
    security: operator,
    params: marketId,
    body: checked(OpsMarketStatusBody),
    data: OpsMarket,
    description: ROLES,
    refusals: { 409: 'Market is settled', 422: 'status must be open, suspended or closed' },
  },
  'POST /sports/markets/:id/settle': {
    summary: 'Declare the result and settle every bet (audited); again with the same result pays nothing more',
    security: operator,
    params: marketId,
    body: checked(OpsSettleBody),
    data: OpsSettleReport,
    accepted: OpsApproval,
    description: `${ROLES} Never by an operator who set the market's prices by hand (403), never before the event starts (409). Above the settlement limit of net house liability it waits for a second operator (202). Give winner (match odds, bookmaker, racing win), placed (racing place: exactly as many runners as the market places) or value (fancy). A crashed run resumes when settled again with the same result, or is rolled back. A player's settlement that would take more than the market held stops the run and rolls it back (409 with the reason).`,
    refusals: { 409: 'This market was settled with another result; roll it back first', 422: 'winner must be one of the runners of this market' },
  },
  'POST /sports/markets/:id/void': {
    summary: 'Void the market: every bet refunded (audited); again pays nothing more',
    security: operator,
    params: marketId,
    body: empty,
    data: OpsSettleReport,
    accepted: OpsApproval,
    description: `${ROLES} Never by an operator who set the market's prices by hand (403). When the house gives up more than the settlement limit (its best outcome) it waits for a second operator (202).`,
    refusals: { 409: 'This market was settled with another result; roll it back first' },
  },
  'POST /sports/markets/:id/rollback': {
    summary: 'Roll a settlement back by reversing its postings; the market is closed and can be settled again (audited)',
    security: operator,
    params: marketId,
    body: checked(OpsRollbackBody),
    data: OpsRollbackReport,
    description: `${ADMIN} run_id is the settlement shown with the market, so a stale page cannot roll back a newer one; the same run again answers already_rolled_back.`,
    refusals: { 404: 'Settlement not found on this market', 409: 'Player 12 no longer holds the settled amount; the settlement cannot be rolled back' },
  },
};
