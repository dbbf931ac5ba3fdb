import { isValidElement, memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Market, Runner } from '../api/model';
import { amountText } from '../common/odds';
import { cellKey, type Flashes } from './flash';
import { PriceCell, type Pick } from './PriceCell';
import { RunnerPnl } from './RunnerPnl';
import { SuspendedOverlay } from './SuspendedOverlay';

export type { Pick } from './PriceCell';

export interface MarketCardProps {
  market: Market;
  /** this market's flashing cells */
  flashes: Flashes;
  /** the slip's selection, when it is on this market */
  selected?: { runnerId: string; column: 'back' | 'lay' } | null;
  /** P&L per runner now, and after the slip's bet when one is open on this market */
  pnl: { before: Map<string, number>; after?: Map<string, number> };
  /** the same function on every render: the price cells are memoised */
  onPick(pick: Pick): void;
  /** the slip, drawn under the selected runner */
  slip?: ReactNode;
  /** the cash-out button, in the header */
  action?: ReactNode;
}

const LEVELS = [0, 1, 2];

/**
 * A win market (match odds, bookmaker, racing win/place): runners with Back (blue) and Lay (pink), three levels each
 * (the best only on a phone), the player's P&L under each runner, SUSPENDED over it when it takes no bets.
 * Memoised: a live update brings one market, and the page's other cards are not drawn again (their props are equal:
 * the same market and flashes, the same P&L figures, the same cash-out button).
 */
export const MarketCard = memo(MarketCardView, sameMarketCard);

function sameMarketCard(a: MarketCardProps, b: MarketCardProps): boolean {
  return (
    a.market === b.market &&
    a.flashes === b.flashes &&
    a.onPick === b.onPick &&
    a.slip === b.slip &&
    a.selected?.runnerId === b.selected?.runnerId &&
    a.selected?.column === b.selected?.column &&
    sameFigures(a.pnl.before, b.pnl.before) &&
    sameFigures(a.pnl.after, b.pnl.after) &&
    sameElement(a.action, b.action)
  );
}

/** The same figure for every runner (the page works them out afresh on each render). */
function sameFigures(a: Map<string, number> | undefined, b: Map<string, number> | undefined): boolean {
  if (a === b) return true;
  if (!a || !b || a.size !== b.size) return false;
  for (const [id, value] of a) if (b.get(id) !== value) return false;
  return true;
}

/** The same element: the same component with the same props (a new element each render, as JSX makes them). */
function sameElement(a: ReactNode, b: ReactNode): boolean {
  if (a === b) return true;
  if (!isValidElement(a) || !isValidElement(b) || a.type !== b.type || a.key !== b.key) return false;
  const [pa, pb] = [a.props as Record<string, unknown>, b.props as Record<string, unknown>];
  const keys = Object.keys(pa);
  return keys.length === Object.keys(pb).length && keys.every((k) => pa[k] === pb[k]);
}

function MarketCardView({ market, flashes, selected, pnl, onPick, slip, action }: MarketCardProps) {
  const { t } = useTranslation();
  const three = market.kind !== 'bookmaker';
  const open = market.status === 'open';
  const head = (column: 'back' | 'lay') => (three ? [2, 1, 0] : [0]).map((i) => ({ i, column }));
  return (
    <section className="g-card" aria-label={market.name}>
      <div className="g-card-head">
        <h2 style={{ margin: 0, fontSize: 'inherit' }}>{market.name}</h2>
        {action}
        <span className="g-muted">
          {t('Min {{min}} / Max {{max}}', { min: amountText(market.minStake), max: amountText(market.maxStake) })}
        </span>
      </div>
      <div className={`g-grid-head${three ? ' g-three' : ''}`} aria-hidden="true">
        <span />
        {three && <span className="g-more" style={{ gridColumn: 'span 2' }} />}
        <span>{t('Back')}</span>
        <span>{t('Lay')}</span>
      </div>
      <SuspendedOverlay status={market.status} />
      {market.runners.map((r) => (
        <div key={r.id}>
          <div className={`g-runner${three ? ' g-three' : ''}`}>
            <span className="g-runner-name">
              {r.name}
              <RunnerPnl before={pnl.before.get(r.id) ?? 0} after={pnl.after?.get(r.id)} />
            </span>
            {head('back').map(({ i }) => cell(market, r, 'back', i, i > 0))}
            {(three ? LEVELS : [0]).map((i) => cell(market, r, 'lay', i, i > 0))}
          </div>
          {selected?.runnerId === r.id && slip}
        </div>
      ))}
    </section>
  );

  function cell(m: Market, r: Runner, column: 'back' | 'lay', i: number, extra: boolean) {
    const key = cellKey(r.id, column, i);
    const flash = flashes.get(key);
    return (
      <PriceCell
        key={key}
        marketId={m.id}
        runnerId={r.id}
        kind={m.kind}
        column={column}
        level={r[column][i]}
        runnerName={r.name}
        move={flash?.move}
        again={flash?.again}
        extra={extra}
        disabled={!open}
        selected={selected?.runnerId === r.id && selected.column === column && i === 0}
        onPick={onPick}
      />
    );
  }
}
