import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { FantasyMatchSummary } from '@khel/shared/contracts';
import { EmptyState, Skeleton } from '@khel/shared/kit';
import { fetchMatches } from '../api/fantasy';
import { syncServerClock } from '../common/clock';
import { Countdown } from '../common/Countdown';
import { ScoreLine, StatusBadge, Teams } from '../common/MatchBits';
import { LoadError, ScreenHead, useLoad } from '../common/ui';
import { HowToPlay } from '../howto/HowToPlay';

/** /cricket-fight: the matches (live first, then upcoming with a live countdown, then the last results), how to play. */
export default function MatchListScreen() {
  const { t } = useTranslation();
  const [load, reload] = useLoad(async () => {
    const list = await fetchMatches();
    syncServerClock(list.now);
    return list;
  }, []);
  // Statuses move on the server (the start, the result): the list is read again every 30 s.
  useEffect(() => {
    const timer = setInterval(reload, 30_000);
    return () => clearInterval(timer);
  }, [reload]);
  return (
    <>
      <ScreenHead title={t('Cricket Fight')} back="/">
        <Link className="f-link" to="/cricket-fight/my-contests">
          {t('My Contests')}
        </Link>
      </ScreenHead>
      {load.state === 'loading' && <Skeleton lines={3} height="96px" label={t('Loading matches')} />}
      {load.state === 'error' && <LoadError message={load.message} onRetry={reload} />}
      {load.state === 'ready' &&
        (load.data.matches.length === 0 ? (
          <EmptyState title={t('No matches right now')} text={t('New matches are added every day. Please check back soon.')} />
        ) : (
          <ul className="f-list" aria-label={t('Matches')}>
            {load.data.matches.map((m) => (
              <MatchCard key={m.id} match={m} onStart={reload} />
            ))}
          </ul>
        ))}
      <HowToPlay />
    </>
  );
}

function MatchCard({ match: m, onStart }: { match: FantasyMatchSummary; onStart: () => void }) {
  const { t } = useTranslation();
  const open = m.status === 'upcoming' && !m.locked;
  const started = useCallback(() => open && onStart(), [open, onStart]);
  return (
    <li className="f-card" aria-label={`${m.team_a} ${t('vs')} ${m.team_b}`}>
      <div className="f-row">
        <h2>
          <Link to={`/cricket-fight/${m.id}`}>
            <Teams a={m.team_a} b={m.team_b} />
          </Link>
        </h2>
        <StatusBadge status={m.status} />
      </div>
      <div className="f-row f-muted">
        <span>{[m.competition, m.venue].filter(Boolean).join(' · ')}</span>
        {open && <Countdown start={m.start_time} onZero={started} />}
      </div>
      {m.status === 'live' && <ScoreLine state={m.state} teams={[m.team_a, m.team_b]} />}
      <div className="f-actions">
        <span className="f-muted">{t('Open fights: {{n}}', { n: m.open_fights })}</span>
        <Link className={`f-link ${open ? 'f-link-fill' : ''}`} to={`/cricket-fight/${m.id}`} aria-label={`${open ? t('Play') : t('View')} ${m.team_a} ${t('vs')} ${m.team_b}`}>
          {open ? t('Play') : t('View')}
        </Link>
      </div>
    </li>
  );
}
