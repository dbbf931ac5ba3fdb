import { lazy, Suspense } from 'react';
import { Navigate, NavLink, Route, Routes } from 'react-router-dom';
import { logout } from '../api/ops';
import { clearSession, type Operator } from '../api/session';
import { Loading } from '../ui/Status';
import { Counts } from './Counts';
import { OperatorContext } from './operator';

const Queue = lazy(() => import('../screens/queue/Queue'));
const RequestDetail = lazy(() => import('../screens/queue/RequestDetail'));
const Players = lazy(() => import('../screens/Players'));
const WalletConfigScreen = lazy(() => import('../screens/config/WalletConfigScreen'));
const PaymentsScreen = lazy(() => import('../screens/config/PaymentsScreen'));
const SiteScreen = lazy(() => import('../screens/config/SiteScreen'));
const Modules = lazy(() => import('../screens/Modules'));
const Audit = lazy(() => import('../screens/Audit'));
const Operators = lazy(() => import('../screens/Operators'));
const ChangePassword = lazy(() => import('../screens/ChangePassword'));

/**
 * The signed-in console: navigation, live counts and the screens. Agents do not see the admin-only links; if
 * one opens such a page anyway, the server's 403 message is shown there.
 */
export function Console({ operator }: { operator: Operator }) {
  const admin = operator.role === 'admin';
  return (
    <OperatorContext.Provider value={operator}>
      <header className="bo-top">
        <strong className="bo-brand">Khel · Operator console</strong>
        <Counts />
        <span className="bo-who">
          {operator.username} <small>({operator.role})</small>
        </span>
        <button type="button" className="bo-btn bo-small" onClick={() => void logout().then(clearSession)}>
          Sign out
        </button>
      </header>
      <div className="bo-layout">
        <nav className="bo-nav" aria-label="Console sections">
          <NavLink to="/deposits">Deposits</NavLink>
          <NavLink to="/withdrawals">Withdrawals</NavLink>
          <NavLink to="/requests">All requests</NavLink>
          <NavLink to="/players">Players</NavLink>
          {admin && (
            <>
              <h4>Site configuration</h4>
              <NavLink to="/config/wallet">Wallet configuration</NavLink>
              <NavLink to="/config/payments">Payment methods</NavLink>
              <NavLink to="/config/site">Maintenance and announcement</NavLink>
              <NavLink to="/modules">Modules</NavLink>
              <NavLink to="/operators">Operators</NavLink>
            </>
          )}
          <NavLink to="/audit">Audit</NavLink>
          <NavLink to="/password">Change password</NavLink>
        </nav>
        <main className="bo-main">
          <Suspense fallback={<Loading />}>
            <Routes>
              <Route index element={<Navigate to="/deposits" replace />} />
              <Route path="deposits" element={<Queue key="deposits" kind="deposit" />} />
              <Route path="withdrawals" element={<Queue key="withdrawals" kind="withdrawal" />} />
              <Route path="requests" element={<Queue key="requests" kind="" />} />
              <Route path="requests/:id" element={<RequestDetail />} />
              <Route path="players" element={<Players />} />
              <Route path="players/:id" element={<Players />} />
              <Route path="config/wallet" element={<WalletConfigScreen />} />
              <Route path="config/payments" element={<PaymentsScreen />} />
              <Route path="config/site" element={<SiteScreen />} />
              <Route path="modules" element={<Modules />} />
              <Route path="audit" element={<Audit />} />
              <Route path="operators" element={<Operators />} />
              <Route path="password" element={<ChangePassword />} />
              <Route path="*" element={<p role="alert">This page does not exist.</p>} />
            </Routes>
          </Suspense>
        </main>
      </div>
    </OperatorContext.Provider>
  );
}
