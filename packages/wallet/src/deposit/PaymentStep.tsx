import { useTranslation } from 'react-i18next';
import { useRef, useState } from 'react';
import { auth$, balance$, prefs$, toastError, toastSuccess, useObservable, t as tr } from '@khel/shared';
import type { DepositMethod, MasterAccount } from '../api/types';
import { fetchPaymentUrl, idempotencyKey, submitDeposit } from '../api/wallet';
import { browser } from '../common/browser';
import { useWalletConfig } from '../common/config';
import { ActionButton } from '../common/ActionButton';
import { BackButton, Fallback, Field, rupees, TutorialVideo } from '../common/ui';
import { AccountCard } from './AccountCard';
import { DepositRules } from './DepositRules';
import { isSocial, isWalletType, defaultMethod, socialLink } from './methods';
import { MethodTabs } from './MethodTabs';
import { BonusTermsModal, PolicyModal, SuccessModal, TermsCheck } from './modals';
import { QrBlock } from './QrBlock';
import { SlipField, SlipReading } from './SlipField';
import { useDepositMethods } from './useDepositMethods';
import { useSlip } from './useSlip';
import { DEPOSIT_FIELD_ORDER, depositErrors, filterUtr, firstError } from './validateDeposit';

export const NO_SOCIAL_NUMBER = 'No social payment number available';
/** Why SUBMIT / Pay Now cannot be pressed (issue 16 point 6). */
export const WHY_UPLOADING = 'Please wait: the payment slip is uploading.';
export const WHY_UTR_SHORT = 'Enter at least 11 digits of the UTR number.';
export const WHY_TERMS = 'Please accept the terms to continue.';
export const WHY_NO_ACCOUNT = 'No account is available for this method.';

function submitWhy(s: { uploading: boolean; utrShort: boolean; terms: boolean }): string | null {
  if (s.uploading) return WHY_UPLOADING;
  if (s.utrShort) return WHY_UTR_SHORT;
  return s.terms ? null : WHY_TERMS;
}

/** Opens a social method's chat, or says it has no number. */
export function openSocial(method: DepositMethod): void {
  const link = socialLink(method);
  if (!link) return toastError(tr(NO_SOCIAL_NUMBER));
  browser.open(link);
}

