import { useTranslation } from 'react-i18next';
import { matchPath, useLocation } from 'react-router-dom';
import { APP_PATHS, NOT_FOUND_CLASS, NOT_FOUND_LINK, NOT_FOUND_TITLE } from '@khel/shared';

const ELSEWHERE = Object.values(APP_PATHS).flat();

/** Whether another module (or the shell) owns the path: the wallet is on its way out there, not at a 404. */
export const ownedElsewhere = (path: string) => ELSEWHERE.some((pattern) => matchPath(pattern, path) !== null);

/**
 * The 404 page at a path of the wallet's area it has no screen for (/deposit/x): the same page the root config's
 * layout shows (@khel/shared's NOT_FOUND_*, the shell's style, the root config's link handling). At a path another
 * module owns it shows nothing: single-spa is about to unmount the wallet and mount that module.
 */
export function NotFound() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  if (ownedElsewhere(pathname)) return null;
  return (
    <div className={NOT_FOUND_CLASS}>
      <h1>{t(NOT_FOUND_TITLE)}</h1>
      <a href="/" data-khel-link="">
        {t(NOT_FOUND_LINK)}
      </a>
    </div>
  );
}
