import { createServiceClient, decode, shownTimeZone, type ApiOk } from '@khel/shared';
import {
  ReportBetOne, ReportBetPage, ReportSettings, StatementPage, TransferPage, WinLossMarketPage, WinLossReport,
} from '@khel/shared/contracts';

/**
 * The reports service's calls (/reports), decoded into the shared contract classes. Quiet: each screen shows its own
 * error (a panel with Retry) instead of a toast. Every report is asked in the zone the player reads times in.
 */
export const reportsApi = createServiceClient('reports');

export type Params = Record<string, string | undefined>;

/** The query sent: the given keys that have a value, and the zone. */
export function query(params: Params): Record<string, string> {
  const out: Record<string, string> = { tz: shownTimeZone() };
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') out[k] = v;
  return out;
}

const get = async (path: string, params: Params = {}) => (await reportsApi.get<ApiOk<unknown>>(path, { params: query(params), quiet: true })).data.data;

export const fetchSettings = async () => decode(ReportSettings, await get('/settings'));
export const fetchBets = async (params: Params) => decode(ReportBetPage, await get('/bets', params));
export const fetchBet = async (id: string) => decode(ReportBetOne, await get(`/bets/${encodeURIComponent(id)}`)).bet;
export const fetchWinLoss = async (params: Params) => decode(WinLossReport, await get('/win-loss', params));
export const fetchMarkets = async (params: Params) => decode(WinLossMarketPage, await get('/win-loss/markets', params));
export const fetchMarketBets = async (params: Params) => decode(ReportBetPage, await get('/win-loss/bets', params));
export const fetchStatement = async (params: Params) => decode(StatementPage, await get('/statement', params));
export const fetchTransfers = async (params: Params) => decode(TransferPage, await get('/transfers', params));
