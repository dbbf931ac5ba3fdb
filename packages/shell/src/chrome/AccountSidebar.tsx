import { useTranslation } from 'react-i18next';
import { auth$, balance$, formatRupeesOf, Icon, useObservable } from '@khel/shared';
import { Link, useNavigate } from 'react-router-dom';
import { useAccountStyles } from './account-styles';
import { logOutNow } from './log-out';

const LINKS: Array<[string, string]> = [
  ['Deposit', '/deposit'],
  ['Withdrawal', '/withdrawal'],
  ['Transactions', '/transaction'],
  ['My Bets', '/bets'],
  ['My Market', '/my-market'],
  ['Account Statement', '/account-statement'],
  ['Bonus', '/bonus'],
  ['Refer & Earn', '/refer-earn'],
  ['Settings', '/setting'],
  ['Change Password', '/change-password'],
];

/** The account panel: slides in from the right (full width under 992 px). */
export function AccountSidebar({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  useAccountStyles();
  const { user, token } = useObservable(auth$);
  const balance = useObservable(balance$);
  const navigate = useNavigate();
  if (!token) return null;
  const rows: Array<[string, number]> = [
    ['Balance', balance?.bl ?? user?.balance ?? 0],
    ['Exposure', balance?.ex ?? user?.expl ?? 0],
    ['Bonus', balance?.eb ?? user?.earnBonus ?? 0],
  ];
  return (
    <aside className={open ? 's-account s-open' : 's-account'} aria-label={t('Account')} aria-hidden={!open}>
      <div className="s-acc-head">
        <b>{user?.user_name ?? ''}</b>
        <button type="button" className="k-x" aria-label={t('Close')} onClick={onClose}>
          <Icon name="close" />
        </button>
      </div>
      <dl className="s-acc-bal">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{t(label)}</dt>
            <dd>{formatRupeesOf(value)}</dd>
          </div>
        ))}
      </dl>
      {LINKS.map(([label, to]) => (
        <Link key={to} to={to} onClick={onClose}>
          {t(label)}
        </Link>
      ))}
      <button
        type="button"
        className="s-btn s-ghost s-block"
        onClick={() => {
          onClose();
          void logOutNow(navigate);
        }}
      >
        {t('Logout')}
      </button>
    </aside>
  );
}
