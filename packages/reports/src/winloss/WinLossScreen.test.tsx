import { act, fireEvent, screen, within } from '@testing-library/react';
import { reportsApi } from '../api/reports';
import { bet, fakeApi, ok, range, renderAt, settings } from '../test-utils';
import CasinoWinLossScreen from './CasinoWinLossScreen';
import WinLossDetailsScreen from './WinLossDetailsScreen';
import WinLossScreen from './WinLossScreen';

// Chart.js draws on a canvas jsdom does not have: the unit test stands in for it and records what it was given.
const drawn: unknown[] = [];
jest.mock('chart.js', () => ({
  Chart: class {
    static register() {}
    constructor(_canvas: unknown, config: { data: unknown }) {
      drawn.push(config.data);
    }
    destroy() {}
  },
  BarController: {}, BarElement: {}, CategoryScale: {}, LinearScale: {}, Tooltip: {},
}));

const days = [
  { date: '2026-11-23', product: 'casino', bets: 2, stake: 80, pnl: 40, commission: 0 },
  { date: '2026-11-23', product: 'sports', bets: 1, stake: 100, pnl: -100, commission: 0 },
  { date: '2026-11-21', product: 'matka', bets: 1, stake: 20, pnl: 160, commission: 0 },
];
const totals = { bets: 4, stake: 200, pnl: 100, commission: 0, deposits: 5000, withdrawals: 400, net_deposits: 4600 };

describe('win-loss', () => {
  it('groups the days, newest first, each split by product and drilling to its markets; the totals with net deposits beside', async () => {
    fakeApi(reportsApi, (call) => (call.url === '/settings' ? ok(settings) : ok({ range, days, totals })));
    renderAt(<WinLossScreen />, { path: '/win-loss', route: '/win-loss' });
    await act(async () => undefined);
    const list = screen.getByRole('list', { name: 'Days' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('aria-label'))).toEqual(['2026-11-23', '2026-11-21']);
    expect(within(items[0]!).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['2026-11-233 bets, stakes 180.00-₹60.00', '/win-loss-details?date=2026-11-23'],
      ['Casino +₹40.00', '/casino-win-loss-details?date=2026-11-23'],
      ['Sports -₹100.00', '/win-loss-details?date=2026-11-23&product=sports'],
    ]);
    const figures = within(screen.getByRole('region', { name: 'Totals' }));
    expect(figures.getByText('Net deposits').nextSibling!.textContent).toBe('+₹4,600.00');
  });

  it('loads the chart only when asked, with the days oldest first', async () => {
    fakeApi(reportsApi, (call) => (call.url === '/settings' ? ok(settings) : ok({ range, days, totals })));
    renderAt(<WinLossScreen />, { path: '/win-loss', route: '/win-loss' });
    await act(async () => undefined);
    expect(drawn).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Show chart' }));
    await screen.findByRole('img', { name: 'Daily profit and loss chart: 2 days, total 100.00' });
    expect(drawn).toEqual([expect.objectContaining({ labels: ['11-21', '11-23'] })]);
    expect((drawn[0] as { datasets: Array<{ data: number[] }> }).datasets[0]!.data).toEqual([160, -60]);
  });
});

describe('win-loss details', () => {
  const market = { product: 'sports', market_id: '5', event_id: '7', event: 'India v Australia', market: 'Match Odds', bets: 1, stake: 100, pnl: 85, commission: 0, last_settled_at: '2026-11-23T12:00:00.000Z', path: '/sports-event-detail/7' };
  it("drills from a day's market to its bets, each with its event link", async () => {
    const calls = fakeApi(reportsApi, (call) => {
      if (call.url === '/settings') return ok(settings);
      if (call.url === '/win-loss/markets') return ok({ range, items: [market], next_cursor: null, totals: { bets: 1, stake: 100, liability: 0, pnl: 85, commission: 0 } });
      return ok({ range, items: [bet()], next_cursor: null, totals: null });
    });
    renderAt(<WinLossDetailsScreen />, { path: '/win-loss-details?date=2026-11-23', route: '/win-loss-details' });
    await act(async () => undefined);
    expect(calls.find((c) => c.url === '/win-loss/markets')!.params).toMatchObject({ from: '2026-11-23', to: '2026-11-23' });
    const card = screen.getByRole('listitem', { name: 'India v Australia Match Odds' });
    fireEvent.click(within(card).getByRole('button', { name: 'Show bets' }));
    await act(async () => undefined);
    expect(calls.find((c) => c.url === '/win-loss/bets')!.params).toMatchObject({ product: 'sports', market_id: '5', from: '2026-11-23', to: '2026-11-23' });
    const theBet = within(card).getByRole('listitem', { name: 'Bet 11' });
    expect(within(theBet).getByRole('link', { name: 'Open event' }).getAttribute('href')).toBe('/sports-event-detail/7');
  });

  it('lists casino games and opens the rounds of the game the address names', async () => {
    const game = { ...market, product: 'casino', market_id: '3', event_id: null, event: 'Dice', market: 'Khel Originals', path: '/casino/table' };
    const calls = fakeApi(reportsApi, (call) => {
      if (call.url === '/settings') return ok(settings);
      if (call.url === '/win-loss/markets') return ok({ range, items: [game], next_cursor: null, totals: null });
      return ok({ range, items: [bet({ id: '21', product: 'casino', event: 'Dice', selection: 'r1', side: 'bet', odds: null })], next_cursor: null, totals: null });
    });
    renderAt(<CasinoWinLossScreen />, { path: '/casino-win-loss-details?date=2026-11-23&game=3', route: '/casino-win-loss-details' });
    await act(async () => undefined);
    expect(calls.find((c) => c.url === '/win-loss/markets')!.params.product).toBe('casino');
    expect(screen.getByRole('list', { name: 'Rounds' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Bet 21' }).textContent).toContain('Round r1');
  });
});
