import fs from 'node:fs/promises';
import path from 'node:path';
import type { AddressPolicy, Resolver } from './address-policy';
import { allowedModuleOrigins } from './allowed-hosts';
import { DEFAULT_MAX_BYTES, fetchModule, FetchRefused, sha384 } from './fetch-module';
import { checkModuleSource } from './static-check';

/**
 * Checks that a URL serves a System module exporting bootstrap, mount and unmount, without running it: the file is
 * read (a site path from the web build on disk, any other URL through the bounded fetch of fetch-module.ts) and
 * parsed (static-check.ts). The answer carries the sha-384 integrity the import map publishes for the URL the
 * browser will load.
 */
export interface ModuleCheck {
  ok: boolean;
  url: string;
  /** Why it failed, in words an operator can act on. */
  reason?: string;
  exports?: string[];
  dependencies?: string[];
  /** The URL a browser loads for this entry (a site path's build file, or the URL itself). */
  servedUrl?: string;
  integrity?: string;
}

export interface CheckOptions {
  /** The site's public origin (KHEL_PUBLIC_URL, the CLI's --base): its URLs are read from webDir, never fetched. */
  siteOrigin: string;
  /** The built site (dist/web) with its manifest.json. */
  webDir?: string;
  /** KHEL_MODULE_HOSTS. */
  moduleHosts: string[];
  /** Production: public addresses only (the default). Tests inject one that allows loopback. */
  addressPolicy?: AddressPolicy;
  resolver?: Resolver;
  timeoutMs?: number;
  maxBytes?: number;
}

/** `lifecycles: false` for a library (see needsLifecycles). */
export type ModuleChecker = (url: string, what?: { lifecycles?: boolean }) => Promise<ModuleCheck>;

export function moduleChecker(options: CheckOptions): ModuleChecker {
  return (url, what) => checkSystemModule(url, options, what);
}

export async function checkSystemModule(url: string, options: CheckOptions, what: { lifecycles?: boolean } = {}): Promise<ModuleCheck> {
  let body: Buffer;
  let servedUrl = url;
  try {
    // Inside the try: a URL that is neither (a number such as "-100", "1e3") is a refusal like any other, never a 500.
    const sitePath = sitePathOf(url, options.siteOrigin);
    if (sitePath !== null) {
      const file = await siteFile(sitePath, options);
      body = file.body;
      servedUrl = file.servedUrl;
    } else {
      const allowedOrigins = allowedModuleOrigins(options, options.siteOrigin);
      body = (await fetchModule(url, { ...options, allowedOrigins })).body;
    }
  } catch (error) {
    if (error instanceof FetchRefused) return { ok: false, url, reason: error.message };
    return { ok: false, url, reason: `${url} could not be fetched: ${(error as Error).message}` };
  }
  const result = checkModuleSource(body.toString('utf8'), what);
  if (!result.ok) return { ok: false, url, reason: `${url}: ${result.reason}`, exports: result.exports, dependencies: result.dependencies };
  return { ok: true, url, exports: result.exports, dependencies: result.dependencies, servedUrl, integrity: sha384(body) };
}

/** `/modules/x.js`, or an absolute URL on the site's own origin: the path; any other URL: null. */
export function sitePathOf(url: string, siteOrigin: string): string | null {
  if (url.startsWith('/') && !url.startsWith('//')) return url.split(/[?#]/)[0];
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new FetchRefused(`"${url}" is neither an http(s) URL nor a site path`);
  }
  return parsed.origin === new URL(siteOrigin).origin ? parsed.pathname : null;
}

/** A site path as the site serves it: a logical module URL through the build's manifest, else the file itself. */
async function siteFile(sitePath: string, options: CheckOptions): Promise<{ body: Buffer; servedUrl: string }> {
  if (!options.webDir) throw new FetchRefused(`${sitePath} is a site path, but there is no web build to read it from`);
  const webDir = path.resolve(options.webDir);
  const manifest = await fs
    .readFile(path.join(webDir, 'manifest.json'), 'utf8')
    .then((t) => JSON.parse(t) as { modules?: Record<string, string> })
    .catch(() => null);
  const servedUrl = manifest?.modules?.[sitePath] ?? sitePath;
  const relative = path.normalize(decodeURIComponent(servedUrl)).replace(/^[/\\]+/, '');
  const file = path.join(webDir, relative);
  if (!relative || relative.startsWith('..') || !file.startsWith(webDir + path.sep)) throw new FetchRefused(`${sitePath} is outside the site`);
  const stat = await fs.stat(file).catch(() => null);
  if (!stat?.isFile()) throw new FetchRefused(`${sitePath} is not a file of the site's build (${webDir}): the site answers 404 for it`);
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  if (stat.size > maxBytes) throw new FetchRefused(`${sitePath} is ${stat.size} bytes, more than the ${maxBytes} allowed for a module`);
  return { body: await fs.readFile(file), servedUrl };
}
