import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { useWalletStyles } from '../common/styles';
import { Fallback } from '../common/ui';
import { WalletArea } from './WalletArea';

const DepositScreen = lazy(() => import('../deposit/DepositScreen'));
const WithdrawalScreen = lazy(() => import('../withdrawal/WithdrawalScreen'));
const TransactionsScreen = lazy(() => import('../transactions/TransactionsScreen'));
const TransactionDetails = lazy(() => import('../transactions/TransactionDetails'));

/** The wallet's routes (SPEC §2), inside the wallet area that loads the configuration first. */
export function WalletRoutes() {
  return (
    <WalletArea>
      <Suspense fallback={<Fallback />}>
        <Routes>
          <Route path="/deposit" element={<DepositScreen />} />
          <Route path="/withdrawal" element={<WithdrawalScreen />} />
          <Route path="/transaction" element={<TransactionsScreen />} />
          <Route path="/transaction-details/:id" element={<TransactionDetails />} />
          <Route path="*" element={null} />
        </Routes>
      </Suspense>
    </WalletArea>
  );
}

export function App() {
  useWalletStyles();
  return (
    <BrowserRouter>
      <WalletRoutes />
    </BrowserRouter>
  );
}
