import { useTranslation } from 'react-i18next';
import { auth$, site$, useCasinoSections, useObservable, type CasinoSectionId } from '@khel/shared';
import { Link } from 'react-router-dom';
import { ArtImage, HERO_ART, SECTION_ART, TILE_ART } from './art';
import { useHomeArtStyles } from './art/styles';

type HomeSection = { title: string; art: keyof typeof SECTION_ART; tiles: Array<[label: string, route: string, art?: string]> };

/**
 * The casino's tile: Live Casino while that section has games, otherwise the whole casino (issue 31: a section
 * with no games is not offered). Its picture is the casino's either way.
 */
const casinoTile = (sections: CasinoSectionId[]): [string, string, string] => (sections.includes('live') ? ['Live Casino', '/casino/live', '/casino'] : ['Casino', '/casino/all', '/casino']);

/** Home's sections, each a header with its emblem and tiles ([label, route, art]); every tile has a picture of its own. */
export const homeSections = (casino: CasinoSectionId[]): HomeSection[] => [
  {
    title: 'Sports',
    art: 'sports',
    tiles: [
      ['Cricket', '/sports/cricket/4'],
      ['Football', '/sports/football/1'],
      ['Horse Racing', '/racing-category/horse'],
      ['Sports Book', '/sports-book'],
    ],
  },
  {
    title: 'Games & Rewards',
    art: 'games',
    tiles: [
      casinoTile(casino),
      ['Matka', '/matka'],
      ['Cricket Fight', '/cricket-fight'],
      ['Refer & Earn', '/refer-earn'],
    ],
  },
];
export const SECTIONS = homeSections([]);

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
  useHomeArtStyles();
  const { t } = useTranslation();
  const { token } = useObservable(auth$);
  const setting = useObservable(site$).settings?.siteSetting;
  const news = announcementText(setting?.announcement);
  const casino = useCasinoSections();
  return (
    <section className="s-page s-home">
      {news && (
        <div className="s-marquee" aria-label={t('Announcement')}>
          <span>{t(news)}</span>
        </div>
      )}
      <div className="s-hero">
        <ArtImage art={HERO_ART} className="s-hero-art" />
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
      {homeSections(casino).map((section) => {
        return (
          <section key={section.title} className="s-home-sec" aria-labelledby={`s-sec-${section.art}`}>
            <div className="s-sec-head">
              <ArtImage art={SECTION_ART[section.art]} className="s-sec-art" />
              <h2 id={`s-sec-${section.art}`}>{t(section.title)}</h2>
            </div>
            <div className="s-tiles">
              {section.tiles.map(([label, to, art]) => (
                <Link key={to} to={to} className="s-tile">
                  <ArtImage art={TILE_ART[art ?? to]!} className="s-art" />
                  <strong className="s-tile-label">{t(label)}</strong>
                </Link>
              ))}
            </div>
          </section>
        );
      })}
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
        <Link to="/responsible-gaming">{t('Responsible Gaming')}</Link>
      </nav>
      {social?.email && <p>{social.email}</p>}
      <p className="s-muted">
        18+ · {t('Play responsibly.')} © {new Date().getFullYear()} {setting?.site_title ?? 'Khel'}
      </p>
    </footer>
  );
}
