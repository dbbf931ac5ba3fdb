import { matchRoutes } from 'react-router-dom';
import { APP_PATHS } from '@khel/shared';
import { FANTASY_ROUTES, fantasyRouteObjects } from './routes';

describe('fantasy route table', () => {
  it("routes exactly the paths root-config's layout gives the fantasy app", () => {
    expect(FANTASY_ROUTES.map((r) => r.path).sort()).toEqual([...APP_PATHS['@khel/fantasy']].sort());
  });

  it.each([
    ['/cricket-fight', '/cricket-fight'],
    ['/cricket-fight/7', '/cricket-fight/:id'],
    ['/cricket-fight/7/place-bet', '/cricket-fight/:id/place-bet'],
    ['/cricket-fight/my-contests', '/cricket-fight/my-contests'],
    ['/cricket-fight/my-contests/31', '/cricket-fight/my-contests/:id'],
  ])('%s is the screen at %s', (path, pattern) => {
    const match = matchRoutes(fantasyRouteObjects(), path)!;
    expect(match).toHaveLength(2);
    expect(match[1]!.route.path).toBe(pattern);
  });

  it.each(['/cricket-fight/7/8', '/', '/cricket-fights'])('%s is no fantasy screen', (path) => {
    expect(matchRoutes(fantasyRouteObjects(), path)!.map((m) => m.route.path)).toEqual(['*']);
  });
});
