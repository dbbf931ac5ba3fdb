import '../test-env';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { api, auth$, balance$, LOGGED_OUT, type User } from '@khel/shared';
import { fail, fakeApi, ok, renderAt, type Call } from '../test-utils';
import CasinoScreen from './CasinoScreen';

const tile = (id: string, name: string, section: string, provider = 'Khel Originals', thumbnail = '') => ({
  id, provider: provider === 'Khel Originals' ? 'house' : 'evo', provider_name: provider, code: name.toLowerCase(), name, section, thumbnail, rtp: 99,
});
const GAMES = [tile('1', 'Dice', 'table', 'Khel Originals', '/assets/casino/house/dice.svg'), tile('2', 'Crash', 'crash'), tile('3', 'Andar Bahar', 'indian'), tile('4', 'Lightning Roulette', 'live', 'Evolution')];
const lobby = (demo: 'barred' | 'play_money' = 'barred') => ({ sections: [], games: GAMES, source: null, demo });
const player = (isDemo = false) => ({ user_name: 'player1', isDemo }) as unknown as User;
const launched = (g = GAMES[0]!, playMoney = false) => ({ url: `/casino-house/?token=${'t'.repeat(32)}&game=${g.code}&lang=en`, game: g, expires_at: '2026-11-23T14:00:00.000Z', play_money: playMoney });

let calls: Call[];
beforeEach(() => {
  localStorage.clear();
  act(() => auth$.next({ token: 'tok', user: player() }));
});
afterEach(() => act(() => auth$.next(LOGGED_OUT)));

const open = (path = '/casino/all') => renderAt(<CasinoScreen />, { path, route: '/casino/:section' });
const grid = async () => screen.findByRole('list', { name: /./ });
const names = (list: HTMLElement) => within(list).getAllByRole('button', { name: /^Play / }).map((b) => b.querySelector('.c-name')?.textContent);

