import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { useKitStyles } from './kit-styles';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'md' | 'sm';
  /** Full width. */
  block?: boolean;
  /** Busy: a spinner beside the label, not clickable, announced as busy (the label stays, so the name does not change). */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
  children?: ReactNode;
}

/** The one button: type="button" unless told otherwise, a visible focus ring, disabled or busy without losing its name. */
export function Button({ variant = 'primary', size = 'md', block, loading, disabled, type = 'button', className, children, ...rest }: ButtonProps) {
  useKitStyles();
  const classes = ['k-btn', `k-btn-${variant}`, size === 'sm' && 'k-btn-sm', block && 'k-btn-block', className].filter(Boolean).join(' ');
  return (
    <button {...rest} type={type} className={classes} disabled={disabled || loading} aria-busy={loading || undefined}>
      {loading && <span className="k-btn-spin" aria-hidden="true" />}
      {children}
    </button>
  );
}
