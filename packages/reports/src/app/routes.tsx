import { lazy, Suspense, type ComponentType } from 'react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { Fallback } from '../common/ui';
import { SCREENS, type Screen } from './screens';

export interface ReportRoute {
  path: string;
  Page: ComponentType;
}

/** A route's page: drawn at once when its chunk is already in (the entry preloads the path's screen), else lazily. */
export function screenPage(screen: Screen): ReportRoute {
  const Lazy = lazy(screen.load);
  const Page = () => {
    const Loaded = screen.module?.default ?? Lazy;
    return <Loaded />;
  };
  return { path: screen.path, Page };
}

export const REPORT_ROUTES: ReportRoute[] = SCREENS.map(screenPage);

/** The table for react-router: every screen inside the reports area (its width and padding), under one Suspense. */
export function reportRouteObjects(routes: ReportRoute[] = REPORT_ROUTES): RouteObject[] {
  return [
    {
      element: (
        <div className="r-area">
          <Suspense fallback={<Fallback />}>
            <Outlet />
          </Suspense>
        </div>
      ),
      children: routes.map(({ path, Page }) => ({ path, element: <Page /> })),
    },
    // The layout never mounts the reports app elsewhere; while it unmounts after a navigation away it shows nothing.
    { path: '*', element: null },
  ];
}
