import { decode, newIdempotencyKey } from '@khel/shared';
import {
  OpsMatkaDraw, OpsMatkaMarket, OpsMatkaMarketList, OpsMatkaRollbackReport, OpsMatkaSettleReport, type MatkaBetType, type MatkaSession,
} from '@khel/shared/contracts';
import { opsClient } from './client';

/** Every /ops/matka call the console's matka page makes, decoded into the shared contract classes. */

type Ctor<T> = new () => T;
interface Envelope {
  data: unknown;
  message?: string;
}

async function get<T extends object>(Cls: Ctor<T>, url: string): Promise<T> {
  return decode(Cls, (await opsClient.get<Envelope>(url)).data.data);
}

/** A write with its own Idempotency-Key; the answer's message is kept for the toast. */
async function post<T extends object>(Cls: Ctor<T>, url: string, body: unknown): Promise<{ data: T; message: string }> {
  const res = await opsClient.post<Envelope>(url, body, { headers: { 'Idempotency-Key': newIdempotencyKey() } });
  return { data: decode(Cls, res.data.data), message: res.data.message ?? '' };
}

export interface MarketBody {
  name?: string;
  open_time?: string;
  close_time?: string;
  days?: string[];
  rates?: Partial<Record<MatkaBetType, number>>;
  min_stake?: number;
  max_stake?: number;
  active?: boolean;
  sort_order?: number;
}

export const listMarkets = () => get(OpsMatkaMarketList, '/matka/markets');
export const getDraw = (marketId: string, date: string) => get(OpsMatkaDraw, `/matka/markets/${marketId}/draws/${date}`);
export const createMarket = (body: MarketBody) => post(OpsMatkaMarket, '/matka/markets', body);
export const updateMarket = (id: string, body: MarketBody) => post(OpsMatkaMarket, `/matka/markets/${id}`, body);

export const declareResult = (id: string, date: string, session: MatkaSession, pana: string) =>
  post(OpsMatkaSettleReport, `/matka/markets/${id}/result`, { date, session, pana });
export const resumeSettlement = (id: string, date: string, session: MatkaSession) => post(OpsMatkaSettleReport, `/matka/markets/${id}/settle`, { date, session });
export const voidSession = (id: string, date: string, session: MatkaSession) => post(OpsMatkaSettleReport, `/matka/markets/${id}/void`, { date, session });
export const rollbackSession = (id: string, date: string, session: MatkaSession, runId: string) =>
  post(OpsMatkaRollbackReport, `/matka/markets/${id}/rollback`, { date, session, run_id: runId });
