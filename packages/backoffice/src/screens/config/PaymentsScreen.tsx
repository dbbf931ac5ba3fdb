import { listMasterAccounts, listPaymentMethods } from '../../api/ops';
import { ErrorNote, Loading } from '../../ui/Status';
import { useLoad } from '../../ui/useLoad';
import { MasterAccounts } from './MasterAccounts';
import { PaymentMethods } from './PaymentMethods';

/** Payment methods and the master accounts behind them. */
export default function PaymentsScreen() {
  const data = useLoad(async () => {
    const [methods, accounts] = await Promise.all([listPaymentMethods(), listMasterAccounts()]);
    return { methods, accounts };
  }, []);
  return (
    <section aria-labelledby="payments-title">
      <h1 id="payments-title">Payment methods and master accounts</h1>
      {data.loading && <Loading label="Loading payment methods…" />}
      <ErrorNote message={data.error} onRetry={data.reload} />
      {data.data && (
        <>
          <PaymentMethods methods={data.data.methods} onChanged={data.reload} />
          <MasterAccounts key={data.data.methods.length} accounts={data.data.accounts} methods={data.data.methods} onChanged={data.reload} />
        </>
      )}
    </section>
  );
}
