import { startTransition, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, ErrorPanel, Icon, Spinner } from '@khel/shared';

export function Fallback() {
  return (
    <div className="g-center">
      <Spinner />
    </div>
  );
}

/** A screen's heading with the back button (history back, or `to` when there is no history). */
export function ScreenHead({ title, children }: { title: ReactNode; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="g-head">
      <button type="button" className="g-back" aria-label={t('Back')} onClick={() => window.history.back()}>
        <Icon name="back" size={20} />
      </button>
      <h1>{title}</h1>
      {children}
    </div>
  );
}

export type Load<T> = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; data: T };

/**
 * Loads data for a screen: loading, error (with the API's message) or the data; `reload` asks again and
 * `setData` replaces the data (live updates). The loader runs again when `deps` change.
 */
export function useLoad<T>(loader: () => Promise<T>, deps: unknown[]): [Load<T>, () => void, (update: (data: T) => T) => void] {
  const [load, setLoad] = useState<Load<T>>({ state: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    setLoad({ state: 'loading' });
    loader().then(
      // The loaded screen is drawn as a transition: React draws it in slices, yielding to the browser between them,
      // instead of one long task that holds the page (a slow phone's tap, Lighthouse's Total Blocking Time).
      (data) => live && startTransition(() => setLoad({ state: 'ready', data })),
      (error: unknown) => live && setLoad({ state: 'error', message: error instanceof ApiError ? error.message : '' }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps say when the loader changes
  }, [...deps, round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  const setData = useCallback((update: (data: T) => T) => setLoad((l) => (l.state === 'ready' ? { state: 'ready', data: update(l.data) } : l)), []);
  return [load, reload, setData];
}

/** The error panel every games screen shows when its data failed to load, with Retry. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return <ErrorPanel title={t('Could not load this page')} message={message || t('Please check your connection and try again.')} onRetry={onRetry} retryLabel={t('Retry')} />;
}

/** A signed amount coloured green (profit) or red (loss). */
export function Signed({ value, children, className = '' }: { value: number; children: ReactNode; className?: string }) {
  const tone = value > 0 ? 'g-plus' : value < 0 ? 'g-minus' : '';
  return <span className={`${className} ${tone}`.trim()}>{children}</span>;
}
