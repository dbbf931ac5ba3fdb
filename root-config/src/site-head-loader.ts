import type { HeadSettings, SiteHeadOptions } from './site-head';
import { applyTitleAndIcon } from './site-title';

type SiteHeadModule = Pick<typeof import('./site-head'), 'applySiteHead'>;

const hasText = (value: string | null | undefined) => Boolean(value?.trim());

/**
 * Applies the site's head (site-head.ts) with the meta tags / front_css / pixel code loaded only when the settings
 * carry one of them (a lazy chunk of the root config): title and favicon apply at once, and a site that sets none of
 * the three (Home's usual case) never downloads the parsing. Once loaded it handles every later change, so removing
 * them still clears what an earlier settings added.
 */
export function siteHeadApplier(load: () => Promise<SiteHeadModule> = () => import('./site-head')) {
  let loading: Promise<SiteHeadModule> | null = null;
  return (settings: HeadSettings | null | undefined, options: SiteHeadOptions): void => {
    if (typeof document === 'undefined' || !settings) return;
    applyTitleAndIcon(settings);
    const extras = !options.console && [settings.meta_tags, settings.front_css, settings.meta_pixel_code].some(hasText);
    if (!extras && !loading) return;
    loading ??= load();
    // Promise callbacks run in order, so settings applied one after another land in that order.
    loading.then(
      (m) => m.applySiteHead(settings, options),
      (error: unknown) => {
        loading = null;
        console.warn('[khel] site head not applied:', error);
      },
    );
  };
}
