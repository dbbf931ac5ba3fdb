import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { auth$, casinoSections$, balance$, formatRupeesOf, Icon, KhelLogo, prefs$, site$, useObservable } from '@khel/shared';
import { Link, useNavigate } from 'react-router-dom';
import { searchMenu } from './menu';
import { useBodyClickClose } from './useChromeState';

/** The logo the seed gives every site: drawn inline as the Khel logo instead of fetched. */
export const DEFAULT_LOGO = '/assets/logo.svg';

export function assetUrl(path: string | undefined, base: string | undefined): string | undefined {
  if (!path) return undefined;
  return /^(https?:)?\/\//.test(path) || path.startsWith('/') || !base ? path : `${base.replace(/\/$/, '')}/${path}`;
}

/** Balance and exposure as chosen in settings (default both), fed by balance$ (the 2 s poll). */
export function BalanceChips() {
  const { t } = useTranslation();
  const { user } = useObservable(auth$);
  const balance = useObservable(balance$);
  const { balanceDisplay } = useObservable(prefs$);
  const bl = balance?.bl ?? user?.balance ?? 0;
  const ex = balance?.ex ?? user?.expl ?? 0;
  return (
    <div className="s-chips">
      {(balanceDisplay === 'both' || balanceDisplay === 'balance') && (
        <span className="s-chip" data-testid="header-balance">
          <small>{t('Bal')}</small> {formatRupeesOf(bl)}
        </span>
      )}
      {(balanceDisplay === 'both' || balanceDisplay === 'exposure') && (
        <span className="s-chip s-exp" data-testid="header-exposure">
          <small>{t('Exp')}</small> {formatRupeesOf(ex)}
        </span>
      )}
    </div>
  );
}

/** The bell (with the unread count) is drawn for a logged-in player only: its code stays off Home's logged-out path. */
const NotificationBell = lazy(() => import('./NotificationBell').then((m) => ({ default: m.NotificationBell })));

function HeaderSearch() {
  const { t } = useTranslation();
  const go = useNavigate();
  const { token } = useObservable(auth$);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  useBodyClickClose(open, close, '.s-search');
  const results = searchMenu(query, Boolean(token), casinoSections$.value);
  return (
    <div className="s-search">
      <input
        type="search"
        placeholder={t('Search games and pages')}
        aria-label={t('Search')}
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && results[0]) {
            go(results[0].to);
            setOpen(false);
          }
        }}
      />
      {open && query.trim() && (
        <ul className="s-results" role="listbox">
          {results.length ? (
            results.map((r) => (
              <li key={r.to}>
                <Link to={r.to} onClick={() => setOpen(false)}>
                  {t(r.label)}
                </Link>
              </li>
            ))
          ) : (
            <li className="s-muted">{t('No data found!')}</li>
          )}
        </ul>
      )}
    </div>
  );
}

export function Header({ onMenu, onAccount }: { onMenu: () => void; onAccount: () => void }) {
  const { t } = useTranslation();
  const { token } = useObservable(auth$);
  const site = useObservable(site$).settings?.siteSetting;
  const logo = site?.logo === DEFAULT_LOGO ? undefined : assetUrl(site?.logo, site?.aws_url);
  const [broken, setBroken] = useState(false);
  useEffect(() => setBroken(false), [logo]);
  return (
    <header className="s-header">
      <button type="button" className="s-icon s-burger" aria-label={t('Menu')} onClick={onMenu}>
        <Icon name="menu" size={24} />
      </button>
      <Link to="/" className="s-logo">
        {logo && !broken ? <img src={logo} alt={site?.site_title ?? 'Khel'} height={32} onError={() => setBroken(true)} /> : <KhelLogo height={30} label={site?.site_title ?? 'Khel'} />}
      </Link>
      <HeaderSearch />
      <Link to="/search" className="s-icon s-search-link" aria-label={t('Search')}>
        <Icon name="search" size={22} />
      </Link>
      <div className="s-right">
        {token ? (
          <>
            <BalanceChips />
            <Link to="/deposit" className="s-btn s-primary s-deposit">
              {t('Deposit')}
            </Link>
            <Suspense fallback={null}>
              <NotificationBell />
            </Suspense>
            <button type="button" className="s-icon s-avatar" aria-label={t('Account')} onClick={onAccount}>
              <Icon name="user" size={24} />
            </button>
          </>
        ) : (
          <>
            <Link to="/login" className="s-btn s-ghost">
              {t('Login')}
            </Link>
            <Link to="/sign-up" className="s-btn s-primary">
              {t('Sign Up')}
            </Link>
          </>
        )}
      </div>
    </header>
  );
}
