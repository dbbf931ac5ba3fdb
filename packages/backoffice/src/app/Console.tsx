import { Fragment, Suspense } from 'react';
import { NavLink, useRoutes } from 'react-router-dom';
import { KhelMark } from '@khel/shared';
import { logout } from '../api/ops';
import { clearSession, type Operator } from '../api/session';
import { Loading } from '../ui/Status';
import { Counts } from './Counts';
import { OperatorContext } from './operator';
import { CONSOLE_ROUTES, consoleRouteObjects } from './routes';

const ROUTES = consoleRouteObjects();

/** The navigation, from the route table: admin-only links under their heading, for admins only. */
function ConsoleNav({ admin }: { admin: boolean }) {
  const links = CONSOLE_ROUTES.filter((r) => r.nav && (admin || !r.admin));
  return (
    <nav className="bo-nav" aria-label="Console sections">
      {links.map((r, i) => (
        <Fragment key={r.path}>
          {r.admin && !links[i - 1]?.admin && <h4>Site configuration</h4>}
          <NavLink to={r.path}>{r.nav}</NavLink>
        </Fragment>
      ))}
    </nav>
  );
}

/**
 * The signed-in console: navigation, live counts and the screens. Agents do not see the admin-only links; if
 * one opens such a page anyway, the server's 403 message is shown there.
 */
export function Console({ operator }: { operator: Operator }) {
  const admin = operator.role === 'admin';
  const routes = useRoutes(ROUTES);
  return (
    <OperatorContext.Provider value={operator}>
      <header className="bo-top">
        <strong className="bo-brand">
          <KhelMark size={22} /> Khel · Operator console
        </strong>
        <Counts />
        <span className="bo-who">
          {operator.username} <small>({operator.role})</small>
        </span>
        <button type="button" className="bo-btn bo-small" onClick={() => void logout().then(clearSession)}>
          Sign out
        </button>
      </header>
      <div className="bo-layout">
        <ConsoleNav admin={admin} />
        <main className="bo-main">
          <Suspense fallback={<Loading />}>
            {routes}
          </Suspense>
        </main>
      </div>
    </OperatorContext.Provider>
  );
}
