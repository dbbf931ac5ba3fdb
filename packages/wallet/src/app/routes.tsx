import { lazy, Suspense, type ComponentType } from 'react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { PATHS } from '@khel/shared';
import { Fallback } from '../common/ui';
import { NotFound } from './NotFound';
import { WalletArea } from './WalletArea';

export interface WalletRoute {
  path: string;
  Page: ComponentType;
}

/**
 * The wallet's route table (SPEC §2): root-config's layout mounts the wallet on exactly these paths
 * (APP_PATHS['@khel/wallet'] in @khel/shared; a test keeps the two equal). Each screen is a lazy chunk.
 */
export const WALLET_ROUTES: WalletRoute[] = [
  { path: PATHS.deposit, Page: lazy(() => import('../deposit/DepositScreen')) },
  { path: PATHS.withdrawal, Page: lazy(() => import('../withdrawal/WithdrawalScreen')) },
  { path: PATHS.transaction, Page: lazy(() => import('../transactions/TransactionsScreen')) },
  { path: PATHS.transactionDetails, Page: lazy(() => import('../transactions/TransactionDetails')) },
];

/**
 * The table for react-router. Every screen is inside the wallet area, the guard of them all: it refuses demo users
 * and loads the wallet configuration once, kept while the player moves between wallet screens.
 */
export function walletRouteObjects(routes: WalletRoute[] = WALLET_ROUTES): RouteObject[] {
  return [
    {
      element: (
        <WalletArea>
          <Suspense fallback={<Fallback />}>
            <Outlet />
          </Suspense>
        </WalletArea>
      ),
      children: routes.map(({ path, Page }) => ({ path, element: <Page /> })),
    },
    // A sub-path of the area (/deposit/x) is the 404 page; while the wallet unmounts after a navigation away, nothing.
    { path: '*', element: <NotFound /> },
  ];
}
