import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { auth$, CopyButton, EmptyResult, injectCss, site$, Spinner, useFormatDateTime, useObservable } from '@khel/shared';
import type { ReferRule, ReferSummary } from '@khel/shared/contracts';
import { fetchReferSummary } from '../api/refer';
import { ReferShare } from './ReferShare';

const ReferQr = lazy(() => import('./ReferQr'));

const CSS = `
.s-refer-share{display:flex;flex-wrap:wrap;gap:8px;align-items:center;margin-top:12px}
.s-refer-copy{display:inline-flex;gap:4px;align-items:center}
.s-refer-top{display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start}.s-refer-top>div{flex:1;min-width:220px}
.s-refer-qr{background:#fff;border-radius:8px;padding:6px;line-height:0;width:180px;height:180px}
.s-refer-stats{display:grid;grid-template-columns:repeat(3,1fr);gap:8px;text-align:center}
.s-refer-stats b{display:block;font-size:20px}
.s-refer-list{list-style:none;margin:0;padding:0}.s-refer-list li{display:flex;justify-content:space-between;gap:8px;padding:8px 0;border-bottom:1px solid var(--k-line)}
`;

const STATE_TEXT = { waiting: 'Waiting for first deposit', paid: 'Rewarded', refused: 'Not eligible' } as const;

/** How the reward works, from the operators' rule. */
function RuleText({ rule }: { rule: ReferRule }) {
  const { t } = useTranslation();
  if (!rule.enabled) return <p className="s-muted">{t('Referral rewards are paused right now.')}</p>;
  const min = String(rule.min_deposit);
  return (
    <p className="s-muted">
      {rule.kind === 'fixed'
        ? t('When a friend who signed up with your code makes a first deposit of ₹{{min}} or more, you get ₹{{amount}}.', { min, amount: String(Math.min(rule.fixed_amount, rule.cap_per_referral)) })
        : t('When a friend who signed up with your code makes a first deposit of ₹{{min}} or more, you get {{percent}}% of it, up to ₹{{cap}}.', { min, percent: String(rule.percent), cap: String(rule.cap_per_referral) })}{' '}
      {t(rule.credit_to === 'bonus' ? 'Rewards are paid into your bonus wallet.' : 'Rewards are paid into your main wallet.')}
    </p>
  );
}

function Referrals({ summary }: { summary: ReferSummary }) {
  const { t } = useTranslation();
  const format = useFormatDateTime();
  return (
    <>
      <div className="s-card s-refer-stats">
        <div><b>{summary.referred}</b>{t('Friends referred')}</div>
        <div><b>{summary.rewarded}</b>{t('Rewarded')}</div>
        <div><b>₹{summary.earned}</b>{t('Earned')}</div>
      </div>
      <div className="s-card">
        <h2>{t('Your referrals')}</h2>
        {summary.players.length === 0 ? (
          <p className="s-muted">{t('No referrals yet. Share your link to invite friends.')}</p>
        ) : (
          <ul className="s-refer-list">
            {summary.players.map((p, i) => (
              <li key={`${p.name}-${i}`}>
                <span>
                  <b>{p.name}</b>
                  <br />
                  <span className="s-muted">{t('Joined {{date}}', { date: format(p.joined_at) })}</span>
                </span>
                <span>{p.state === 'paid' ? `${t(STATE_TEXT.paid)} ₹${p.reward}` : t(STATE_TEXT[p.state])}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

/** /refer-earn: the player's code and link, the share sheet and QR, how the reward works, and their referrals. */
export function ReferEarn() {
  const { t } = useTranslation();
  const { user } = useObservable(auth$);
  const site = useObservable(site$).settings?.siteSetting.site_title || 'Khel';
  const [summary, setSummary] = useState<ReferSummary | null>(null);
  const [failed, setFailed] = useState(false);
  const loggedIn = Boolean(user);
  useEffect(() => injectCss('khel-shell-refer', CSS), []);
  useEffect(() => {
    if (!loggedIn) return;
    let live = true;
    fetchReferSummary().then((s) => live && setSummary(s), () => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [loggedIn]);

  if (!user) {
    return (
      <section className="s-page">
        <h1>{t('Refer & Earn')}</h1>
        <div className="s-card">
          <p>{t('Invite friends and earn a bonus on their deposits.')}</p>
          <Link to="/login" className="s-btn s-primary">
            {t('Login')}
          </Link>
        </div>
      </section>
    );
  }
  if (failed) return <section className="s-page"><h1>{t('Refer & Earn')}</h1><EmptyResult /></section>;
  if (!summary) return <section className="s-page"><h1>{t('Refer & Earn')}</h1><Spinner /></section>;
  const link = `${location.origin}${summary.link_path}`;
  return (
    <section className="s-page">
      <h1>{t('Refer & Earn')}</h1>
      <div className="s-card s-refer-top">
        <div>
          <p className="s-kv">
            <span>{t('Refer Code')}</span> <b data-testid="refer-code">{summary.code}</b> <CopyButton text={summary.code} label={t('Refer Code')} />
          </p>
          <p className="s-kv">
            <span>{t('Refer Link')}</span> <code>{link}</code>
          </p>
          <RuleText rule={summary.rule} />
          <ReferShare link={link} code={summary.code} site={site} />
        </div>
        <div className="s-refer-qr">
          <Suspense fallback={null}>
            <ReferQr link={link} label={t('Scan to sign up')} />
          </Suspense>
        </div>
      </div>
      <Referrals summary={summary} />
    </section>
  );
}
