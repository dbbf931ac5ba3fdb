import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Field } from './Field';

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Shown before the text, e.g. '₹' (decorative: the label says what the field is). */
  prefix?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input: the error marks it invalid and is read with it; disabled dims the whole control. */
export function Input({ label, hint, error, prefix, id, className, disabled, ...rest }: InputProps) {
  return (
    <Field label={label} hint={hint} error={error} id={id} className={className}>
      {(ids) => (
        <div className="k-control" data-invalid={error ? '' : undefined} data-disabled={disabled ? '' : undefined}>
          {prefix && (
            <span className="k-prefix" aria-hidden="true">
              {prefix}
            </span>
          )}
          <input {...rest} {...ids} disabled={disabled} />
        </div>
      )}
    </Field>
  );
}
