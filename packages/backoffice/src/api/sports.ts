import {
  OpsEventDetail, OpsEventPage, OpsEventRow, OpsHouseBook, OpsMarket, OpsRollbackReport, OpsSettleReport, OpsSportsCatalog,
  type OpsEventStatusBody, type OpsMarketLimitsBody, type OpsMarketStatusBody, type OpsNewCompetitionBody, type OpsNewEventBody,
  type OpsNewMarketBody, type OpsNewSportBody, type OpsPricesBody, type OpsRollbackBody, type OpsSettleBody,
} from '@khel/shared/console-contracts';
import { get, post } from './request';

/**
 * Every /ops/sports call the console's sports page makes: the bodies are the shared request classes, the answers
 * are decoded into the shared contract classes.
 */

/** The events list's filter form (the query of GET /ops/sports/events; UI-only, not a body). */
export interface EventFilters {
  sport: string;
  status: string;
  in_play: string;
  q: string;
  page: number;
}

/** Only what the operator chose goes in the query string. */
export function eventQuery(f: Partial<EventFilters>): Record<string, string | number> {
  return Object.fromEntries(Object.entries(f).filter(([, v]) => v !== '' && v !== undefined && v !== null)) as Record<string, string | number>;
}

export const sportsCatalog = () => get(OpsSportsCatalog, '/sports/catalog');
export const listEvents = (f: Partial<EventFilters>) => get(OpsEventPage, '/sports/events', eventQuery(f));
export const getEvent = (id: string) => get(OpsEventDetail, `/sports/events/${encodeURIComponent(id)}`);
export const getMarket = (id: string) => get(OpsMarket, `/sports/markets/${id}`);
export const getBook = (id: string) => get(OpsHouseBook, `/sports/markets/${id}/book`);

export const createSport = (body: OpsNewSportBody) => post(OpsSportsCatalog, '/sports/sports', body);
export const createCompetition = (body: OpsNewCompetitionBody) => post(OpsSportsCatalog, '/sports/competitions', body);
export const createEvent = (body: OpsNewEventBody) => post(OpsEventRow, '/sports/events', body);
export const setEventStatus = (id: string, body: OpsEventStatusBody) => post(OpsEventRow, `/sports/events/${id}/status`, body);

export const createMarket = (eventId: string, body: OpsNewMarketBody) => post(OpsMarket, `/sports/events/${eventId}/markets`, body);
export const setPrices = (marketId: string, body: OpsPricesBody) => post(OpsMarket, `/sports/markets/${marketId}/prices`, body);
export const setMarketLimits = (marketId: string, body: OpsMarketLimitsBody) => post(OpsMarket, `/sports/markets/${marketId}/limits`, body);
export const setMarketStatus = (marketId: string, status: OpsMarketStatusBody['status']) =>
  post(OpsMarket, `/sports/markets/${marketId}/status`, { status } satisfies OpsMarketStatusBody);

/** The settle body with exactly one of its three results: the winner, the placed runners, or the fancy value. */
export type SettleResult = Required<Pick<OpsSettleBody, 'winner'>> | Required<Pick<OpsSettleBody, 'placed'>> | Required<Pick<OpsSettleBody, 'value'>>;
export const settleMarket = (marketId: string, result: SettleResult) => post(OpsSettleReport, `/sports/markets/${marketId}/settle`, result satisfies OpsSettleBody);
export const voidMarket = (marketId: string) => post(OpsSettleReport, `/sports/markets/${marketId}/void`);
export const rollbackMarket = (marketId: string, runId: string) =>
  post(OpsRollbackReport, `/sports/markets/${marketId}/rollback`, { run_id: runId } satisfies OpsRollbackBody);
