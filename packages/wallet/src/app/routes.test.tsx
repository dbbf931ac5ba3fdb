import '../test-env';
import { matchRoutes } from 'react-router-dom';
import { APP_PATHS } from '@khel/shared';
import { WALLET_ROUTES, walletRouteObjects } from './routes';

describe('wallet route table', () => {
  it("routes exactly the paths root-config's layout gives the wallet", () => {
    expect(WALLET_ROUTES.map((r) => r.path).sort()).toEqual([...APP_PATHS['@khel/wallet']].sort());
  });

  it.each([
    ['/deposit', '/deposit'],
    ['/withdrawal/', '/withdrawal'],
    ['/transaction', '/transaction'],
    ['/transaction-details/TX42', '/transaction-details/:id'],
  ])('%s is the screen at %s, inside the wallet area', (path, pattern) => {
    const match = matchRoutes(walletRouteObjects(), path)!;
    expect(match).toHaveLength(2);
    expect(match[1]!.route.path).toBe(pattern);
  });

  it.each(['/deposit/x', '/transaction-details', '/'])('%s is no wallet screen', (path) => {
    const match = matchRoutes(walletRouteObjects(), path)!;
    expect(match.map((m) => m.route.path)).toEqual(['*']);
  });
});
