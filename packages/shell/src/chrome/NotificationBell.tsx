import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon, injectCss, useObservable } from '@khel/shared';
import { unread$ } from '../live/player-feed';
import { ClickBetBadge } from './ClickBetBadge';

const BELL_CSS =
  '.s-bell{position:relative}.s-badge{position:absolute;top:0;right:0;min-width:16px;height:16px;padding:0 4px;border-radius:8px;background:var(--k-danger,#e5484d);color:#fff;font-size:11px;font-weight:700;line-height:16px;text-align:center}';

/**
 * The bell to the notifications page, with the unread count the player's live topic keeps (live/player-live.ts);
 * before it, one-click betting's badge when it is on (in this logged-in chunk: nothing more on Home's path).
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const unread = useObservable(unread$);
  useEffect(() => injectCss('s-bell', BELL_CSS), []);
  const label = unread ? t('{{count}} unread notifications', { count: unread }) : t('Notifications');
  return (
    <>
      <ClickBetBadge />
      <Link to="/notifications" className="s-icon s-bell" aria-label={label}>
        <Icon name="bell" size={22} />
        {unread ? (
          <span className="s-badge" data-testid="unread-count">
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </Link>
    </>
  );
}
