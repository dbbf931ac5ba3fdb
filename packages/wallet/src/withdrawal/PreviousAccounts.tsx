import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { balance$, Modal, Spinner, toastError, toastSuccess, useObservable, t as tr } from '@khel/shared';
import type { SavedAccount } from '../api/types';
import { deleteAccount, idempotencyKey, withdraw } from '../api/wallet';
import { useWalletConfig } from '../common/config';
import { ActionButton, type Why } from '../common/ActionButton';
import { Field, rupees } from '../common/ui';
import { TermsCheck, PolicyModal } from '../deposit/modals';
import { AMOUNT_REQUIRED, availableToWithdraw, BELOW_MIN_TEMPLATE, belowMin, withdrawAmountError } from './amount';
import { SavedAccountCard } from './SavedAccountCard';

export const DELETE_CONFIRM = 'Are You Sure Want To, Delete This Account ?';
export const NO_ACCOUNTS = 'Oops! No accounts found. Please choose Use New Account to add one.';
export const WHY_NO_ACCOUNT = 'Add an account with Use New Account first.';

/** Use Previous Account: available amount, saved accounts (first selected), amount with Min/Max, SUBMIT. */
export function PreviousAccounts({ accounts, onReload }: { accounts: SavedAccount[] | null; onReload: () => void }) {
  const { t } = useTranslation();
  const { withdrawal_range } = useWalletConfig();
  const available = availableToWithdraw(useObservable(balance$), 'previous');
  const [picked, setSelected] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
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
  // SUBMIT is disabled below the minimum (SPEC §2) and without an account, saying why; other errors are toasts (§8).
  const why: Why | null = selected === null ? WHY_NO_ACCOUNT : !amount ? AMOUNT_REQUIRED : error === belowMin(min) ? [BELOW_MIN_TEMPLATE, { min }] : null;

  const submit = async () => {
    if (busy || why || selected === null) return;
    if (error) return toastError(tr(error));
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
      <Field label="Amount" hint={`${t('Min:')} ${rupees(min)}   ${t('Max:')} ${rupees(max)}`}>
        <input name="withdraw-amount" inputMode="numeric" placeholder={t('Enter Amount')} value={amount} onChange={(e) => setAmount(e.target.value)} />
      </Field>
      <TermsCheck checked={terms} onChange={setTerms} onOpen={() => setPolicy(true)} />
      <ActionButton busy={busy || accounts === null} why={why} onClick={submit}>
        {t('SUBMIT')}
      </ActionButton>
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
