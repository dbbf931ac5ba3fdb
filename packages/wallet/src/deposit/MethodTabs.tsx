import { useEffect, useRef } from 'react';
import { Icon, site$, useObservable } from '@khel/shared';
import type { DepositMethod } from '../api/types';
import { bonusFor } from './methods';

export const TAB_SCROLL_STEP = 200;

/** Scrolls the strip (only the strip, never the page) so the tab is whole and as central as the strip allows. */
export function scrollTabIntoView(strip: HTMLElement, tab: HTMLElement): void {
  const s = strip.getBoundingClientRect();
  const t = tab.getBoundingClientRect();
  if (t.left >= s.left && t.right <= s.right) return;
  const left = strip.scrollLeft + (t.left - s.left) - (s.width - t.width) / 2;
  if (typeof strip.scrollTo === 'function') strip.scrollTo({ left: Math.max(0, left), behavior: 'smooth' });
  else strip.scrollLeft = Math.max(0, left);
}

/** Horizontally scrolling payment-method tabs with arrows (200 px a step) and the 'Get X% Bonus' badge. */
export function MethodTabs({ methods, selected, onPick }: { methods: DepositMethod[]; selected: DepositMethod | null; onPick: (m: DepositMethod) => void }) {
  const strip = useRef<HTMLDivElement>(null);
  const bonusData = useObservable(site$).settings?.bonus_data;
  const scroll = (dx: number) => strip.current?.scrollBy({ left: dx, behavior: 'smooth' });
  // On a narrow screen the selected method (the default one too) may sit past the edge: bring it into view.
  const index = selected ? methods.indexOf(selected) : -1;
  useEffect(() => {
    const tab = index >= 0 ? strip.current?.querySelectorAll<HTMLElement>('[role=tab]')[index] : undefined;
    if (strip.current && tab) scrollTabIntoView(strip.current, tab);
  }, [index]);
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
