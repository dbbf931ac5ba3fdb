import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Console } from '../../app/Console';
import { fakeOps, fail, ok, signInAs } from '../../test/fakeOps';
import Dashboard, { DASHBOARD_POLL_MS } from './Dashboard';

jest.mock('../../app/Counts', () => ({ Counts: () => null }));

const figures = (over: Record<string, unknown> = {}) => ({
  at: '2026-11-23T10:00:00.000Z', date: '2026-11-23',
  deposits: { count: 3, amount: 12500, pending_count: 2, pending_amount: 700 },
  withdrawals: { count: 1, amount: 300, pending_count: 1, pending_amount: 150 },
  ggr: [{ product: 'casino', bets: 2, players: 1, turnover: 100, ggr: 100 }, { product: 'sports', bets: 2, players: 2, turnover: 600, ggr: -140 }],
  ggr_total: -40,
  liability: { open_bets: 2, exposure: 190, potential_payout: 185, balances: 9000 },
  players: { logged_in: 5, betting_today: 2 },
  queues: { pending_deposits: 2, pending_withdrawals: 1, hold: 0 },
  ...over,
});

describe('console dashboard', () => {
  beforeEach(() => signInAs('agent'));
  afterEach(() => jest.useRealTimers());

  it("is where the console lands, with today's deposits, withdrawals, GGR by product, liability, players and queues", async () => {
    const calls = fakeOps(() => ok(figures()));
    render(
      <MemoryRouter initialEntries={['/']}>
        <Console operator={{ id: 2, username: 'agent', role: 'agent' } as never} />
      </MemoryRouter>,
    );
    await screen.findByRole('heading', { name: 'Dashboard' });
    await screen.findByRole('region', { name: 'Deposits today' });
    expect(calls.map((c) => c.url)).toContain('/reports/ops/dashboard');
    expect(within(screen.getByRole('region', { name: 'Deposits today' })).getByText('₹12,500.00')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Withdrawals today' })).getByText('1 (₹150.00)')).toBeTruthy();
    const ggr = within(screen.getByRole('table', { name: 'GGR by product today' }));
    expect(ggr.getAllByRole('row').map((r) => r.textContent)).toEqual(['ProductBetsTurnoverGGR', 'Casino2₹100.00₹100.00', 'Sports2₹600.00−₹140.00']);
    expect(within(screen.getByRole('region', { name: 'GGR today' })).getByText('−₹40.00')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Open liability' })).getByText('₹185.00')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Active players' })).getByText('5')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Queues' })).getByRole('link', { name: 'Deposits' }).getAttribute('href')).toBe('/deposits');
  });

  it('updates itself every 10 seconds, and keeps the last figures when a refresh fails', async () => {
    jest.useFakeTimers();
    let n = 0;
    fakeOps(() => {
      n += 1;
      return n === 1 ? ok(figures()) : n === 2 ? ok(figures({ deposits: { count: 4, amount: 13000, pending_count: 1, pending_amount: 200 } })) : fail(500, 'Something went wrong. Please try again.');
    });
    render(
      <MemoryRouter>
        <Dashboard />
      </MemoryRouter>,
    );
    await act(async () => undefined);
    const deposits = () => within(screen.getByRole('region', { name: 'Deposits today' }));
    expect(deposits().getByText('₹12,500.00')).toBeTruthy();
    await act(async () => jest.advanceTimersByTime(DASHBOARD_POLL_MS));
    expect(deposits().getByText('₹13,000.00')).toBeTruthy();
    await act(async () => jest.advanceTimersByTime(DASHBOARD_POLL_MS));
    expect(screen.getByRole('alert').textContent).toMatch(/^Could not refresh the figures: Something went wrong\. Please try again\. Showing those of \d\d:\d\d[AP]M \| 23 Nov 2026 IST\.$/);
    expect(deposits().getByText('₹13,000.00')).toBeTruthy();
  });
});
