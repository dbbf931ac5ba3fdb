import { useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, Spinner } from '@khel/shared';

type Props = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string; name: string; password?: boolean };

/** A labelled input with its error message below; password inputs get a show/hide toggle. */
export function Field({ label, error, name, password, type = 'text', ...input }: Props) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const id = `f-${name}`;
  return (
    <div className="s-field">
      <label htmlFor={id}>{t(label)}</label>
      <div className="s-input">
        <input id={id} name={name} {...input} type={password && !shown ? 'password' : type} aria-describedby={error ? `${id}-err` : undefined} />
        {password && (
          <button type="button" className="s-eye" onClick={() => setShown((s) => !s)} aria-label={shown ? t('Hide password') : t('Show password')}>
            <Icon name={shown ? 'eye-off' : 'eye'} size={18} />
          </button>
        )}
      </div>
      {error && (
        <p className="s-error" id={`${id}-err`} role="alert">
          {t(error)}
        </p>
      )}
    </div>
  );
}

export function SubmitButton({ submitting, children, disabled }: { submitting: boolean; children: string; disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <button type="submit" className="s-btn s-primary" disabled={submitting || disabled} aria-busy={submitting}>
      {submitting ? <Spinner small /> : t(children)}
    </button>
  );
}
