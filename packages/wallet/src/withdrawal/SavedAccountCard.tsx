import { Icon } from '@khel/shared';
import { BankLogo } from '@khel/shared/kit';
import type { SavedAccount } from '../api/types';
import { DetailRow } from '../deposit/AccountCard';

const TYPE_NAMES = { bank: 'Bank', upi: 'UPI', wallet: 'Wallet' } as const;

/** A saved payout account: method and bank (or payment type) name, delete icon, details with copy buttons. */
export function SavedAccountCard({ account, selected, onSelect, onDelete }: { account: SavedAccount; selected: boolean; onSelect: () => void; onDelete: () => void }) {
  const type = account.payment_method;
  return (
    <div
      className={selected ? 'w-card w-account w-on' : 'w-card w-account'}
      role="radio"
      aria-checked={selected}
      tabIndex={0}
      onClick={onSelect}
      onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && onSelect()}
    >
      <div className="w-account-head">
        {type === 'bank' && <BankLogo name={account.bank_name} size={28} />}
        <b>{account.method_name}</b>
        <span className="w-muted">{account.bank_name || account.payment_type_name}</span>
        <button
          type="button"
          className="w-del"
          aria-label="Delete account"
          onClick={(e) => {
            e.stopPropagation();
            onDelete();
          }}
        >
          <Icon name="trash" size={18} />
        </button>
      </div>
      <DetailRow label="Payment Type" value={account.payment_type_name || TYPE_NAMES[type]} />
      <DetailRow label={type === 'bank' ? 'Account Number' : 'Phone Number'} value={account.account_number || account.phone_number} />
      {type === 'bank' && <DetailRow label="IFSC Code" value={account.ifsc_code} />}
      {type === 'upi' && <DetailRow label="UPI ID" value={account.upi_id} />}
      {type === 'wallet' && <DetailRow label="Wallet ID" value={account.crypto_wallet_id} />}
      <DetailRow label="Account Holder Name" value={account.account_holder_name} />
    </div>
  );
}
