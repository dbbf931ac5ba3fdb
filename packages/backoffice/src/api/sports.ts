import { decode, newIdempotencyKey } from '@khel/shared';
import {
  OpsEventDetail, OpsEventPage, OpsEventRow, OpsHouseBook, OpsMarket, OpsRollbackReport, OpsSettleReport, OpsSportsCatalog,
  type OpsEventStatus, type OpsMarketKind,
} from '@khel/shared/contracts';
import { opsClient } from './client';

/** Every /ops/sports call the console's sports page makes, decoded into the shared contract classes. */

type Ctor<T> = new () => T;
interface Envelope {
  data: unknown;
  message?: string;
}

async function get<T extends object>(Cls: Ctor<T>, url: string, params?: Record<string, unknown>): Promise<T> {
  return decode(Cls, (await opsClient.get<Envelope>(url, { params })).data.data);
}

/** A write with its own Idempotency-Key; the answer's message is kept for the toast. */
async function post<T extends object>(Cls: Ctor<T>, url: string, body: unknown = {}): Promise<{ data: T; message: string }> {
  const res = await opsClient.post<Envelope>(url, body, { headers: { 'Idempotency-Key': newIdempotencyKey() } });
  return { data: decode(Cls, res.data.data), message: res.data.message ?? '' };
}

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

export const createSport = (body: { code: string; name: string; is_racing: boolean }) => post(OpsSportsCatalog, '/sports/sports', body);
export const createCompetition = (body: { sport_id: string; name: string }) => post(OpsSportsCatalog, '/sports/competitions', body);
export const createEvent = (body: { competition_id: string; name: string; venue?: string; start_time: string; in_play: boolean }) =>
  post(OpsEventRow, '/sports/events', body);
export const setEventStatus = (id: string, body: { in_play?: boolean; status?: OpsEventStatus }) => post(OpsEventRow, `/sports/events/${id}/status`, body);

export interface NewMarketBody {
  kind: OpsMarketKind;
  name: string;
  runners?: string[];
  min_stake: number;
  max_stake: number;
  bet_delay_seconds: number;
  max_profit: number | null;
  places?: number;
}
export const createMarket = (eventId: string, body: NewMarketBody) => post(OpsMarket, `/sports/events/${eventId}/markets`, body);

export interface LevelBody {
  odds: number;
  size?: number;
  line?: number;
}
export type PricesBody = { runners: Array<{ runner_id: string; back: LevelBody[]; lay: LevelBody[] }> };
export const setPrices = (marketId: string, body: PricesBody) => post(OpsMarket, `/sports/markets/${marketId}/prices`, body);
export const setMarketStatus = (marketId: string, status: 'open' | 'suspended' | 'closed') => post(OpsMarket, `/sports/markets/${marketId}/status`, { status });

export type ResultBody = { winner: string } | { placed: string[] } | { value: number };
export const settleMarket = (marketId: string, result: ResultBody) => post(OpsSettleReport, `/sports/markets/${marketId}/settle`, result);
export const voidMarket = (marketId: string) => post(OpsSettleReport, `/sports/markets/${marketId}/void`);
export const rollbackMarket = (marketId: string, runId: string) => post(OpsRollbackReport, `/sports/markets/${marketId}/rollback`, { run_id: runId });
