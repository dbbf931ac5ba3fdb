import { getToken, runtimeConfig } from '@khel/shared';
import type { ExportFormat, ExportReport } from '@khel/shared/contracts';
import { query, type Params } from '../api/reports';

/**
 * Downloads a report's file: the server makes and streams it (GET /reports/export/:report, the player's token as
 * for every call), the page hands it to the browser as a download under the server's file name. A chunk of its own,
 * loaded the first time a player asks for a file.
 */
export async function downloadReport(report: ExportReport, format: ExportFormat, params: Params): Promise<void> {
  const search = new URLSearchParams({ ...query(params), format });
  const token = getToken();
  const res = await fetch(`${runtimeConfig().services.reports}/export/${report}?${search.toString()}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) {
    let message = '';
    try {
      message = String(((await res.json()) as { message?: unknown }).message ?? '');
    } catch {
      /* not our JSON: a proxy's page */
    }
    throw new Error(message || `Error ${res.status}: Refresh the page and try again`);
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? `khel-${report}.${format}`;
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
