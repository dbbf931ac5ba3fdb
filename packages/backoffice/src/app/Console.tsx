import type { OperatorPermission } from '@khel/shared/validation';
import { Fragment, Suspense } from 'react';
import { NavLink, useRoutes } from 'react-router-dom';
import { KhelMark } from '@khel/shared';
import { logout } from '../api/ops';
import { clearSession, type Operator } from '../api/session';
import { Loading } from '../ui/Status';
import { Counts } from './Counts';
import { OperatorContext, permissionsOf } from './operator';
import { CONSOLE_ROUTES, consoleRouteObjects } from './routes';

const ROUTES = consoleRouteObjects();

/** The navigation, from the route table: the links the operator's permissions allow, under their sections' headings. */
function ConsoleNav({ permissions }: { permissions: readonly OperatorPermission[] }) {
  const links = CONSOLE_ROUTES.filter((r) => r.nav && (!r.permission || permissions.includes(r.permission)));
  return (
    <nav className="bo-nav" aria-label="Console sections">
      {links.map((r, i) => (
        <Fragment key={r.path}>
          {r.section && r.section !== links[i - 1]?.section && <h4>{r.section}</h4>}
          <NavLink to={r.path}>{r.nav}</NavLink>
        </Fragment>
      ))}
    </nav>
  );
}

/**
 * The signed-in console: navigation, live counts and the screens. An operator sees the links their role's
 * permissions allow; if one opens another page anyway, the server's 403 message (naming the permission) is shown.
 */
export function Console({ operator }: { operator: Operator }) {
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
        <ConsoleNav permissions={permissionsOf(operator)} />
        <main className="bo-main">
          <Suspense fallback={<Loading />}>
            {routes}
          </Suspense>
        </main>
      </div>
    </OperatorContext.Provider>
  );
}
