import { lazy, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { CONSOLE_PATHS } from './paths';

const Dashboard = lazy(() => import('../screens/dashboard/Dashboard'));
const ReportsScreen = lazy(() => import('../screens/reports/ReportsScreen'));
const Queue = lazy(() => import('../screens/queue/Queue'));
const RequestDetail = lazy(() => import('../screens/queue/RequestDetail'));
const Players = lazy(() => import('../screens/Players'));
const SportsEvents = lazy(() => import('../screens/sports/SportsEvents'));
const SportsEvent = lazy(() => import('../screens/sports/SportsEvent'));
const MatkaMarkets = lazy(() => import('../screens/matka/MatkaMarkets'));
const BonusScreen = lazy(() => import('../screens/bonus/BonusScreen'));
const CasinoRounds = lazy(() => import('../screens/casino/CasinoRounds'));
const ReferScreen = lazy(() => import('../screens/refer/ReferScreen'));
const ProtectionScreen = lazy(() => import('../screens/protection/ProtectionScreen'));
const AnnouncementsScreen = lazy(() => import('../screens/announcements/AnnouncementsScreen'));
const CasinoProviders = lazy(() => import('../screens/casino/CasinoProviders'));
const CasinoGames = lazy(() => import('../screens/casino/CasinoGames'));
const WalletConfigScreen = lazy(() => import('../screens/config/WalletConfigScreen'));
const PaymentsScreen = lazy(() => import('../screens/config/PaymentsScreen'));
const SiteScreen = lazy(() => import('../screens/config/SiteScreen'));
const Modules = lazy(() => import('../screens/Modules'));
const Audit = lazy(() => import('../screens/Audit'));
const Operators = lazy(() => import('../screens/Operators'));
const ChangePassword = lazy(() => import('../screens/ChangePassword'));

export interface ConsoleRoute {
  path: string;
  element: ReactNode;
  /** The navigation link's text; routes without one (details) are reached from their lists. */
  nav?: string;
  /**
   * Admin-only: the link is shown to admins only (under 'Site configuration'). The server is the guard: an agent
   * who opens such a page anyway sees its 403 message there.
   */
  admin?: boolean;
}

export { CONSOLE_PATHS };

const P = CONSOLE_PATHS;

/** The console's route table, in navigation order. Signing in is the guard of the whole console (App). */
export const CONSOLE_ROUTES: ConsoleRoute[] = [
  { path: P.dashboard, element: <Dashboard />, nav: 'Dashboard' },
  { path: P.deposits, element: <Queue key="deposits" kind="deposit" />, nav: 'Deposits' },
  { path: P.withdrawals, element: <Queue key="withdrawals" kind="withdrawal" />, nav: 'Withdrawals' },
  { path: P.requests, element: <Queue key="requests" kind="" />, nav: 'All requests' },
  { path: P.request, element: <RequestDetail /> },
  { path: P.players, element: <Players />, nav: 'Players' },
  { path: P.player, element: <Players /> },
  { path: P.reports, element: <ReportsScreen />, nav: 'Reports' },
  { path: P.sports, element: <SportsEvents />, nav: 'Sports' },
  { path: P.sportsEvent, element: <SportsEvent /> },
  { path: P.matka, element: <MatkaMarkets />, nav: 'Matka' },
  { path: P.casinoRounds, element: <CasinoRounds />, nav: 'Casino rounds' },
  { path: P.refer, element: <ReferScreen />, nav: 'Refer and earn' },
  { path: P.protection, element: <ProtectionScreen />, nav: 'Player protection' },
  { path: P.walletConfig, element: <WalletConfigScreen />, nav: 'Wallet configuration', admin: true },
  { path: P.payments, element: <PaymentsScreen />, nav: 'Payment methods', admin: true },
  { path: P.bonus, element: <BonusScreen />, nav: 'Bonus', admin: true },
  { path: P.site, element: <SiteScreen />, nav: 'Maintenance and announcement', admin: true },
  { path: P.announcements, element: <AnnouncementsScreen />, nav: 'Announcements', admin: true },
  { path: P.casinoProviders, element: <CasinoProviders />, nav: 'Casino providers', admin: true },
  { path: P.casinoGames, element: <CasinoGames />, nav: 'Casino games', admin: true },
  { path: P.modules, element: <Modules />, nav: 'Modules', admin: true },
  { path: P.operators, element: <Operators />, nav: 'Operators', admin: true },
  { path: P.audit, element: <Audit />, nav: 'Audit' },
  { path: P.password, element: <ChangePassword />, nav: 'Change password' },
];

/** The table for react-router: the console's home is the dashboard; any other path is said not to exist. */
export function consoleRouteObjects(routes: ConsoleRoute[] = CONSOLE_ROUTES): RouteObject[] {
  return [
    { index: true, element: <Navigate to={P.dashboard} replace /> },
    ...routes.map(({ path, element }) => ({ path, element })),
    { path: '*', element: <p role="alert">This page does not exist.</p> },
  ];
}
