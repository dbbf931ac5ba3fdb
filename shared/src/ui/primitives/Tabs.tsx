import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useKitStyles } from './kit-styles';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  /** What the tabs are about, for the tab list's accessible name. */
  label: string;
  tabs: TabItem[];
  /** The selected tab's id (controlled). */
  selected: string;
  onSelect(id: string): void;
}

/**
 * WAI-ARIA tabs: one tab in the Tab order (roving tabindex); Left/Right move and select (wrapping), Home/End go
 * to the first/last; disabled tabs are skipped. The panel is labelled by its tab and takes focus with Tab.
 */
export function Tabs({ label, tabs, selected, onSelect }: TabsProps) {
  useKitStyles();
  const base = `k-tabs-${useId()}`;
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const enabled = tabs.filter((t) => !t.disabled);
  const current = tabs.find((t) => t.id === selected && !t.disabled) ?? enabled[0];

  const onKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    const at = enabled.findIndex((t) => t.id === current?.id);
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: enabled.length - 1 }[e.key];
    if (next === undefined || !enabled.length) return;
    e.preventDefault();
    const tab = enabled[(next + enabled.length) % enabled.length]!;
    onSelect(tab.id);
    refs.current.get(tab.id)?.focus();
  };

  return (
    <div className="k-tabs">
      <div className="k-tablist" role="tablist" aria-label={label}>
        {tabs.map((t) => {
          const on = t.id === current?.id;
          return (
            <button
              key={t.id}
              ref={(el) => {
                if (el) refs.current.set(t.id, el);
                else refs.current.delete(t.id);
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${t.id}`}
              className="k-tab"
              aria-selected={on}
              aria-controls={on ? `${base}-panel-${t.id}` : undefined}
              tabIndex={on ? 0 : -1}
              disabled={t.disabled}
              onClick={() => onSelect(t.id)}
              onKeyDown={onKey}
            >
              {t.label}
            </button>
          );
        })}
      </div>
      {current && (
        <div className="k-tabpanel" role="tabpanel" id={`${base}-panel-${current.id}`} aria-labelledby={`${base}-tab-${current.id}`} tabIndex={0}>
          {current.content}
        </div>
      )}
    </div>
  );
}
