import '../test-env';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { api } from '@khel/shared';
import { eventRowJson, fail, fakeApi, ok, renderAt, summary, type Call } from '../test-utils';
import SportsScreen from './SportsScreen';

const EVENTS = [
  summary({ id: 'e2', name: 'Chennai Kings v Kolkata Riders', inPlay: false, status: 'scheduled', startTime: '2026-11-23T13:00:00Z' }),
  summary({
    id: 'e1',
    runners: [
      { id: 'r1', name: 'Mumbai Strikers', back: [{ odds: 180 }], lay: [{ odds: 182 }] },
      { id: 'r2', name: 'Delhi Chargers', back: [{ odds: 220 }], lay: [{ odds: 224 }] },
    ],
  }),
  summary({ id: 'e3', name: 'Pune Panthers v Goa Gulls', competitionId: 'c2', competition: 'Khel Premier League', inPlay: false, startTime: '2026-11-24T09:00:00Z' }),
];

let calls: Call[];
const show = async (path = '/sports/cricket/4') => {
  renderAt(<SportsScreen />, { path, route: path.split('/').length > 4 ? '/sports/:type/:id/:league_id' : '/sports/:type/:id' });
  await act(async () => undefined);
};

describe('sports list', () => {
  beforeEach(() => {
    calls = fakeApi(api.sports, () => ok({ items: EVENTS.map(eventRowJson) }));
  });

  it("asks for the sport's events and shows them in play first, with each runner's best back and lay", async () => {
    await show();
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/events', params: { sport: 'cricket' } });
    expect(screen.getByRole('heading', { name: 'Cricket' })).toBeTruthy();
    const rows = within(screen.getByRole('list', { name: 'Events' })).getAllByRole('listitem');
    expect(rows.map((r) => within(r).getByRole('link').querySelector('.g-row-name')!.textContent)).toEqual([
      'Mumbai Strikers v Delhi Chargers',
      'Chennai Kings v Kolkata Riders',
      'Pune Panthers v Goa Gulls',
    ]);
    expect(within(rows[0]!).getByText('In-Play')).toBeTruthy();
    expect(within(rows[0]!).getByLabelText('Mumbai Strikers Back 1.8').textContent).toBe('1.8');
    expect(within(rows[0]!).getByLabelText('Delhi Chargers Lay 2.24').textContent).toBe('2.24');
    expect(within(rows[1]!).getByText('06:30PM | 23 Nov 2026')).toBeTruthy();
    expect(within(rows[0]!).getByRole('link').getAttribute('href')).toBe('/sports-event-detail/e1');
  });

  it('filters by league through the URL, so a reload keeps the filter', async () => {
    await show('/sports/cricket/4/c2');
    const leagues = screen.getByRole('navigation', { name: 'Leagues' });
    expect(within(leagues).getByRole('link', { name: 'Khel Premier League' }).getAttribute('aria-current')).toBe('page');
    expect(within(leagues).getByRole('link', { name: 'All' }).getAttribute('href')).toBe('/sports/cricket/4');
    expect(within(screen.getByRole('list', { name: 'Events' })).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('Pune Panthers v Goa Gulls')).toBeTruthy();
  });

  it('says so when the sport has no events', async () => {
    fakeApi(api.sports, () => ok({ items: [] }));
    await show('/sports/tennis/2');
    expect(screen.getByText('No events right now')).toBeTruthy();
  });

  it('shows the error with Retry, which asks again', async () => {
    let n = 0;
    calls = fakeApi(api.sports, () => (++n === 1 ? fail(503, 'Service Unavailable') : ok({ items: EVENTS.map(eventRowJson) })));
    await show();
    expect(screen.getByRole('alert').textContent).toContain('Could not load this page');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await act(async () => undefined);
    expect(screen.getByText('Pune Panthers v Goa Gulls')).toBeTruthy();
    expect(calls).toHaveLength(2);
  });
});
