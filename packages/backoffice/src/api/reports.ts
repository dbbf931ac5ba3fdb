import { decode, newIdempotencyKey, runtimeConfig, type ApiOk } from '@khel/shared';
import {
  ReportBetPage, ReportSettings, StatementPage, TransferPage, WinLossReport, type ExportFormat, type ExportReport,
} from '@khel/shared/contracts';
import { Dashboard, HouseReport, ReportPlayer } from '@khel/shared/console-contracts';
import { createOpsClient, OpsError } from './client';
import { opsToken } from './session';

/**
 * The reports service's operator routes (/reports/ops): the dashboard, the house's figures, the setting, and any
 * player's reports. The console's own client pointed at them (operator token, a 401 ends the session).
 */
export const reportsOps = createOpsClient(() => `${runtimeConfig().services.reports}/ops`);

type Params = Record<string, string | undefined>;
const clean = (p: Params = {}) => Object.fromEntries(Object.entries({ tz: 'Asia/Kolkata', ...p }).filter(([, v]) => v !== undefined && v !== ''));
const get = async <T extends object>(Cls: new () => T, url: string, params?: Params) => decode(Cls, (await reportsOps.get<ApiOk<unknown>>(url, { params: clean(params) })).data.data);
const player = (ref: string) => `/players/${encodeURIComponent(ref)}`;

export const fetchDashboard = () => get(Dashboard, '/dashboard');
export const fetchHouse = (params: Params) => get(HouseReport, '/house', params);
export const fetchReportSettings = () => get(ReportSettings, '/settings');
export async function saveReportSettings(maxRangeDays: number): Promise<ApiOk<ReportSettings>> {
  const res = await reportsOps.put<ApiOk<unknown>>('/settings', { max_range_days: maxRangeDays }, { headers: { 'Idempotency-Key': newIdempotencyKey() } });
  return { ...res.data, data: decode(ReportSettings, res.data.data) };
}
export const fetchReportPlayer = (ref: string) => get(ReportPlayer, player(ref));
export const fetchPlayerBets = (ref: string, params: Params) => get(ReportBetPage, `${player(ref)}/bets`, params);
export const fetchPlayerWinLoss = (ref: string, params: Params) => get(WinLossReport, `${player(ref)}/win-loss`, params);
export const fetchPlayerStatement = (ref: string, params: Params) => get(StatementPage, `${player(ref)}/statement`, params);
export const fetchPlayerTransfers = (ref: string, params: Params) => get(TransferPage, `${player(ref)}/transfers`, params);

/** A player's report as a file (the server streams it; the download is audited). */
export async function downloadPlayerReport(ref: string, report: ExportReport, format: ExportFormat, params: Params): Promise<void> {
  const search = new URLSearchParams({ ...clean(params), format } as Record<string, string>);
  const res = await fetch(`${runtimeConfig().services.reports}/ops${player(ref)}/export/${report}?${search.toString()}`, { headers: { Authorization: `Bearer ${opsToken() ?? ''}` } });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new OpsError(body?.message ?? `Error ${res.status}: Refresh the page and try again`, res.status);
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? `${report}.${format}`;
  const url = URL.createObjectURL(await res.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
