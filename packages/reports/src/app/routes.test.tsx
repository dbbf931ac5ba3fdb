import { matchRoutes } from 'react-router-dom';
import { APP_PATHS } from '@khel/shared';
import { REPORT_ROUTES, reportRouteObjects } from './routes';
import { SCREENS } from './screens';

describe('reports route table', () => {
  it("routes exactly the paths root-config's layout gives the reports app", () => {
    expect(REPORT_ROUTES.map((r) => r.path).sort()).toEqual([...APP_PATHS['@khel/reports']].sort());
    expect(SCREENS.map((s) => s.path)).toEqual(REPORT_ROUTES.map((r) => r.path));
  });

  it.each(['/bets', '/bet-history', '/win-loss', '/win-loss-details', '/casino-win-loss-details', '/account-statement', '/transfer-statement'])(
    '%s is a screen inside the reports area',
    (path) => {
      const match = matchRoutes(reportRouteObjects(), path)!;
      expect(match.map((m) => m.route.path)).toEqual([undefined, path]);
    },
  );

  it('bets and bet-history share one screen, as do the two statements (SPEC §2)', async () => {
    const screen = (p: string) => SCREENS.find((s) => s.path === p)!;
    expect(await screen('/bets').load()).toBe(await screen('/bet-history').load());
    expect(await screen('/account-statement').load()).toBe(await screen('/transfer-statement').load());
    expect(await screen('/win-loss').load()).not.toBe(await screen('/win-loss-details').load());
  });
});
