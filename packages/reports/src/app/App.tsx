import { Navigate, BrowserRouter, useLocation, useRoutes } from 'react-router-dom';
import { auth$, loginUrlFor, useObservable } from '@khel/shared';
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
  if (!token) return <Navigate to={loginUrlFor(`${at.pathname}${at.search}`)} replace />;
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
