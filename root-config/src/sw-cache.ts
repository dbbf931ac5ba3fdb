/**
 * The service worker's caching rules (sw.ts wires them to its events). A first visit downloads only what the
 * visited page needs: the worker precaches the page, the import map and the runtime config (a few KB), and keeps
 * every other file when it is first used — the files the page had already loaded before the worker took over
 * (sent by the page, copied from the browser's HTTP cache, no download) and each file fetched after that.
 * - Content-hashed files (vendor, modules, lazy chunks, SystemJS) never change: cache first.
 * - The page, the import map and the runtime config: network first, the cached copy when offline.
 * - Static files without a hash (logo, icons, bank badges, the web manifest): stale-while-revalidate.
 * - API calls and the operator console's pages are never cached.
 */
export const CACHE = 'khel-shell-v2';
export const SHELL = ['/', '/import-map.json', '/runtime-config.js'];
const HASHED = /\.[0-9a-f]{8,}\.(js|css|wasm|woff2?)$/;
const STATIC = /^\/(assets\/[^?]+\.(svg|png|webp|jpe?g|woff2?)|favicon\.svg|manifest\.webmanifest)$/;

export type Strategy = 'page' | 'network-first' | 'cache-first' | 'stale-while-revalidate' | null;

/** How the worker answers a GET request for `url` (null: the network, untouched). */
export function strategyFor(url: URL, mode: string, origin: string): Strategy {
  if (url.origin !== origin) return null;
  if (mode === 'navigate') return url.pathname.startsWith('/backoffice') ? null : 'page';
  if (HASHED.test(url.pathname)) return 'cache-first';
  if (SHELL.includes(url.pathname)) return 'network-first';
  if (STATIC.test(url.pathname)) return 'stale-while-revalidate';
  return null;
}

/** What the worker needs from its global scope (a fake in the tests). */
export interface CacheDeps {
  open(): Promise<Pick<Cache, 'match' | 'put' | 'add' | 'addAll'>>;
  fetch(request: Request | string): Promise<Response>;
}

/** Install: the page shell only. Modules are kept when first used. */
export async function precacheShell(deps: CacheDeps): Promise<void> {
  await (await deps.open()).addAll(SHELL);
}

/** Whether the worker keeps the file at `raw` (content-hashed, or a static file: logo, icons, art). */
export function keepable(raw: unknown, origin: string): raw is string {
  if (typeof raw !== 'string') return false;
  try {
    const strategy = strategyFor(new URL(raw, origin), 'no-cors', origin);
    return strategy === 'cache-first' || strategy === 'stale-while-revalidate';
  } catch {
    return false;
  }
}

/**
 * Keeps the same-origin files the page loaded before the worker controlled it (the page reports them as they load,
 * loaded-files.ts): content-hashed ones, the logo, icons and Home's art; so the first visit works offline too. They
 * come from the HTTP cache (hashed files are cached for a year; the others are revalidated, a 304 without a body),
 * all at once, so a visitor who goes offline right after the first visit has them.
 */
export async function keepLoaded(deps: CacheDeps, urls: readonly unknown[], origin: string): Promise<number> {
  const cache = await deps.open();
  const wanted = [...new Set(urls.filter((raw) => keepable(raw, origin)).map((raw) => new URL(raw, origin).href))];
  const kept = await Promise.all(
    wanted.map(async (href) => {
      if (await cache.match(href)) return 0;
      try {
        await cache.add(href);
        return 1;
      } catch {
        return 0; // gone from the server (a newer build): fetched again when used
      }
    }),
  );
  return kept.reduce<number>((n, k) => n + k, 0);
}

export async function networkFirst(deps: CacheDeps, request: Request, fallback?: string): Promise<Response> {
  const cache = await deps.open();
  try {
    const response = await deps.fetch(request);
    if (response.ok) await cache.put(fallback ?? request, response.clone());
    return response;
  } catch (error) {
    const cached = (await cache.match(fallback ?? request)) ?? (await cache.match(request));
    if (cached) return cached;
    throw error;
  }
}

export async function cacheFirst(deps: CacheDeps, request: Request): Promise<Response> {
  const cache = await deps.open();
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await deps.fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

/** The cached copy at once when there is one, refreshed from the network behind it (`refreshed` settles then). */
export function staleWhileRevalidate(deps: CacheDeps, request: Request): { response: Promise<Response>; refreshed: Promise<void> } {
  const cache = deps.open();
  const network = deps.fetch(request).then(async (response) => {
    if (response.ok) await (await cache).put(request, response.clone());
    return response;
  });
  const refreshed = network.then(
    () => undefined,
    () => undefined,
  );
  const response = cache.then(async (c) => (await c.match(request)) ?? network);
  return { response, refreshed };
}
