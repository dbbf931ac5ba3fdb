import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { balance$, Modal, Spinner, toastSuccess, useObservable } from '@khel/shared';
import type { SavedAccount } from '../api/types';
import { deleteAccount, idempotencyKey, withdraw } from '../api/wallet';
import { useWalletConfig } from '../common/config';
import { Field, rupees } from '../common/ui';
import { TermsCheck, PolicyModal } from '../deposit/modals';
import { availableToWithdraw, withdrawAmountError } from './amount';
import { SavedAccountCard } from './SavedAccountCard';

export const DELETE_CONFIRM = 'Are You Sure Want To, Delete This Account ?';
export const NO_ACCOUNTS = 'Oops! No accounts found. Please choose Use New Account to add one.';

/** Use Previous Account: available amount, saved accounts (first selected), amount with Min/Max, SUBMIT. */
export function PreviousAccounts({ accounts, onReload }: { accounts: SavedAccount[] | null; onReload: () => void }) {
  const { t } = useTranslation();
  const { withdrawal_range } = useWalletConfig();
  const available = availableToWithdraw(useObservable(balance$), 'previous');
  const [picked, setSelected] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const [terms, setTerms] = useState(false);
  const [policy, setPolicy] = useState(false);
  const [deleting, setDeleting] = useState<SavedAccount | null>(null);
  const [busy, setBusy] = useState(false);
  const go = useNavigate();
  const [key] = useState(idempotencyKey);

  // The first card is selected until the player picks another (or the picked one is deleted).
  const selected = accounts?.some((a) => a.client_account_id === picked) ? picked : (accounts?.[0]?.client_account_id ?? null);

  const { min, max } = withdrawal_range;
  const error = withdrawAmountError(amount, min, available, max);

  const submit = async () => {
    setTouched(true);
    if (busy || error || selected === null) return;
    setBusy(true);
    try {
      const res = await withdraw(Number(amount), selected, key);
      if (res.message) toastSuccess(res.message);
      go('/');
    } catch {
      setBusy(false); // the message was shown; the player stays
    }
  };

  const confirmDelete = async () => {
    const target = deleting;
    setDeleting(null);
    if (!target) return;
    try {
      const res = await deleteAccount(target.client_account_id);
      if (res.message) toastSuccess(res.message);
      onReload();
    } catch {
      // shown by the API layer
    }
  };

  return (
    <div>
      <p className="w-available">
        {t('Available to withdrawal:')} <b>{available === null ? <Spinner small /> : rupees(available)}</b>
      </p>
      {!accounts ? (
        <Spinner />
      ) : accounts.length === 0 ? (
        <p className="w-oops" role="status">
          {t(NO_ACCOUNTS)}
        </p>
      ) : (
        <div role="radiogroup" aria-label="Saved accounts">
          {accounts.map((a) => (
            <SavedAccountCard
              key={a.client_account_id}
              account={a}
              selected={a.client_account_id === selected}
              onSelect={() => setSelected(a.client_account_id)}
              onDelete={() => setDeleting(a)}
            />
          ))}
        </div>
      )}
      <Field label="Amount" error={touched ? (error ?? undefined) : undefined} hint={`${t('Min:')} ${min}   ${t('Max:')} ${max}`}>
        <input
          name="withdraw-amount"
          inputMode="numeric"
          placeholder={t('Enter Amount')}
          value={amount}
          onChange={(e) => {
            setAmount(e.target.value);
            setTouched(true);
          }}
        />
      </Field>
      <TermsCheck checked={terms} onChange={setTerms} onOpen={() => setPolicy(true)} />
      <button type="button" className="w-btn w-primary w-block" disabled={error !== null || busy || selected === null} onClick={submit}>
        {t('SUBMIT')}
      </button>
      <PolicyModal open={policy} onClose={() => setPolicy(false)} />
      <Modal id="delete-account" open={deleting !== null} onClose={() => setDeleting(null)} title="Delete Account">
        <p>{t(DELETE_CONFIRM)}</p>
        <div className="w-inline">
          <button type="button" className="w-btn w-ghost" onClick={() => setDeleting(null)}>
            {t('No')}
          </button>
          <button type="button" className="w-btn w-primary" onClick={confirmDelete}>
            {t('Yes')}
          </button>
        </div>
      </Modal>
    </div>
  );
}
