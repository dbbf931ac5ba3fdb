/** The favicon's <link> in index.html: Khel's mark by default (root-config/public/favicon.svg). */
export const FAVICON_LINK_ID = 'khel-favicon';
export const DEFAULT_FAVICON = '/favicon.svg';

/**
 * The hook for a site's own favicon (site settings `fav_logo`): points the page's icon link at `url`, or back at
 * Khel's mark when the site has none. Wiring it to the settings is the site-settings work's to do.
 */
export function applyFavicon(url?: string | null): void {
  if (typeof document === 'undefined') return;
  const link = document.getElementById(FAVICON_LINK_ID);
  if (!(link instanceof HTMLLinkElement)) return;
  const href = url || DEFAULT_FAVICON;
  if (link.getAttribute('href') !== href) link.setAttribute('href', href);
  if (!url || url.endsWith('.svg')) link.type = 'image/svg+xml';
  else link.removeAttribute('type');
}
