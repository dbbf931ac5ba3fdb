import { siteHeadApplier } from './site-head-loader';
import { SITE_CSS_ID, SITE_META_MARK } from './site-head';

const flush = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  document.head.innerHTML = '<title>Khel</title><link rel="icon" id="khel-favicon" href="/favicon.svg" />';
  document.body.innerHTML = '';
});

function applier() {
  let loads = 0;
  const apply = siteHeadApplier(() => {
    loads += 1;
    return import('./site-head');
  });
  return { apply, loads: () => loads };
}

describe('the site head, its parsing loaded on demand', () => {
  it('sets title and favicon at once and loads nothing when the settings carry no meta tags, CSS or pixel', async () => {
    const { apply, loads } = applier();
    apply({ site_title: 'Lucky Khel', fav_logo: '/assets/fav.png', meta_tags: '', front_css: ' ', meta_pixel_code: '' }, { console: false });
    expect(document.title).toBe('Lucky Khel');
    expect(document.getElementById('khel-favicon')!.getAttribute('href')).toBe('/assets/fav.png');
    await flush();
    expect(loads()).toBe(0);
  });

  it('loads the rest once for meta tags and CSS, and later settings without them clear what it added', async () => {
    const { apply, loads } = applier();
    apply({ site_title: 'A', meta_tags: '<meta name="description" content="Play">', front_css: 'b{}' }, { console: false });
    await flush();
    expect(document.head.querySelectorAll(`meta[${SITE_META_MARK}]`)).toHaveLength(1);
    expect(document.getElementById(SITE_CSS_ID)!.textContent).toBe('b{}');
    apply({ site_title: 'B' }, { console: false });
    await flush();
    expect(document.title).toBe('B');
    expect(document.head.querySelectorAll(`meta[${SITE_META_MARK}]`)).toHaveLength(0);
    expect(document.getElementById(SITE_CSS_ID)).toBeNull();
    expect(loads()).toBe(1);
  });

  it('the console loads none of it: title and favicon only', async () => {
    const { apply, loads } = applier();
    apply({ site_title: 'Ops', front_css: 'b{}' }, { console: true });
    await flush();
    expect(document.title).toBe('Ops');
    expect(document.getElementById(SITE_CSS_ID)).toBeNull();
    expect(loads()).toBe(0);
  });
});
