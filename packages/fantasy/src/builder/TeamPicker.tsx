import { useTranslation } from 'react-i18next';
import { Icon } from '@khel/shared';
import { FANTASY_ROLES, FANTASY_TEAM_SIZE, type FantasyPlayer } from '@khel/shared/contracts';
import { ROLE_LABEL } from '../common/texts';

export interface TeamPickerProps {
  players: FantasyPlayer[];
  teams: [string, string];
  picks: string[];
  /** the fight's size when taking one or changing a team; else 1 to 6 */
  size?: number;
  onChange(picks: string[]): void;
}

/**
 * Both squads by role (keepers, batters, all-rounders, bowlers), each player a toggle naming their team. Up to 6
 * picks (or exactly the fight's size); once full, the others are disabled and the counter says why.
 */
export function TeamPicker({ players, teams, picks, size, onChange }: TeamPickerProps) {
  const { t } = useTranslation();
  const max = size ?? FANTASY_TEAM_SIZE.max;
  const full = picks.length >= max;
  const toggle = (id: string) => onChange(picks.includes(id) ? picks.filter((p) => p !== id) : full ? picks : [...picks, id]);
  return (
    <section aria-label={t('Pick your players')}>
      <div className="f-row">
        <h2 className="f-section">{t('Pick your players')}</h2>
        <span className="f-count" aria-live="polite">
          {size ? t('{{n}} of {{size}} picked', { n: picks.length, size }) : t('{{n}} of 1 to 6 picked', { n: picks.length })}
        </span>
      </div>
      {full && <p className="f-muted">{size ? t('Your team is complete: {{size}} players, as the fight has.', { size }) : t('Your team is full: at most 6 players.')}</p>}
      {FANTASY_ROLES.map((role) => {
        const group = players.filter((p) => p.role === role);
        if (!group.length) return null;
        return (
          <div key={role} role="group" aria-label={t(ROLE_LABEL[role])}>
            <div className="f-role">{t(ROLE_LABEL[role])}</div>
            <div className="f-picks">
              {group.map((p) => {
                const on = picks.includes(p.id);
                const team = p.team === 'a' ? teams[0] : teams[1];
                return (
                  <button key={p.id} type="button" className="f-pick" aria-pressed={on} disabled={!on && full} onClick={() => toggle(p.id)}>
                    <span>
                      {p.name} <small>{team}</small>
                    </span>
                    {on ? <Icon name="check" size={18} /> : <span className="f-pick-dot" aria-hidden="true" />}
                  </button>
                );
              })}
            </div>
          </div>
        );
      })}
    </section>
  );
}
