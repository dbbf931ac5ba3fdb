import { lazy, Suspense, type ComponentType } from 'react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { PATHS } from '@khel/shared';
import { Fallback } from '../common/ui';

export interface GamesRoute {
  path: string;
  Page: ComponentType;
}

/**
 * The games app's route table (SPEC §2): root-config's layout mounts @khel/games on exactly these paths
 * (APP_PATHS['@khel/games'] in @khel/shared; a test keeps the two equal). Each screen is a lazy chunk, so the event
 * page loads only its own code. Casino and matka are placeholders until issue 14 replaces their files.
 */
export const GAMES_ROUTES: GamesRoute[] = [
  { path: PATHS.sports, Page: lazy(() => import('../sports/SportsScreen')) },
  { path: PATHS.sportsLeague, Page: lazy(() => import('../sports/SportsScreen')) },
  { path: PATHS.sportsEventDetail, Page: lazy(() => import('../event/EventScreen')) },
  { path: PATHS.sportsBook, Page: lazy(() => import('../book/SportsBookScreen')) },
  { path: PATHS.racingCategory, Page: lazy(() => import('../racing/RacingScreen')) },
  { path: PATHS.casino, Page: lazy(() => import('../casino/CasinoScreen')) },
  { path: PATHS.matka, Page: lazy(() => import('../matka/MatkaScreen')) },
  { path: PATHS.matkaDetails, Page: lazy(() => import('../matka/MatkaDetailsScreen')) },
];

/** The table for react-router: every screen inside the games area (its width and padding), under one Suspense. */
export function gamesRouteObjects(routes: GamesRoute[] = GAMES_ROUTES): RouteObject[] {
  return [
    {
      element: (
        <div className="g-area">
          <Suspense fallback={<Fallback />}>
            <Outlet />
          </Suspense>
        </div>
      ),
      children: routes.map(({ path, Page }) => ({ path, element: <Page /> })),
    },
    // The layout never mounts the games app elsewhere; while it unmounts after a navigation away it shows nothing.
    { path: '*', element: null },
  ];
}
