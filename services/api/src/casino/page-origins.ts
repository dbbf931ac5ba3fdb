import type { Queryable } from '../db/db';

/**
 * The outside origins the player's pages need for the casino, from the operators' configuration, for the site CSP
 * (src/http/csp.ts): `frames`, the enabled providers' launch URLs (the lobby frames their game pages), and
 * `sources`, the sites' casino_url game sources on other hosts (the lobby fetches them, SPEC §7). Only origins an
 * operator configured, only https (http for localhost outside production); site paths (the built-in /casino-house/)
 * are the site itself and add nothing. Kept 30 s per database like the providers (providers.ts), and forgotten at
 * once in this process when an operator changes a provider or a site's casino_url (forgetPageOrigins).
 */
export interface CasinoPageOrigins {
  frames: string[];
  sources: string[];
}

const CACHE_MS = 30_000;
const caches = new WeakMap<Queryable, Map<boolean, { at: number; origins: CasinoPageOrigins }>>();
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The origin a page may reach for this URL, or null (a site path, another scheme, plain http on the internet). */
export function allowedOrigin(url: string, production: boolean): string | null {
  if (!/^https?:\/\//i.test(url)) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol === 'https:') return parsed.origin;
  return !production && LOCAL_HOSTS.has(parsed.hostname) ? parsed.origin : null;
}

/** A site's game source: casino_url when absolute, else under aws_url (the page resolves it so: packages/games). */
function sourceUrl(casinoUrl: string, awsUrl: unknown): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(casinoUrl.trim())) return casinoUrl.trim();
  return typeof awsUrl === 'string' && casinoUrl.trim() ? awsUrl.trim() : '';
}

const uniqueOrigins = (urls: string[], production: boolean) =>
  [...new Set(urls.map((u) => allowedOrigin(u, production)).filter((o): o is string => o !== null))].sort();

async function load(q: Queryable, production: boolean): Promise<CasinoPageOrigins> {
  const [providers, sites] = await Promise.all([
    q.query<{ launch_url: string }>('SELECT launch_url FROM casino_providers WHERE enabled'),
    q.query<{ casino_url: string; aws_url: unknown }>(`SELECT casino_url, settings->'aws_url' AS aws_url FROM sites WHERE casino_url <> ''`),
  ]);
  return {
    frames: uniqueOrigins(providers.rows.map((r) => r.launch_url), production),
    sources: uniqueOrigins(sites.rows.map((r) => sourceUrl(r.casino_url, r.aws_url)), production),
  };
}

export async function casinoPageOrigins(q: Queryable, production: boolean, nowMs = Date.now()): Promise<CasinoPageOrigins> {
  let cache = caches.get(q);
  if (!cache) caches.set(q, (cache = new Map()));
  const hit = cache.get(production);
  if (hit && nowMs - hit.at < CACHE_MS) return hit.origins;
  const origins = await load(q, production);
  cache.set(production, { at: nowMs, origins });
  return origins;
}

export function forgetPageOrigins(q: Queryable): void {
  caches.delete(q);
}
