import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Why a button cannot be pressed: a text key, or a key with {placeholders} and their values. */
export type Why = string | readonly [template: string, values: Readonly<Record<string, string | number>>];

/** The text of a Why in the player's language (the template translated first, then filled). */
export function whyText(why: Why, t: (key: string) => string): string {
  if (typeof why === 'string') return t(why);
  const [template, values] = why;
  return Object.entries(values).reduce((text, [name, value]) => text.split(`{${name}}`).join(String(value)), t(template));
}

/**
 * A form's main button. When it cannot be pressed it says why, in a line under it that the button is described by
 * (issue 16 point 6: 'Minimum deposit is 100', 'Please accept the terms to continue.'); while busy it is only disabled.
 */
export function ActionButton({ children, why, busy = false, onClick }: { children: ReactNode; why?: Why | null; busy?: boolean; onClick: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const blocked = Boolean(why) && !busy;
  return (
    <>
      <button type="button" className="w-btn w-primary w-block" disabled={busy || Boolean(why)} aria-describedby={blocked ? id : undefined} onClick={onClick}>
        {children}
      </button>
      {blocked && (
        <p id={id} className="w-why">
          {whyText(why!, t)}
        </p>
      )}
    </>
  );
}
