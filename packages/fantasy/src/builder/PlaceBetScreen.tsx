import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ApiError, auth$, formatAmount, newIdempotencyKey, parseRupees, playerStakes, RUPEES_2DP, toastSuccess, useObservable } from '@khel/shared';
import { commissionPaise, teamProblem, type FantasyContest, type FantasyKind, type FantasyMatch, type FantasyOpenFight } from '@khel/shared/contracts';
import { Button, Skeleton } from '@khel/shared/kit';
import { fetchContest, fetchMatch, fetchOpenFights, pairMe, postFight, saveTeam, takeFight } from '../api/fantasy';
import { syncServerClock } from '../common/clock';
import { Countdown } from '../common/Countdown';
import { Teams } from '../common/MatchBits';
import { KIND_LABEL } from '../common/texts';
import { LoadError, ScreenHead, useLoad } from '../common/ui';
import { dropDraft, readDraft, saveDraft } from './draft';
import { TeamPicker } from './TeamPicker';

type Purpose = { kind: 'new'; pair: boolean } | { kind: 'take'; fightId: string } | { kind: 'edit'; fightId: string };

interface Loaded {
  match: FantasyMatch;
  fight?: FantasyOpenFight;
  contest?: FantasyContest;
}

/**
 * /cricket-fight/:id/place-bet: the team builder. New: pick 1 to 6, a contest type and a stake, then post the fight
 * or pair me (?mode=pair puts pair me first). ?fight=<id>: take that open fight with a team of its size (its type and
 * stake are fixed). ?edit=<id>: change your team of a fight before the start. The draft survives a reload.
 */
export default function PlaceBetScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const purpose: Purpose = params.get('fight')
    ? { kind: 'take', fightId: params.get('fight')! }
    : params.get('edit')
      ? { kind: 'edit', fightId: params.get('edit')! }
      : { kind: 'new', pair: params.get('mode') === 'pair' };
  const auth = useObservable(auth$);
  const [load, reload] = useLoad(async (): Promise<Loaded> => {
    const match = await fetchMatch(id);
    syncServerClock(match.now);
    if (purpose.kind === 'take') return { match, fight: (await fetchOpenFights(id)).fights.find((f) => f.id === purpose.fightId) };
    if (purpose.kind === 'edit') return { match, contest: await fetchContest(purpose.fightId) };
    return { match };
  }, [id, params.toString()]);
  const title = purpose.kind === 'take' ? t('Take a fight') : purpose.kind === 'edit' ? t('Change your team') : t('Build your fight team');
  return (
    <>
      <ScreenHead title={title} back={`/cricket-fight/${id}`} />
      {!auth.token ? (
        <p className="f-card">
          {t('Please log in to play.')}{' '}
          <Link className="f-link" to={`/login?next=${encodeURIComponent(`${window.location.pathname}${window.location.search}`)}`}>
            {t('Login')}
          </Link>
        </p>
      ) : load.state === 'loading' ? (
        <Skeleton lines={5} height="56px" label={t('Loading squads')} />
      ) : load.state === 'error' ? (
        <LoadError message={load.message} onRetry={reload} />
      ) : (
        <Builder loaded={load.data} purpose={purpose} stakes={playerStakes(auth.user)} />
      )}
    </>
  );
}

