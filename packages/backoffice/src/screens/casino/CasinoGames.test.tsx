import '../../test/polyfills';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { clearSession } from '../../api/session';
import { fail, fakeOps, ok, signInAs, type Call } from '../../test/fakeOps';
import CasinoGames from './CasinoGames';

const game = (over: Record<string, unknown> = {}) => ({
  id: '1', provider_id: 'house', provider_name: 'Khel Originals', code: 'dice', name: 'Dice', section: 'table', thumbnail: '/assets/casino/house/dice.svg',
  rtp: 99, enabled: true, provider_enabled: true, sort_order: 1, ...over,
});
const click = async (el: HTMLElement) => {
  await act(async () => {
    fireEvent.click(el);
  });
};
const writes = (calls: Call[]) => calls.filter((c) => c.method === 'POST').map((c) => [c.url, c.body]);
const gets = (calls: Call[]) => calls.filter((c) => c.method === 'GET' && c.url === '/ops/casino/games').map((c) => c.params);

function show(path = '/casino/games') {
  signInAs('admin');
  render(
    <MemoryRouter initialEntries={[path]}>
      <CasinoGames />
    </MemoryRouter>,
  );
}

afterEach(() => clearSession());

describe('casino games screen', () => {
  function server(write: (c: Call) => [number, unknown] = () => ok(game({ enabled: false }), 'Dice saved')) {
    return fakeOps((c) => {
      if (c.method === 'POST') return write(c);
      if (c.url === '/ops/casino/providers') return ok({ providers: [{ id: 'house', name: 'Khel Originals', api_base: '', launch_url: '/x?{token}', enabled: true, sort_order: 0, secret_set: true, games: 2, enabled_games: 2, updated_at: '2026-11-23T09:00:00.000Z' }] });
      return ok({ items: [game(), game({ id: '2', code: 'crash', name: 'Crash', section: 'crash', rtp: 97.5, enabled: false, thumbnail: '' })], total: 2, page: 1 });
    });
  }

  it('lists games with section, order, RTP and state, and filters by provider and section', async () => {
    const calls = server();
    show('/casino/games?provider=house');
    const row = await screen.findByRole('row', { name: 'Game Dice' });
    expect([...row.querySelectorAll('td')].map((td) => td.textContent).slice(0, 6)).toEqual([' Dice dice', 'Khel Originals', 'Table Games', '1', '99.00 %', ' On']);
    expect(within(screen.getByRole('row', { name: 'Game Crash' })).getByRole('checkbox', { name: 'Crash in the lobby' })).toHaveProperty('checked', false);
    await act(async () => {
      fireEvent.change(screen.getByRole('combobox', { name: 'Section' }), { target: { value: 'crash' } });
    });
    expect(gets(calls)).toEqual([{ provider: 'house', page: 1 }, { provider: 'house', section: 'crash', page: 1 }]);
  });

  it('switches a game off in its row and moves a game to another section', async () => {
    const calls = server();
    show();
    await click(within(await screen.findByRole('row', { name: 'Game Dice' })).getByRole('checkbox', { name: 'Dice in the lobby' }));
    await click(screen.getByRole('button', { name: 'Edit Crash' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Crash' });
    fireEvent.change(within(dialog).getByLabelText('Section'), { target: { value: 'slots' } });
    fireEvent.change(within(dialog).getByLabelText('Sort order'), { target: { value: '4' } });
    await click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(writes(calls)).toEqual([
      ['/ops/casino/games/1', { enabled: false }],
      ['/ops/casino/games/2', { section: 'slots', sort_order: 4 }],
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the server's refusal of a toggle", async () => {
    server(() => fail(403, 'Only an admin can do this'));
    show();
    await click(within(await screen.findByRole('row', { name: 'Game Dice' })).getByRole('checkbox'));
    expect(screen.getByRole('alert').textContent).toBe('Only an admin can do this');
  });
});
