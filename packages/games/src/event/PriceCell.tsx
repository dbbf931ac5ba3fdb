import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarketKind, PriceLevel } from '../api/model';
import { priceText, sizeText } from '../common/odds';
import type { Move } from './flash';

/** What a price cell opens the slip with. */
export interface Pick {
  marketId: string;
  runnerId: string;
  column: 'back' | 'lay';
  level: PriceLevel;
}

export interface PriceCellProps {
  marketId: string;
  runnerId: string;
  kind: MarketKind;
  column: 'back' | 'lay';
  level: PriceLevel | undefined;
  runnerName: string;
  /** which way the price just moved: the cell flashes green (up) or red (down) */
  move?: Move;
  /** flipped when the cell moves again while it still flashes: the animation starts over */
  again?: boolean;
  selected?: boolean;
  disabled?: boolean;
  /** a level beyond the best: hidden on a phone, shown from 600 px */
  extra?: boolean;
  /** the same function on every render (the cell is memoised) */
  onPick(pick: Pick): void;
}

/**
 * One price of the grid: a button (Back blue, Lay pink) that opens the slip at that price. Memoised: a live update
 * re-renders only the cells whose price, flash, selection or state changed, not the whole page's grid (an event page
 * has a hundred cells or more, and a tick a second).
 */
export const PriceCell = memo(PriceCellView, samePriceCell);

/** The same props: each the same value, and the level the same price (not necessarily the same object). */
function samePriceCell(a: PriceCellProps, b: PriceCellProps): boolean {
  const keys = Object.keys(a) as Array<keyof PriceCellProps>;
  return keys.length === Object.keys(b).length && keys.every((k) => (k === 'level' ? sameLevel(a.level, b.level) : a[k] === b[k]));
}

/**
 * Equal prices: an update brings new level objects for every runner of its market, moved or not, and may leave out
 * what a read writes as null.
 */
function sameLevel(a: PriceLevel | undefined, b: PriceLevel | undefined): boolean {
  return a === b || (!!a && !!b && a.odds === b.odds && (a.size ?? null) === (b.size ?? null) && (a.line ?? null) === (b.line ?? null));
}

function PriceCellView({ marketId, runnerId, kind, column, level, runnerName, move, again, selected, disabled, extra, onPick }: PriceCellProps) {
  const { t } = useTranslation();
  const classes = ['g-cell', level ? `g-cell-${column}` : 'g-cell-empty', extra && 'g-more', move && `g-flash-${move}`, move && again && 'g-flash-again'].filter(Boolean).join(' ');
  if (!level) {
    return (
      <span className={classes} aria-hidden="true">
        -
      </span>
    );
  }
  const fancy = kind === 'fancy';
  const main = fancy ? String(level.line ?? '') : priceText(kind, level.odds);
  const sub = fancy ? priceText(kind, level.odds) : sizeText(level.size);
  const sideName = fancy ? (column === 'back' ? t('Yes') : t('No')) : column === 'back' ? t('Back') : t('Lay');
  const label = fancy
    ? t('{{side}} {{name}} at {{line}}, rate {{rate}}', { side: sideName, name: runnerName, line: main, rate: sub })
    : t('{{side}} {{name}} at {{price}}', { side: sideName, name: runnerName, price: main });
  return (
    <button
      type="button"
      className={classes}
      aria-label={label}
      aria-pressed={selected || undefined}
      disabled={disabled}
      onClick={() => onPick({ marketId, runnerId, column, level })}
    >
      {main}
      {sub && <small>{sub}</small>}
    </button>
  );
}
