import { constructRoutes, matchRoute } from 'single-spa-layout';
import { APP_PATHS } from '@khel/shared';
import { layoutHtml } from './layout';

/** Names of the applications the layout mounts for a path. */
function appsAt(path: string): string[] {
  const routes = constructRoutes(layoutHtml());
  const matched = matchRoute(routes, path);
  const names: string[] = [];
  const walk = (children: unknown[]) => {
    for (const child of children as Array<{ type?: string; name?: string; routes?: unknown[]; childNodes?: unknown }>) {
      if (child.type === 'application' && child.name) names.push(child.name);
      if (child.routes) walk(child.routes);
    }
  };
  walk(matched.routes);
  return names;
}

/** The 404 content is the inner default route (the outer default is every player route, header included). */
function showsNotFound(path: string): boolean {
  let defaults = 0;
  const walk = (children: unknown[]) => {
    for (const child of children as Array<{ type?: string; default?: boolean; routes?: unknown[] }>) {
      if (child.type === 'route' && child.default) defaults += 1;
      if (child.routes) walk(child.routes);
    }
  };
  walk(matchRoute(constructRoutes(layoutHtml()), path).routes);
  return defaults === 2;
}

describe('layout route table (SPEC §2)', () => {
  it.each(['/', '/login', '/sign-up', '/forget-password', '/faq', '/maintenance', '/policies/terms', '/setting', '/time-setting', '/change-password', '/notifications', '/refer-earn', '/bonus'])(
    '%s is the shell',
    (path) => {
      expect(appsAt(path)).toEqual(['@khel/shell']);
      expect(showsNotFound(path)).toBe(false);
    },
  );

  it.each([
    ['/deposit', '@khel/wallet'],
    ['/withdrawal', '@khel/wallet'],
    ['/transaction', '@khel/wallet'],
    ['/transaction-details/TX42', '@khel/wallet'],
    ['/sports/cricket/4', '@khel/games'],
    ['/sports/cricket/4/99', '@khel/games'],
    ['/sports-event-detail/123', '@khel/games'],
    ['/sports-book', '@khel/games'],
    ['/casino/live', '@khel/games'],
    ['/matka', '@khel/games'],
    ['/matka-details/abc', '@khel/games'],
    ['/racing-category/horse', '@khel/games'],
    ['/bets', '@khel/reports'],
    ['/bet-history', '@khel/reports'],
    ['/win-loss', '@khel/reports'],
    ['/win-loss-details', '@khel/reports'],
    ['/casino-win-loss-details', '@khel/reports'],
    ['/account-statement', '@khel/reports'],
    ['/transfer-statement', '@khel/reports'],
    ['/cricket-fight', '@khel/fantasy'],
    ['/cricket-fight/7', '@khel/fantasy'],
    ['/cricket-fight/7/place-bet', '@khel/fantasy'],
    ['/cricket-fight/my-contests', '@khel/fantasy'],
    ['/cricket-fight/my-contests/3', '@khel/fantasy'],
  ])('%s is %s, under the shell header', (path, owner) => {
    expect(appsAt(path)).toEqual(['@khel/shell', owner]);
    expect(showsNotFound(path)).toBe(false);
  });

  it('backoffice has the operator console alone', () => {
    expect(appsAt('/backoffice')).toEqual(['@khel/backoffice']);
    expect(appsAt('/backoffice/deposits')).toEqual(['@khel/backoffice']);
  });

  it.each(['/nowhere', '/deposits', '/sports', '/policies', '/transaction-details'])('%s is 404 with the header kept', (path) => {
    expect(appsAt(path)).toEqual(['@khel/shell']);
    expect(showsNotFound(path)).toBe(true);
  });

  it.each(['/deposit/x', '/withdrawal/1/2', '/transaction-details/TX42/more', '/login/x', '/policies/terms/x', '/sports/cricket/4/99/x', '/cricket-fight/7/place-bet/x'])(
    'a sub-path nobody lists, %s, is 404 (issue 16)',
    (path) => {
      expect(appsAt(path)).toEqual(['@khel/shell']);
      expect(showsNotFound(path)).toBe(true);
    },
  );

  it.each(['/deposit/', '/login/', '/transaction-details/TX42/'])('a trailing slash, %s, is still the page', (path) => {
    expect(showsNotFound(path)).toBe(false);
  });

  it('mounts each app on exactly the paths @khel/shared lists for it (the apps route tables use the same list)', () => {
    for (const [name, paths] of Object.entries(APP_PATHS)) {
      for (const pattern of paths) {
        const path = pattern.replace(/:[a-z_]+/gi, 'p1');
        expect(appsAt(path)).toEqual(name === '@khel/shell' ? ['@khel/shell'] : ['@khel/shell', name]);
        expect(showsNotFound(path)).toBe(false);
      }
    }
  });
});
