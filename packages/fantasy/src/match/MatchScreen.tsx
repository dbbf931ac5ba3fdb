import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { formatAmount } from '@khel/shared';
import type { FantasyContestType, FantasyMatch, FantasyOpenFight } from '@khel/shared/contracts';
import { EmptyState, Skeleton } from '@khel/shared/kit';
import { fetchMatch, fetchOpenFights } from '../api/fantasy';
import { syncServerClock } from '../common/clock';
import { Countdown } from '../common/Countdown';
import { ScoreLine, StatusBadge, Teams } from '../common/MatchBits';
import { SquadList } from '../common/Squad';
import { KIND_LABEL } from '../common/texts';
import { LoadError, ScreenHead, useLoad } from '../common/ui';
import { useLiveScores, withLive } from '../live/useLiveScores';

/**
 * /cricket-fight/:id: a match: its countdown (or live score), the contest types with their stakes and commission,
 * the fights waiting for a taker, and both squads by role. Create a fight, pair me and take lead to the team builder.
 */
export default function MatchScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [load, reload] = useLoad(async () => {
    const [match, open] = await Promise.all([fetchMatch(id), fetchOpenFights(id)]);
    syncServerClock(match.now);
    return { match, fights: open.fights };
  }, [id]);
  const [started, setStarted] = useState(false);
  const onStart = useCallback(() => {
    setStarted(true);
    reload();
  }, [reload]);
  const m = load.state === 'ready' ? load.data.match : null;
  const live = useLiveScores(id, !!m && (m.status === 'live' || m.locked || started));
  if (load.state === 'loading') return <Skeleton lines={4} height="90px" label={t('Loading match')} />;
  if (load.state === 'error') return <LoadError message={load.message} onRetry={reload} />;
  const match: FantasyMatch = { ...load.data.match, status: live?.status ?? load.data.match.status, state: { ...load.data.match.state, ...live?.state } };
  const open = match.status === 'upcoming' && !match.locked && !started;
  const players = withLive(match.players, live);
  const showScores = match.status !== 'upcoming' || players.some((p) => p.balls > 0);
  return (
    <>
      <ScreenHead title={<Teams a={match.team_a} b={match.team_b} />} back="/cricket-fight">
        <StatusBadge status={match.status} />
      </ScreenHead>
      <div className="f-card">
        <div className="f-row f-muted">
          <span>{[match.competition, match.venue].filter(Boolean).join(' · ')}</span>
          {open && <Countdown start={match.start_time} onZero={onStart} />}
        </div>
        <ScoreLine state={match.state} teams={[match.team_a, match.team_b]} />
        {!open && match.status !== 'completed' && match.status !== 'abandoned' && <p className="f-muted">{t('Teams are locked: the match has started')}</p>}
      </div>
      <h2 className="f-section">{t('Contests')}</h2>
      <div className="f-kinds">
        {match.contest_types.map((c) => (
          <ContestTypeCard key={c.kind} contest={c} />
        ))}
      </div>
      {open && (
        <div className="f-actions">
          <Link className="f-link f-link-fill" to={`/cricket-fight/${id}/place-bet`}>
            {t('Create a fight')}
          </Link>
          <Link className="f-link" to={`/cricket-fight/${id}/place-bet?mode=pair`}>
            {t('Pair me')}
          </Link>
        </div>
      )}
      <h2 className="f-section">{t('Open fights')}</h2>
      {load.data.fights.length === 0 ? (
        <p className="f-muted">{open ? t('No open fights yet. Create one, or ask to be paired.') : t('No open fights.')}</p>
      ) : (
        <ul className="f-list" aria-label={t('Open fights')}>
          {load.data.fights.map((f) => (
            <OpenFight key={f.id} fight={f} matchId={id} open={open} />
          ))}
        </ul>
      )}
      <h2 className="f-section">{t('Squads')}</h2>
      {players.length === 0 ? (
        <EmptyState title={t('Squads not announced yet')} />
      ) : (
        <div className="f-sides">
          <SquadList title={match.team_a} players={players.filter((p) => p.team === 'a')} showScores={showScores} />
          <SquadList title={match.team_b} players={players.filter((p) => p.team === 'b')} showScores={showScores} />
        </div>
      )}
    </>
  );
}

function ContestTypeCard({ contest: c }: { contest: FantasyContestType }) {
  const { t } = useTranslation();
  return (
    <div className="f-kind">
      <strong>{t(KIND_LABEL[c.kind])}</strong>
      <span>{c.kind === 'max_run' ? t('Most runs scored wins') : t('Most balls faced wins')}</span>
      <div className="f-muted">{t('Stake ₹{{min}} to ₹{{max}}', { min: formatAmount(c.min_stake), max: formatAmount(c.max_stake) })}</div>
      <div className="f-muted">{c.active ? t('Commission {{pct}}% of the pot', { pct: c.commission_percent }) : t('Closed')}</div>
    </div>
  );
}

function OpenFight({ fight: f, matchId, open }: { fight: FantasyOpenFight; matchId: string; open: boolean }) {
  const { t } = useTranslation();
  return (
    <li className="f-card f-fight" aria-label={t('{{kind}} fight of ₹{{stake}}', { kind: t(KIND_LABEL[f.kind]), stake: formatAmount(f.stake) })}>
      <div className="f-fight-terms">
        <b>{t(KIND_LABEL[f.kind])}</b>
        <span>{t('Stake')} ₹{formatAmount(f.stake)}</span>
        <span>{t('{{n}} a side', { n: f.size })}</span>
        <span>{t('Winner gets')} ₹{formatAmount(f.prize)}</span>
      </div>
      {f.mine ? (
        <span className="f-muted">{t('Your fight')}</span>
      ) : open ? (
        <Link className="f-link f-link-fill" to={`/cricket-fight/${matchId}/place-bet?fight=${f.id}`} aria-label={t('Take fight #{{id}}', { id: f.id })}>
          {t('Take')}
        </Link>
      ) : null}
    </li>
  );
}
