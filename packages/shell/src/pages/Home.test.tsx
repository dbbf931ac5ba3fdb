import fs from 'node:fs';
import path from 'node:path';
import { act, render, screen, within } from '@testing-library/react';
import { BrowserRouter } from 'react-router-dom';
import { auth$, casinoSections$, INITIAL_SITE, initI18n, logout, site$ } from '@khel/shared';
import { Header } from '../chrome/Header';
import { HERO_ART, SECTION_ART, TILE_ART } from './art';
import { Home, SECTIONS } from './Home';

const EMOJI = /[\u{1F300}-\u{1FAFF}\u{2600}-\u{27BF}\u{2300}-\u{23FF}\u{2190}-\u{21FF}×‹›]/u;

function withSite(siteSetting: Record<string, unknown>) {
  act(() => site$.next({ ...INITIAL_SITE, status: 'ready', settings: { siteSetting, casino_url: null, bonus_data: null } as never }));
}

beforeAll(() => initI18n('en'));
afterEach(() => logout());

const PUBLIC = path.resolve(__dirname, '../../../../root-config/public');

describe('Home artwork', () => {
  it('every tile is a link named by its text, with a picture file of its own at a fixed size and no emoji', () => {
    withSite({ site_title: 'Khel' });
    const { container } = render(<Home />, { wrapper: BrowserRouter });
    const tiles = container.querySelectorAll('a.s-tile');
    expect(tiles).toHaveLength(8);
    const pictures = new Set<string>();
    for (const tile of tiles) {
      const art = tile.querySelector('img.s-art')!;
      expect(art.getAttribute('alt')).toBe('');
      expect(art.getAttribute('decoding')).toBe('async');
      expect([art.getAttribute('width'), art.getAttribute('height')]).toEqual(['96', '64']);
      expect(art.getAttribute('src')).toMatch(/^\/assets\/art\/home\/tile-[a-z]+\.svg$/);
      pictures.add(art.getAttribute('src')!);
      expect(tile.textContent).not.toMatch(EMOJI);
    }
    expect(pictures.size).toBe(8);
    expect(container.querySelector('svg')).toBeNull();
    const cricket = screen.getByRole('link', { name: 'Cricket' });
    expect(cricket.getAttribute('href')).toBe('/sports/cricket/4');
    expect(cricket.querySelector('img')!.getAttribute('src')).toBe('/assets/art/home/tile-cricket.svg');
    expect(screen.getByRole('link', { name: 'Refer & Earn' }).querySelector('img')!.getAttribute('src')).toBe('/assets/art/home/tile-refer.svg');
  });

  it('each section header carries its emblem, and the hero its picture', () => {
    withSite({ site_title: 'Khel' });
    const { container } = render(<Home />, { wrapper: BrowserRouter });
    for (const section of SECTIONS) {
      const region = screen.getByRole('region', { name: section.title });
      const emblem = region.querySelector('.s-sec-head img.s-sec-art')!;
      expect(emblem.getAttribute('src')).toBe(`/assets/art/home/section-${section.art}.svg`);
      expect([emblem.getAttribute('width'), emblem.getAttribute('height'), emblem.getAttribute('alt')]).toEqual(['36', '36', '']);
      expect(within(region).getAllByRole('link')).toHaveLength(section.tiles.length);
    }
    const hero = container.querySelector('.s-hero img.s-hero-art')!;
    expect([hero.getAttribute('src'), hero.getAttribute('width'), hero.getAttribute('height')]).toEqual(['/assets/art/home/hero.svg', '200', '140']);
  });

  it('every picture Home names is a small, script-free SVG file drawn at the size Home gives it', () => {
    const all = [HERO_ART, ...Object.values(SECTION_ART), ...Object.values(TILE_ART)];
    expect(new Set(all.map((a) => a.src)).size).toBe(11);
    expect(fs.readdirSync(path.join(PUBLIC, 'assets/art/home')).sort()).toEqual(all.map((a) => a.src.split('/').pop()).sort());
    for (const art of all) {
      const svg = fs.readFileSync(path.join(PUBLIC, art.src), 'utf8');
      const head = /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="(\d+)" height="(\d+)" viewBox="0 0 \1 \2">/.exec(svg);
      expect(head).not.toBeNull();
      expect(Number(head![1]) / Number(head![2])).toBeCloseTo(art.width / art.height, 5);
      expect(svg.length).toBeLessThan(3000);
      expect(svg).not.toMatch(/<script|<foreignObject|\son[a-z]+=|href=/i);
      expect(svg).not.toMatch(/[^\x20-\x7e\n]/);
      expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    }
  });
});

describe('Home casino tile', () => {
  afterEach(() => act(() => casinoSections$.next([])));

  it('offers Live Casino only while that section has games, otherwise the whole casino', () => {
    withSite({ site_title: 'Khel' });
    render(<Home />, { wrapper: BrowserRouter });
    const games = screen.getByRole('region', { name: 'Games & Rewards' });
    expect(within(games).queryByRole('link', { name: 'Live Casino' })).toBeNull();
    expect(within(games).getByRole('link', { name: 'Casino' }).getAttribute('href')).toBe('/casino/all');
    act(() => casinoSections$.next(['live', 'indian']));
    expect(within(games).getByRole('link', { name: 'Live Casino' }).getAttribute('href')).toBe('/casino/live');
    expect(within(games).queryByRole('link', { name: 'Casino' })).toBeNull();
    expect(within(games).getAllByRole('link')).toHaveLength(4);
  });
});

describe('Header logo and icons', () => {
  it('draws the Khel logo inline when the site keeps the default logo, named by the site title', () => {
    withSite({ site_title: 'Khel', logo: '/assets/logo.svg' });
    const { container } = render(<Header onMenu={() => undefined} onAccount={() => undefined} />, { wrapper: BrowserRouter });
    expect(screen.getByRole('img', { name: 'Khel' }).querySelector('.khel-mark')).not.toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('button', { name: 'Menu' }).querySelector('svg[data-icon="menu"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Search' }).querySelector('svg[data-icon="search"]')).not.toBeNull();
    expect(container.textContent).not.toMatch(EMOJI);
  });

  it("shows the operator's own logo when the site sets one", () => {
    withSite({ site_title: 'Bazi', logo: 'logos/bazi.png', aws_url: 'https://cdn.example.com' });
    render(<Header onMenu={() => undefined} onAccount={() => undefined} />, { wrapper: BrowserRouter });
    expect(screen.getByAltText('Bazi').getAttribute('src')).toBe('https://cdn.example.com/logos/bazi.png');
  });

  it('the account button is an icon with a name', () => {
    withSite({ site_title: 'Khel' });
    act(() => auth$.next({ token: 'tok', user: { user_name: 'p1', balance: 0, expl: 0 } as never }));
    render(<Header onMenu={() => undefined} onAccount={() => undefined} />, { wrapper: BrowserRouter });
    expect(screen.getByRole('button', { name: 'Account' }).querySelector('svg[data-icon="user"]')).not.toBeNull();
  });
});
