import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatAmount } from '@khel/shared';
import type { FantasyContest, FantasyContestTab } from '@khel/shared/contracts';
import { Countdown } from '../common/Countdown';
import { Teams } from '../common/MatchBits';
import { KIND_LABEL, RESULT_LABEL, UNIT } from '../common/texts';
import { Signed } from '../common/ui';
import { useLiveScores } from '../live/useLiveScores';
import { liveContest } from './totals';

/** One of my contests in a list: the match, the terms, and by part the countdown, the running totals, or the result. */
/** `onStart`: the list reads itself again (the match started, or ended). */
export function ContestCard({ contest: c, tab, onStart }: { contest: FantasyContest; tab: FantasyContestTab; onStart?: () => void }) {
  const { t } = useTranslation();
  const live = useLiveScores(c.match_id, tab === 'live');
  const { myTotal, theirTotal } = liveContest(c, live);
  // A live match that ends moves its contests to Completed once settled: the list is read again shortly after.
  const over = live?.status === 'completed' || live?.status === 'abandoned';
  useEffect(() => {
    if (!over || !onStart) return undefined;
    const timer = setTimeout(onStart, 1500);
    return () => clearTimeout(timer);
  }, [over, onStart]);
  return (
    <li className="f-card" aria-label={t('Contest #{{id}}', { id: c.id })}>
      <div className="f-row">
        <Link to={`/cricket-fight/my-contests/${c.id}`}>
          <Teams a={c.team_a} b={c.team_b} />
        </Link>
        <span className="f-muted">#{c.id}</span>
      </div>
      <div className="f-fight-terms">
        <b>{t(KIND_LABEL[c.kind])}</b>
        <span>
          {t('Stake')} ₹{formatAmount(c.stake)}
        </span>
        <span>{t('{{n}} a side', { n: c.size })}</span>
      </div>
      {tab === 'upcoming' && (
        <div className="f-row f-muted">
          <span>{c.status === 'open' ? t('Waiting for an opponent') : t('Opponent found')}</span>
          <Countdown start={c.start_time} onZero={onStart} />
        </div>
      )}
      {tab === 'live' && (
        <div className="f-vsbar" aria-label={t('Running totals')}>
          <div>
            <div className="f-muted">{t('You')}</div>
            <div className="f-total" data-testid="my-total">{myTotal}</div>
          </div>
          <span className="f-vs">{t(UNIT[c.kind])}</span>
          <div>
            <div className="f-muted">{t('Opponent')}</div>
            <div className="f-total" data-testid="their-total">{theirTotal ?? '–'}</div>
          </div>
        </div>
      )}
      {tab === 'completed' && c.result && (
        <div className="f-row">
          <span className="f-result">{t(RESULT_LABEL[c.result])}</span>
          <Signed value={c.pnl ?? 0}>
            <strong data-testid="pnl">{(c.pnl ?? 0) > 0 ? '+' : (c.pnl ?? 0) < 0 ? '-' : ''}₹{formatAmount(Math.abs(c.pnl ?? 0))}</strong>
          </Signed>
        </div>
      )}
    </li>
  );
}
