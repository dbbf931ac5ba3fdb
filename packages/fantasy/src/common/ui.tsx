import { startTransition, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiError, ErrorPanel, Icon, Spinner } from '@khel/shared';

export function Fallback() {
  return (
    <div className="f-center">
      <Spinner />
    </div>
  );
}

/** A screen's heading with its back link (to a fixed place: these screens are reached from each other). */
export function ScreenHead({ title, back, children }: { title: ReactNode; back: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="f-head">
      <Link className="f-back" to={back} aria-label={t('Back')}>
        <Icon name="back" size={20} />
      </Link>
      <h1>{title}</h1>
      {children}
    </div>
  );
}

export type Load<T> = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; data: T };

/**
 * Loads a screen's data: loading, error (the API's message) or ready; `reload` asks again (a spinner only the
 * first time: a reload keeps what is shown until the new answer), `setData` replaces it (live updates).
 */
export function useLoad<T>(loader: () => Promise<T>, deps: unknown[]): [Load<T>, () => void, (update: (data: T) => T) => void] {
  const [load, setLoad] = useState<Load<T>>({ state: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    loader().then(
      (data) => live && startTransition(() => setLoad({ state: 'ready', data })),
      (error: unknown) => live && setLoad((l) => (l.state === 'ready' ? l : { state: 'error', message: error instanceof ApiError ? error.message : '' })),
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

export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return <ErrorPanel title={t('Could not load this page')} message={message || t('Please check your connection and try again.')} onRetry={onRetry} retryLabel={t('Retry')} />;
}

/** A signed amount in green (profit) or red (loss). */
export function Signed({ value, children }: { value: number; children: ReactNode }) {
  return <span className={value > 0 ? 'f-plus' : value < 0 ? 'f-minus' : ''}>{children}</span>;
}
