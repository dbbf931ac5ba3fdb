import { useTranslation } from 'react-i18next';
import { useCallback, useEffect, useState } from 'react';
import type { SavedAccount } from '../api/types';
import { fetchPlInfo, fetchSavedAccounts } from '../api/wallet';
import { BackButton } from '../common/ui';
import { BonusForfeitNotice } from './BonusForfeitNotice';
import { ForgotPasswordModal } from './ForgotPasswordModal';
import { NewAccountForm } from './NewAccountForm';
import { PreviousAccounts } from './PreviousAccounts';
import { RulesPanel } from './RulesPanel';
import { SetPasswordNotice } from './SetPasswordNotice';

type Tab = 'previous' | 'new';

/** SPEC §1's withdrawal term, said to a player whose pl-info shows no bet yet. */
export const NO_BETS_YET = 'You have not placed a bet yet. A withdrawal made before betting your deposit amount is flagged as suspicious.';

/** Withdraw Amount: Use Previous Account (default) or Use New Account, and the 'Withdraw Funds' rules panel. */
export default function WithdrawalScreen() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('previous');
  const [accounts, setAccounts] = useState<SavedAccount[] | null>(null);
  const [bankOnly, setBankOnly] = useState(false);
  // null until the list says (or when it could not): nothing is claimed about the password then.
  const [hasPassword, setHasPassword] = useState<boolean | null>(null);
  const [forgot, setForgot] = useState(false);
  const [formKey, setFormKey] = useState(0);

  const reload = useCallback(() => {
    setAccounts(null);
    fetchSavedAccounts().then(
      (data) => {
        setAccounts(data.account_list ?? []);
        setBankOnly(Boolean(data.is_bank_only));
        setHasPassword(data.has_withdraw_password ?? null);
      },
      () => setAccounts([]),
    );
  }, []);
  useEffect(reload, [reload]);
  // get-user-pl-info (SPEC §7): the player's bets so far, for the term on betting the deposit first.
  const [betsCount, setBetsCount] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    fetchPlInfo().then(
      (pl) => live && setBetsCount(pl.bets_count),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  // After the OTP form closes the password may be set: ask again, keeping the list on the screen.
  const recheckPassword = () => {
    fetchSavedAccounts().then(
      (data) => setHasPassword(data.has_withdraw_password ?? null),
      () => undefined,
    );
  };

  // Switching to previous reloads the accounts; switching to new starts a clear form.
  const show = (next: Tab) => {
    if (next === 'previous') reload();
    else setFormKey((k) => k + 1);
    setTab(next);
  };

  return (
    <section className="w-page" aria-label="Withdrawal">
      <header className="w-head">
        <BackButton />
        <h1>{t('Withdraw Amount')}</h1>
      </header>
      <p className="w-muted">{t('Please fill in all required fields')}</p>
      {betsCount === 0 && (
        <p className="w-notice" role="status">
          {t(NO_BETS_YET)}
        </p>
      )}
      {hasPassword === false && <SetPasswordNotice onOtp={() => setForgot(true)} />}
      <BonusForfeitNotice />
      <div className="w-cols">
        <div className="w-card">
          <div className="w-seg" role="tablist">
            <button type="button" role="tab" aria-selected={tab === 'previous'} className={tab === 'previous' ? 'w-on' : ''} onClick={() => show('previous')}>
              {t('Use Previous Account')}
            </button>
            <button type="button" role="tab" aria-selected={tab === 'new'} className={tab === 'new' ? 'w-on' : ''} onClick={() => show('new')}>
              {t('Use New Account')}
            </button>
          </div>
          {tab === 'previous' ? (
            <PreviousAccounts accounts={accounts} onReload={reload} />
          ) : (
            <NewAccountForm key={formKey} bankOnly={bankOnly} noPassword={hasPassword === false} onAdded={() => show('previous')} onForgot={() => setForgot(true)} />
          )}
        </div>
        <RulesPanel />
      </div>
      <ForgotPasswordModal
        open={forgot}
        onClose={() => {
          setForgot(false);
          if (hasPassword === false) recheckPassword();
        }}
      />
    </section>
  );
}
