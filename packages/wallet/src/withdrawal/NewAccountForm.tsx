import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { balance$, toastError, toastSuccess, useObservable, t as tr } from '@khel/shared';
import { UploadError } from '@khel/shared/kit';
import type { NewAccountBody, WalletConfig } from '../api/types';
import { uploadImage } from '../api/upload';
import { createAccount, idempotencyKey } from '../api/wallet';
import { useWalletConfig } from '../common/config';
import { ActionButton } from '../common/ActionButton';
import { Field, PasswordInput, rupees } from '../common/ui';
import { validateForm, validation } from '../common/validate';
import { PolicyModal, TermsCheck } from '../deposit/modals';
import { availableToWithdraw } from './amount';
import { BankSelect } from './BankSelect';
import { QrPicker } from './QrPicker';
import { uploadFailureMessage } from '../api/upload-messages';

export const SET_PASSWORD_FIRST = 'Set a withdrawal password first (see above).';

type Method = WalletConfig['payment_method'][number];
export const EMPTY_ACCOUNT = { bank_id: null as number | null, ifsc_code: '', account_number: '', account_holder_name: '', upi_id: '', crypto_wallet_id: '', transaction_password: '' };
type Values = typeof EMPTY_ACCOUNT;
const ORDER = ['bank_id', 'ifsc_code', 'account_number', 'account_holder_name', 'upi_id', 'crypto_wallet_id', 'transaction_password'];

/** The payout methods offered: only bank-type ones when the account list says is_bank_only. */
export const offeredMethods = (methods: Method[], bankOnly: boolean) => (bankOnly ? methods.filter((m) => m.method_type === 'bank') : methods);

/** The request body for a method (only the fields its type uses). */
export function accountBody(method: Method, v: Values, qrUrl?: string): NewAccountBody {
  const base = { payment_method: method.method_type, method_id: method.id, account_holder_name: v.account_holder_name.trim(), transaction_password: v.transaction_password };
  if (method.method_type === 'bank') return { ...base, bank_id: v.bank_id ?? undefined, ifsc_code: v.ifsc_code, account_number: v.account_number };
  if (method.method_type === 'upi') return { ...base, upi_id: v.upi_id || undefined, qr_code: qrUrl };
  return { ...base, crypto_wallet_id: v.crypto_wallet_id, crypto_type: 'USDT', qr_code: qrUrl };
}

