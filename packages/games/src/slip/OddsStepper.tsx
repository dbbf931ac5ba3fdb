import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarketKind } from '../api/model';
import { priceText } from '../common/odds';
import { stepOdds, validOdds } from './ladder';

/** Typed odds as x 100: decimal for the exchange ("2.5" -> 250), Indian points for bookmaker ("45" -> 145). */
export function parseOdds(kind: MarketKind, text: string): number | null {
  const s = text.trim();
  if (kind === 'bookmaker') return /^\d{1,5}$/.test(s) ? 100 + Number(s) : null;
  if (!/^\d{1,4}(\.\d{1,2})?$/.test(s)) return null;
  const [whole, frac = ''] = s.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

/**
 * The slip's odds: minus and plus move one tick of the exchange's ladder (a whole point on bookmaker); the field
 * takes typed odds too and says when they are not a price the exchange takes.
 */
export function OddsStepper({ kind, odds, onChange }: { kind: MarketKind; odds: number; onChange(odds: number): void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(priceText(kind, odds));
  useEffect(() => setText(priceText(kind, odds)), [kind, odds]);
  const typed = parseOdds(kind, text);
  const bad = typed === null || !validOdds(kind, typed);
  const down = stepOdds(kind, odds, -1);
  const up = stepOdds(kind, odds, 1);
  return (
    <div className="k-field">
      <label className="k-label" htmlFor={id}>
        {t('Odds')}
      </label>
      <div className="g-stepper">
        <button type="button" className="g-step" aria-label={t('Lower odds')} disabled={down === null} onClick={() => down !== null && onChange(down)}>
          -
        </button>
        <input
          id={id}
          inputMode="decimal"
          value={text}
          aria-invalid={bad || undefined}
          onChange={(e) => {
            setText(e.target.value);
            const o = parseOdds(kind, e.target.value);
            if (o !== null && validOdds(kind, o)) onChange(o);
          }}
          onBlur={() => setText(priceText(kind, odds))}
        />
        <button type="button" className="g-step" aria-label={t('Higher odds')} disabled={up === null} onClick={() => up !== null && onChange(up)}>
          +
        </button>
      </div>
      {bad && (
        <p className="k-field-error" role="alert">
          {t('Enter odds the exchange takes')}
        </p>
      )}
    </div>
  );
}
