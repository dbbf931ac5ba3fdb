import { applyFavicon, type SiteSetting } from '@khel/shared';

/**
 * The site settings that dress the page (SPEC §3 siteSetting): site_title and fav_logo here, at once; meta_tags,
 * front_css and meta_pixel_code (operator text, never parsed into the page as HTML) are site-extras.ts, a System
 * module of its own loaded only when the settings carry one of them, so a site without them (and Home's JavaScript
 * budget) carries none of that code. g_tags (Google's tag, a script the CSP keeps out) is not applied.
 */
export const SITE_EXTRAS_MODULE = '@khel/root-config/site-extras';

type HeadSettings = Pick<SiteSetting, 'site_title' | 'fav_logo' | 'meta_tags' | 'front_css' | 'meta_pixel_code' | 'aws_url'>;
type SiteExtras = Pick<typeof import('./site-extras'), 'applySiteExtras'>;
declare const System: { import(name: string): Promise<unknown> } | undefined;

/** A settings path as a URL the page can load: absolute, site-relative, or under aws_url. */
export function siteAssetUrl(path: string | null | undefined, base: string | null | undefined): string | null {
  const value = path?.trim();
  if (!value) return null;
  if (/^https:\/\//i.test(value) || value.startsWith('/')) return value.startsWith('//') ? null : value;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return null; // http:, javascript:, data: ... are not a site's icon
  return base ? `${base.replace(/\/$/, '')}/${value.replace(/^\//, '')}` : `/${value}`;
}

function applyTitle(title: string | null | undefined): void {
  const text = title?.trim();
  if (text) document.title = text;
}

export interface SiteHeadOptions {
  /** The operator console gets the favicon and title only: the player site's CSS, tags and pixel are not its. */
  console: boolean;
}

const fromImportMap = () => System!.import(SITE_EXTRAS_MODULE) as Promise<SiteExtras>;
let extrasUsed = false;
// Each settings change's extras apply in order, one after the other (the module loads once).
let extrasApplied: Promise<void> = Promise.resolve();

/**
 * Puts the site's own title, icon, meta tags, CSS and pixel on the page (replacing earlier settings' ones). The
 * title and icon apply at once; the returned promise settles once the rest has.
 */
export function applySiteHead(
  settings: HeadSettings | null | undefined,
  { console: onConsole }: SiteHeadOptions,
  loadExtras: () => Promise<SiteExtras> = fromImportMap,
): Promise<void> {
  if (typeof document === 'undefined' || !settings) return extrasApplied;
  applyTitle(settings.site_title);
  applyFavicon(siteAssetUrl(settings.fav_logo, settings.aws_url));
  if (onConsole) return extrasApplied;
  // Once loaded, the extras module also takes off what earlier settings added when the new ones have none.
  const carried = [settings.meta_tags, settings.front_css, settings.meta_pixel_code].some((text) => text?.trim());
  if (!carried && !extrasUsed) return extrasApplied;
  extrasUsed = true;
  extrasApplied = extrasApplied
    .then(loadExtras)
    .then((extras) => extras.applySiteExtras(settings))
    .catch((error: unknown) => console.warn('[khel] site meta tags, CSS and pixel not applied:', error));
  return extrasApplied;
}
