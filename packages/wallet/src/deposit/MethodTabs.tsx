import { useRef } from 'react';
import { Icon, site$, useObservable } from '@khel/shared';
import type { DepositMethod } from '../api/types';
import { bonusFor } from './methods';

export const TAB_SCROLL_STEP = 200;

/** Horizontally scrolling payment-method tabs with arrows (200 px a step) and the 'Get X% Bonus' badge. */
export function MethodTabs({ methods, selected, onPick }: { methods: DepositMethod[]; selected: DepositMethod | null; onPick: (m: DepositMethod) => void }) {
  const strip = useRef<HTMLDivElement>(null);
  const bonusData = useObservable(site$).settings?.bonus_data;
  const scroll = (dx: number) => strip.current?.scrollBy({ left: dx, behavior: 'smooth' });
  return (
    <div className="w-tabs-wrap">
      <button type="button" className="w-arrow" aria-label="Scroll left" onClick={() => scroll(-TAB_SCROLL_STEP)}>
        <Icon name="back" />
      </button>
      <div className="w-tabs" ref={strip} role="tablist" aria-label="Payment methods">
        {methods.map((m) => {
          const bonus = bonusFor(m, bonusData);
          return (
            <button
              key={`${m.method_type}-${m.method_id}-${m.method_name}`}
              type="button"
              role="tab"
              aria-selected={selected === m}
              className={selected === m ? 'w-tab w-on' : 'w-tab'}
              onClick={() => onPick(m)}
            >
              <span>{m.method_name}</span>
              {bonus > 0 && <span className="w-badge">{`Get ${bonus}% Bonus`}</span>}
            </button>
          );
        })}
      </div>
      <button type="button" className="w-arrow" aria-label="Scroll right" onClick={() => scroll(TAB_SCROLL_STEP)}>
        <Icon name="forward" />
      </button>
    </div>
  );
}
