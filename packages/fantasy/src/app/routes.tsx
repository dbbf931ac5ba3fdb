import { lazy, Suspense, type ComponentType } from 'react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { PATHS } from '@khel/shared';
import { Fallback } from '../common/ui';

export interface FantasyRoute {
  path: string;
  Page: ComponentType;
}

/**
 * The fantasy app's screens (SPEC §2: cricket-fight, its match page, place-bet, my-contests and a contest's page):
 * root-config's layout mounts @khel/fantasy on exactly these paths (APP_PATHS['@khel/fantasy']; a test keeps them
 * equal). Each screen is a chunk of its own. react-router ranks /cricket-fight/my-contests above /cricket-fight/:id.
 */
export const FANTASY_ROUTES: FantasyRoute[] = [
  { path: PATHS.cricketFight, Page: lazy(() => import('../matches/MatchListScreen')) },
  { path: PATHS.cricketFightMatch, Page: lazy(() => import('../match/MatchScreen')) },
  { path: PATHS.cricketFightPlaceBet, Page: lazy(() => import('../builder/PlaceBetScreen')) },
  { path: PATHS.cricketFightMyContests, Page: lazy(() => import('../contests/MyContestsScreen')) },
  { path: PATHS.cricketFightMyContest, Page: lazy(() => import('../contests/ContestScreen')) },
];

/** The table for react-router: every screen inside the fantasy area, under one Suspense. */
export function fantasyRouteObjects(routes: FantasyRoute[] = FANTASY_ROUTES): RouteObject[] {
  return [
    {
      element: (
        <div className="f-area">
          <Suspense fallback={<Fallback />}>
            <Outlet />
          </Suspense>
        </div>
      ),
      children: routes.map(({ path, Page }) => ({ path, element: <Page /> })),
    },
    // The layout mounts the app on its own paths only; while it unmounts after a navigation away it shows nothing.
    { path: '*', element: null },
  ];
}
