import '../test-env';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { api } from '@khel/shared';
import { fakeApi, ok, renderAt } from '../test-utils';
import RacingScreen from './RacingScreen';

const race = (id: string, name: string, start: string, inPlay = false) => ({ id, name, start_time: start, in_play: inPlay, status: inPlay ? 'live' : 'scheduled' });
const CARD = {
  categories: [
    {
      id: '4', code: 'horse-racing', name: 'Horse Racing',
      venues: [
        { id: 'v1', name: 'Mahalakshmi', races: [race('h1', '15:30 Mahalakshmi', '2026-11-23T10:00:00Z', true), race('h2', '16:00 Mahalakshmi', '2026-11-23T10:30:00Z')] },
        { id: 'v2', name: 'Guindy', races: [race('h3', '14:00 Guindy', '2026-11-23T08:30:00Z')] },
      ],
    },
    { id: '5', code: 'greyhound-racing', name: 'Greyhound Racing', venues: [] },
  ],
};

const show = async (path: string) => {
  renderAt(<RacingScreen />, { path, route: '/racing-category/:type' });
  await act(async () => undefined);
};

describe('racing', () => {
  it('goes category -> venue -> race card, each race opening its win and place markets', async () => {
    const calls = fakeApi(api.sports, () => ok(CARD));
    await show('/racing-category/horse');
    expect(calls[0]).toMatchObject({ url: '/racing' });
    expect(screen.getByRole('heading', { name: 'Horse Racing' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Greyhound Racing' }).getAttribute('href')).toBe('/racing-category/greyhound');
    const venues = screen.getByRole('group', { name: 'Venues' });
    expect(within(venues).getByRole('button', { name: 'Mahalakshmi' }).getAttribute('aria-pressed')).toBe('true');
    const card = () => within(screen.getByRole('list', { name: 'Race card' })).getAllByRole('link');
    expect(card().map((a) => [a.querySelector('.g-row-name')!.textContent, a.getAttribute('href')])).toEqual([
      ['15:30 Mahalakshmi', '/sports-event-detail/h1'],
      ['16:00 Mahalakshmi', '/sports-event-detail/h2'],
    ]);
    expect(within(card()[0]!).getByText('Off')).toBeTruthy();
    expect(within(card()[1]!).getByText('04:00PM | 23 Nov 2026')).toBeTruthy();
    fireEvent.click(within(venues).getByRole('button', { name: 'Guindy' }));
    expect(card().map((a) => a.querySelector('.g-row-name')!.textContent)).toEqual(['14:00 Guindy']);
  });

  it('says so when the category has no races', async () => {
    fakeApi(api.sports, () => ok(CARD));
    await show('/racing-category/greyhound');
    expect(screen.getByText('No races right now')).toBeTruthy();
  });
});
