import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ApiError, auth$, toastError, t as tr } from '@khel/shared';
import { fetchWalletConfig } from '../api/wallet';
import { DEMO_REFUSED, withDefaults, WalletConfigContext } from '../common/config';
import { loadValidation } from '../common/validate';
import { Fallback } from '../common/ui';

/** Sends a demo user Home with the error (SPEC §6); true when the player was sent away. */
function refuseDemo(goHome: () => void): boolean {
  if (!auth$.value.user?.isDemo) return false;
  toastError(tr(DEMO_REFUSED));
  goHome();
  return true;
}

/**
 * The wallet area: refuses demo users, loads the wallet configuration (and the shared form rules) before any
 * screen, and shows the configured announcement as a scrolling marquee.
 */
export function WalletArea({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [config, setConfig] = useState<ReturnType<typeof withDefaults> | null>(null);
  const go = useNavigate();

  useEffect(() => {
    let live = true;
    const goHome = () => go('/');
    let refused = refuseDemo(goHome);
    // The user info may arrive after the wallet mounted.
    const sub = auth$.subscribe(() => {
      if (live && !refused) refused = refuseDemo(goHome);
    });
    if (!refused) {
      Promise.all([fetchWalletConfig(), loadValidation().catch(() => null)]).then(
        ([data]) => live && setConfig(withDefaults(data)),
        (error: unknown) => {
          if (!live) return;
          // The service refuses demo users itself (403) when the user info has not arrived yet.
          const demo = error instanceof ApiError && error.body?.message === DEMO_REFUSED;
          if (demo && refused) return;
          const message = demo ? DEMO_REFUSED : error instanceof ApiError ? error.message : '';
          if (message) toastError(message);
          if (demo) {
            // Said once: the user info arriving next must not say it again.
            refused = true;
            goHome();
          }
          setConfig(withDefaults(null));
        },
      );
    }
    return () => {
      live = false;
      sub.unsubscribe();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per mount (the configuration loads once); '/' is absolute, so the first render's navigate does
  }, []);

  if (!config) return <Fallback />;
  const announcement = config.announcement?.value?.trim();
  return (
    <WalletConfigContext.Provider value={config}>
      <div className="w-area">
        {announcement && (
          <div className="w-marquee" role="marquee" aria-label="Announcement">
            <span>{t(announcement)}</span>
          </div>
        )}
        {children}
      </div>
    </WalletConfigContext.Provider>
  );
}
