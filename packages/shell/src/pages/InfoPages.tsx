import { useTranslation } from 'react-i18next';
import { EmptyResult, site$, useFormatDateTime, useObservable } from '@khel/shared';
import { Link } from 'react-router-dom';

const FAQ: Array<[string, string]> = [
  ['How do I deposit?', 'Open Deposit, enter the amount, pay into one of the accounts shown, then upload the payment slip with its UTR number.'],
  ['How long does a withdrawal take?', 'Most withdrawals are paid within minutes; the maximum is 45 minutes.'],
  ['Which wallet can I withdraw?', 'Only the main wallet can be withdrawn, not the bonus wallet.'],
  ['I forgot my password.', 'Use Forgot Password on the login page: we send an OTP to your mobile number.'],
  ['Can I use a demo account?', 'Yes. Demo accounts can play but cannot deposit or withdraw.'],
];

export function Faq() {
  const { t } = useTranslation();
  return (
    <section className="s-page">
      <h1>{t('FAQ')}</h1>
      {FAQ.map(([q, a]) => (
        <details key={q} className="s-card s-faq">
          <summary>{t(q)}</summary>
          <p>{t(a)}</p>
        </details>
      ))}
    </section>
  );
}

const POLICIES: Record<string, [string, string[]]> = {
  terms: ['Terms & Conditions', ['You must be 18 or older to play.', 'One account per person; accounts sharing a withdrawal account are blocked.', 'Bets are settled by the official result.']],
  privacy: ['Privacy Policy', ['We keep your mobile number and account data only to run your account.', 'We never sell your data.']],
  'responsible-gaming': ['Responsible Gaming', ['Play for fun, never to earn a living.', 'Set limits and take breaks; contact support to close your account for a while.']],
};

export function Policies({ type }: { type: string }) {
  const { t } = useTranslation();
  const policy = POLICIES[type];
  if (!policy) return <EmptyResult />;
  return (
    <section className="s-page">
      <h1>{t(policy[0])}</h1>
      <div className="s-card">
        <ul className="s-list">
          {policy[1].map((line) => (
            <li key={line}>{t(line)}</li>
          ))}
        </ul>
      </div>
      <nav className="s-pills">
        {Object.entries(POLICIES).map(([key, [title]]) => (
          <Link key={key} to={`/policies/${key}`} className={key === type ? 's-on' : undefined}>
            {t(title)}
          </Link>
        ))}
      </nav>
    </section>
  );
}

export function Maintenance() {
  const { t } = useTranslation();
  const format = useFormatDateTime();
  const slot = useObservable(site$).maintenance;
  return (
    <section className="s-page s-center">
      <div className="s-card">
        <h1>{t('Under Maintenance')}</h1>
        <p>{t('We are upgrading the site. Please come back soon.')}</p>
        {slot && (
          <p className="s-muted">
            {format(slot.from_date)} – {format(slot.to_date)}
          </p>
        )}
      </div>
    </section>
  );
}

