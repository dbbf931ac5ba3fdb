import { APP_PATHS } from '@khel/shared';
import { layoutAt } from './layout';

/** Names of the applications the layout mounts for a path. */
const appsAt = (path: string): string[] => layoutAt(path).apps;

/** The 404 content, under the header. */
const showsNotFound = (path: string): boolean => layoutAt(path).notFound;

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
    expect(appsAt('/backofficex')).toEqual(['@khel/shell']);
    expect(showsNotFound('/backofficex')).toBe(true);
  });

  it('leaves the shell its page slot on its own paths only', () => {
    expect(layoutAt('/login').shellPage).toBe(true);
    expect(layoutAt('/deposit').shellPage).toBe(false);
    expect(layoutAt('/nowhere').shellPage).toBe(false);
  });

  it('matches like the apps own routers: case-insensitive', () => {
    expect(appsAt('/Deposit')).toEqual(['@khel/shell', '@khel/wallet']);
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
