import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Market } from '../api/model';
import { amountText } from '../common/odds';
import { cellKey, NO_FLASHES, type EventFlashes, type Flashes } from './flash';
import { PriceCell, type Pick } from './PriceCell';

export interface FancyCardProps {
  markets: Market[];
  /** the flashing cells, by market */
  flashes: EventFlashes;
  selected?: { marketId: string; column: 'back' | 'lay' } | null;
  /** the same function on every render: the price cells are memoised */
  onPick(pick: Pick): void;
  /** the slip, drawn under the selected line */
  slip?: ReactNode;
}

/**
 * Fancy (session) lines, one row each: "10 over runs" with No (pink: the line, e.g. 78, and its rate) and Yes
 * (blue: e.g. 80). Each line is a market of its own, suspended on its own.
 */
export function FancyCard({ markets, flashes, selected, onPick, slip }: FancyCardProps) {
  const { t } = useTranslation();
  if (!markets.length) return null;
  return (
    <section className="g-card" aria-label={t('Fancy')}>
      <div className="g-card-head">
        <h2 style={{ margin: 0, fontSize: 'inherit' }}>{t('Fancy')}</h2>
      </div>
      <div className="g-grid-head" aria-hidden="true">
        <span />
        <span>{t('No')}</span>
        <span>{t('Yes')}</span>
      </div>
      {markets.map((m) => (
        <FancyLine
          key={m.id}
          market={m}
          flashes={flashes.get(m.id) ?? NO_FLASHES}
          selected={selected?.marketId === m.id ? selected.column : null}
          onPick={onPick}
          slip={selected?.marketId === m.id ? slip : null}
        />
      ))}
    </section>
  );
}

interface FancyLineProps {
  market: Market;
  /** this line's flashing cells */
  flashes: Flashes;
  /** the slip's column, when it is on this line */
  selected: 'back' | 'lay' | null;
  onPick(pick: Pick): void;
  slip: ReactNode;
}

/** One fancy line; memoised, so a live update draws again only the lines it changed. */
const FancyLine = memo(function FancyLine({ market: m, flashes, selected, onPick, slip }: FancyLineProps) {
  const { t } = useTranslation();
  const r = m.runners[0];
  if (!r) return null;
  const cell = (column: 'back' | 'lay') => {
    const flash = flashes.get(cellKey(r.id, column, 0));
    return (
      <PriceCell
        marketId={m.id}
        runnerId={r.id}
        kind="fancy"
        column={column}
        level={r[column][0]}
        runnerName={m.name}
        move={flash?.move}
        again={flash?.again}
        disabled={m.status !== 'open'}
        selected={selected === column}
        onPick={onPick}
      />
    );
  };
  return (
    <div>
      <div className="g-runner" style={{ position: 'relative' }}>
        <span className="g-runner-name">
          {m.name}
          <span className="g-limits">{t('Min {{min}} / Max {{max}}', { min: amountText(m.minStake), max: amountText(m.maxStake) })}</span>
        </span>
        {cell('lay')}
        {cell('back')}
        {m.status !== 'open' && (
          <div className="g-suspended" style={{ inset: 0, fontSize: 'var(--khel-fs-sm)' }} role="status">
            {m.status === 'suspended' ? t('SUSPENDED') : t('CLOSED')}
          </div>
        )}
      </div>
      {slip}
    </div>
  );
});
