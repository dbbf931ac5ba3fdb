import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { OperatorContext } from '../../app/operator';
import { fakeOps, fail, ok, signInAs } from '../../test/fakeOps';
import ReportsScreen from './ReportsScreen';

const house = {
  range: { from: '2026-11-16', to: '2026-11-23', zone: 'Asia/Kolkata' },
  days: [{ date: '2026-11-23', product: 'sports', bets: 2, players: 2, turnover: 600, ggr: -140 }],
  products: [{ product: 'sports', bets: 2, players: 2, turnover: 600, ggr: -140 }],
  totals: { bets: 2, players: 2, turnover: 600, ggr: -140, bonus_cost: 50, ngr: -190, deposits: 2000, withdrawals: 300 },
  winners: [{ user_id: '7', user_name: 'lucky', bets: 1, stake: 400, pnl: 340 }],
  losers: [{ user_id: '8', user_name: 'unlucky', bets: 1, stake: 200, pnl: -200 }],
};
const who = { id: '7', user_name: 'lucky', mobile: '9876543210', is_demo: false, blocked: false, cash: 1340, bonus: 0, exposure: 100 };

function show(path: string, role: 'admin' | 'agent' = 'agent') {
  signInAs(role);
  render(
    <OperatorContext.Provider value={{ username: role, role } as never}>
      <MemoryRouter initialEntries={[path]}>
        <ReportsScreen />
      </MemoryRouter>
    </OperatorContext.Provider>,
  );
}

describe('console reports', () => {
  it("shows the house's GGR, turnover, bonus cost and NGR, and links the biggest winners to their reports", async () => {
    const calls = fakeOps(() => ok(house));
    show('/reports?from=2026-11-16&to=2026-11-23');
    await act(async () => undefined);
    expect(calls[0]).toMatchObject({ url: '/reports/ops/house', params: { from: '2026-11-16', to: '2026-11-23', tz: 'Asia/Kolkata' } });
    const totals = within(document.querySelector<HTMLElement>('[aria-label="House totals"]')!);
    expect(totals.getByText('GGR').nextSibling!.textContent).toBe('−₹140.00');
    expect(totals.getByText('NGR').nextSibling!.textContent).toBe('−₹190.00');
    const winners = within(screen.getByRole('table', { name: 'Winners' }));
    expect(winners.getByRole('link', { name: 'lucky' }).getAttribute('href')).toBe('/reports?tab=player&player=7&view=settled');
  });

  it("reads a player's bet history with its totals, and their statement", async () => {
    const calls = fakeOps((call) => {
      if (call.url === '/reports/ops/players/lucky') return ok(who);
      if (call.url.endsWith('/bets'))
        return ok({ range: house.range, next_cursor: null, totals: { bets: 1, stake: 400, liability: 0, pnl: 340, commission: 0 }, items: [{ id: '11', product: 'sports', market_id: '5', event_id: '7', sport: 'Cricket', event: 'India v Australia', market: 'Match Odds', selection: 'India', side: 'back', odds: 1.85, line: null, stake: 400, liability: 400, status: 'settled', result: 'won', pnl: 340, cash_out: false, placed_at: '2026-11-23T10:00:00.000Z', settled_at: '2026-11-23T12:00:00.000Z', path: null }] });
      return ok({ range: house.range, account: 'cash', next_cursor: null, totals: { rows: 1, opening: 1000, credits: 740, debits: -400, closing: 1340 }, items: [{ id: '3', at: '2026-11-23T12:00:00.000Z', account: 'cash', kind: 'sports_settle', amount: 740, balance: 1340, text: { key: 'k', params: {}, translate: [], text: 'Back India @ 1.85 won' }, link: null }] });
    });
    show('/reports?tab=player&player=lucky&view=settled&from=2026-11-16&to=2026-11-23');
    await act(async () => undefined);
    expect(screen.getByRole('heading', { name: /lucky/ }).textContent).toBe('lucky #7 · 9876543210');
    const rows = within(screen.getByRole('table', { name: 'Bet history' })).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('back India @ 1.85');
    expect(document.querySelector('[aria-label="Totals"]')!.textContent).toBe('Bets1Stakes₹400.00P&L₹340.00');
    fireEvent.click(screen.getByRole('button', { name: 'Statement' }));
    await act(async () => undefined);
    expect(calls.at(-1)!.url).toBe('/reports/ops/players/7/statement');
    expect(within(screen.getByRole('table', { name: 'Statement' })).getAllByRole('row')[1]!.textContent).toContain('Back India @ 1.85 won');
  });

  it("says so when the player does not exist", async () => {
    fakeOps(() => fail(404, 'Player not found'));
    show('/reports?tab=player&player=nobody');
    await act(async () => undefined);
    expect(screen.getByRole('alert').textContent).toBe('Player not found');
  });

  it('lets an admin change the longest range, and tells an agent only an admin can', async () => {
    const calls = fakeOps((call) => (call.method === 'PUT' ? ok({ max_range_days: 30, default_days: 3, zone: 'Asia/Kolkata' }, 'Report settings saved') : ok({ max_range_days: 90, default_days: 3, zone: 'Asia/Kolkata' })));
    show('/reports?tab=settings', 'admin');
    await act(async () => undefined);
    fireEvent.change(screen.getByLabelText('Longest range (days, 1 to 366)'), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await act(async () => undefined);
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ url: '/reports/ops/settings', body: { max_range_days: 30 } });
    expect(calls.find((c) => c.method === 'PUT')!.headers['Idempotency-Key']).toEqual(expect.any(String));
  });
});
