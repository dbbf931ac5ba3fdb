import type { SiteSetting } from '@khel/shared';

/**
 * @khel/root-config/site-extras: the site settings' meta_tags, front_css and meta_pixel_code on the page (SPEC §3
 * siteSetting), a System module loaded only when the settings carry one of them (site-head.ts). All of it is
 * operator text, so none of it is ever parsed into the live document as HTML:
 * - front_css becomes the text of one <style> (a text node: `</style><script>` stays CSS text, and the CSP allows
 *   no inline script anyway). It is the last thing in <body>, after every module's <style> in <head>, so it wins
 *   over the product's styles at equal specificity.
 * - meta_tags is read with DOMParser (an inert document: nothing in it runs or loads) and only <meta> elements with
 *   name/property/itemprop and content are copied, attribute by attribute, onto new elements. http-equiv (which
 *   could set cookies, refresh the page or add a policy), charset, viewport and referrer are refused.
 * - meta_pixel_code: the pixel's script needs Meta's script host in the CSP, which stays as it is; a numeric pixel
 *   id (or a snippet with fbq('init', '<id>')) is sent the pixel's own no-script PageView image instead.
 * Re-applying (new settings) replaces what the previous settings added.
 */
export const SITE_CSS_ID = 'khel-site-css';
export const SITE_META_MARK = 'data-khel-site-meta';
export const PIXEL_ID = 'khel-site-pixel';

const META_NAME_ATTRS = ['name', 'property', 'itemprop'] as const;
const REFUSED_META_NAMES = new Set(['viewport', 'referrer', 'color-scheme', 'theme-color']);
const MAX_META_TAGS = 30;

export type ExtrasSettings = Pick<SiteSetting, 'meta_tags' | 'front_css' | 'meta_pixel_code'>;

/** The <meta> elements of meta_tags that may go on the page, as plain attribute lists. */
export function allowedMetaTags(html: string | null | undefined): Array<Record<string, string>> {
  if (!html?.trim() || typeof DOMParser === 'undefined') return [];
  const parsed = new DOMParser().parseFromString(`<!doctype html><html><head>${html}</head></html>`, 'text/html');
  const out: Array<Record<string, string>> = [];
  for (const meta of Array.from(parsed.querySelectorAll('meta'))) {
    if (meta.hasAttribute('http-equiv') || meta.hasAttribute('charset')) continue;
    const content = meta.getAttribute('content');
    const key = META_NAME_ATTRS.find((attr) => meta.getAttribute(attr));
    if (!key || content === null) continue;
    const name = meta.getAttribute(key)!.trim();
    if (REFUSED_META_NAMES.has(name.toLowerCase())) continue;
    out.push({ [key]: name, content });
    if (out.length === MAX_META_TAGS) break;
  }
  return out;
}

/** The Meta pixel id from meta_pixel_code: the id itself, or the one a pasted snippet initialises. */
export function pixelId(code: string | null | undefined): string | null {
  const text = code?.trim() ?? '';
  if (/^[0-9]{6,20}$/.test(text)) return text;
  return /fbq\(\s*['"]init['"]\s*,\s*['"]([0-9]{6,20})['"]/.exec(text)?.[1] ?? null;
}

function applyMetaTags(html: string | null | undefined): void {
  for (const old of Array.from(document.head.querySelectorAll(`meta[${SITE_META_MARK}]`))) old.remove();
  for (const attrs of allowedMetaTags(html)) {
    const meta = document.createElement('meta');
    for (const [name, value] of Object.entries(attrs)) meta.setAttribute(name, value);
    meta.setAttribute(SITE_META_MARK, '');
    document.head.appendChild(meta);
  }
}

function applyFrontCss(css: string | null | undefined): void {
  let style = document.getElementById(SITE_CSS_ID);
  if (!css?.trim()) {
    style?.remove();
    return;
  }
  if (!(style instanceof HTMLStyleElement)) {
    style = document.createElement('style');
    style.id = SITE_CSS_ID;
  }
  if (style.textContent !== css) style.textContent = css;
  document.body.appendChild(style);
}

function applyPixel(code: string | null | undefined): void {
  const id = pixelId(code);
  const old = document.getElementById(PIXEL_ID);
  if (!id) {
    old?.remove();
    return;
  }
  const src = `https://www.facebook.com/tr?id=${encodeURIComponent(id)}&ev=PageView&noscript=1`;
  if (old instanceof HTMLImageElement && old.getAttribute('src') === src) return;
  old?.remove();
  const img = document.createElement('img');
  img.id = PIXEL_ID;
  img.alt = '';
  img.width = 1;
  img.height = 1;
  img.hidden = true;
  img.referrerPolicy = 'origin';
  img.src = src;
  document.body.appendChild(img);
}

/** Puts the settings' meta tags, CSS and pixel on the page, replacing (or removing) what earlier settings added. */
export function applySiteExtras(settings: ExtrasSettings): void {
  applyMetaTags(settings.meta_tags);
  applyFrontCss(settings.front_css);
  applyPixel(settings.meta_pixel_code);
}
