import { useEffect, useState } from 'react';
import { toast$, type Toast } from '../bus/streams';
import { useSharedStyles } from './styles';

/** SPEC §9: toasts hide after 3 s. */
export const TOAST_MS = 3000;

interface Shown extends Toast {
  key: number;
}

/** Shows every toast$ emission, each for 3 s. */
export function Toasts() {
  useSharedStyles();
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
        <div key={toast.key} className={`k-toast k-toast-${toast.type}`} role={toast.type === 'error' ? 'alert' : 'status'}>
          <span>{toast.message}</span>
          <button type="button" className="k-x" aria-label="Dismiss" onClick={() => setShown((list) => list.filter((x) => x.key !== toast.key))}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
