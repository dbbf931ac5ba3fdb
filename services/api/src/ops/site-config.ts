import type { Queryable } from '../db/db';
import { notFound, unprocessable } from '../http/errors';
import type { Actor } from './actor';
import { writeAudit } from './audit';
import { type Body, optionalText, optionalUrl } from './input';
import { casinoSourceOf } from '../casino/source-input';

/** poster_type of the offer poster in siteSetting.poster (SPEC §3). */
export const OFFER_POSTER_TYPE = 12;

export interface SiteConfigView {
  maintenance: { from_date: string; to_date: string } | null;
  /** The announcement's messages, one per line. */
  announcement: string;
  /** The offer poster's image URL ('' when none). */
  offer_poster: string;
  /** Where the casino lobby reads its games (SPEC §7); '' is our own lobby. */
  casino_url: string;
  version: number;
}

interface SiteRow {
  id: string;
  settings: Record<string, unknown>;
  casino_url: string;
  version: string;
  maintenance_from: Date | null;
  maintenance_to: Date | null;
}

async function siteRow(q: Queryable, domain: string, lock = false): Promise<SiteRow> {
  const { rows } = await q.query<SiteRow>(
    `SELECT id::text AS id, settings, casino_url, version::text AS version, maintenance_from, maintenance_to FROM sites WHERE domain = $1${lock ? ' FOR UPDATE' : ''}`,
    [domain],
  );
  if (!rows[0]) throw notFound(`No site is configured for the domain "${domain}"`);
  return rows[0];
}

export async function siteIdOf(q: Queryable, domain: string): Promise<string> {
  return (await siteRow(q, domain)).id;
}

function announcementText(raw: unknown): string {
  if (typeof raw !== 'string' || !raw) return '';
  try {
    const list = JSON.parse(raw) as unknown;
    if (Array.isArray(list)) return list.map((m) => String((m as { message?: unknown })?.message ?? '')).filter(Boolean).join('\n');
  } catch {
    // not JSON: plain text
  }
  return raw;
}

function offerPoster(settings: Record<string, unknown>): string {
  const posters = Array.isArray(settings.poster) ? (settings.poster as { poster_type?: unknown; image?: unknown }[]) : [];
  const offer = posters.find((p) => Number(p?.poster_type) === OFFER_POSTER_TYPE);
  return typeof offer?.image === 'string' ? offer.image : '';
}

function view(row: SiteRow): SiteConfigView {
  return {
    maintenance:
      row.maintenance_from && row.maintenance_to
        ? { from_date: new Date(row.maintenance_from).toISOString(), to_date: new Date(row.maintenance_to).toISOString() }
        : null,
    announcement: announcementText(row.settings.announcement),
    offer_poster: offerPoster(row.settings),
    casino_url: row.casino_url,
    version: Number(row.version),
  };
}

export async function readSiteConfig(q: Queryable, domain: string): Promise<SiteConfigView> {
  return view(await siteRow(q, domain));
}

function maintenanceOf(v: unknown): { from: Date; to: Date } | null {
  if (v === null) return null;
  if (!v || typeof v !== 'object') throw unprocessable(['maintenance must be {from_date, to_date} or null']);
  const { from_date, to_date } = v as { from_date?: unknown; to_date?: unknown };
  const from = typeof from_date === 'string' ? new Date(from_date) : null;
  const to = typeof to_date === 'string' ? new Date(to_date) : null;
  if (!from || Number.isNaN(from.getTime())) throw unprocessable(['maintenance.from_date must be a date and time']);
  if (!to || Number.isNaN(to.getTime())) throw unprocessable(['maintenance.to_date must be a date and time']);
  if (from >= to) throw unprocessable(['Maintenance must end after it starts']);
  return { from, to };
}

/**
 * Saves the maintenance window, the announcement (SPEC §3: JSON text of [{id, message}], one message per line
 * given) and the offer poster (poster_type 12). The sites trigger bumps the version, so players re-fetch.
 */
export async function saveSiteConfig(q: Queryable, domain: string, body: Body, actor: Actor, now: Date): Promise<SiteConfigView> {
  const row = await siteRow(q, domain, true);
  const before = view(row);
  const settings = { ...row.settings };
  const announcement = optionalText(body, 'announcement', 2000);
  if (announcement !== undefined) {
    const messages = (announcement ?? '').split('\n').map((m) => m.trim()).filter(Boolean);
    settings.announcement = JSON.stringify(messages.map((message, i) => ({ id: i + 1, message })));
  }
  const poster = optionalUrl(body, 'offer_poster');
  if (poster !== undefined) {
    const posters = (Array.isArray(settings.poster) ? settings.poster : []) as { poster_type?: unknown }[];
    const others = posters.filter((p) => Number(p?.poster_type) !== OFFER_POSTER_TYPE);
    const old = posters.find((p) => Number(p?.poster_type) === OFFER_POSTER_TYPE) ?? { id: Date.now() % 1_000_000, poster_type: OFFER_POSTER_TYPE, url: '/bonus', title: '' };
    settings.poster = poster ? [...others, { ...old, image: poster }] : others;
  }
  const maintenance = body.maintenance === undefined ? undefined : maintenanceOf(body.maintenance);
  const casinoUrl = casinoSourceOf(body);
  await q.query(
    `UPDATE sites SET settings = $2::jsonb, casino_url = COALESCE($6, casino_url),
            maintenance_from = CASE WHEN $3 THEN $4::timestamptz ELSE maintenance_from END,
            maintenance_to = CASE WHEN $3 THEN $5::timestamptz ELSE maintenance_to END
      WHERE id = $1`,
    [row.id, JSON.stringify(settings), maintenance !== undefined, maintenance?.from ?? null, maintenance?.to ?? null, casinoUrl ?? null],
  );
  const after = view(await siteRow(q, domain));
  await writeAudit(q, { actor, action: 'config.site', target: `site ${domain}`, before, after, at: now });
  return after;
}
