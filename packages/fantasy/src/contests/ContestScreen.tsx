import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ApiError, formatAmount, formatDateTime, toastSuccess } from '@khel/shared';
import type { FantasyContest, FantasyPlayer } from '@khel/shared/contracts';
import { Button, Skeleton } from '@khel/shared/kit';
import { cancelFight, fetchContest } from '../api/fantasy';
import { Countdown } from '../common/Countdown';
import { ScoreLine, StatusBadge, Teams } from '../common/MatchBits';
import { KIND_LABEL, REFUND_REASON, RESULT_LABEL, ROLE_SHORT, UNIT } from '../common/texts';
import { LoadError, ScreenHead, Signed, useLoad } from '../common/ui';
import { useLiveScores } from '../live/useLiveScores';
import { liveContest } from './totals';

/**
 * /cricket-fight/my-contests/:id: one contest: both teams with each player's runs and balls and the running totals
 * (live once the match starts), the result with the P&L and commission; before the start, change the team or
 * cancel a fight nobody took.
 */
export default function ContestScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [load, reload, setData] = useLoad(() => fetchContest(id), [id]);
  const c = load.state === 'ready' ? load.data : null;
  // Followed from the page's first draw while the fight is undecided: an upcoming match's topic says when it starts.
  const following = !!c && (c.status === 'matched' || c.status === 'open');
  const live = useLiveScores(c?.match_id ?? '', following);
  // The result follows the live channel's last word (completed, abandoned): the contest is read again until the
  // settlement has reached it (a few tries, a second apart).
  const over = live?.status === 'completed' || live?.status === 'abandoned';
  const unsettled = !!c && (c.status === 'open' || c.status === 'matched');
  const tries = useRef(0);
  useEffect(() => {
    if (!over || !unsettled || tries.current >= 10) return undefined;
    const timer = setTimeout(() => {
      tries.current += 1;
      reload();
    }, 1000);
    return () => clearTimeout(timer);
  }, [over, unsettled, c, reload]);
  // Once the match starts the opponent's team is shown: read again when the live status leaves upcoming.
  const started = !!live?.status && live.status !== 'upcoming';
  const hidden = !!c && c.status === 'matched' && c.opponent_team.length === 0;
  useEffect(() => {
    if (started && hidden) reload();
  }, [started, hidden, reload]);
  if (load.state === 'loading') return <Skeleton lines={4} height="80px" label={t('Loading contest')} />;
  if (load.state === 'error') return <LoadError message={load.message} onRetry={reload} />;
  const contest = load.data;
  const { mine, theirs, myTotal, theirTotal } = liveContest(contest, live);
  const matchStatus = live?.status ?? contest.match_status;
  const before = matchStatus === 'upcoming' && (contest.status === 'open' || contest.status === 'matched');
  return (
    <>
      <ScreenHead title={t('Contest #{{id}}', { id: contest.id })} back="/cricket-fight/my-contests">
        <StatusBadge status={matchStatus} />
      </ScreenHead>
      <div className="f-card">
        <div className="f-row">
          <Teams a={contest.team_a} b={contest.team_b} />
          {before && <Countdown start={contest.start_time} onZero={reload} />}
        </div>
        <div className="f-fight-terms">
          <b>{t(KIND_LABEL[contest.kind])}</b>
          <span>
            {t('Stake')} ₹{formatAmount(contest.stake)}
          </span>
          <span>{t('{{n}} a side', { n: contest.size })}</span>
          <span>
            {t('Winner gets')} ₹{formatAmount(contest.prize)}
          </span>
        </div>
        {live?.state && <ScoreLine state={live.state} teams={[contest.team_a, contest.team_b]} />}
      </div>
      <Result contest={contest} />
      <div className="f-vsbar" aria-label={t('Totals')}>
        <div>
          <div className="f-muted">{t('Your team')}</div>
          <div className="f-total" data-testid="my-total">{myTotal}</div>
        </div>
        <span className="f-vs">{t(UNIT[contest.kind])}</span>
        <div>
          <div className="f-muted">{t('Opponent')}</div>
          <div className="f-total" data-testid="their-total">{theirTotal ?? '–'}</div>
        </div>
      </div>
      <div className="f-sides">
        <TeamLines title={t('Your team')} players={mine} />
        {contest.status === 'open' ? (
          <p className="f-card f-muted">{t('Waiting for an opponent')}</p>
        ) : theirs.length ? (
          <TeamLines title={t("Opponent's team")} players={theirs} />
        ) : (
          <p className="f-card f-muted">{t("The opponent's team is shown when the match starts.")}</p>
        )}
      </div>
      {before && <Actions contest={contest} onCancelled={(c) => setData(() => c)} />}
      <p className="f-muted">
        {t('Joined {{when}}', { when: formatDateTime(contest.created_at) })}
        {contest.closed_at ? ` · ${t('Closed {{when}}', { when: formatDateTime(contest.closed_at) })}` : ''}
      </p>
    </>
  );
}

function Result({ contest: c }: { contest: FantasyContest }) {
  const { t } = useTranslation();
  if (!c.result) return null;
  const pnl = c.pnl ?? 0;
  return (
    <div className="f-card" role="status">
      <div className="f-row">
        <span className="f-result">{t(RESULT_LABEL[c.result])}</span>
        <Signed value={pnl}>
          <strong data-testid="pnl">
            {pnl > 0 ? '+' : pnl < 0 ? '-' : ''}₹{formatAmount(Math.abs(pnl))}
          </strong>
        </Signed>
      </div>
      {c.refund_reason && REFUND_REASON[c.refund_reason] && <p className="f-muted">{t(REFUND_REASON[c.refund_reason]!)}</p>}
      {c.commission > 0 && <p className="f-muted">{t('Commission taken from the pot: ₹{{amount}}', { amount: formatAmount(c.commission) })}</p>}
    </div>
  );
}

function TeamLines({ title, players }: { title: string; players: FantasyPlayer[] }) {
  const { t } = useTranslation();
  return (
    <section className="f-card" aria-label={title}>
      <h3>{title}</h3>
      <ul className="f-lines">
        {players.map((p) => (
          <li key={p.id}>
            <span>
              <span className="f-team-tag">{t(ROLE_SHORT[p.role])}</span>
              {p.name}
              {p.out ? <span className="f-muted"> ({t('out')})</span> : null}
            </span>
            <span>{t('{{runs}} runs, {{balls}} balls', { runs: p.runs, balls: p.balls })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Actions({ contest: c, onCancelled }: { contest: FantasyContest; onCancelled: (c: FantasyContest) => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const cancel = async () => {
    setBusy(true);
    setError('');
    try {
      const done = await cancelFight(c.id);
      toastSuccess(t('Fight cancelled: your stake is back'));
      onCancelled(done.fight);
    } catch (e) {
      setError(e instanceof ApiError ? t(e.message) : t('Please check your connection and try again.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="f-actions">
      <Link className="f-link" to={`/cricket-fight/${c.match_id}/place-bet?edit=${c.id}`}>
        {t('Change team')}
      </Link>
      {c.status === 'open' && (
        <Button variant="danger" loading={busy} onClick={cancel}>
          {t('Cancel fight')}
        </Button>
      )}
      {error && (
        <p className="f-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
