import { lazy, Suspense, type ComponentType } from 'react';
import { matchRoutes, Outlet, type Params, type RouteObject } from 'react-router-dom';
import { PATHS } from '@khel/shared';
import { Fallback } from '../common/ui';

export interface GamesRoute {
  path: string;
  Page: ComponentType;
  /** Starts downloading the screen's chunk (the same import Page waits for). */
  load: () => Promise<ScreenModule>;
}

/** A screen's chunk: the page, and optionally its first data read, started before React renders the page. */
interface ScreenModule {
  default: ComponentType;
  prefetch?: (params: Params) => void;
}

function screen(path: string, load: () => Promise<ScreenModule>): GamesRoute {
  return { path, Page: lazy(load), load };
}

/**
 * The games app's route table (SPEC §2): root-config's layout mounts @khel/games on exactly these paths
 * (APP_PATHS['@khel/games'] in @khel/shared; a test keeps the two equal). Each screen is a lazy chunk, so the event
 * page loads only its own code. Casino and matka are placeholders until issue 14 replaces their files.
 */
export const GAMES_ROUTES: GamesRoute[] = [
  screen(PATHS.sports, () => import('../sports/SportsScreen')),
  screen(PATHS.sportsLeague, () => import('../sports/SportsScreen')),
  screen(PATHS.sportsEventDetail, () => import('../event/EventScreen')),
  screen(PATHS.sportsBook, () => import('../book/SportsBookScreen')),
  screen(PATHS.racingCategory, () => import('../racing/RacingScreen')),
  screen(PATHS.casino, () => import('../casino/CasinoScreen')),
  screen(PATHS.matka, () => import('../matka/MatkaScreen')),
  screen(PATHS.matkaDetails, () => import('../matka/MatkaDetailsScreen')),
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

/**
 * Starts loading the screen for a path when the app loads, so its chunk downloads while the app's own code runs,
 * and its first data read (the event page's) starts as soon as that chunk is in.
 */
export function preloadScreen(path: string, routes: GamesRoute[] = GAMES_ROUTES): void {
  const found = matchRoutes(routes.map((r) => ({ path: r.path })), path)?.[0];
  const route = found && routes.find((r) => r.path === found.route.path);
  route
    ?.load()
    .then((screen) => screen.prefetch?.(found!.params))
    .catch(() => undefined); // a failure shows when the screen renders (the chunk-error banner)
}
