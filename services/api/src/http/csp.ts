import { moduleHostOrigins } from '../import-map/allowed-hosts';
import type { Config } from '../config';

/**
 * The Content-Security-Policy directives the server sends, in three kinds:
 *
 * - `site`: the player's pages (index.html on every player route) and the scripts they start (modules, the service
 *   worker and the OCR worker take their policy from their own response). Scripts only from the site and the
 *   operator's module hosts (KHEL_MODULE_HOSTS), no inline script and no eval; 'wasm-unsafe-eval' because the
 *   deposit screen reads the slip's UTR with tesseract.js (WebAssembly) in a worker in the player's browser.
 * - `console`: the operator console (/backoffice pages, the /ops API): scripts from the site alone (core modules
 *   cannot be moved to another host from the console), no WebAssembly, no frames at all.
 * - `resource`: every other answer (JSON, images, the import map, data files): nothing runs if one is opened as a
 *   document.
 *
 * Styles keep 'unsafe-inline': the modules inject their CSS as <style> elements at run time (shared/src/ui/css.ts).
 */
export type CspDirectives = Record<string, string[]>;

export interface CspSources {
  /** Origins modules may come from besides the site (KHEL_MODULE_HOSTS). */
  moduleHosts: string[];
  /** Origins of services the browser calls on other hosts (KHEL_SERVICE_URLS). */
  serviceOrigins: string[];
  /** Origin of the upload store when it is not the site (KHEL_UPLOAD_DRIVER=s3). */
  uploadOrigins: string[];
  /**
   * From the operators' casino configuration (src/casino/page-origins.ts), on the player's pages only: the enabled
   * providers' launch origins (frame-src) and the sites' casino_url sources on other hosts (connect-src).
   */
  casinoFrames?: string[];
  casinoSources?: string[];
}

const SELF = "'self'";
const NONE = "'none'";

/** Absolute URLs' origins; site-relative URLs ('/user') are the site itself. */
function originsOf(urls: string[]): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) continue;
    origins.add(new URL(url).origin);
  }
  return [...origins];
}

/** The S3 driver's host (see src/wallet/uploads/s3-driver.ts): KHEL_S3_HOST or the bucket's virtual host. */
function uploadOrigins(uploads: Config['uploads']): string[] {
  if (uploads.driver !== 's3') return [];
  const host = uploads.s3.host || `${uploads.s3.bucket}.s3.${uploads.s3.region}.amazonaws.com`;
  return originsOf([/^[a-z][a-z0-9+.-]*:\/\//i.test(host) ? host : `https://${host}`]);
}

export function cspSources(config: Pick<Config, 'moduleHosts' | 'serviceUrls' | 'uploads'>): CspSources {
  return {
    moduleHosts: moduleHostOrigins(config),
    serviceOrigins: originsOf(Object.values(config.serviceUrls)),
    uploadOrigins: uploadOrigins(config.uploads),
  };
}

const uniq = (list: string[]) => [...new Set(list)];

export function siteDirectives(s: CspSources): CspDirectives {
  return {
    'default-src': [SELF],
    'script-src': uniq([SELF, ...s.moduleHosts, "'wasm-unsafe-eval'"]),
    'style-src': [SELF, "'unsafe-inline'"],
    'img-src': [SELF, 'data:', 'blob:', 'https:'],
    'media-src': [SELF, 'blob:', 'https:'],
    'font-src': [SELF, 'data:'],
    // The API (same origin unless moved), modules and chunks the service worker caches, the upload store (PUT).
    'connect-src': uniq([SELF, ...s.serviceOrigins, ...s.moduleHosts, ...s.uploadOrigins, ...(s.casinoSources ?? [])]),
    'worker-src': [SELF],
    'manifest-src': [SELF],
    // The wallet's tutorial videos are YouTube embeds; the casino lobby frames the built-in games' page (/casino-house/)
    // and the enabled outside providers' game pages.
    'frame-src': uniq([SELF, 'https://www.youtube.com', 'https://www.youtube-nocookie.com', ...(s.casinoFrames ?? [])]),
    'object-src': [NONE],
    'base-uri': [SELF],
    'form-action': [SELF],
    // No page of ours is framed: the sandbox gateway page is a top-level page (window.open), not a frame.
    'frame-ancestors': [NONE],
  };
}

/**
 * The casino's built-in games page (/casino-house/, packages/house-games): the site's page policy, except that it
 * is made to be framed, by the casino lobby on this same origin only ('self'; X-Frame-Options SAMEORIGIN for older
 * browsers), so no other site can frame it to trick a player into playing; it frames nothing itself.
 */
export function houseGameDirectives(s: CspSources): CspDirectives {
  return { ...siteDirectives({ ...s, casinoFrames: [], casinoSources: [] }), 'frame-src': [NONE], 'frame-ancestors': [SELF] };
}

export function consoleDirectives(s: CspSources): CspDirectives {
  return {
    'default-src': [SELF],
    'script-src': [SELF],
    'style-src': [SELF, "'unsafe-inline'"],
    'img-src': [SELF, 'data:', 'blob:', 'https:'],
    'font-src': [SELF, 'data:'],
    'connect-src': uniq([SELF, ...s.serviceOrigins, ...s.uploadOrigins]),
    'worker-src': [SELF],
    'manifest-src': [SELF],
    'frame-src': [NONE],
    'object-src': [NONE],
    'base-uri': [SELF],
    'form-action': [SELF],
    'frame-ancestors': [NONE],
  };
}

export function resourceDirectives(): CspDirectives {
  return { 'default-src': [NONE], 'base-uri': [NONE], 'form-action': [NONE], 'frame-ancestors': [NONE] };
}
