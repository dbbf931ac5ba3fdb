import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast$, type Toast as ToastMessage } from '../../bus/streams';
import { Icon } from '../icons/Icon';
import { usePrimitiveStyles } from './styles';

/** SPEC §9: toasts hide after 3 s. */
export const TOAST_MS = 3000;

/** The bus's toast message ({type, message}): `Toast` names both it and the component, as @khel/shared always has. */
export type Toast = ToastMessage;

export interface ToastProps {
  type: ToastMessage['type'];
  message: string;
  /** Given: a named Dismiss button closes it. */
  onDismiss?: () => void;
}

/** One toast: its status icon and message; an error is an alert (read at once), a success a status (read politely). */
export function Toast({ type, message, onDismiss }: ToastProps) {
  const { t } = useTranslation();
  usePrimitiveStyles();
  return (
    <div className={`k-toast k-toast-${type}`} role={type === 'error' ? 'alert' : 'status'}>
      <span className="k-toast-mark">
        <Icon name={type === 'error' ? 'failed' : 'success'} />
      </span>
      <span className="k-toast-text">{message}</span>
      {onDismiss && (
        <button type="button" className="k-x" aria-label={t('Dismiss')} onClick={onDismiss}>
          <Icon name="close" size={18} />
        </button>
      )}
    </div>
  );
}

interface Shown extends ToastMessage {
  key: number;
}

/** The page's toast region (a polite live region, one per page: the shell's): every toast$ emission, each for 3 s. */
export function Toasts() {
  usePrimitiveStyles();
  const [shown, setShown] = useState<Shown[]>([]);
  useEffect(() => {
    let next = 0;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const sub = toast$.subscribe((toast) => {
      const key = ++next;
      setShown((list) => [...list, { ...toast, key }]);
      const timer = setTimeout(() => {
        timers.delete(timer);
        setShown((list) => list.filter((x) => x.key !== key));
      }, TOAST_MS);
      timers.add(timer);
    });
    return () => {
      sub.unsubscribe();
      timers.forEach(clearTimeout);
    };
  }, []);
  return (
    <div className="k-toasts" aria-live="polite">
      {shown.map((toast) => (
        <Toast key={toast.key} type={toast.type} message={toast.message} onDismiss={() => setShown((list) => list.filter((x) => x.key !== toast.key))} />
      ))}
    </div>
  );
}
