import { useTranslation } from 'react-i18next';
import { CopyButton } from '@khel/shared';
import type { DepositMethod, MasterAccount } from '../api/types';
import { cryptoAmount } from './methods';

export function DetailRow({ label, value }: { label: string; value: string | null | undefined }) {
  const { t } = useTranslation();
  if (!value) return null;
  return (
    <div className="w-row">
      <span className="w-key">{t(label)}</span>
      <span className="w-val">{value}</span>
      <CopyButton text={value} label={t(label)} />
    </div>
  );
}

/** One master account to pay into, picked as a radio: every detail with a copy button; crypto shows the amount in its currency. */
export function AccountCard({
  account,
  method,
  amount,
  selected,
  onSelect,
}: {
  account: MasterAccount;
  method: DepositMethod;
  amount: number;
  selected: boolean;
  onSelect: () => void;
}) {
  const crypto = method.method_type === 'crypto' ? cryptoAmount(amount, account) : null;
  return (
    // A label round a radio: a click anywhere on the card (but on its copy buttons) picks it, and the keyboard picks it with
    // the arrow keys like any radio group.
    <label className={selected ? 'w-card w-account w-on' : 'w-card w-account'}>
      <input type="radio" className="w-sr" name="master-account" checked={selected} onChange={onSelect} aria-label={`Account ${account.account_holder_name ?? ''}`} />
      <DetailRow label="Bank Name" value={account.bank_name} />
      <DetailRow label="Account Number" value={account.account_number} />
      <DetailRow label="Phone Number" value={account.phone_number} />
      <DetailRow label="IFSC Code" value={account.ifsc_code} />
      <DetailRow label="UPI ID" value={account.upi_id} />
      <DetailRow label="Wallet ID" value={account.crypto_wallet_id} />
      <DetailRow label="Account Holder Name" value={account.account_holder_name} />
      {crypto && <DetailRow label={`Amount (${method.currency || 'USDT'})`} value={crypto} />}
    </label>
  );
}
