import { useTranslation } from 'react-i18next';
import { auth$, site$, useObservable } from '@khel/shared';
import { Link } from '../routing/Link';

const TILES: Array<[string, string, string]> = [
  ['Cricket', '/sports/cricket/4', '🏏'],
  ['Football', '/sports/football/1', '⚽'],
  ['Live Casino', '/casino/live', '🎰'],
  ['Matka', '/matka', '🎲'],
  ['Horse Racing', '/racing-category/horse', '🏇'],
  ['Cricket Fight', '/cricket-fight', '🏆'],
  ['Sports Book', '/sports-book', '📖'],
  ['Refer & Earn', '/refer-earn', '🎁'],
];

/** The announcement is JSON text: a string, a list of strings, or objects with a text/message field. */
export function announcementText(raw: string | null | undefined): string {
  if (!raw) return '';
  try {
    const value = JSON.parse(raw) as unknown;
    const items = Array.isArray(value) ? value : [value];
    return items
      .map((x) => (typeof x === 'string' ? x : x && typeof x === 'object' ? String((x as Record<string, unknown>).text ?? (x as Record<string, unknown>).message ?? '') : ''))
      .filter(Boolean)
      .join('   •   ');
  } catch {
    return raw;
  }
}

export function Home() {
  const { t } = useTranslation();
  const { token } = useObservable(auth$);
  const setting = useObservable(site$).settings?.siteSetting;
  const news = announcementText(setting?.announcement);
  return (
    <section className="s-page s-home">
      {news && (
        <div className="s-marquee" aria-label={t('Announcement')}>
          <span>{news}</span>
        </div>
      )}
      <div className="s-hero">
        <h1>{setting?.site_title ?? 'Khel'}</h1>
        <p>{t('Sports, casino, matka, racing and fantasy cricket. Fast deposits, fast withdrawals.')}</p>
        {token ? (
          <Link to="/deposit" className="s-btn s-primary">
            {t('Deposit')}
          </Link>
        ) : (
          <Link to="/sign-up" className="s-btn s-primary">
            {t('Sign Up')}
          </Link>
        )}
      </div>
      <div className="s-tiles">
        {TILES.map(([label, to, icon]) => (
          <Link key={to} to={to} className="s-tile">
            <span aria-hidden="true">{icon}</span>
            {t(label)}
          </Link>
        ))}
      </div>
    </section>
  );
}

export function Footer() {
  const { t } = useTranslation();
  const setting = useObservable(site$).settings?.siteSetting;
  const social = setting?.social_link;
  return (
    <footer className="s-footer">
      <nav>
        <Link to="/faq">{t('FAQ')}</Link>
        <Link to="/policies/terms">{t('Terms & Conditions')}</Link>
        <Link to="/policies/privacy">{t('Privacy Policy')}</Link>
        <Link to="/policies/responsible-gaming">{t('Responsible Gaming')}</Link>
      </nav>
      {social?.email && <p>{social.email}</p>}
      <p className="s-muted">
        18+ · {t('Play responsibly.')} © {new Date().getFullYear()} {setting?.site_title ?? 'Khel'}
      </p>
    </footer>
  );
}
