import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { auth$, formatDateTime, useObservable } from '@khel/shared';
import { EmptyState, Skeleton } from '@khel/shared/kit';
import type { Bet } from '../api/model';
import { fetchOpenBets } from '../api/sports';
import { amountText } from '../common/odds';
import { LoadError, ScreenHead, useLoad } from '../common/ui';
import { BetLine } from '../event/OpenBets';

/** The player's open bets grouped by event, in the order the newest bet of each came in. */
export function byEvent(bets: Bet[]): Array<{ eventId: string | null; eventName: string; bets: Bet[]; liability: number }> {
  const groups = new Map<string, { eventId: string | null; eventName: string; bets: Bet[]; liability: number }>();
  for (const b of bets) {
    const key = b.eventId ?? b.eventName ?? '';
    const g = groups.get(key) ?? { eventId: b.eventId ?? null, eventName: b.eventName ?? '', bets: [], liability: 0 };
    g.bets.push(b);
    g.liability = Math.round((g.liability + b.liability) * 100) / 100;
    groups.set(key, g);
  }
  return [...groups.values()];
}

/**
 * /sports-book: every open bet of the player across events, each event linking to its page. Logged out, the login
 * prompt, never the API's refusal in an error panel.
 */
export default function SportsBookScreen() {
  const { t } = useTranslation();
  const { token } = useObservable(auth$);
  if (!token) {
    return (
      <>
        <ScreenHead title={t('Sports Book')} />
        <EmptyState
          title={t('Log in to see your open bets')}
          text={t('Bets you place on sports and racing show here until they are settled.')}
          action={
            <Link className="k-btn k-btn-primary" to="/login?next=%2Fsports-book">
              {t('Login')}
            </Link>
          }
        />
      </>
    );
  }
  return <OpenBooks />;
}

function OpenBooks() {
  const { t } = useTranslation();
  const [load, reload] = useLoad(fetchOpenBets, []);
  return (
    <>
      <ScreenHead title={t('Sports Book')} />
      {load.state === 'loading' && <Skeleton lines={4} height="48px" label={t('Loading your bets')} />}
      {load.state === 'error' && <LoadError message={load.message} onRetry={reload} />}
      {load.state === 'ready' &&
        (load.data.length === 0 ? (
          <EmptyState
            title={t('You have no open bets')}
            text={t('Bets you place on sports and racing show here until they are settled.')}
            action={
              <Link className="k-btn k-btn-primary" to="/sports/cricket/4">
                {t('Go to Sports')}
              </Link>
            }
          />
        ) : (
          byEvent(load.data).map((g) => (
            <section key={g.eventId ?? g.eventName} className="g-card" aria-label={g.eventName}>
              <div className="g-card-head">
                <h2 style={{ margin: 0, fontSize: 'inherit' }}>
                  {g.eventId ? <Link to={`/sports-event-detail/${encodeURIComponent(g.eventId)}`}>{g.eventName}</Link> : g.eventName}
                </h2>
                <span className="g-muted">
                  {t('Liability')} {amountText(g.liability)}
                </span>
              </div>
              <ul className="g-list g-bets">
                {g.bets.map((b) => (
                  <BetLine key={b.id} bet={b} />
                ))}
              </ul>
              <p className="g-muted g-bets">{t('Last bet {{time}}', { time: formatDateTime(g.bets[0]!.placedAt) })}</p>
            </section>
          ))
        ))}
    </>
  );
}
