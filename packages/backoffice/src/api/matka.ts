import {
  OpsMatkaDraw, OpsMatkaMarket, OpsMatkaMarketList, OpsMatkaRollbackReport, OpsMatkaSettleReport,
  type OpsMatkaMarketBody, type OpsMatkaResultBody, type OpsMatkaRollbackBody, type OpsMatkaSessionBody,
} from '@khel/shared/contracts';
import { get, post } from './request';

/**
 * Every /ops/matka call the console's matka page makes: the bodies are the shared request classes, the answers
 * are decoded into the shared contract classes.
 */

export const listMarkets = () => get(OpsMatkaMarketList, '/matka/markets');
export const getDraw = (marketId: string, date: string) => get(OpsMatkaDraw, `/matka/markets/${marketId}/draws/${date}`);
export const createMarket = (body: OpsMatkaMarketBody) => post(OpsMatkaMarket, '/matka/markets', body);
export const updateMarket = (id: string, body: OpsMatkaMarketBody) => post(OpsMatkaMarket, `/matka/markets/${id}`, body);

export const declareResult = (id: string, body: OpsMatkaResultBody) => post(OpsMatkaSettleReport, `/matka/markets/${id}/result`, body);
export const resumeSettlement = (id: string, body: OpsMatkaSessionBody) => post(OpsMatkaSettleReport, `/matka/markets/${id}/settle`, body);
export const voidSession = (id: string, body: OpsMatkaSessionBody) => post(OpsMatkaSettleReport, `/matka/markets/${id}/void`, body);
export const rollbackSession = (id: string, body: OpsMatkaRollbackBody) => post(OpsMatkaRollbackReport, `/matka/markets/${id}/rollback`, body);
