import '../test-env';
import { act, screen, within } from '@testing-library/react';
import { api, auth$, INITIAL_SITE, LOGGED_OUT, site$, type User } from '@khel/shared';
import { fakeApi, ok, renderAt } from '../test-utils';
import CasinoScreen from './CasinoScreen';

// The lobby's game data comes from the site's casino_url (SPEC §7); these cover where it is fetched and what a bad source does.
const tile = { id: '7', provider: 'agg', provider_name: 'Aggregator', code: 'roulette', name: 'Roulette', section: 'table', thumbnail: '', rtp: 97.3 };
const LOBBY = { sections: [{ id: 'table', name: 'Table Games', games: 1 }], games: [tile], demo: 'barred' };
const DOWN = 'This game is not available right now. Please try another game.';

const settings = (casino_url: string | null, aws_url = '') => ({ siteSetting: { aws_url }, casino_url, bonus_data: null });
const useSource = (casino_url: string | null, aws_url = '') => act(() => site$.next({ ...INITIAL_SITE, status: 'ready', settings: settings(casino_url, aws_url) }));
const open = () => renderAt(<CasinoScreen />, { path: '/casino/all', route: '/casino/:section' });

type FetchCall = [string, RequestInit];
let fetchCalls: FetchCall[];
function answer(make: () => Promise<Response>) {
  fetchCalls = [];
  globalThis.fetch = ((url: string, init: RequestInit) => {
    fetchCalls.push([url, init]);
    return make();
  }) as typeof fetch;
}
const json = (body: unknown, status = 200) => async () => ({ ok: status < 400, status, json: async () => body }) as unknown as Response;

beforeEach(() => {
  localStorage.clear();
  act(() => auth$.next({ token: 'tok', user: { user_name: 'player1', isDemo: false } as unknown as User }));
});
afterEach(() => {
  act(() => auth$.next(LOGGED_OUT));
  act(() => site$.next(INITIAL_SITE));
});

describe('the lobby reads its games from casino_url', () => {
  it('our own lobby (what the API names when no casino_url is set) goes through the sports client', async () => {
    useSource('/sports/casino/lobby', 'https://cdn.example.com');
    answer(() => Promise.reject(new Error('must not be called')));
    const calls = fakeApi(api.sports, () => ok(LOBBY));
    open();
    expect(within(await screen.findByRole('list', { name: 'All Games' })).getByRole('button', { name: 'Play Roulette' })).toBeTruthy();
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/casino/lobby' });
    expect(fetchCalls).toHaveLength(0);
  });

  it("an operator's absolute URL is fetched without the player's token or cookies, bare or in our envelope", async () => {
    useSource('https://games.example.com/lobby.json', 'https://cdn.example.com');
    const calls = fakeApi(api.sports, () => ok(LOBBY));
    answer(json(LOBBY));
    const first = open();
    expect(await screen.findByRole('button', { name: 'Play Roulette' })).toBeTruthy();
    expect(fetchCalls[0]![0]).toBe('https://games.example.com/lobby.json');
    expect(fetchCalls[0]![1]).toMatchObject({ credentials: 'omit' });
    expect(JSON.stringify(fetchCalls[0]![1].headers)).not.toMatch(/authorization/i);
    expect(fetchCalls[0]![1].signal).toBeInstanceOf(AbortSignal);
    expect(calls).toHaveLength(0);
    first.unmount();

    answer(json({ success: true, status: 1, data: LOBBY }));
    open();
    expect(await screen.findByRole('button', { name: 'Play Roulette' })).toBeTruthy();
  });

  it('a path is fetched under aws_url, one slash between them', async () => {
    useSource('/casino/lobby.json', 'https://cdn.example.com/');
    answer(json(LOBBY));
    open();
    expect(await screen.findByRole('button', { name: 'Play Roulette' })).toBeTruthy();
    expect(fetchCalls.map((c) => c[0])).toEqual(['https://cdn.example.com/casino/lobby.json']);
  });

  it('drops tiles that are not tiles and keeps the rest', async () => {
    useSource('https://games.example.com/lobby.json');
    answer(json({ ...LOBBY, games: [tile, { ...tile, id: 8, name: 'Bad id' }, { ...tile, id: '9', section: 'bingo' }, null] }));
    open();
    const list = await screen.findByRole('list', { name: 'All Games' });
    expect(within(list).getAllByRole('button', { name: /^Play / }).map((b) => b.getAttribute('aria-label') ?? b.textContent)).toHaveLength(1);
  });

  const bad: [string, () => Promise<Response>][] = [
    ['a server error', json({ error: 'boom' }, 500)],
    ['a 404', json({ message: 'Not Found' }, 404)],
    ['bad JSON', async () => ({ ok: true, status: 200, json: async () => JSON.parse('<html>') }) as unknown as Response],
    ['another shape', json({ games: 'all of them', sections: [], demo: 'barred' })],
    ['a lobby without its demo policy', json({ sections: [], games: [] })],
    ['no answer (timeout or network)', () => Promise.reject(new DOMException('The operation timed out.', 'TimeoutError'))],
  ];
  it.each(bad)('%s shows the provider-down message with Retry, never a broken screen', async (_name, make) => {
    useSource('https://games.example.com/lobby.json');
    answer(make);
    open();
    expect(await screen.findByText(DOWN)).toBeTruthy();
    expect(screen.getByText('Could not load this page')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'All Games' })).toBeNull();
  });

  it('a casino_url of another scheme is never fetched', async () => {
    useSource('javascript:alert(1)');
    answer(json(LOBBY));
    open();
    expect(await screen.findByText(DOWN)).toBeTruthy();
    expect(fetchCalls).toHaveLength(0);
  });
});
