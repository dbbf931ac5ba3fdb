import { allowedMetaTags, PIXEL_ID, pixelId, SITE_CSS_ID, SITE_META_MARK } from './site-extras';
import { applySiteHead as applyWith, siteAssetUrl, type SiteHeadOptions } from './site-head';

/** The meta tags, CSS and pixel are their own module (site-extras.ts), here loaded as the import map's would be. */
let extrasLoads = 0;
const applySiteHead = (settings: Parameters<typeof applyWith>[0], options: SiteHeadOptions) =>
  applyWith(settings, options, () => {
    extrasLoads += 1;
    return import('./site-extras');
  });

/** index.html's icon link (shared/src/brand/favicon.ts FAVICON_LINK_ID). */
const FAVICON_LINK_ID = 'khel-favicon';

function page(): void {
  document.head.innerHTML = `<title>Khel</title><link rel="icon" id="${FAVICON_LINK_ID}" href="/favicon.svg" type="image/svg+xml" /><style id="module">.x{color:red}</style>`;
  document.body.innerHTML = '<div class="khel-chrome"></div><main class="khel-main"></main>';
}

const siteMetas = () => Array.from(document.head.querySelectorAll(`meta[${SITE_META_MARK}]`)).map((m) => m.outerHTML);

beforeEach(page);

