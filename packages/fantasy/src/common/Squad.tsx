import { useTranslation } from 'react-i18next';
import { FANTASY_ROLES, type FantasyPlayer } from '@khel/shared/contracts';
import { ROLE_LABEL } from './texts';

/** One team's squad by role, with each player's runs and balls so far. */
export function SquadList({ title, players, showScores }: { title: string; players: FantasyPlayer[]; showScores: boolean }) {
  const { t } = useTranslation();
  return (
    <section className="f-card" aria-label={title}>
      <h3>{title}</h3>
      {FANTASY_ROLES.map((role) => {
        const group = players.filter((p) => p.role === role);
        if (!group.length) return null;
        return (
          <div key={role}>
            <div className="f-role">{t(ROLE_LABEL[role])}</div>
            <ul className="f-lines">
              {group.map((p) => (
                <li key={p.id}>
                  <span>{p.name}</span>
                  {showScores && <span>{t('{{runs}} off {{balls}}', { runs: p.runs, balls: p.balls })}</span>}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </section>
  );
}
