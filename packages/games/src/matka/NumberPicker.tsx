import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { numbersOf, type PlayType } from './model';
import { panasByAnk } from './panas';

interface PickerProps {
  type: PlayType;
  selected: ReadonlySet<string>;
  onToggle(number: string): void;
}

function Numbers({ numbers, selected, onToggle, grid = '' }: { numbers: readonly string[]; selected: ReadonlySet<string>; onToggle(n: string): void; grid?: string }) {
  return (
    <div className={`m-grid ${grid}`.trim()}>
      {numbers.map((n) => (
        <button key={n} type="button" className="m-num" aria-pressed={selected.has(n)} onClick={() => onToggle(n)}>
          {n}
        </button>
      ))}
    </div>
  );
}

function AnkGroup({ ank, panas, selected, onToggle }: { ank: number; panas: string[]; selected: ReadonlySet<string>; onToggle(n: string): void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div role="group" aria-labelledby={id}>
      <h3 className="m-ank" id={id}>
        {t('Ank {{ank}}', { ank })}
      </h3>
      <Numbers numbers={panas} selected={selected} onToggle={onToggle} grid="m-grid-six" />
    </div>
  );
}

/**
 * The numbers of a bet type as toggle buttons: 0-9, 00-99, or only the valid panas of the patti kind, single and
 * double pattis grouped by their ank as matka sites show them (the ten triples fit one row). A pressed number is on
 * the slip.
 */
export function NumberPicker({ type, selected, onToggle }: PickerProps) {
  const { t } = useTranslation();
  if (type === 'single' || type === 'jodi' || type === 'triple_patti') {
    return (
      <div role="group" aria-label={t('Numbers')}>
        <Numbers numbers={numbersOf(type)} selected={selected} onToggle={onToggle} grid={type === 'jodi' ? 'm-grid-jodi' : ''} />
      </div>
    );
  }
  return (
    <div role="group" aria-label={t('Numbers')}>
      {panasByAnk(type).map((g) => (
        <AnkGroup key={g.ank} ank={g.ank} panas={g.panas} selected={selected} onToggle={onToggle} />
      ))}
    </div>
  );
}
