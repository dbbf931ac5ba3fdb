import { act, screen, within } from '@testing-library/react';
import { api } from '@khel/shared';
import { fakeApi, ok, renderAt } from '../test-utils';
import { matchJson, openFightJson } from '../test-fixtures';
import MatchScreen from './MatchScreen';

jest.mock('@khel/shared/kit', () => ({ ...jest.requireActual('@khel/shared/kit'), liveChannel: () => ({ fantasyUpdates: () => ({ subscribe: () => ({ unsubscribe() {} }) }) }) }));

const settle = () => act(async () => undefined);
const ROUTE = '/cricket-fight/:id';

describe('/cricket-fight/:id', () => {
  it('shows the contest types, the open fights to take (not your own), create and pair me, and both squads by role', async () => {
    fakeApi(api.fantasy, (c) => (c.url.endsWith('/fights') ? ok({ fights: [openFightJson(), openFightJson({ id: '32', kind: 'max_ball', stake: 500, size: 4, prize: 950, mine: true })] }) : ok(matchJson())));
    renderAt(<MatchScreen />, { path: '/cricket-fight/7', route: ROUTE });
    await settle();
    expect(screen.getByText('Most runs scored wins')).toBeTruthy();
    expect(screen.getAllByText('Commission 5% of the pot')).toHaveLength(2);
    const fights = within(screen.getByRole('list', { name: 'Open fights' })).getAllByRole('listitem');
    expect(fights.map((f) => f.getAttribute('aria-label'))).toEqual(['Max Run fight of ₹100.00', 'Max Ball fight of ₹500.00']);
    expect(within(fights[0]!).getByRole('link', { name: 'Take fight #31' }).getAttribute('href')).toBe('/cricket-fight/7/place-bet?fight=31');
    expect(within(fights[1]!).queryByRole('link')).toBeNull();
    expect(within(fights[1]!).getByText('Your fight')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create a fight' }).getAttribute('href')).toBe('/cricket-fight/7/place-bet');
    expect(screen.getByRole('link', { name: 'Pair me' }).getAttribute('href')).toBe('/cricket-fight/7/place-bet?mode=pair');
    const squad = screen.getByRole('region', { name: 'Mumbai Strikers' });
    expect([...squad.querySelectorAll('.f-role')].map((r) => r.textContent)).toEqual(['Wicket-keepers', 'Batters', 'All-rounders', 'Bowlers']);
  });

  it('after the start: no new fights, the score and every player\'s runs and balls', async () => {
    fakeApi(api.fantasy, (c) =>
      c.url.endsWith('/fights')
        ? ok({ fights: [] })
        : ok(matchJson({ status: 'live', locked: true, state: { innings: 2, score: '88/3', overs: '11.2', target: 160, batting: 'b', striker: 'Delhi Player 2' }, players: [{ id: 'a0', team: 'a', name: 'Mumbai Player 1', role: 'keeper', runs: 61, balls: 40, out: true }] })),
    );
    renderAt(<MatchScreen />, { path: '/cricket-fight/7', route: ROUTE });
    await settle();
    expect(screen.getByText('Teams are locked: the match has started')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Create a fight' })).toBeNull();
    expect(screen.getByText('88/3')).toBeTruthy();
    expect(screen.getByText('Target 160')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Mumbai Strikers' }).textContent).toContain('61 off 40');
  });
});
