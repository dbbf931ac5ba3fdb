import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { Icon } from '../icons/Icon';
import { Field } from './Field';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: ReactNode;
  options: SelectOption[];
  /** A first, empty choice ('Choose a bank'); a required select starts on it. */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A labelled native <select>: the browser's own keyboard (arrows, type-ahead, Enter/Space to open) and its own
 * list on phones, in the theme's colours.
 */
export function Select({ label, options, placeholder, hint, error, id, className, disabled, ...rest }: SelectProps) {
  return (
    <Field label={label} hint={hint} error={error} id={id} className={className}>
      {(ids) => (
        <div className="k-control" data-invalid={error ? '' : undefined} data-disabled={disabled ? '' : undefined}>
          <select {...rest} {...ids} disabled={disabled}>
            {placeholder !== undefined && <option value="">{placeholder}</option>}
            {options.map((o) => (
              <option key={o.value} value={o.value} disabled={o.disabled}>
                {o.label}
              </option>
            ))}
          </select>
          <span className="k-suffix">
            <Icon name="forward" size={16} className="k-chevron" />
          </span>
        </div>
      )}
    </Field>
  );
}