function Builder({ loaded, purpose, stakes }: { loaded: Loaded; purpose: Purpose; stakes: number[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { match, fight, contest } = loaded;
  const draftKey = purpose.kind === 'new' ? 'new' : `${purpose.kind}:${purpose.fightId}`;
  const saved = useMemo(() => readDraft(match.id, draftKey), [match.id, draftKey]);
  const squad = useMemo(() => new Set(match.players.map((p) => p.id)), [match.players]);
  const [picks, setPicks] = useState<string[]>(() => (saved.picks ?? contest?.my_team.map((p) => p.id) ?? []).filter((p) => squad.has(p)));
  const [kind, setKind] = useState<FantasyKind>(fight?.kind ?? contest?.kind ?? saved.kind ?? 'max_run');
  const [stake, setStake] = useState(fight ? String(fight.stake) : (saved.stake ?? ''));
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const key = useRef<{ content: string; key: string } | null>(null);
  const size = fight?.size ?? contest?.size;
  const type = match.contest_types.find((c) => c.kind === kind);

  useEffect(() => saveDraft(match.id, draftKey, { picks, kind, stake }), [match.id, draftKey, picks, kind, stake]);

  if (match.status !== 'upcoming' || match.locked) {
    return <p className="f-card">{t('Teams are locked: the match has started')}</p>;
  }
  if (purpose.kind === 'take' && !fight) {
    return (
      <div className="f-card">
        <p>{t('This fight has already been taken')}</p>
        <Link className="f-link" to={`/cricket-fight/${match.id}`}>
          {t('See open fights')}
        </Link>
      </div>
    );
  }

  const amount = parseRupees(stake, { ...RUPEES_2DP, wholeDigits: 9 });
  const stakeProblem = (): string | null => {
    if (!type?.active) return t('This contest type is not open on this match');
    if (!amount.ok) return t('Enter a stake in rupees');
    const rupees = Number(amount.paise) / 100;
    if (rupees < type.min_stake || rupees > type.max_stake) return t('Stake must be between {{min}} and {{max}}', { min: `₹${formatAmount(type.min_stake)}`, max: `₹${formatAmount(type.max_stake)}` });
    return null;
  };
  const prize = amount.ok && type ? Number(2n * amount.paise - commissionPaise(amount.paise, Math.round(type.commission_percent * 100))) / 100 : null;

  const submit = async (how: 'post' | 'pair' | 'take' | 'edit') => {
    const team = teamProblem(picks, squad, size);
    const problem = team ? t(team.text, team.params) : how === 'take' || how === 'edit' ? null : stakeProblem();
    if (problem) return setError(problem);
    setError('');
    // One key per request content: a double tap or a retry sends the same key, a changed team a new one.
    const content = JSON.stringify([how, picks, kind, stake]);
    if (key.current?.content !== content) key.current = { content, key: newIdempotencyKey() };
    setBusy(true);
    try {
      const body = { match_id: match.id, kind, stake: Number(amount.ok ? amount.paise : 0n) / 100, players: picks };
      const done =
        how === 'post' ? await postFight(body, key.current.key)
        : how === 'pair' ? await pairMe(body, key.current.key)
        : how === 'take' ? await takeFight(fight!.id, picks, key.current.key)
        : await saveTeam(contest!.id, picks, key.current.key);
      dropDraft(match.id, draftKey);
      toastSuccess(
        how === 'post' ? t('Fight posted') : how === 'take' ? t('Fight taken') : how === 'edit' ? t('Team saved')
        : done.paired ? t('Paired: your fight is on') : t('Posted: you will be paired with the next equal request'),
      );
      navigate(`/cricket-fight/my-contests/${done.fight.id}`);
    } catch (e) {
      setError(e instanceof ApiError ? t(e.message) : t('Please check your connection and try again.'));
    } finally {
      setBusy(false);
    }
  };

  const chips = stakes.filter((s) => type && s >= type.min_stake && s <= type.max_stake);
  return (
    <div className="f-layout">
      <div>
        <div className="f-card">
          <div className="f-row">
            <Teams a={match.team_a} b={match.team_b} />
            <Countdown start={match.start_time} />
          </div>
        </div>
        <TeamPicker players={match.players} teams={[match.team_a, match.team_b]} picks={picks} size={size} onChange={(p) => (setPicks(p), setError(''))} />
      </div>
      <form className="f-slip f-side f-sticky" aria-label={t('Fight slip')} onSubmit={(e) => e.preventDefault()}>
        <h2>{t('Your fight')}</h2>
        {purpose.kind === 'new' ? (
          <>
            <div className="f-seg" role="group" aria-label={t('Contest type')}>
              {match.contest_types.map((c) => (
                <button key={c.kind} type="button" aria-pressed={kind === c.kind} disabled={!c.active} onClick={() => setKind(c.kind)}>
                  {t(KIND_LABEL[c.kind])}
                </button>
              ))}
            </div>
            <p className="f-muted">{kind === 'max_run' ? t('Your total is the runs your players score.') : t('Your total is the balls your players face.')}</p>
            <label className="f-muted" htmlFor="f-stake">
              {type ? t('Stake (₹{{min}} to ₹{{max}})', { min: formatAmount(type.min_stake), max: formatAmount(type.max_stake) }) : t('Stake')}
            </label>
            <div className="f-stake">
              <input id="f-stake" inputMode="decimal" autoComplete="off" value={stake} onChange={(e) => (setStake(e.target.value.trim().slice(0, 12)), setError(''))} />
            </div>
            <div className="f-chips">
              {chips.map((s) => (
                <button key={s} type="button" className="f-chip" onClick={() => setStake(String(s))}>
                  ₹{formatAmount(s)}
                </button>
              ))}
            </div>
          </>
        ) : (
          <div className="f-figures">
            <span>{t(KIND_LABEL[kind])}</span>
            <span>
              {t('Stake')} ₹{formatAmount(fight?.stake ?? contest?.stake ?? 0)}
            </span>
            <span>{t('{{n}} a side', { n: size })}</span>
          </div>
        )}
        {(prize !== null || fight) && (
          <div className="f-figures">
            <span>{t('Winner gets')}</span>
            <strong>₹{formatAmount(fight?.prize ?? contest?.prize ?? prize ?? 0)}</strong>
          </div>
        )}
        {error && (
          <p className="f-error" role="alert">
            {error}
          </p>
        )}
        <div className="f-actions">
          {purpose.kind === 'take' && (
            <Button block loading={busy} onClick={() => submit('take')}>
              {t('Take fight')}
            </Button>
          )}
          {purpose.kind === 'edit' && (
            <Button block loading={busy} onClick={() => submit('edit')}>
              {t('Save team')}
            </Button>
          )}
          {purpose.kind === 'new' && (
            <>
              <Button block loading={busy} variant={purpose.pair ? 'secondary' : 'primary'} onClick={() => submit('post')}>
                {t('Post fight')}
              </Button>
              <Button block loading={busy} variant={purpose.pair ? 'primary' : 'secondary'} onClick={() => submit('pair')}>
                {t('Pair me')}
              </Button>
            </>
          )}
        </div>
        {purpose.kind === 'new' && <p className="f-muted">{t('Pair me takes an equal open fight (same type, stake and team size) or waits for the next player who asks.')}</p>}
      </form>
    </div>
  );
}
