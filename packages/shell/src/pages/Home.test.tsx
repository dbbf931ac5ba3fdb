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
  it('every tile is a link named by its text, with a picture of its own at a fixed size and no emoji', () => {
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
      expect(art.getAttribute('src')).toMatch(/^\/assets\/art\/home\/home\.svg#tile-[a-z]+$/);
      pictures.add(art.getAttribute('src')!);
      expect(tile.textContent).not.toMatch(EMOJI);
    }
    expect(pictures.size).toBe(8);
    expect(container.querySelector('svg')).toBeNull();
    const cricket = screen.getByRole('link', { name: 'Cricket' });
    expect(cricket.getAttribute('href')).toBe('/sports/cricket/4');
    expect(cricket.querySelector('img')!.getAttribute('src')).toBe('/assets/art/home/home.svg#tile-cricket');
    expect(screen.getByRole('link', { name: 'Refer & Earn' }).querySelector('img')!.getAttribute('src')).toBe('/assets/art/home/home.svg#tile-refer');
  });

  it('each section header carries its emblem, and the hero its picture', () => {
    withSite({ site_title: 'Khel' });
    const { container } = render(<Home />, { wrapper: BrowserRouter });
    for (const section of SECTIONS) {
      const region = screen.getByRole('region', { name: section.title });
      const emblem = region.querySelector('.s-sec-head img.s-sec-art')!;
      expect(emblem.getAttribute('src')).toBe(`/assets/art/home/home.svg#section-${section.art}`);
      expect([emblem.getAttribute('width'), emblem.getAttribute('height'), emblem.getAttribute('alt')]).toEqual(['36', '36', '']);
      expect(within(region).getAllByRole('link')).toHaveLength(section.tiles.length);
    }
    const hero = container.querySelector('.s-hero img.s-hero-art')!;
    expect([hero.getAttribute('src'), hero.getAttribute('width'), hero.getAttribute('height')]).toEqual(['/assets/art/home/home.svg#hero', '200', '140']);
  });

  it('every picture Home names is a view of one small, script-free SVG file, drawn at the size Home gives it', () => {
    const all = [HERO_ART, ...Object.values(SECTION_ART), ...Object.values(TILE_ART)];
    expect(new Set(all.map((a) => a.src)).size).toBe(11);
    // one file for all of them: one request and one SVG document, however many pictures Home draws
    expect(new Set(all.map((a) => a.src.split('#')[0]))).toEqual(new Set(['/assets/art/home/home.svg']));
    expect(fs.readdirSync(path.join(PUBLIC, 'assets/art/home'))).toEqual(['home.svg']);
    const svg = fs.readFileSync(path.join(PUBLIC, 'assets/art/home/home.svg'), 'utf8');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg">')).toBe(true);
    expect(svg.length).toBeLessThan(20_000);
    expect(svg).not.toMatch(/<script|<foreignObject|\son[a-z]+=|href=/i);
    expect(svg).not.toMatch(/[^\x20-\x7e\n]/);
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    const ids = [...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
    const boxes: Array<[number, number]> = [];
    for (const art of all) {
      const name = art.src.split('#')[1]!;
      // the view frames exactly its drawing: an <svg> at the same place and size, which clips what it holds
      const view = new RegExp(`<view id="${name}" viewBox="0 (\\d+) (\\d+) (\\d+)"/>\\n<svg y="\\1" width="\\2" height="\\3">`).exec(svg);
      expect(view).not.toBeNull();
      const [y, w, h] = view!.slice(1).map(Number) as [number, number, number];
      expect(w / h).toBeCloseTo(art.width / art.height, 5);
      boxes.push([y, y + h]);
    }
    // no two drawings overlap, so no view shows part of another
    boxes.sort((a, b) => a[0] - b[0]);
    for (let i = 1; i < boxes.length; i++) expect(boxes[i]![0]).toBeGreaterThanOrEqual(boxes[i - 1]![1]);
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

  it('the account button is an icon with a name', async () => {
    withSite({ site_title: 'Khel' });
    act(() => auth$.next({ token: 'tok', user: { user_name: 'p1', balance: 0, expl: 0 } as never }));
    render(<Header onMenu={() => undefined} onAccount={() => undefined} />, { wrapper: BrowserRouter });
    expect(screen.getByRole('button', { name: 'Account' }).querySelector('svg[data-icon="user"]')).not.toBeNull();
    // the logged-in header's bell is lazy: loaded inside act, not after the test
    await act(async () => void (await import('../chrome/NotificationBell')));
  });
});
