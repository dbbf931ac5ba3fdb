import '../test-env';
import { act, screen, within } from '@testing-library/react';
import { api } from '@khel/shared';
import { fakeApi, ok, renderAt } from '../test-utils';
import MatkaDetailsScreen from './MatkaDetailsScreen';
import { marketJson } from './test-fixtures';

const settle = () => act(async () => undefined);
const day = (date: string, open: string | null, jodi: string | null, close: string | null) => ({ date, open_pana: open, jodi, close_pana: close });
const week = {
  week_start: '2026-11-16',
  days: [
    day('2026-11-16', '123', '68', '459'),
    day('2026-11-17', '190', '00', '550'),
    day('2026-11-18', null, null, null),
    day('2026-11-19', '777', '15', '500'),
    day('2026-11-20', '111', '34', '112'),
    day('2026-11-21', '222', null, null),
    day('2026-11-22', null, null, null),
  ],
};

function serve() {
  return fakeApi(api.sports, (call) => {
    if (call.url.endsWith('-chart')) return ok({ market_id: '1', name: 'Khel Din', weeks: [week] });
    if (call.url.endsWith('/results')) return ok({ items: [{ draw_date: '2026-11-22', open_pana: '123', close_pana: '459', jodi: '68', result: '123-68-459' }], total: 1, page: 1 });
    return ok(marketJson());
  });
}

const cells = (caption: string) => {
  const table = screen.getByRole('table', { name: caption });
  return within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
};

describe('matka results and charts', () => {
  it('jodi chart: a row per week Monday to Sunday, ** where there is no result', async () => {
    const calls = serve();
    renderAt(<MatkaDetailsScreen />, { path: '/matka-details/1?tab=jodi', route: '/matka-details/:itemDetail' });
    await settle();
    expect(calls.map((c) => c.url)).toContain('/matka/market/1/jodi-chart');
    expect(within(screen.getByRole('table', { name: 'Khel Din jodi chart' })).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Week', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(cells('Khel Din jodi chart')).toEqual([['16 Nov –22 Nov', '68', '00', '**', '15', '34', '6*', '**']]);
    expect(screen.getByText('00').className).toBe('m-hot');
  });

  it('panel chart: open pana, jodi and close pana of each day', async () => {
    serve();
    renderAt(<MatkaDetailsScreen />, { path: '/matka-details/1?tab=panel', route: '/matka-details/:itemDetail' });
    await settle();
    const row = cells('Khel Din panel chart')[0]!;
    // Each cell reads "open jodi close" (for screen readers) and then draws the digits stacked.
    expect(row[1]).toBe('123 68 45912368459');
    expect(row[3]).toBe('**');
    expect(row[6]).toBe('222 6* ***' + '2226****');
  });

  it('results: date and open panna–jodi–close panna, newest first', async () => {
    serve();
    renderAt(<MatkaDetailsScreen />, { path: '/matka-details/1?tab=results', route: '/matka-details/:itemDetail' });
    await settle();
    expect(cells('Khel Din results')).toEqual([['22 Nov 2026', '123-68-459']]);
  });
});
