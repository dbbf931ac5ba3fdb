import type { AxiosAdapter } from 'axios';
import { AxiosError } from 'axios';
import { api } from '../api/clients';
import { INITIAL_SITE, site$ } from '../bus/streams';
import { casinoSections$, loadCasinoSections, sectionsWithGames, storedCasinoSections } from './filled';

/** Issue 31: which casino sections have games, for the menu and Home: read from the lobby, kept for the next visit. */
const tile = (section: string) => ({ id: section, section });
let answer: () => [number, unknown];
beforeEach(() => {
  localStorage.clear();
  api.sports.defaults.adapter = (async (config) => {
    const [status, data] = answer();
    const response = { status, statusText: '', data, headers: {}, config };
    if (status >= 400) throw new AxiosError('failed', AxiosError.ERR_BAD_RESPONSE, config, {}, response);
    return response;
  }) as AxiosAdapter;
});

describe('casino sections with games', () => {
  it('lists the sections holding a game, in the API order, from a bare lobby or one in an envelope', () => {
    const games = [tile('indian'), tile('slots'), tile('indian'), tile('poker'), null];
    expect(sectionsWithGames({ games })).toEqual(['slots', 'indian']);
    expect(sectionsWithGames({ data: { games } })).toEqual(['slots', 'indian']);
    expect(sectionsWithGames('<html>')).toEqual([]);
    expect(sectionsWithGames(null)).toEqual([]);
  });

  it('publishes the lobby read and keeps it for the next visit; a failed read keeps what was known', async () => {
    answer = () => [200, { success: true, data: { sections: [], games: [tile('table'), tile('live')], demo: 'barred' } }];
    await loadCasinoSections();
    expect(casinoSections$.value).toEqual(['live', 'table']);
    expect(storedCasinoSections()).toEqual(['live', 'table']);
    answer = () => [503, { message: 'down' }];
    await loadCasinoSections();
    expect(casinoSections$.value).toEqual(['live', 'table']);
    localStorage.setItem('khel_casino_sections', '{"not":"a list"}');
    expect(storedCasinoSections()).toEqual([]);
  });

  it("leaves an operator's own casino_url to the lobby, which publishes what it reads", async () => {
    let calls = 0;
    answer = () => (calls++, [200, { success: true, data: { games: [tile('slots')] } }]);
    site$.next({ ...INITIAL_SITE, status: 'ready', settings: { casino_url: 'https://games.example.com/lobby.json' } as never });
    await loadCasinoSections();
    expect(calls).toBe(0);
    site$.next({ ...INITIAL_SITE, status: 'ready', settings: { casino_url: '/sports/casino/lobby' } as never });
    await loadCasinoSections();
    expect(calls).toBe(1);
    expect(casinoSections$.value).toEqual(['slots']);
  });
});
