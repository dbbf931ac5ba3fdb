import type { Queryable } from '../db/db';
import { notFound, unprocessable } from '../http/errors';

export interface SiteRow {
  id: string;
  domain: string;
  settings: Record<string, unknown>;
  casino_url: string;
  bonus_data: unknown;
  version: string;
  maintenance_from: Date | null;
  maintenance_to: Date | null;
}

/**
 * The domain a request names: `?domain=` as a host name (case and port ignored), or the configured default
 * when absent. Anything that is not a host name is a 422, never a crash.
 */
export function domainFromQuery(query: unknown, fallback: string): string {
  const raw = query && typeof query === 'object' ? (query as Record<string, unknown>).domain : undefined;
  if (raw === undefined || raw === '') return fallback;
  if (typeof raw !== 'string' || raw.length > 253) throw unprocessable(['Domain must be a host name']);
  const host = raw.trim().toLowerCase().replace(/:\d{1,5}$/, '');
  if (!/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(host)) throw unprocessable(['Domain must be a host name']);
  return host;
}

export async function findSite(q: Queryable, domain: string): Promise<SiteRow> {
  const result = await q.query<SiteRow>(
    'SELECT id, domain, settings, casino_url, bonus_data, version, maintenance_from, maintenance_to FROM sites WHERE domain = $1',
    [domain],
  );
  const site = result.rows[0];
  if (!site) throw notFound(`No site is configured for the domain "${domain}"`);
  return site;
}

/** Maintenance window as the client reads it, or null when none is set. */
export function maintenanceOf(site: SiteRow): { from_date: string | null; to_date: string | null } | null {
  if (!site.maintenance_from && !site.maintenance_to) return null;
  const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
  return { from_date: iso(site.maintenance_from), to_date: iso(site.maintenance_to) };
}