/** Use New Account: method, its fields, withdrawal password (with the reset link), terms, SUBMIT. */
export function NewAccountForm({ bankOnly, noPassword = false, onAdded, onForgot }: { bankOnly: boolean; noPassword?: boolean; onAdded: () => void; onForgot: () => void }) {
  const { t } = useTranslation();
  const config = useWalletConfig();
  const available = availableToWithdraw(useObservable(balance$), 'new');
  const methods = offeredMethods(config.payment_method, bankOnly);
  const [method, setMethod] = useState<Method | null>(methods[0] ?? null);
  const [values, setValues] = useState<Values>(EMPTY_ACCOUNT);
  const [qr, setQr] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [terms, setTerms] = useState(false);
  const [policy, setPolicy] = useState(false);
  const [busy, setBusy] = useState(false);
  const [key, setKey] = useState(idempotencyKey);

  const set = <K extends keyof Values>(name: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors(({ [name]: _gone, ...rest }) => rest);
  };
  const reset = () => {
    setValues(EMPTY_ACCOUNT);
    setQr(null);
    setErrors({});
    setTerms(false);
  };

  const submit = async () => {
    if (busy || !method) return;
    const v = validation();
    const body = accountBody(method, values, qr ? 'pending-upload' : undefined);
    const found = v ? validateForm(v.NewPayoutAccountDto, body as unknown as Record<string, unknown>) : {};
    setErrors(found);
    // SPEC §8: errors show as a toast, the first field's first; the fields stay marked.
    const first = ORDER.find((k) => found[k]) ?? Object.keys(found)[0];
    if (first) return toastError(tr(found[first]!));
    setBusy(true);
    try {
      const qrUrl = qr ? await uploadImage(qr, 'qr-code') : undefined;
      const res = await createAccount(accountBody(method, values, qrUrl), key);
      if (res.message) toastSuccess(res.message);
      setKey(idempotencyKey());
      reset();
      onAdded();
    } catch (error) {
      const message = error instanceof UploadError ? uploadFailureMessage(error.message, 'qr-code') : '';
      if (message) toastError(tr(message));
    } finally {
      setBusy(false);
    }
  };

  const type = method?.method_type;
  return (
    <div>
      <p className="w-available">
        {t('Available to withdrawal:')} <b>{available === null ? '…' : rupees(available)}</b>
      </p>
      <div className="w-methods" role="radiogroup" aria-label="Payment method">
        {methods.map((m) => (
          <label key={m.id} className={m === method ? 'w-method w-on' : 'w-method'}>
            <input
              type="radio"
              name="payout-method"
              checked={m === method}
              onChange={() => {
                setMethod(m);
                reset();
              }}
            />
            {m.name || m.method_name}
          </label>
        ))}
      </div>
      {type === 'bank' && (
        <>
          <Field label="Bank Name" group>
            <BankSelect banks={config.bank_list} value={values.bank_id} onChange={(id) => set('bank_id', id)} invalid={!!errors.bank_id} />
          </Field>
          <Field label="IFSC Code">
            <input name="ifsc_code" aria-invalid={!!errors.ifsc_code || undefined} maxLength={11} value={values.ifsc_code} onChange={(e) => set('ifsc_code', e.target.value.toUpperCase().replace(/\s/g, '').slice(0, 11))} />
          </Field>
          <Field label="Account Number">
            <input name="account_number" aria-invalid={!!errors.account_number || undefined} inputMode="tel" maxLength={20} value={values.account_number} onChange={(e) => set('account_number', e.target.value.replace(/\D/g, '').slice(0, 20))} />
          </Field>
        </>
      )}
      {type && (
        <Field label="Account Holder Name">
          <input name="account_holder_name" aria-invalid={!!errors.account_holder_name || undefined} maxLength={100} value={values.account_holder_name} onChange={(e) => set('account_holder_name', e.target.value)} />
        </Field>
      )}
      {type === 'upi' && (
        <Field label="UPI ID">
          <input name="upi_id" aria-invalid={!!errors.upi_id || undefined} maxLength={50} value={values.upi_id} onChange={(e) => set('upi_id', e.target.value.trim())} />
        </Field>
      )}
      {type === 'wallet' && (
        <Field label="Wallet ID">
          <input name="crypto_wallet_id" aria-invalid={!!errors.crypto_wallet_id || undefined} maxLength={20} value={values.crypto_wallet_id} onChange={(e) => set('crypto_wallet_id', e.target.value.trim())} />
        </Field>
      )}
      {(type === 'upi' || type === 'wallet') && (
        <QrPicker
          file={qr}
          onChange={(f) => {
            setQr(f);
            setErrors(({ upi_id: _gone, ...rest }) => rest);
          }}
        />
      )}
      {type && (
        <>
          <Field label="Withdraw Password">
            <PasswordInput label="Withdraw Password" value={values.transaction_password} onChange={(v) => set('transaction_password', v)} invalid={!!errors.transaction_password} />
          </Field>
          <button type="button" className="w-link" onClick={onForgot}>
            {t('Forgot Withdraw Password?')}
          </button>
          <TermsCheck checked={terms} onChange={setTerms} onOpen={() => setPolicy(true)} />
          <ActionButton busy={busy} why={noPassword ? SET_PASSWORD_FIRST : null} onClick={submit}>
            {t('SUBMIT')}
          </ActionButton>
        </>
      )}
      <PolicyModal open={policy} onClose={() => setPolicy(false)} />
    </div>
  );
}
