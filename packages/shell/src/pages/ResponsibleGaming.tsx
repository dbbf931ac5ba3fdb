import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { auth$, injectCss, Spinner, useObservable } from '@khel/shared';
import type { ProtectionOverview } from '@khel/shared/contracts';
import { fetchProtection } from '../api/protection';
import { BreakSettings, RealityCheckSetting } from './ResponsibleBreaks';
import { LimitRows } from './ResponsibleLimits';

const CSS = `
.s-rg-row{display:flex;flex-wrap:wrap;align-items:center;gap:6px 12px;padding:8px 0;border-bottom:1px solid var(--k-line)}
.s-rg-row>b{min-width:80px}.s-rg-form{display:flex;gap:6px;margin-left:auto}.s-rg-form input{width:120px}
.s-rg-pending{flex-basis:100%;display:flex;flex-wrap:wrap;gap:6px;align-items:center}.s-rg-on{font-weight:600}
.s-rg-choice{display:flex;gap:8px;align-items:center;margin:8px 0}.s-rg-help li{margin:6px 0}
`;

/** Real help lines and sites (checked): India's national mental-health line first, then international gambling help. */
export const HELP_LINKS: Array<{ name: string; note: string; href: string }> = [
  { name: 'Tele-MANAS (India)', note: 'Free 24x7 national mental health helpline: call 14416 or 1-800-891-4416', href: 'https://telemanas.mohfw.gov.in' },
  { name: 'GamCare', note: 'Support for anyone affected by gambling; UK helpline 0808 8020 133', href: 'https://www.gamcare.org.uk' },
  { name: 'Gamblers Anonymous', note: 'Meetings and support worldwide', href: 'https://www.gamblersanonymous.org' },
  { name: 'Gambling Therapy', note: 'Free online help in many languages', href: 'https://www.gamblingtherapy.org' },
];

function Help() {
  const { t } = useTranslation();
  return (
    <div className="s-card">
      <h2>{t('Get help')}</h2>
      <p className="s-muted">{t('If gambling stops being fun, talk to someone. These services are free and confidential.')}</p>
      <ul className="s-rg-help">
        {HELP_LINKS.map((h) => (
          <li key={h.href}>
            <a href={h.href} target="_blank" rel="noopener noreferrer">
              {h.name}
            </a>{' '}
            <span className="s-muted">{t(h.note)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** /responsible-gaming: the player's limits, reality check, time-out and self-exclusion, and where to get help. */
export function ResponsibleGaming() {
  const { t } = useTranslation();
  const { token } = useObservable(auth$);
  const [view, setView] = useState<ProtectionOverview | null>(null);
  const [now, setNow] = useState(() => new Date());
  injectCss('s-rg', CSS);
  const load = useCallback(() => {
    if (!token) return;
    void fetchProtection().then(
      (v) => {
        setView(v);
        setNow(new Date());
      },
      () => undefined,
    );
  }, [token]);
  useEffect(load, [load]);
  return (
    <section className="s-page">
      <h1>{t('Responsible Gaming')}</h1>
      <p>{t('Play for fun, never to earn a living. Set limits before you play, take a break when you need one.')}</p>
      {!token ? (
        <p className="s-card">
          <Link to="/login">{t('Log in')}</Link> {t('to set limits, a reality check, a time-out or self-exclusion.')}
        </p>
      ) : !view ? (
        <Spinner />
      ) : (
        <>
          {!view.can_bet && <p className="s-card s-rg-on">{t('Betting and deposits are closed on your account for now. Withdrawals stay open.')}</p>}
          <LimitRows kind="deposit" limits={view.limits} now={now} onChanged={load} />
          <LimitRows kind="loss" limits={view.limits} now={now} onChanged={load} />
          <RealityCheckSetting key={view.reality_check_minutes} minutes={view.reality_check_minutes} onChanged={load} />
          <BreakSettings view={view} onChanged={load} />
        </>
      )}
      <Help />
    </section>
  );
}
