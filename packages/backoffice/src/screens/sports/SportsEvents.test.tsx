import '../../test/polyfills';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { clearSession, type Operator } from '../../api/session';
import { OperatorContext } from '../../app/operator';
import { fail, fakeOps, ok, signInAs, type Call } from '../../test/fakeOps';
import SportsEvents from './SportsEvents';
import { catalog, event } from './test/fixtures';

const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);
const click = async (el: HTMLElement) => {
  await act(async () => {
    fireEvent.click(el);
  });
};
const gets = (calls: Call[], url: string) => calls.filter((c) => c.method === 'GET' && c.url === url).map((c) => c.params);

function show(role: 'admin' | 'agent') {
  signInAs(role);
  render(
    <OperatorContext.Provider value={{ username: role, role } as Operator}>
      <MemoryRouter initialEntries={['/sports']}>
        <SportsEvents />
      </MemoryRouter>
    </OperatorContext.Provider>,
  );
}

afterEach(() => clearSession());

describe('sports events screen', () => {
  it('lists the events with their markets and open bets, each leading to its page, and filters by sport and status', async () => {
    const calls = fakeOps((c) => (c.url === '/ops/sports/catalog' ? ok(catalog) : ok({ items: [event({ in_play: true, status: 'live' })], total: 1, page: 1 })));
    show('agent');
    const row = await screen.findByRole('row', { name: 'Event Mumbai v Delhi' });
    expect(within(row).getByRole('link', { name: 'Mumbai v Delhi' }).getAttribute('href')).toBe('/sports/events/3');
    expect([...row.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['Mumbai v Delhi', 'Cricket', 'T20 Cup', '02:30PM | 23 Nov 2026 IST', 'live In play', '2 / 2', '2']);
    expect(screen.queryByRole('button', { name: 'New event' })).toBeNull();

    await act(async () => {
      fireEvent.change(screen.getByRole('combobox', { name: 'Sport' }), { target: { value: 'cricket' } });
    });
    await act(async () => {
      fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'live' } });
    });
    expect(gets(calls, '/ops/sports/events')).toEqual([{ page: 1 }, { sport: 'cricket', page: 1 }, { sport: 'cricket', status: 'live', page: 1 }]);
  });

  it('says so when no event matches', async () => {
    fakeOps((c) => (c.url === '/ops/sports/catalog' ? ok(catalog) : ok({ items: [], total: 0, page: 1 })));
    show('agent');
    expect(await screen.findByText('No events match these filters.')).toBeTruthy();
  });

  it('lets an admin create an event in India time, showing the server’s refusal first', async () => {
    let tries = 0;
    const calls = fakeOps((c) => {
      if (c.method === 'POST') return ++tries === 1 ? fail(404, 'Competition not found') : ok(event({ name: 'Chennai v Kolkata' }), 'Event Chennai v Kolkata created');
      return c.url === '/ops/sports/catalog' ? ok(catalog) : ok({ items: [], total: 0, page: 1 });
    });
    show('admin');
    await click(await screen.findByRole('button', { name: 'New event' }));
    const dialog = screen.getByRole('dialog', { name: 'New event' });
    await click(within(dialog).getByRole('button', { name: 'Create event' }));
    expect(alerts()).toEqual(['Please enter a name']);
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Chennai v Kolkata' } });
    fireEvent.change(within(dialog).getByLabelText('Starts (India time)'), { target: { value: '2026-11-24T19:30' } });
    await click(within(dialog).getByRole('button', { name: 'Create event' }));
    expect(alerts()).toEqual(['Competition not found']);
    await click(within(dialog).getByRole('button', { name: 'Create event' }));
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.url, c.body])).toEqual([
      ['/ops/sports/events', { competition_id: '2', name: 'Chennai v Kolkata', start_time: '2026-11-24T19:30:00+05:30', in_play: false }],
      ['/ops/sports/events', { competition_id: '2', name: 'Chennai v Kolkata', start_time: '2026-11-24T19:30:00+05:30', in_play: false }],
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((c) => c.method === 'POST').every((c) => typeof c.headers['Idempotency-Key'] === 'string')).toBe(true);
  });

  it('lets an admin create a sport', async () => {
    const calls = fakeOps((c) => (c.method === 'POST' ? ok(catalog, 'Sport Kabaddi created') : c.url === '/ops/sports/catalog' ? ok(catalog) : ok({ items: [], total: 0, page: 1 })));
    show('admin');
    await click(await screen.findByRole('button', { name: 'New sport' }));
    const dialog = screen.getByRole('dialog', { name: 'New sport' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Kabaddi' } });
    fireEvent.change(within(dialog).getByLabelText('Code'), { target: { value: 'kabaddi' } });
    await click(within(dialog).getByRole('button', { name: 'Create sport' }));
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.url, c.body])).toEqual([['/ops/sports/sports', { code: 'kabaddi', name: 'Kabaddi', is_racing: false }]]);
  });
});
