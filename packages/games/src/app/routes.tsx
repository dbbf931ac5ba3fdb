import { lazy, Suspense, type ComponentType } from 'react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { Fallback } from '../common/ui';
import { SCREENS, type Screen } from './screens';

export interface GamesRoute {
  path: string;
  Page: ComponentType;
}

/**
 * A route's page: drawn at once when its chunk is already in (the entry preloads the path's screen), else through
 * React.lazy. A lazy page always suspends on its first render, and React holds back content that follows a fallback
 * by up to 300 ms (its fallback throttle): the event page appeared that much later than its data.
 */
export function screenPage(screen: Screen): GamesRoute {
  const Lazy = lazy(screen.load);
  const Page = () => {
    const Loaded = screen.module?.default ?? Lazy;
    return <Loaded />;
  };
  return { path: screen.path, Page };
}

/** The games app's route table (screens.ts lists the screens). */
export const GAMES_ROUTES: GamesRoute[] = SCREENS.map(screenPage);

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
