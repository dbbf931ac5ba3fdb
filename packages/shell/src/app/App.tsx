import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { eventFullScreen$, FullScreenLoader, loader$, PATHS, site$, Toasts, useObservable } from '@khel/shared';
import { Header } from '../chrome/Header';
import { AccountSidebarSlot, OfferModalSlot } from '../chrome/lazy-chrome';
import { OnlineIndicator } from '../chrome/OnlineIndicator';
import { SideMenu } from '../chrome/SideMenu';
import { useBodyClickClose } from '../chrome/useChromeState';
import { useShellStyles } from './styles';
import { Pages } from './Pages';
import { startSettingsSync } from '../api/settings-sync';
import { startPlayerLiveOnLogin } from '../live/on-login';
import { RealityCheckSlot } from '../protection/RealityCheckSlot';

/** Header hidden on the search route, and on sports-event-detail while its full-screen flag is on. */
export function headerHidden(path: string, fullScreen: boolean): boolean {
  return path === PATHS.search || (fullScreen && path.startsWith('/sports-event-detail/'));
}

function SiteError() {
  const { t } = useTranslation();
  return (
    <div className="k-loader">
      <div className="s-card s-center">
        <p>{t('Unable to load the site. Check your connection.')}</p>
        <button type="button" className="s-btn s-primary" onClick={() => location.reload()}>
          {t('Reload')}
        </button>
      </div>
    </div>
  );
}

/** The chrome every player route shows, plus the shell's own pages in the layout's page slot. */
export function App() {
  return (
    <BrowserRouter>
      <Shell />
    </BrowserRouter>
  );
}

function Shell() {
  useShellStyles();
  const site = useObservable(site$);
  const loading = useObservable(loader$);
  const fullScreen = useObservable(eventFullScreen$);
  const path = useLocation().pathname;
  const [menuOpen, setMenuOpen] = useState(false);
  const [accountOpen, setAccountOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const closeAccount = useCallback(() => setAccountOpen(false), []);
  useBodyClickClose(menuOpen, closeMenu, '.s-side, .s-burger');
  useBodyClickClose(accountOpen, closeAccount, '.s-account, .s-avatar');
  const hidden = headerHidden(path, fullScreen);

  useEffect(startSettingsSync, []); // the player's server-kept time zone and language, applied at login
  useEffect(startPlayerLiveOnLogin, []); // the player's live topic: notifications as toasts, the unread count
  useEffect(() => {
    document.body.classList.toggle('k-no-header', hidden);
    return () => document.body.classList.remove('k-no-header');
  }, [hidden]);
  useEffect(() => {
    setMenuOpen(false);
    setAccountOpen(false);
  }, [path]);

  return (
    <>
      {(site.status === 'loading' || loading) && <FullScreenLoader />}
      {site.status === 'error' && <SiteError />}
      {!hidden && <Header onMenu={() => setMenuOpen((o) => !o)} onAccount={() => setAccountOpen((o) => !o)} />}
      {!hidden && <SideMenu open={menuOpen} onClose={closeMenu} />}
      <AccountSidebarSlot open={accountOpen} onClose={closeAccount} />
      <OnlineIndicator />
      <Toasts />
      <OfferModalSlot />
      <RealityCheckSlot />
      <Pages />
    </>
  );
}
