import { useId, type ReactNode } from 'react';
import { useKitStyles } from './kit-styles';

export interface FieldProps {
  label: ReactNode;
  /** A line under the control that helps (format, limits). */
  hint?: ReactNode;
  /** What is wrong with the value; marks the control invalid and is read with it. */
  error?: ReactNode;
  /** A given id for the control (otherwise one is made). */
  id?: string;
  className?: string;
  /** Renders the control with the ids it must carry. */
  children: (ids: FieldIds) => ReactNode;
}

export interface FieldIds {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** Label, hint and error around one control, wired by id: the label names it, the hint and the error describe it. */
export function Field({ label, hint, error, id: givenId, className, children }: FieldProps) {
  useKitStyles();
  const made = useId();
  const id = givenId ?? `k-field-${made}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? `k-field ${className}` : 'k-field'}>
      <label className="k-label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {error && (
        <p className="k-field-error" id={errorId} role="alert">
          {error}
        </p>
      )}
      {hint && (
        <p className="k-hint" id={hintId}>
          {hint}
        </p>
      )}
    </div>
  );
}
