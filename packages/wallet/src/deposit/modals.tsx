import { useTranslation } from 'react-i18next';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { Icon, Modal } from '@khel/shared';

export const HOME_DELAY_MS = 500;
export const SUCCESS_TEMPLATE =
  'Congratulations! Deposit request of {amount} has been submitted. We will approve as soon as we detect the payment in our banks.';
export const successText = (amount: string | number) => SUCCESS_TEMPLATE.replace('{amount}', String(amount));

/** The success-submit modal (the navigation guard lets it through): Start Playing closes it and goes Home 0.5 s later. */
export function SuccessModal({ open, amount, onClose }: { open: boolean; amount: string; onClose: () => void }) {
  const { t } = useTranslation();
  const go = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  const done = () => {
    onClose();
    timer.current = setTimeout(() => go('/'), HOME_DELAY_MS);
  };
  return (
    <Modal id="success-submit" open={open} onClose={done} allowNavigation staticBackdrop title={t('Deposit Request Submitted')}>
      <div className="w-success">
        <div className="w-tick">
          <Icon name="check" size={32} strokeWidth={3} />
        </div>
        <p>{t(SUCCESS_TEMPLATE).replace('{amount}', amount)}</p>
        <button type="button" className="w-btn w-primary w-block" onClick={done}>
          {t('Start Playing')}
        </button>
      </div>
    </Modal>
  );
}

export const BONUS_TERMS = [
  'Get 3% real cash bonus on every deposit.',
  'Minimum deposit to get the bonus: 300.',
  'The maximum bonus is 5% of the deposit, up to 5000.',
];

export function BonusTermsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal id="bonus-terms" title={t('Bonus Terms')} open={open} onClose={onClose}>
      <ul className="w-list">
        {BONUS_TERMS.map((text) => (
          <li key={text}>{t(text)}</li>
        ))}
      </ul>
    </Modal>
  );
}

export const POLICY_TEXT = [
  'Deposits are credited only after the payment is found in our bank accounts with the UTR and amount you submit.',
  'Pay only into the account shown for your request; payments to any other account are your own risk.',
  'Only the main wallet can be withdrawn, not the bonus wallet.',
  'Withdraw only after betting your deposit amount, otherwise the request is flagged as suspicious.',
  'If several users share one withdrawal account, all the linked users are blocked.',
  'The withdrawal account should be the same as the deposit account.',
];

export function PolicyModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal id="payment-policy" title={t('Payment and Withdrawal Policy')} open={open} onClose={onClose}>
      <ol className="w-list">
        {POLICY_TEXT.map((text) => (
          <li key={text}>{t(text)}</li>
        ))}
      </ol>
    </Modal>
  );
}

/** The terms checkbox with its policy link. */
export function TermsCheck({ checked, onChange, onOpen }: { checked: boolean; onChange: (v: boolean) => void; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="w-terms">
      <input id="w-terms" type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <label htmlFor="w-terms">{t('I have read and agree with the')}</label>{' '}
      <button type="button" className="w-link" onClick={onOpen}>
        {t('terms of payment and withdrawal policy.')}
      </button>
    </div>
  );
}
