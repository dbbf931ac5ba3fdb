import '../test-env';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { api } from '@khel/shared';
import { fakeApi, ok, renderAt, summary } from '../test-utils';
import RacingScreen from './RacingScreen';

const RACES = [
  summary({ id: 'h2', name: '16:00 Mahalakshmi', sport: 'horse-racing', competitionId: 'v1', competition: 'Mahalakshmi', inPlay: false, startTime: '2026-11-23T10:30:00Z' }),
  summary({ id: 'h1', name: '15:30 Mahalakshmi', sport: 'horse-racing', competitionId: 'v1', competition: 'Mahalakshmi', inPlay: true, startTime: '2026-11-23T10:00:00Z' }),
  summary({ id: 'h3', name: '14:00 Guindy', sport: 'horse-racing', competitionId: 'v2', competition: 'Guindy', inPlay: false, startTime: '2026-11-23T08:30:00Z' }),
];

describe('racing', () => {
  it('goes category -> venue -> race card, each race opening its win and place markets', async () => {
    const calls = fakeApi(api.sports, () => ok(RACES));
    renderAt(<RacingScreen />, { path: '/racing-category/horse', route: '/racing-category/:type' });
    await act(async () => undefined);
    expect(calls[0]).toMatchObject({ url: '/api/events', params: { sport: 'horse-racing' } });
    expect(screen.getByRole('link', { name: 'Horse Racing' }).getAttribute('aria-current')).toBe('page');
    const venues = screen.getByRole('group', { name: 'Venues' });
    expect(within(venues).getByRole('button', { name: 'Mahalakshmi' }).getAttribute('aria-pressed')).toBe('true');
    const card = () => within(screen.getByRole('list', { name: 'Race card' })).getAllByRole('link');
    expect(card().map((a) => [a.querySelector('.g-row-name')!.textContent, a.getAttribute('href')])).toEqual([
      ['15:30 Mahalakshmi', '/sports-event-detail/h1'],
      ['16:00 Mahalakshmi', '/sports-event-detail/h2'],
    ]);
    expect(within(card()[0]!).getByText('Off')).toBeTruthy();
    fireEvent.click(within(venues).getByRole('button', { name: 'Guindy' }));
    expect(card().map((a) => a.querySelector('.g-row-name')!.textContent)).toEqual(['14:00 Guindy']);
  });

  it('says so when there are no races', async () => {
    fakeApi(api.sports, () => ok([]));
    renderAt(<RacingScreen />, { path: '/racing-category/greyhound', route: '/racing-category/:type' });
    await act(async () => undefined);
    expect(screen.getByText('No races right now')).toBeTruthy();
  });
});