describe('casino lobby', () => {
  it('shows every game with its picture or a generated tile, and the sections as links', async () => {
    calls = fakeApi(api.sports, () => ok(lobby()));
    open();
    expect(screen.getByText('Loading games')).toBeTruthy();
    const list = await grid();
    expect(names(list)).toEqual(['Play Dice', 'Play Crash', 'Play Andar Bahar', 'Play Lightning Roulette']);
    expect([...list.querySelectorAll('.c-meta')].map((m) => m.textContent)).toEqual([
      'Khel Originals · RTP 99.00%', 'Khel Originals · RTP 99.00%', 'Khel Originals · RTP 99.00%', 'Evolution · RTP 99.00%',
    ]);
    expect(list.querySelector('img.c-art')?.getAttribute('src')).toBe('/assets/casino/house/dice.svg');
    expect(list.querySelectorAll('svg.c-art')).toHaveLength(3);
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/casino/lobby' });
    const nav = screen.getByRole('navigation', { name: 'Casino sections' });
    // Slots has no game here: its section is not offered.
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(['All Games', 'Favourites', 'Recently Played', 'Live Casino', 'Table Games', 'Crash', 'Indian Games']);
    expect(within(nav).getByRole('link', { name: 'Indian Games' }).getAttribute('href')).toBe('/casino/indian');
  });

  it('hides every section without games; an unknown section is the 404 page, not all games', async () => {
    calls = fakeApi(api.sports, () => ok({ ...lobby(), games: GAMES.filter((g) => g.section !== 'live') }));
    open('/casino/all');
    await grid();
    const nav = screen.getByRole('navigation', { name: 'Casino sections' });
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(['All Games', 'Favourites', 'Recently Played', 'Table Games', 'Crash', 'Indian Games']);
  });

  it('answers /casino/xyz with the 404 page', async () => {
    calls = fakeApi(api.sports, () => ok(lobby()));
    open('/casino/xyz');
    expect(screen.getByRole('heading', { name: '404 Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go To Homepage' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('navigation', { name: 'Casino sections' })).toBeNull();
    await act(async () => undefined);
    expect(calls).toEqual([]);
  });

  it('a section shows its games only, and the search narrows by game or provider name', async () => {
    fakeApi(api.sports, () => ok(lobby()));
    open('/casino/indian');
    expect(names(await grid())).toEqual(['Play Andar Bahar']);
    expect(screen.getByRole('link', { name: 'Indian Games' }).getAttribute('aria-current')).toBe('page');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search games' }), { target: { value: 'zzz' } });
    expect(screen.getByText('No games found')).toBeTruthy();
    expect(screen.getByText('Try another name or section.')).toBeTruthy();
  });

  it('searches every game by provider name', async () => {
    fakeApi(api.sports, () => ok(lobby()));
    open('/casino/all');
    await grid();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search games' }), { target: { value: 'evolution' } });
    expect(names(await grid())).toEqual(['Play Lightning Roulette']);
  });

  it('keeps favourites per player in this browser', async () => {
    fakeApi(api.sports, () => ok(lobby()));
    const view = open('/casino/favourites');
    expect(await screen.findByText('Tap the star on a game to keep it here.')).toBeTruthy();
    view.unmount();
    open('/casino/all');
    await grid();
    const star = screen.getByRole('button', { name: 'Add Crash to favourites' });
    fireEvent.click(star);
    expect(star.getAttribute('aria-pressed')).toBe('true');
    expect(star.getAttribute('aria-label')).toBe('Remove Crash from favourites');
    expect(JSON.parse(localStorage.getItem('khel_casino:player1')!)).toEqual({ favourites: ['2'], recent: [] });
  });

  it('opens a game in a frame, remembers it as recently played, re-reads the balance after a round and on close', async () => {
    calls = fakeApi(api.sports, (c) => (c.url === '/casino/launch' ? ok(launched()) : ok(lobby())));
    const userCalls = fakeApi(api.user, () => [200, { success: true, bl: 1234.5, ex: 0, bc: 1, eb: 0 }]);
    act(() => balance$.next({ bl: 1000, ex: 0, bc: 0, eb: 0 }));
    open();
    const tile = within(await grid()).getByRole('button', { name: 'Play Dice' });
    tile.focus();
    fireEvent.click(tile);
    const frame = await screen.findByTitle('Dice');
    expect(frame.getAttribute('src')).toBe(launched().url);
    expect(calls.find((c) => c.url === '/casino/launch')?.body).toEqual({ game_id: '1', lang: 'en' });
    expect(JSON.parse(localStorage.getItem('khel_casino:player1')!).recent).toEqual(['1']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Back to the lobby' }));

    // A message from another origin, or not from the frame, is ignored.
    act(() => window.dispatchEvent(new MessageEvent('message', { data: { type: 'khel:casino-round' }, origin: 'https://evil.example', source: (frame as HTMLIFrameElement).contentWindow })));
    act(() => window.dispatchEvent(new MessageEvent('message', { data: { type: 'khel:casino-round' }, origin: window.location.origin, source: window })));
    expect(userCalls).toHaveLength(0);
    act(() => window.dispatchEvent(new MessageEvent('message', { data: { type: 'khel:casino-round' }, origin: window.location.origin, source: (frame as HTMLIFrameElement).contentWindow })));
    await waitFor(() => expect(balance$.value?.bl).toBe(1234.5));
    expect(userCalls[0]).toMatchObject({ method: 'POST', url: '/api/wallet-balance' });

    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByTitle('Dice')).toBeNull();
    expect(document.activeElement).toBe(tile);
    await waitFor(() => expect(userCalls).toHaveLength(2));
  });

  it('says clearly when a provider is down', async () => {
    fakeApi(api.sports, (c) => (c.url === '/casino/launch' ? fail(503, 'This game is not available right now. Please try another game.') : ok(lobby())));
    open();
    fireEvent.click(within(await grid()).getByRole('button', { name: 'Play Lightning Roulette' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Lightning Roulette could not be openedThis game is not available right now. Please try another game.');
    expect(screen.queryByTitle('Lightning Roulette')).toBeNull();
  });

  it('tells a demo player the operator bars casino games, and refuses the launch with the same words', async () => {
    act(() => auth$.next({ token: 'tok', user: player(true) }));
    fakeApi(api.sports, (c) => (c.url === '/casino/launch' ? fail(403, 'Casino games are not available on a demo account') : ok(lobby('barred'))));
    open();
    const note = await screen.findByRole('note');
    expect(note.textContent).toBe('Casino games are not available on a demo accountRegister a real account to play casino games.');
    fireEvent.click(within(await grid()).getByRole('button', { name: 'Play Dice' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Dice could not be openedCasino games are not available on a demo account');
  });

  it('tells a demo player they play with play money when the operator allows it, and marks the frame', async () => {
    act(() => auth$.next({ token: 'tok', user: player(true) }));
    fakeApi(api.sports, (c) => (c.url === '/casino/launch' ? ok(launched(GAMES[0], true)) : ok(lobby('play_money'))));
    open();
    expect((await screen.findByRole('note')).textContent).toBe('You are playing with play moneyWins and losses on a demo account are not real money.');
    fireEvent.click(within(await grid()).getByRole('button', { name: 'Play Dice' }));
    expect(within(await screen.findByRole('dialog', { name: 'Dice' })).getByText('Play money')).toBeTruthy();
  });

  it('asks a visitor to log in before playing', async () => {
    act(() => auth$.next(LOGGED_OUT));
    calls = fakeApi(api.sports, () => ok(lobby()));
    open();
    fireEvent.click(within(await grid()).getByRole('button', { name: 'Play Crash' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Crash could not be openedPlease log in to play');
    expect(calls.filter((c) => c.url === '/casino/launch')).toHaveLength(0);
  });

  it('shows the error panel with Retry when the lobby cannot load', async () => {
    let n = 0;
    fakeApi(api.sports, () => (++n === 1 ? fail(503, 'Service Unavailable') : ok(lobby())));
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(names(await grid())).toHaveLength(4);
  });
});
