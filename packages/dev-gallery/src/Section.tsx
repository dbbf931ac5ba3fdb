import type { ReactNode } from 'react';

/** One primitive's block on the gallery page: its name as a heading, then its states side by side. */
export function Section({ name, children }: { name: string; children: ReactNode }) {
  const id = `gallery-${name.toLowerCase()}`;
  return (
    <section className="g-section" aria-labelledby={id} data-primitive={name}>
      <h2 id={id}>{name}</h2>
      <div className="g-states">{children}</div>
    </section>
  );
}

/** One state of a primitive, captioned (default, disabled, error, loading...). */
export function State({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="g-state" data-state={label}>
      <h3>{label}</h3>
      {children}
    </div>
  );
}
