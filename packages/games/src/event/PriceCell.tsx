import { useTranslation } from 'react-i18next';
import type { MarketKind, PriceLevel } from '../api/model';
import { priceText, sizeText } from '../common/odds';
import type { Move } from './flash';

export interface PriceCellProps {
  kind: MarketKind;
  column: 'back' | 'lay';
  level: PriceLevel | undefined;
  runnerName: string;
  /** which way the price just moved: the cell flashes green (up) or red (down) */
  move?: Move;
  /** a flash counter: a new number restarts the animation on a repeated move */
  flashId?: number;
  selected?: boolean;
  disabled?: boolean;
  /** a level beyond the best: hidden on a phone, shown from 600 px */
  extra?: boolean;
  onPick(level: PriceLevel): void;
}

/** One price of the grid: a button (Back blue, Lay pink) that opens the slip at that price. */
export function PriceCell({ kind, column, level, runnerName, move, flashId, selected, disabled, extra, onPick }: PriceCellProps) {
  const { t } = useTranslation();
  const classes = ['g-cell', level ? `g-cell-${column}` : 'g-cell-empty', extra && 'g-more', move && `g-flash-${move}`].filter(Boolean).join(' ');
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
      // A new key per flash restarts the CSS animation when the same move repeats.
      key={flashId}
      type="button"
      className={classes}
      aria-label={label}
      aria-pressed={selected || undefined}
      disabled={disabled}
      onClick={() => onPick(level)}
    >
      {main}
      {sub && <small>{sub}</small>}
    </button>
  );
}
