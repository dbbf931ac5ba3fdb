import { act, fireEvent, screen, within } from '@testing-library/react';
import { reportsApi } from '../api/reports';
import { bet, fail, fakeApi, ok, range, renderAt, settings } from '../test-utils';
import BetsScreen from './BetsScreen';

/** IntersectionObserver as the page's list sees it: the test says when its end comes into view. */
const observers: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
beforeAll(() => {
  (globalThis as Record<string, unknown>).IntersectionObserver = class {
    constructor(private readonly cb: (entries: Array<{ isIntersecting: boolean }>) => void) {}
    observe() {
      observers.push(this.cb);
    }
    disconnect() {
      const i = observers.indexOf(this.cb);
      if (i >= 0) observers.splice(i, 1);
    }
  };
});
afterEach(() => (observers.length = 0));

const show = async (path: string) => {
  renderAt(<BetsScreen />, { path, route: ['/bets', '/bet-history'] });
  await act(async () => undefined);
};
const totals = { bets: 3, stake: 300, liability: 0, pnl: -15, commission: 0 };

describe('bets and bet history', () => {
  it('lists settled bets of the range with their totals in view, each bet with its event link, and asks the next page on scroll', async () => {
    const calls = fakeApi(reportsApi, (call) => {
      if (call.url === '/settings') return ok(settings);
      if (!call.params.cursor) return ok({ range, items: [bet(), bet({ id: '12', product: 'casino', event: 'Dice', market: 'Khel Originals', selection: 'r9', side: 'bet', odds: null, result: 'lost', pnl: -100, path: '/casino/table' })], next_cursor: 'next1', totals });
      return ok({ range, items: [bet({ id: '13', selection: 'Australia', result: 'even', pnl: 0 })], next_cursor: null, totals: null });
    });
    await show('/bet-history');
    expect(calls.find((c) => c.url === '/bets')!.params).toMatchObject({ state: 'settled', tz: 'Asia/Kolkata', from: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    const figures = within(screen.getByRole('region', { name: 'Totals' }));
    expect(figures.getByText('Bets').nextSibling!.textContent).toBe('3');
    expect(figures.getByText('Profit / loss').nextSibling!.textContent).toBe('-₹15.00');
    const list = screen.getByRole('list', { name: 'Settled bets' });
    const first = within(list).getByRole('listitem', { name: 'Bet 11' });
    expect(first.textContent).toContain('India v Australia · Match Odds');
    expect(first.textContent).toContain('Back India @ 1.85');
    expect(first.textContent).toContain('+₹85.00');
    expect(within(first).getByRole('link', { name: 'Open event' }).getAttribute('href')).toBe('/sports-event-detail/7');
    expect(within(list).getByRole('listitem', { name: 'Bet 12' }).textContent).toContain('Round r9');
    await act(async () => observers.forEach((o) => o([{ isIntersecting: true }])));
    expect(calls.filter((c) => c.url === '/bets').map((c) => c.params.cursor)).toEqual([undefined, 'next1']);
    expect(within(list).getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toEqual(['Bet 11', 'Bet 12', 'Bet 13']);
    expect(screen.getByText('That is everything in this range.')).toBeTruthy();
  });

  it('asks open bets on /bets, and keeps the filters in the address', async () => {
    const calls = fakeApi(reportsApi, (call) => (call.url === '/settings' ? ok(settings) : ok({ range, items: [], next_cursor: null, totals: { ...totals, bets: 0 } })));
    await show('/bets');
    expect(calls.find((c) => c.url === '/bets')!.params.state).toBe('open');
    expect(screen.getByText('Nothing in this range')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Casino' }));
    await act(async () => undefined);
    fireEvent.click(screen.getByRole('button', { name: '7 days' }));
    await act(async () => undefined);
    expect(calls.filter((c) => c.url === '/bets').at(-1)!.params).toMatchObject({ state: 'open', product: 'casino' });
    expect(screen.getByTestId('where').textContent).toBe('/bets?product=casino&preset=7d');
    fireEvent.click(screen.getByRole('link', { name: 'Settled' }));
    await act(async () => undefined);
    expect(screen.getByTestId('where').textContent).toBe('/bet-history?product=casino&preset=7d');
  });

  it('shows what failed with a Retry that asks again', async () => {
    let failing = true;
    fakeApi(reportsApi, (call) => (call.url === '/settings' ? ok(settings) : failing ? fail(422, 'The date range can be at most 90 days') : ok({ range, items: [bet()], next_cursor: null, totals })));
    await show('/bet-history');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Could not load this report');
    expect(alert.textContent).toContain('The date range can be at most 90 days');
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await act(async () => undefined);
    expect(screen.getByRole('listitem', { name: 'Bet 11' })).toBeTruthy();
  });

  it('shows the bet a statement row links to first, marked', async () => {
    fakeApi(reportsApi, (call) => {
      if (call.url === '/settings') return ok(settings);
      if (call.url === '/bets/42') return ok({ bet: bet({ id: '42', selection: 'Pakistan' }) });
      return ok({ range, items: [bet()], next_cursor: null, totals });
    });
    await show('/bet-history?bet=42');
    const linked = within(screen.getByRole('list', { name: 'The bet you opened' })).getByRole('listitem');
    expect(linked.getAttribute('data-highlight')).toBe('');
    expect(linked.textContent).toContain('Back Pakistan @ 1.85');
  });
});
