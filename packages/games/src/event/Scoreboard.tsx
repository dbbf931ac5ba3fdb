import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@khel/shared';
import type { SportEvent } from '../api/model';
import { scoreOf } from './live-state';

/** The event's heading facts: in play or the start time, the competition, and the live score when there is one. */
export function Scoreboard({ event }: { event: SportEvent }) {
  const { t } = useTranslation();
  const score = scoreOf(event.state);
  return (
    <div className="g-score" aria-live="polite">
      {event.inPlay ? <span className="g-live">{t('In-Play')}</span> : <time dateTime={event.startTime}>{formatDateTime(event.startTime)}</time>}
      <span className="g-muted">{event.competition}</span>
      {score && (
        <span>
          <strong>{score.score}</strong>{' '}
          <span className="g-muted">
            {score.overs !== undefined && t('{{overs}} ov', { overs: score.overs })}
            {score.target !== undefined && ` · ${t('Target {{target}}', { target: score.target })}`}
            {score.minute !== undefined && t("{{minute}}'", { minute: score.minute })}
          </span>
        </span>
      )}
      {event.status === 'finished' && <strong>{t('Finished')}</strong>}
    </div>
  );
}
