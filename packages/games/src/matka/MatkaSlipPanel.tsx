import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { auth$, groupIndian, Icon, prefs$, useObservable } from '@khel/shared';
import { Button, Input } from '@khel/shared/kit';
import type { MatkaMarket } from '@khel/shared/contracts';
import { money } from './format';
import { canPlay, lineId, SESSION_LABELS, stakeProblem, typeLabel, type SlipLine } from './model';
import type { MatkaSlipApi } from './useMatkaSlip';

const digitsOnly = (v: string) => v.replace(/[^\d]/g, '').slice(0, 8);

export function useLineName(): (l: SlipLine) => string {
  const { t } = useTranslation();
  return (l) => `${t(typeLabel(l.type))} ${l.number}${l.session ? ` · ${t(SESSION_LABELS[l.session])}` : ''}`;
}

/** A line the market no longer takes (its session closed while it sat on the slip), or a stake out of limits. */
function lineProblem(line: SlipLine, market: SlipMarket): { key: string; min?: number; max?: number } | null {
  if (!canPlay(market, line.type, line.session ?? 'open')) return { key: 'Closed for bets: remove it to place the others' };
  return stakeProblem(line.stake, market.min_stake, market.max_stake);
}

type SlipMarket = Pick<MatkaMarket, 'min_stake' | 'max_stake' | 'playable'>;

function LineRow({ line, slip, market }: { line: SlipLine; slip: MatkaSlipApi; market: SlipMarket }) {
  const { t } = useTranslation();
  const id = useId();
  const name = useLineName()(line);
  const problem = lineProblem(line, market);
  return (
    <li className="m-line">
      <span className="m-line-name">{name}</span>
      <input
        inputMode="numeric"
        autoComplete="off"
        aria-label={t('Stake for {{bet}}', { bet: name })}
        value={line.stake}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-err` : undefined}
        onChange={(e) => slip.setLineStake(lineId(line), digitsOnly(e.target.value))}
      />
      <button type="button" className="m-x" aria-label={t('Remove {{bet}}', { bet: name })} onClick={() => slip.remove(lineId(line))}>
        <Icon name="close" size={16} />
      </button>
      {problem && (
        <p className="k-field-error" id={`${id}-err`}>
          {t(problem.key, { min: groupIndian(String(problem.min ?? '')), max: groupIndian(String(problem.max ?? '')) })}
        </p>
      )}
    </li>
  );
}

/**
 * The slip: the stake new numbers get (typed, or one of the player's stake buttons), every picked number with a
 * stake of its own, the total, and Place Bets (one press, one slip: see useMatkaSlip). A refusal shows in the API's
 * words, translated. Logged out, the place button is a way to the login page.
 */
export function MatkaSlipPanel({ id, slip, market }: { id?: string; slip: MatkaSlipApi; market: SlipMarket }) {
  const { t } = useTranslation();
  const { stakes } = useObservable(prefs$);
  const { token } = useObservable(auth$);
  const placing = slip.state.phase === 'placing';
  const invalid = slip.lines.some((l) => lineProblem(l, market));
  return (
    <form
      id={id}
      className="m-slip"
      aria-label={t('Matka slip')}
      onSubmit={(e) => {
        e.preventDefault();
        if (!invalid) slip.place();
      }}
    >
      <h2>{t('Bet slip')}</h2>
      <div className="m-stake-row">
        <Input
          label={t('Stake for new numbers')}
          hint={t('Min {{min}} / Max {{max}}', { min: groupIndian(String(market.min_stake)), max: groupIndian(String(market.max_stake)) })}
          prefix="₹"
          inputMode="numeric"
          autoComplete="off"
          value={slip.stake}
          onChange={(e) => slip.setStake(digitsOnly(e.target.value))}
        />
      </div>
      <div className="g-chips" role="group" aria-label={t('Stake buttons')}>
        {stakes.map((n) => (
          <button key={n} type="button" className="g-chip" aria-pressed={Number(slip.stake) === n} onClick={() => slip.setStake(String(n))}>
            {groupIndian(String(n))}
          </button>
        ))}
      </div>
      {slip.lines.length === 0 ? (
        <p className="g-muted">{t('Pick numbers to add them to the slip.')}</p>
      ) : (
        <>
          <Button variant="ghost" size="sm" onClick={slip.stakeAll} disabled={!slip.stake || placing}>
            {t('Use this stake for every number')}
          </Button>
          <ul className="m-lines" aria-label={t('Numbers on the slip')}>
            {slip.lines.map((l) => (
              <LineRow key={lineId(l)} line={l} slip={slip} market={market} />
            ))}
          </ul>
        </>
      )}
      <p className="m-total">
        <span>{t('Numbers: {{count}}', { count: slip.lines.length })}</span>
        <span>
          {t('Total')} <strong data-testid="matka-total">{money(slip.total)}</strong>
        </span>
      </p>
      {slip.state.phase === 'error' && (
        <p className="g-error" role="alert">
          {t(slip.state.message)}
        </p>
      )}
      <div className="g-actions">
        <Button variant="secondary" onClick={slip.clear} disabled={slip.lines.length === 0 || placing}>
          {t('Clear')}
        </Button>
        {token ? (
          <Button type="submit" loading={placing} disabled={slip.lines.length === 0 || invalid}>
            {t('Place Bets')}
          </Button>
        ) : (
          <Link className="k-btn k-btn-primary" to="/login">
            {t('Login to place bets')}
          </Link>
        )}
      </div>
    </form>
  );
}
