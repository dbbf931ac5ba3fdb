import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ALL_SERVICES } from '../config';
import { parseImportMap, resolveImportMap, type BuildManifest } from '../import-map/resolve';
import { runtimeConfigScript, serviceUrls } from './runtime-config';
import { registerStatic, sendFile } from './send-file';

/**
 * Serves the composed site from the web build (dist/web): content-hashed files cached for a year, everything
 * else (index.html, the import map, the runtime config, the service worker) revalidated on every load, and
 * index.html for any other page a browser asks for (client-side routes), never for API prefixes.
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
// SPEC §2 page routes whose first segment is also a service's prefix (/bonus, /sports/{type}/{id}[/{league_id}]):
// a browser opening one gets the page; API clients still get the API's JSON answers.
const PAGES_UNDER_SERVICE_PREFIXES = [/^\/bonus\/?$/, /^\/sports\/[^/]+\/[^/]+(\/[^/]+)?\/?$/];

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

  app.get('/', async (request, reply) => sendIndex(request, reply));

  app.get('/*', async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = decodeURIComponent(request.url.split('?')[0]);
    const first = pathname.split('/')[1] ?? '';
    const accepts = request.headers.accept ?? '';
    if (API_PREFIXES.has(first)) {
      const isPage = accepts.includes('text/html') && PAGES_UNDER_SERVICE_PREFIXES.some((re) => re.test(pathname));
      return isPage ? sendIndex(request, reply) : reply.callNotFound();
    }

    // Development pages (/dev/gallery: scripts/webpack/dev-gallery.js) are never served in production.
    if (first === 'dev') {
      if (production) return reply.callNotFound();
      const page = path.join(webDir, path.normalize(pathname), 'index.html');
      if (!path.extname(pathname) && page.startsWith(webDir + path.sep) && fs.existsSync(page)) return sendFile(request, reply, page, NO_CACHE);
    }

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
    if (accepts.includes('text/html') && !path.extname(relative)) return sendIndex(request, reply);
    return reply.callNotFound();
  });
}
