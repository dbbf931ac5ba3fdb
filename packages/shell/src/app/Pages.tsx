import { Suspense } from 'react';
import { createPortal } from 'react-dom';
import { matchRoutes, useLocation, useRoutes } from 'react-router-dom';
import { Spinner } from '@khel/shared';
import { usePageHost } from '../routing/usePageHost';
import { routeObjects, SHELL_ROUTES } from './routes';

const ROUTES = routeObjects();

/** Whether a path is one of the shell's pages. */
export function isShellPage(path: string): boolean {
  return matchRoutes(SHELL_ROUTES, path) !== null;
}

/** The shell's page for the current location, in the layout's page slot. */
export function Pages() {
  const { pathname } = useLocation();
  const host = usePageHost();
  const page = useRoutes(ROUTES);
  if (!host) return null;
  return createPortal(
    <Suspense
      key={pathname}
      fallback={
        <div className="s-center s-pad">
          <Spinner />
        </div>
      }
    >
      {page}
    </Suspense>,
    host,
  );
}
