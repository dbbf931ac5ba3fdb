import { useTranslation } from 'react-i18next';
import type { FantasyMatchState, FantasyMatchStatus } from '@khel/shared/contracts';
import { STATUS_LABEL } from './texts';

export function StatusBadge({ status }: { status: FantasyMatchStatus }) {
  const { t } = useTranslation();
  return <span className={`f-badge f-badge-${status}`}>{t(STATUS_LABEL[status])}</span>;
}

export function Teams({ a, b }: { a: string; b: string }) {
  const { t } = useTranslation();
  return (
    <span className="f-teams">
      <span>{a}</span>
      <span className="f-vs">{t('vs')}</span>
      <span>{b}</span>
    </span>
  );
}

/** The live score line: 45/2 (5.3 ov), target, who is on strike. */
export function ScoreLine({ state, teams }: { state: Partial<FantasyMatchState> | null | undefined; teams: [string, string] }) {
  const { t } = useTranslation();
  if (!state?.score) return null;
  const batting = state.batting === 'b' ? teams[1] : teams[0];
  return (
    <div className="f-score" aria-live="polite">
      <span className="f-muted">{batting}</span>
      <strong>{state.score}</strong>
      {state.overs && <span className="f-muted">{t('{{overs}} ov', { overs: state.overs })}</span>}
      {state.target ? <span className="f-muted">{t('Target {{target}}', { target: state.target })}</span> : null}
      {state.striker && <span className="f-muted">{t('On strike: {{name}}', { name: state.striker })}</span>}
    </div>
  );
}