/** Deposit step 2: method, account to pay, proof (slip + UTR), terms, SUBMIT; or Pay Now for a gateway. */
export function PaymentStep({ amount, onEdit }: { amount: string; onEdit: () => void }) {
  const { t } = useTranslation();
  const config = useWalletConfig();
  const language = useObservable(prefs$).language;
  const balance = useObservable(balance$);
  const user = useObservable(auth$).user;
  const methods = useDepositMethods(Number(amount));
  const [picked, setMethod] = useState<DepositMethod | null>(null);
  const [pickedAccount, setAccount] = useState<MasterAccount | null>(null);
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [modal, setModal] = useState<'policy' | 'bonus' | 'success' | null>(null);
  const { slip, choose, clear, broken, setUtr, edited } = useSlip();
  const key = useRef(idempotencyKey());

  const pick = (m: DepositMethod) => {
    if (isSocial(m)) return openSocial(m);
    setMethod(m);
    setAccount(m.accounts[0] ?? null);
    clear();
    setErrors({});
  };
  // The first non-social method (and its first account) until the player picks another.
  const method = picked && methods?.includes(picked) ? picked : methods ? defaultMethod(methods) : null;
  const account = pickedAccount && method?.accounts.includes(pickedAccount) ? pickedAccount : (method?.accounts[0] ?? null);

  const walletType = isWalletType(method);
  const gateway = method?.method_type === 'payment_gateway';
  const blocked = !walletType && slip.utr.length > 0 && slip.utr.length < 11;

  const clearSlip = () => {
    clear();
    setTerms(false);
  };

  const submit = async () => {
    if (busy) return;
    const found = depositErrors({ amount, utr: slip.utr, slipUrl: slip.url, accountId: account?.master_account_id, method });
    setErrors(found);
    const first = firstError(found, DEPOSIT_FIELD_ORDER);
    if (first) return toastError(tr(first));
    setBusy(true);
    try {
      const res = await submitDeposit(
        {
          amount: Number(amount),
          transaction_id: slip.utr,
          transaction_image_url: slip.url!,
          account_index: account!.master_account_id,
          client_created_date: new Date().toISOString(),
          type: 'client_deposit',
          has_edited_utr: edited,
          multiplier_value: account!.multiplier_value ?? null,
        },
        key.current,
      );
      key.current = idempotencyKey();
      if (res.message) toastSuccess(res.message);
      setModal('success');
    } catch {
      // the API layer showed the error
    } finally {
      setBusy(false);
    }
  };

  const payNow = async () => {
    if (busy || !account) return;
    setBusy(true);
    try {
      const { url } = await fetchPaymentUrl(Number(amount), account.master_account_id);
      browser.assign(url);
    } catch {
      setBusy(false);
    }
  };

  return (
    <section className="w-page" aria-label="Deposit payment">
      <header className="w-head">
        <BackButton onClick={onEdit} />
        <h1>{t('Deposit')}</h1>
        <button type="button" className="w-link w-right" onClick={() => setModal('bonus')}>
          {t('Bonus Terms')}
        </button>
      </header>
      {!methods ? (
        <Fallback />
      ) : (
        <>
          <MethodTabs methods={methods} selected={method} onPick={pick} />
          <DepositRules rules={config.rules.deposit} />
          {method && (
            <div className="w-cols">
              <div>
                {!gateway &&
                  method.accounts.map((a) => (
                    <AccountCard
                      key={a.master_account_id}
                      account={a}
                      method={method}
                      amount={Number(amount)}
                      selected={account === a}
                      onSelect={() => setAccount(a)}
                    />
                  ))}
                {!gateway && account && <QrBlock account={account} amount={Number(amount)} />}
              </div>
              <div className="w-card">
                <Field label="Amount" group>
                  <span className="w-inline">
                    <input name="amount" readOnly value={amount} />
                    <button type="button" className="w-btn w-ghost" onClick={onEdit}>
                      {t('Edit')}
                    </button>
                  </span>
                </Field>
                <p className="w-muted">
                  {t('Available Balance:')} <b>{rupees(balance?.bl ?? user?.balance)}</b>
                </p>
                {gateway ? (
                  <ActionButton busy={busy} why={account ? null : WHY_NO_ACCOUNT} onClick={payNow}>
                    {t('Pay Now')}
                  </ActionButton>
                ) : (
                  <>
                    <SlipField
                      slip={slip}
                      onChoose={choose}
                      onClear={clearSlip}
                      onBroken={() => {
                        broken();
                        setTerms(false);
                      }}
                      error={errors.transaction_image_url}
                    />
                    <Field label="UTR Number" error={errors.transaction_id}>
                      <input
                        name="utr"
                        inputMode={walletType ? 'text' : 'numeric'}
                        placeholder={walletType ? 'Enter Reference (optional)' : 'Enter UTR Number'}
                        value={slip.utr}
                        onChange={(e) => {
                          setUtr(filterUtr(e.target.value, walletType));
                          setErrors(({ transaction_id: _gone, ...rest }) => rest);
                        }}
                      />
                    </Field>
                    <SlipReading slip={slip} />
                    <TermsCheck checked={terms} onChange={setTerms} onOpen={() => setModal('policy')} />
                    <ActionButton busy={busy} why={submitWhy({ uploading: slip.uploading, utrShort: blocked, terms })} onClick={submit}>
                      {t('SUBMIT')}
                    </ActionButton>
                  </>
                )}
              </div>
            </div>
          )}
          <TutorialVideo videos={config.deposit_video} language={language} />
        </>
      )}
      <PolicyModal open={modal === 'policy'} onClose={() => setModal(null)} />
      <BonusTermsModal open={modal === 'bonus'} onClose={() => setModal(null)} />
      <SuccessModal open={modal === 'success'} amount={amount} onClose={() => setModal(null)} />
    </section>
  );
}
