import { useEffect, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlaceBetBody } from '@khel/shared/contracts';
import { Button } from '@khel/shared/kit';
import { ACCEPT_PRICES, type AcceptPrice, type Market } from '../api/model';
import { amountText, priceText } from '../common/odds';
import { DelayCountdown } from './DelayCountdown';
import { OddsStepper } from './OddsStepper';
import { slipFigures, stakeProblem } from './slip-math';
import { StakeField } from './StakeField';
import type { Slip } from './useSlip';
import type { PlaceState } from './usePlaceBet';

const ACCEPT_LABELS: Record<AcceptPrice, string> = { exact: 'Exact odds', better: 'Better odds', any: 'Any odds' };
const SIDE_LABELS = { back: 'Back', lay: 'Lay', yes: 'Yes', no: 'No', win: 'Win', place: 'Place' } as const;

export interface BetSlipProps {
  slip: Slip;
  market: Market;
  selection: string;
  inPlay: boolean;
  accept: AcceptPrice;
  state: PlaceState;
  onChange(change: Partial<Pick<Slip, 'stake' | 'odds'>>): void;
  onAccept(accept: AcceptPrice): void;
  onPlace(body: PlaceBetBody, key: string, delaySeconds: number): void;
  onClose(): void;
}

/**
 * The bet slip under the selection: stake (typed or a stake button), odds on the ladder (fancy: the line and rate
 * as offered), which price moves the player accepts, what they win and risk, and Place. In play it counts the
 * market's delay down while the bet waits; the API's refusal is shown as it says it.
 */
export function BetSlip({ slip, market, selection, inPlay, accept, state, onChange, onAccept, onPlace, onClose }: BetSlipProps) {
  const { t } = useTranslation();
  const stake = Number(slip.stake) || 0;
  const problem = slip.stake ? stakeProblem(stake, market.minStake, market.maxStake) : null;
  const { profit, liability } = slipFigures(slip.side, stake, slip.odds);
  const busy = state.phase === 'placing' || state.phase === 'waiting';
  const fancy = market.kind === 'fancy';
  const canPlace = stake > 0 && !problem && market.status === 'open' && !busy;
  const form = useRef<HTMLFormElement>(null);
  // A new selection takes the keyboard to the stake, so a keyboard player types it at once.
  const selectionKey = `${slip.marketId}:${slip.runnerId}:${slip.column}`;
  useEffect(() => {
    form.current?.querySelector<HTMLInputElement>('.g-stake input')?.focus();
  }, [selectionKey]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!canPlace) return;
    onPlace(
      { market_id: slip.marketId, runner_id: slip.runnerId, side: slip.side, stake, odds: slip.odds / 100, ...(fancy && slip.line !== null ? { line: slip.line } : {}), accept_price: accept },
      slip.key,
      inPlay ? market.betDelaySeconds : 0,
    );
  };

  return (
    // Escape from any of the slip's controls closes it: the keyboard twin of Cancel, not an interaction of the form itself.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <form
      ref={form}
      className={`g-slip g-slip-${slip.column}`}
      aria-label={t('Bet slip')}
      onSubmit={submit}
      onKeyDown={(e) => e.key === 'Escape' && !busy && onClose()}
    >
      <h3>
        {t(SIDE_LABELS[slip.side])} {selection}
        {fancy && slip.line !== null && ` ${slip.line}`}
      </h3>
      <div className="g-slip-row">
        {fancy ? (
          <p className="g-muted" style={{ margin: 0 }}>
            {t('Rate {{rate}}', { rate: priceText('fancy', slip.odds) })}
          </p>
        ) : (
          <OddsStepper kind={market.kind} odds={slip.odds} onChange={(odds) => onChange({ odds })} />
        )}
        <StakeField stake={slip.stake} onChange={(s) => onChange({ stake: s })} error={problem ? t(problem.key, problem.values) : null} />
      </div>
      <div className="g-seg" role="group" aria-label={t('If the price moves')}>
        {ACCEPT_PRICES.map((a) => (
          <button key={a} type="button" aria-pressed={accept === a} onClick={() => onAccept(a)}>
            {t(ACCEPT_LABELS[a])}
          </button>
        ))}
      </div>
      <p className="g-figures" aria-live="polite">
        <span>
          {t('Profit')}: <strong className="g-plus">{amountText(profit)}</strong>
        </span>
        <span>
          {t('Liability')}: <strong className="g-minus">{amountText(liability)}</strong>
        </span>
      </p>
      {inPlay && market.betDelaySeconds > 0 && state.phase !== 'waiting' && (
        <p className="g-muted">{t('In-play bets are taken after {{seconds}} seconds', { seconds: market.betDelaySeconds })}</p>
      )}
      {market.status !== 'open' && (
        <p className="g-error" role="alert">
          {market.status === 'suspended' ? t('Market is suspended') : t('Market is closed')}
        </p>
      )}
      {state.phase === 'waiting' && (
        <DelayCountdown
          until={state.until}
          text={(left) => (left > 0 ? t('Your bet is taken in {{seconds}} s', { seconds: left }) : t('Checking your bet'))}
        />
      )}
      {state.phase === 'error' && (
        <p className="g-error" role="alert">
          {t(state.message)}
        </p>
      )}
      <div className="g-actions">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {t('Cancel')}
        </Button>
        <Button type="submit" loading={busy} disabled={!canPlace}>
          {t('Place Bet')}
        </Button>
      </div>
    </form>
  );
}
