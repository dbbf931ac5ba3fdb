import { useTranslation } from 'react-i18next';
import { auth$, Icon, useCasinoSections, useObservable } from '@khel/shared';
import { Link, useLocation } from 'react-router-dom';
import { visibleMenu } from './menu';

/** Every section; a fixed column on desktop, a slide-in panel below 992 px. */
export function SideMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { token } = useObservable(auth$);
  const path = useLocation().pathname;
  const casino = useCasinoSections();
  return (
    <nav className={open ? 's-side s-open' : 's-side'} aria-label={t('Main menu')}>
      {visibleMenu(Boolean(token), casino).map((section) => (
        <div key={section.title} className="s-sec">
          <h4>
            <Icon name={section.icon} size={14} /> {t(section.title)}
          </h4>
          {section.items.map((item) => (
            <Link key={item.to} to={item.to} className={path === item.to ? 's-on' : undefined} onClick={onClose}>
              {t(item.label)}
            </Link>
          ))}
        </div>
      ))}
    </nav>
  );
}
