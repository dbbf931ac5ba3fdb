/**
 * A site's starting settings with nothing made up in them (no announcement, offer or contact numbers): what a
 * production database gets for its default domain, for the operators to fill in from the console.
 */
export function baseSiteSettings(domain: string): Record<string, unknown> {
  return {
    ...demoSiteSettings(domain),
    announcement: '',
    poster: [],
    social_link: {},
  };
}

/** The demo site's settings (SPEC §3 siteSetting fields), for the default domain. */
export function demoSiteSettings(domain: string): Record<string, unknown> {
  return {
    site_title: 'Khel',
    domain_name: domain,
    logo: '/assets/logo.svg',
    fav_logo: '/assets/favicon.svg',
    app_logo: '/assets/app-logo.svg',
    aws_url: '',
    storage_path: { domain_image: '/assets/', site_map: '/assets/sitemap.xml' },
    // SPEC §3: the announcement is JSON text.
    announcement: JSON.stringify([{ id: 1, message: 'Welcome to Khel! Deposits are credited within 45 minutes.' }]),
    poster: [{ id: 1, poster_type: 12, image: '/assets/offer.svg', url: '/bonus', title: 'Get 3% bonus on every deposit' }],
    meta_pixel_code: '',
    meta_tags: '',
    g_tags: '',
    site_map: '',
    front_css: '',
    languagesList: [{ code: 'en' }, { code: 'hi' }],
    language_code: 'en',
    business_type: 2,
    social_link: { email: 'support@khel.example', whatsappno1: '919876500000' },
  };
}