describe('the site settings on the page', () => {
  // First in the file: until some settings carry meta tags, CSS or a pixel, their module is never loaded.
  it('applies the title and icon at once and loads no extras module for settings without meta tags, CSS or pixel', async () => {
    const applied = applySiteHead({ site_title: 'Plain Khel', fav_logo: '/assets/plain.svg', meta_tags: '', front_css: ' ', meta_pixel_code: '' }, { console: false });
    expect(document.title).toBe('Plain Khel');
    expect(document.getElementById(FAVICON_LINK_ID)!.getAttribute('href')).toBe('/assets/plain.svg');
    await applied;
    expect(extrasLoads).toBe(0);
    await applySiteHead({ front_css: 'b{}' }, { console: true });
    expect(extrasLoads).toBe(0);
    await applySiteHead({ front_css: 'b{}' }, { console: false });
    expect(extrasLoads).toBe(1);
  });

  it('sets the title, the favicon under aws_url, the meta tags and front_css as the last style', async () => {
    await applySiteHead(
      {
        site_title: 'Lucky Khel',
        fav_logo: 'icons/fav.png',
        aws_url: 'https://cdn.example.com/site/',
        meta_tags: '<meta name="description" content="Play & win"><meta property="og:title" content="Lucky">',
        front_css: '.s-header{background:#123456}',
      },
      { console: false },
    );
    expect(document.title).toBe('Lucky Khel');
    const icon = document.getElementById(FAVICON_LINK_ID)!;
    expect(icon.getAttribute('href')).toBe('https://cdn.example.com/site/icons/fav.png');
    expect(icon.hasAttribute('type')).toBe(false);
    expect(siteMetas()).toEqual([
      `<meta name="description" content="Play &amp; win" ${SITE_META_MARK}="">`,
      `<meta property="og:title" content="Lucky" ${SITE_META_MARK}="">`,
    ]);
    const style = document.getElementById(SITE_CSS_ID)!;
    expect(style.tagName).toBe('STYLE');
    expect(style.textContent).toBe('.s-header{background:#123456}');
    expect(document.body.lastElementChild).toBe(style);
  });

  it('keeps front_css as CSS text: markup in it never becomes elements', async () => {
    await applySiteHead({ front_css: 'a{color:red}</style><script>window.pwned=1</script><img src=x onerror=alert(1)>' }, { console: false });
    const style = document.getElementById(SITE_CSS_ID)!;
    expect(style.childNodes).toHaveLength(1);
    expect(style.firstChild!.nodeType).toBe(Node.TEXT_NODE);
    expect(document.querySelectorAll('script, img')).toHaveLength(0);
  });

  it('takes only harmless <meta> from meta_tags: no scripts, no http-equiv, no viewport or referrer', async () => {
    const html =
      '<script>window.pwned=1</script><meta http-equiv="refresh" content="0;url=https://evil.example">' +
      '<meta http-equiv="Content-Security-Policy" content="script-src *"><meta charset="latin1">' +
      '<meta name="viewport" content="width=200"><meta name="referrer" content="unsafe-url">' +
      '<meta name="keywords" content="cricket, casino" onload="alert(1)"><link rel="stylesheet" href="https://evil.example/x.css">' +
      '<meta name="no-content">';
    expect(allowedMetaTags(html)).toEqual([{ name: 'keywords', content: 'cricket, casino' }]);
    await applySiteHead({ meta_tags: html }, { console: false });
    expect(siteMetas()).toEqual([`<meta name="keywords" content="cricket, casino" ${SITE_META_MARK}="">`]);
    expect(document.querySelectorAll('script, link[rel=stylesheet]')).toHaveLength(0);
  });

  it('replaces what earlier settings added, and removes it when the new settings have none', async () => {
    await applySiteHead({ meta_tags: '<meta name="a" content="1">', front_css: 'b{}', meta_pixel_code: '123456789012' }, { console: false });
    await applySiteHead({ meta_tags: '<meta name="b" content="2">', front_css: 'i{}' }, { console: false });
    expect(siteMetas()).toEqual([`<meta name="b" content="2" ${SITE_META_MARK}="">`]);
    expect(document.querySelectorAll(`#${SITE_CSS_ID}`)).toHaveLength(1);
    expect(document.getElementById(SITE_CSS_ID)!.textContent).toBe('i{}');
    expect(document.getElementById(PIXEL_ID)).toBeNull();
    await applySiteHead({ front_css: '' }, { console: false });
    expect(document.getElementById(SITE_CSS_ID)).toBeNull();
    expect(siteMetas()).toEqual([]);
  });

  it("sends the Meta pixel's PageView as an image (its script is kept out by the CSP)", async () => {
    expect(pixelId("<script>fbq('init', '987654321012');fbq('track','PageView')</script>")).toBe('987654321012');
    expect(pixelId('not a pixel')).toBeNull();
    await applySiteHead({ meta_pixel_code: '987654321012' }, { console: false });
    const img = document.getElementById(PIXEL_ID) as HTMLImageElement;
    expect(img.getAttribute('src')).toBe('https://www.facebook.com/tr?id=987654321012&ev=PageView&noscript=1');
    expect(img.hidden).toBe(true);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('gives the console the title and icon only', async () => {
    await applySiteHead({ site_title: 'Lucky', fav_logo: '/assets/lucky.svg', meta_tags: '<meta name="a" content="1">', front_css: 'b{}' }, { console: true });
    expect(document.title).toBe('Lucky');
    expect(document.getElementById(FAVICON_LINK_ID)!.getAttribute('href')).toBe('/assets/lucky.svg');
    expect(siteMetas()).toEqual([]);
    expect(document.getElementById(SITE_CSS_ID)).toBeNull();
  });

  it('refuses icon URLs that are not the site, its store or https', () => {
    expect(siteAssetUrl('/assets/favicon.svg', 'https://cdn.example.com')).toBe('/assets/favicon.svg');
    expect(siteAssetUrl('https://cdn.example.com/f.png', '')).toBe('https://cdn.example.com/f.png');
    expect(siteAssetUrl('javascript:alert(1)', '')).toBeNull();
    expect(siteAssetUrl('http://plain.example/f.png', '')).toBeNull();
    expect(siteAssetUrl('//evil.example/f.png', '')).toBeNull();
    expect(siteAssetUrl('fav.png', '')).toBe('/fav.png');
    expect(siteAssetUrl('', 'https://cdn.example.com')).toBeNull();
  });
});
