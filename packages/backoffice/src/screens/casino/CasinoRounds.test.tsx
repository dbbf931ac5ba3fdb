import '../../test/polyfills';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { clearSession, type Operator } from '../../api/session';
import { OperatorContext } from '../../app/operator';
import { fail, fakeOps, ok, signInAs, type Call } from '../../test/fakeOps';
import CasinoRounds from './CasinoRounds';

const round = { id: '7', user_id: '42', user_name: 'ravi', provider_id: 'house', game: 'Dice', round: 'h7', stake: 10, status: 'matched', pnl: null, placed_at: '2026-11-23T09:00:00.000Z', settled_at: null };
const swept = {
  closed: [{ bet_id: '7', user_id: '42', provider_id: 'house', round: 'h7', action: 'settled', amount: 19.8, reason: 'Cut off after its stake was taken: paid the outcome the game had drawn' }],
  failed: [],
};
const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((td) => td.textContent);

function show(role: 'admin' | 'agent') {
  signInAs(role);
  render(
    <OperatorContext.Provider value={{ username: role, role } as Operator}>
      <MemoryRouter initialEntries={['/casino/rounds']}>
        <CasinoRounds />
      </MemoryRouter>
    </OperatorContext.Provider>,
  );
}

function server(write: (c: Call) => [number, unknown] = () => ok(swept, '1 casino round closed')) {
  return fakeOps((c) => (c.method === 'POST' ? write(c) : ok({ items: [round], total: 1, page: 1 })));
}

afterEach(() => clearSession());

describe('casino rounds screen: the round sweep', () => {
  it('an admin closes the rounds left open: each one listed with what happened and why, and the list is read again', async () => {
    const calls = server();
    show('admin');
    await screen.findByRole('table', { name: 'Casino rounds' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Close rounds left open now' }));
    });
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.url, c.body])).toEqual([['/ops/casino/rounds/sweep', {}]]);
    const rows = (await screen.findByRole('table', { name: 'Rounds closed' })).querySelectorAll('tbody tr');
    expect([...rows].map((r) => cells(r as HTMLElement))).toEqual([['h7', '#42', 'house', 'Paid its outcome', '₹19.80', swept.closed[0]!.reason]]);
    expect(calls.filter((c) => c.method === 'GET' && c.url === '/ops/casino/rounds')).toHaveLength(2);
  });

  it("shows the server's refusal", async () => {
    server(() => fail(403, 'Only an admin can do this'));
    show('admin');
    await screen.findByRole('table', { name: 'Casino rounds' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Close rounds left open now' }));
    });
    expect(screen.getByRole('alert').textContent).toBe('Only an admin can do this');
    expect(screen.queryByRole('table', { name: 'Rounds closed' })).toBeNull();
  });

  it('an agent reads the rounds without the sweep', async () => {
    server();
    show('agent');
    await screen.findByRole('table', { name: 'Casino rounds' });
    expect(screen.queryByRole('button', { name: 'Close rounds left open now' })).toBeNull();
  });
});
