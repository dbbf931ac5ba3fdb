/** The schema of every /sports/matka route (applied by schemasByRoute in matka-routes.ts). */
import { MatkaBetPage, MatkaChart, MatkaMarket, MatkaMarketList, MatkaResultPage, MatkaSlip, MatkaSlipBody } from '@khel/shared/contracts';
import type { RouteSpecs } from '../../http/schemas/by-route';
import { schemaOf } from '../../http/schemas/from-class';

const marketId = { id: 'Market id' };
const page = { page: 'From 1', page_size: '1 to 100 (20)' };
const weeks = { weeks: 'Weeks to show, 1 to 52 (10), up to the current one' };

export const MATKA_SCHEMAS: RouteSpecs = {
  'GET /market/list': { summary: "Matka markets with today's draw: times (IST), status, result, rates and what is open now", data: MatkaMarketList },
  'GET /market/:id': { summary: "One market with today's draw and the bet types open now", params: marketId, data: MatkaMarket, refusals: { 404: 'Market not found' } },
  'GET /market/:id/results': { summary: 'Declared results, newest first', params: marketId, query: page, data: MatkaResultPage, refusals: { 404: 'Market not found' } },
  'GET /market/:id/jodi-chart': { summary: 'Jodi chart: the jodi of each day, a row per week (Monday to Sunday)', params: marketId, query: weeks, data: MatkaChart, refusals: { 404: 'Market not found' } },
  'GET /market/:id/panel-chart': { summary: 'Panel chart: open pana, jodi and close pana of each day, a row per week', params: marketId, query: weeks, data: MatkaChart, refusals: { 404: 'Market not found' } },
  'POST /slips': {
    summary: 'Place a slip of many bets on one market, all taken or none (send an Idempotency-Key)',
    security: 'player',
    body: { ...schemaOf(MatkaSlipBody), description: 'Checked field by field by src/matka/slip-input.ts; each refusal is a 422 naming the field (e.g. "bets[0].number must be two digits 00 to 99").' },
    data: MatkaSlip,
    message: 'Bets placed',
    description: 'Open-session bets, jodi and sangams close at the open time; close-session bets at the close time (IST). The stakes are held as exposure until the result.',
    refusals: {
      400: 'Open session is closed for bets / Close session is closed for bets / This market has no draw today / This market is not taking bets / Amount must be between 10 and 100000 / Insufficient Balance',
      403: 'Demo players cannot place bets',
      404: 'Market not found',
      422: 'This Idempotency-Key was used for another request',
    },
  },
  'GET /my/bets': { summary: "The player's matka bets, newest first", security: 'player', query: { status: 'open or settled (default all)', ...page }, data: MatkaBetPage },
};
