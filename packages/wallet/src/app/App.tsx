import { BrowserRouter, useRoutes } from 'react-router-dom';
import { useWalletStyles } from '../common/styles';
import { walletRouteObjects } from './routes';

const ROUTES = walletRouteObjects();

/** The wallet's screens for the current path (its route table, in routes.tsx). */
export function WalletRoutes() {
  return useRoutes(ROUTES);
}

export function App() {
  useWalletStyles();
  return (
    <BrowserRouter>
      <WalletRoutes />
    </BrowserRouter>
  );
}
