import { useTranslation } from 'react-i18next';
import { NOT_FOUND_CLASS, NOT_FOUND_LINK, NOT_FOUND_TITLE } from '@khel/shared';

/**
 * /casino/<a section that does not exist>: the site's 404 page (@khel/shared's NOT_FOUND_*, the shell's style, the
 * root config's link handling), not a lobby of every game.
 */
export function CasinoNotFound() {
  const { t } = useTranslation();
  return (
    <div className={NOT_FOUND_CLASS}>
      <h1>{t(NOT_FOUND_TITLE)}</h1>
      <a href="/" data-khel-link="">
        {t(NOT_FOUND_LINK)}
      </a>
    </div>
  );
}
