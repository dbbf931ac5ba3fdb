import type { OperatorPermission } from '@khel/shared/validation';
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
const FantasyMatches = lazy(() => import('../screens/fantasy/FantasyMatches'));
const FantasyMatch = lazy(() => import('../screens/fantasy/FantasyMatch'));
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
const Approvals = lazy(() => import('../screens/approvals/Approvals'));
const ApprovalLimits = lazy(() => import('../screens/config/ApprovalLimits'));
const ChangePassword = lazy(() => import('../screens/ChangePassword'));

export interface ConsoleRoute {
  path: string;
  element: ReactNode;
  /** The navigation link's text; routes without one (details) are reached from their lists. */
  nav?: string;
  /**
   * The permission the page needs (issue 27's roles): the link is shown only to operators who hold it. The server
   * is the guard: an operator who opens such a page anyway sees its 403 message, naming the permission, there.
   */
  permission?: OperatorPermission;
  /** A heading the link sits under (consecutive links of one section share it). */
  section?: string;
}

const CONFIG = 'Site configuration';

export { CONSOLE_PATHS };

const P = CONSOLE_PATHS;

/** The console's route table, in navigation order. Signing in is the guard of the whole console (App). */
export const CONSOLE_ROUTES: ConsoleRoute[] = [
  { path: P.dashboard, element: <Dashboard />, nav: 'Dashboard' },
  { path: P.deposits, element: <Queue key="deposits" kind="deposit" />, nav: 'Deposits' },
  { path: P.withdrawals, element: <Queue key="withdrawals" kind="withdrawal" />, nav: 'Withdrawals' },
  { path: P.requests, element: <Queue key="requests" kind="" />, nav: 'All requests' },
  { path: P.request, element: <RequestDetail /> },
  { path: P.approvals, element: <Approvals />, nav: 'Approvals' },
  { path: P.players, element: <Players />, nav: 'Players' },
  { path: P.player, element: <Players /> },
  { path: P.reports, element: <ReportsScreen />, nav: 'Reports' },
  { path: P.sports, element: <SportsEvents />, nav: 'Sports' },
  { path: P.sportsEvent, element: <SportsEvent /> },
  { path: P.matka, element: <MatkaMarkets />, nav: 'Matka' },
  { path: P.fantasy, element: <FantasyMatches />, nav: 'Cricket fight' },
  { path: P.fantasyMatch, element: <FantasyMatch /> },
  { path: P.casinoRounds, element: <CasinoRounds />, nav: 'Casino rounds' },
  { path: P.refer, element: <ReferScreen />, nav: 'Refer and earn' },
  { path: P.protection, element: <ProtectionScreen />, nav: 'Player protection' },
  { path: P.walletConfig, element: <WalletConfigScreen />, nav: 'Wallet configuration', permission: 'config.manage', section: CONFIG },
  { path: P.payments, element: <PaymentsScreen />, nav: 'Payment methods', permission: 'config.manage', section: CONFIG },
  { path: P.bonus, element: <BonusScreen />, nav: 'Bonus', permission: 'config.manage', section: CONFIG },
  { path: P.site, element: <SiteScreen />, nav: 'Maintenance and announcement', permission: 'config.manage', section: CONFIG },
  { path: P.announcements, element: <AnnouncementsScreen />, nav: 'Announcements', permission: 'config.manage', section: CONFIG },
  { path: P.casinoProviders, element: <CasinoProviders />, nav: 'Casino providers', permission: 'config.manage', section: CONFIG },
  { path: P.casinoGames, element: <CasinoGames />, nav: 'Casino games', permission: 'config.manage', section: CONFIG },
  { path: P.controls, element: <ApprovalLimits />, nav: 'Approval limits', permission: 'config.manage', section: CONFIG },
  { path: P.modules, element: <Modules />, nav: 'Modules', permission: 'modules.manage', section: CONFIG },
  { path: P.operators, element: <Operators />, nav: 'Operators', permission: 'operators.manage', section: CONFIG },
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
