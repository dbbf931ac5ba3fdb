import { applyFavicon, type SiteSetting } from '@khel/shared';

/** The part of the site's head every page gets at once (site-head-loader.ts); the rest is site-head.ts. */
type TitleSettings = Pick<SiteSetting, 'site_title' | 'fav_logo' | 'aws_url'>;

/** A settings path as a URL the page can load: absolute, site-relative, or under aws_url. */
export function siteAssetUrl(path: string | null | undefined, base: string | null | undefined): string | null {
  const value = path?.trim();
  if (!value) return null;
  if (/^https:\/\//i.test(value) || value.startsWith('/')) return value.startsWith('//') ? null : value;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return null; // http:, javascript:, data: ... are not a site's icon
  return base ? `${base.replace(/\/$/, '')}/${value.replace(/^\//, '')}` : `/${value}`;
}

/** The site's title and favicon (site_title, fav_logo under aws_url). */
export function applyTitleAndIcon(settings: TitleSettings): void {
  const text = settings.site_title?.trim();
  if (text) document.title = text;
  applyFavicon(siteAssetUrl(settings.fav_logo, settings.aws_url));
}
