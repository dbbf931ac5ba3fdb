import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { auth$, injectCss, Spinner, useFormatDateTime, useObservable } from '@khel/shared';
import type { PlayerNotification } from '@khel/shared/contracts';
import { fetchNotifications, markAllNotificationsRead, markNotificationsRead } from '../api/notifications';
import { notificationText } from '../live/notification-text';
import { notes$, unread$ } from '../live/player-feed';

const CSS = `
.s-notes{list-style:none;margin:0;padding:0}
.s-note{display:flex;gap:12px;align-items:flex-start;padding:12px;border-bottom:1px solid var(--k-line)}
.s-note>div{flex:1;min-width:0}.s-note p{margin:4px 0;overflow-wrap:anywhere}
.s-note-unread{background:var(--k-surface-2,rgba(255,255,255,.04))}
.s-note-dot{width:8px;height:8px;border-radius:50%;background:var(--k-primary);margin-top:7px;flex:none}
.s-note-read .s-note-dot{visibility:hidden}
.s-note-new{margin-left:8px;color:var(--k-primary);font-weight:600}
.s-notes-bar{display:flex;justify-content:space-between;align-items:center;gap:8px;margin-bottom:8px}
`;

/** Asks the browser for notification permission (kept from the page this one replaced). */
function PermissionCard() {
  const { t } = useTranslation();
  const [permission, setPermission] = useState(() => (typeof Notification === 'undefined' ? 'unsupported' : Notification.permission));
  if (permission !== 'default') return null;
  return (
    <div className="s-card s-kv">
      <span>{t('Get alerts for deposits, withdrawals and offers.')}</span>
      <button type="button" className="s-btn s-primary" onClick={() => void Notification.requestPermission().then(setPermission)}>
        {t('Enable')}
      </button>
    </div>
  );
}

function Item({ n, onRead }: { n: PlayerNotification; onRead: (id: string) => void }) {
  const { t } = useTranslation();
  const format = useFormatDateTime();
  const { title, body } = notificationText(n);
  return (
    <li className={`s-note ${n.read ? 's-note-read' : 's-note-unread'}`} data-testid="notification">
      <span className="s-note-dot" aria-hidden="true" />
      <div>
        <b>{title}</b>
        {!n.read && <small className="s-note-new">{t('Unread')}</small>}
        <p>{body}</p>
        <small className="s-muted">{format(n.created_at)}</small>
      </div>
      {!n.read && (
        <button type="button" className="s-btn s-ghost" onClick={() => onRead(n.id)}>
          {t('Mark as read')}
        </button>
      )}
    </li>
  );
}

/**
 * /notifications: the player's notifications, newest first, 20 at a time; new ones arrive live on top. Logged out,
 * the login prompt (nothing is asked of the server, whose refusal is no text for a player).
 */
export function Notifications() {
  const { t } = useTranslation();
  const { token } = useObservable(auth$);
  if (!token) {
    return (
      <section className="s-page">
        <h1>{t('Notifications')}</h1>
        <div className="s-card">
          <p>{t('Log in to see your notifications.')}</p>
          <Link to="/login?next=%2Fnotifications" className="s-btn s-primary">
            {t('Login')}
          </Link>
        </div>
      </section>
    );
  }
  return <PlayerNotifications />;
}

function PlayerNotifications() {
  const { t } = useTranslation();
  const [items, setItems] = useState<PlayerNotification[] | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [unread, setUnread] = useState(0);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(false);

  useEffect(() => injectCss('s-notes', CSS), []);

  const load = useCallback(async (after: string | null) => {
    setLoading(true);
    setFailed(false);
    try {
      const page = await fetchNotifications(after);
      setItems((before) => {
        const known = new Set((after ? (before ?? []) : []).map((n) => n.id));
        return [...(after ? (before ?? []) : []), ...page.items.filter((n) => !known.has(n.id))];
      });
      setCursor(page.next_cursor);
      setUnread(page.unread);
      unread$.next(page.unread);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void load(null);
    const sub = notes$.subscribe((n) => {
      setItems((before) => (before && !before.some((x) => x.id === n.id) ? [n, ...before] : before));
      setUnread((u) => u + 1);
    });
    return () => sub.unsubscribe();
  }, [load]);

  const marked = (ids: string[] | null, left: number) => {
    setItems((before) => before?.map((n) => (ids === null || ids.includes(n.id) ? { ...n, read: true } : n)) ?? before);
    setUnread(left);
    unread$.next(left);
  };
  const readOne = (id: string) => void markNotificationsRead([id]).then((r) => marked([id], r.unread), () => undefined);
  const readAll = () => void markAllNotificationsRead().then((r) => marked(null, r.unread), () => undefined);

  return (
    <section className="s-page">
      <div className="s-notes-bar">
        <h1>{t('Notifications')}</h1>
        {unread > 0 && (
          <button type="button" className="s-btn s-ghost" onClick={readAll}>
            {t('Mark all as read')}
          </button>
        )}
      </div>
      <PermissionCard />
      {items === null && !failed && <Spinner />}
      {failed && (
        <div className="s-card s-center" role="alert">
          <p>{t('Notifications could not be loaded')}</p>
          <button type="button" className="s-btn s-primary" onClick={() => void load(items?.length ? cursor : null)}>
            {t('Retry')}
          </button>
        </div>
      )}
      {items?.length === 0 && (
        <div className="s-card s-center">
          <b>{t('No notifications yet')}</b>
          <p className="s-muted">{t('Deposits, withdrawals, settled bets and offers appear here.')}</p>
        </div>
      )}
      {items && items.length > 0 && (
        <ul className="s-card s-notes" aria-label={t('Notifications')}>
          {items.map((n) => (
            <Item key={n.id} n={n} onRead={readOne} />
          ))}
        </ul>
      )}
      {cursor && !failed && (
        <button type="button" className="s-btn s-ghost" disabled={loading} onClick={() => void load(cursor)}>
          {t('Show older')}
        </button>
      )}
    </section>
  );
}
