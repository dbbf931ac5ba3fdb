import { BrowserRouter, matchPath, Navigate, useLocation, useRoutes } from 'react-router-dom';
import { APP_PATHS, auth$, loginUrlFor, useObservable } from '@khel/shared';
import { useReportStyles } from '../common/styles';
import { reportRouteObjects } from './routes';

const ROUTES = reportRouteObjects();

/** The reports app's screens for the current path (its route table, in routes.tsx). */
export function ReportRoutes() {
  return useRoutes(ROUTES);
}

/**
 * Reports are a player's own: a logged-out visit (or a session that ends on the page) goes to the login page, which
 * comes back here. Done by the app itself, not root-config's list (LOGIN_REQUIRED_PATHS), to add nothing to Home.
 */
function LoginGate() {
  const { token } = useObservable(auth$);
  const at = useLocation();
  // Only from a reports page: once on the login page (while single-spa unmounts this app) it stays there.
  const mine = APP_PATHS['@khel/reports'].some((path) => matchPath(path, at.pathname));
  if (!token && mine) return <Navigate to={loginUrlFor(`${at.pathname}${at.search}`)} replace />;
  return <ReportRoutes />;
}

export function App() {
  useReportStyles();
  return (
    <BrowserRouter>
      <LoginGate />
    </BrowserRouter>
  );
}
