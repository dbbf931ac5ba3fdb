import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import FindMyWay from 'find-my-way';
import { CONSOLE_PREFIX, PAGE_PATTERNS } from '@khel/shared/contracts';
import { ALL_SERVICES } from '../config';
import { parseImportMap, resolveImportMap, type BuildManifest } from '../import-map/resolve';
import { runtimeConfigScript, serviceUrls } from './runtime-config';
import { registerStatic, sendFile } from './send-file';

/**
 * Serves the composed site from the web build (dist/web): content-hashed files cached for a year, everything
 * else (index.html, the import map, the runtime config, the service worker) revalidated on every load, index.html
 * for a page of SPEC §2's route table (client-side routes, PAGE_PATTERNS) and the console, and for any other browser
 * navigation (Sec-Fetch-Mode: navigate, or Accept: text/html for a path with no file extension) index.html with
 * status 404, which the page draws as the 404 page. Routes the API registers answer first; an API client (axios,
 * fetch: no text/html) asking for a path nobody serves gets the API's JSON 404.
 */
export interface WebOptions {
  webDir: string;
  importMapPath: string;
  /** Domain given to the front end when the operator sets none (KHEL_SITE_DOMAIN); default: the request's host. */
  siteDomain?: string;
  /** Base URL of each service (config.serviceUrls, KHEL_SERVICE_URLS); default `/<service>`. */
  serviceUrls?: Record<string, string>;
}

/** A content-hashed file name: `name.0123456789.js`, `0123456789abcdef0123.wasm`, their source maps. */
const HASHED = /(^|[./\\])[0-9a-f]{10,}\.[a-z0-9]+(\.map)?$/;
const LONG_CACHE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
const API_PREFIXES = new Set<string>([...ALL_SERVICES, 'health']);

/**
 * The page paths, matched as the site's router matches them (react-router's matchPath: case-insensitive, a trailing
 * slash allowed, a parameter one non-empty segment), by find-my-way, Fastify's own router.
 */
const pages = FindMyWay({ caseSensitive: false, ignoreTrailingSlash: true });
for (const pattern of PAGE_PATTERNS) pages.on('GET', pattern, () => undefined);
const CONSOLE_PAGES = new RegExp(`^${CONSOLE_PREFIX}(/|$)`, 'i');

/** Whether a path is one of the site's pages (SPEC §2's route table, or the operator console). */
export function isPagePath(pathname: string): boolean {
  return CONSOLE_PAGES.test(pathname) || pages.find('GET', pathname) !== null;
}

/** A browser navigating (a link, the address bar, a reload), as against a script's request. */
function isNavigation(request: FastifyRequest, pathname: string): boolean {
  const mode = request.headers['sec-fetch-mode'];
  if (mode) return mode === 'navigate';
  return (request.headers.accept ?? '').includes('text/html') && !path.extname(pathname);
}

/** Reads a JSON file again only when it changed. */
function cachedJson<T>(file: string, parse: (text: string) => T): () => T | null {
  let mtime = -1;
  let value: T | null = null;
  return () => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat) return null;
    if (stat.mtimeMs !== mtime) {
      value = parse(fs.readFileSync(file, 'utf8'));
      mtime = stat.mtimeMs;
    }
    return value;
  };
}

export async function webPlugin(app: FastifyInstance, options: WebOptions): Promise<void> {
  const webDir = path.resolve(options.webDir);
  const services = options.serviceUrls ?? serviceUrls({});
  const production = app.deps.config.production;
  const manifest = cachedJson<BuildManifest>(path.join(webDir, 'manifest.json'), (t) => JSON.parse(t) as BuildManifest);
  const operatorMap = cachedJson(options.importMapPath, parseImportMap);
  await registerStatic(app, webDir);

  app.get('/import-map.json', async (_request, reply) => {
    const map = operatorMap();
    if (!map) return reply.callNotFound();
    reply.header('cache-control', NO_CACHE).type('application/importmap+json; charset=utf-8');
    return resolveImportMap(map, manifest());
  });

  app.get('/runtime-config.js', async (request, reply) => {
    reply.header('cache-control', NO_CACHE).type('text/javascript; charset=utf-8');
    return runtimeConfigScript(services, options.siteDomain ?? request.hostname.replace(/:\d+$/, ''));
  });

  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => sendFile(request, reply, path.join(webDir, 'index.html'), NO_CACHE);
  const indexHtml = cachedJson(path.join(webDir, 'index.html'), (text) => text);
  // The 404 page: the site's own page (its layout draws '404 Not Found' for a path no app owns) with status 404.
  const sendNotFoundPage = (reply: FastifyReply) => {
    const html = indexHtml();
    if (html === null) return reply.callNotFound();
    return reply.code(404).header('cache-control', NO_CACHE).type('text/html; charset=utf-8').send(html);
  };

  app.get('/', async (request, reply) => sendIndex(request, reply));

  app.get('/*', async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = decodeURIComponent(request.url.split('?')[0]);
    const first = pathname.split('/')[1] ?? '';
    const navigation = isNavigation(request, pathname);
    // A page of the route table; under a service's prefix (/bonus, /sports/{type}/{id}) for a browser only.
    if (isPagePath(pathname) && (navigation || !API_PREFIXES.has(first))) return sendIndex(request, reply);
    if (API_PREFIXES.has(first)) return navigation ? sendNotFoundPage(reply) : reply.callNotFound();

    // Development pages (/dev/gallery: scripts/webpack/dev-gallery.js) are never served in production.
    if (first === 'dev' && !production) {
      const page = path.join(webDir, path.normalize(pathname), 'index.html');
      if (!path.extname(pathname) && page.startsWith(webDir + path.sep) && fs.existsSync(page)) return sendFile(request, reply, page, NO_CACHE);
    }
    // ... nor any of their files (the build may hold them: a production server never serves them).
    if (first === 'dev' && production) return navigation ? sendNotFoundPage(reply) : reply.callNotFound();

    // The casino's built-in games (packages/house-games, built by its webpack.page.js): a page of its own, which
    // the lobby shows in an iframe at the launch URL /casino-house/?token=... (security-headers.ts lets only our
    // own origin frame it).
    if (first === 'casino-house' && !path.extname(pathname)) {
      const page = path.join(webDir, 'casino-house', 'index.html');
      if (fs.existsSync(page)) return sendFile(request, reply, page, NO_CACHE);
    }

    // A logical module URL from the operators' map (/modules/shell/shell.js): today's build of it.
    const hashed = manifest()?.modules[pathname];
    if (hashed) return sendFile(request, reply, path.join(webDir, hashed), NO_CACHE);

    const relative = path.normalize(pathname).replace(/^[/\\]+/, '');
    const file = path.join(webDir, relative);
    if (relative && !relative.startsWith('..') && file.startsWith(webDir + path.sep) && fs.statSync(file, { throwIfNoEntry: false })?.isFile()) {
      return sendFile(request, reply, file, HASHED.test(relative) ? LONG_CACHE : NO_CACHE);
    }
    if (navigation) return sendNotFoundPage(reply);
    return reply.callNotFound();
  });
}
