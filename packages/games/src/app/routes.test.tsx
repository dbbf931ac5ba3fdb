import '../test-env';
import { matchRoutes } from 'react-router-dom';
import { APP_PATHS } from '@khel/shared';
import { GAMES_ROUTES, gamesRouteObjects } from './routes';

describe('games route table', () => {
  it("routes exactly the paths root-config's layout gives the games app", () => {
    expect(GAMES_ROUTES.map((r) => r.path).sort()).toEqual([...APP_PATHS['@khel/games']].sort());
  });

  it.each([
    ['/sports/cricket/4', '/sports/:type/:id'],
    ['/sports/cricket/4/12', '/sports/:type/:id/:league_id'],
    ['/sports-event-detail/42', '/sports-event-detail/:event_id'],
    ['/sports-book', '/sports-book'],
    ['/racing-category/horse', '/racing-category/:type'],
    ['/casino/live', '/casino/:section'],
    ['/matka', '/matka'],
    ['/matka-details/kalyan', '/matka-details/:itemDetail'],
  ])('%s is the screen at %s, inside the games area', (path, pattern) => {
    const match = matchRoutes(gamesRouteObjects(), path)!;
    expect(match).toHaveLength(2);
    expect(match[1]!.route.path).toBe(pattern);
  });

  it.each(['/sports/cricket', '/sports-event-detail', '/racing-category', '/'])('%s is no games screen', (path) => {
    const match = matchRoutes(gamesRouteObjects(), path)!;
    expect(match.map((m) => m.route.path)).toEqual(['*']);
  });
});
