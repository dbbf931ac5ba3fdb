import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@khel/shared';
import { fetchSettings } from '../api/reports';

export type Load<T> = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; data: T };

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : '');

/** Loads a screen's data: loading, error (the API's message) or the data; runs again when `deps` change. */
export function useLoad<T>(loader: () => Promise<T>, deps: unknown[]): [Load<T>, () => void] {
  const [load, setLoad] = useState<Load<T>>({ state: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    setLoad({ state: 'loading' });
    loader().then(
      (data) => live && startTransition(() => setLoad({ state: 'ready', data })),
      (error: unknown) => live && setLoad({ state: 'error', message: messageOf(error) }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps say when the loader changes
  }, [...deps, round]);
  return [load, useCallback(() => setRound((r) => r + 1), [])];
}

export interface KeysetPage<T, S> {
  items: T[];
  next_cursor: string | null;
  totals: S | null;
}

export interface KeysetList<T, S> {
  state: 'loading' | 'error' | 'ready';
  message: string;
  items: T[];
  totals: S | null;
  /** More rows to load (the last page had a next cursor). */
  more: boolean;
  loadingMore: boolean;
  moreFailed: boolean;
  loadMore: () => void;
  reload: () => void;
}

/**
 * A report list read a page at a time: the first page (with the range's totals), then the next one when asked
 * (the list's end scrolled into view), following the API's keyset cursor; a change of `deps` starts again.
 */
export function useKeysetList<T, S>(fetchPage: (cursor: string | undefined) => Promise<KeysetPage<T, S>>, deps: unknown[]): KeysetList<T, S> {
  const [first, reload] = useLoad(() => fetchPage(undefined), deps);
  const [extra, setExtra] = useState<{ items: T[]; next: string | null; loading: boolean; failed: boolean }>({ items: [], next: null, loading: false, failed: false });
  const busy = useRef(false);
  const generation = useRef(0);
  useEffect(() => {
    generation.current += 1;
    busy.current = false;
    setExtra({ items: [], next: first.state === 'ready' ? first.data.next_cursor : null, loading: false, failed: false });
  }, [first]);
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const extraRef = useRef(extra);
  extraRef.current = extra;
  const loadMore = useCallback(() => {
    const cursor = extraRef.current.next;
    if (busy.current || !cursor) return;
    busy.current = true;
    const mine = generation.current;
    setExtra((x) => ({ ...x, loading: true, failed: false }));
    fetchRef.current(cursor).then(
      (page) => {
        if (mine !== generation.current) return;
        busy.current = false;
        startTransition(() => setExtra((x) => ({ items: [...x.items, ...page.items], next: page.next_cursor, loading: false, failed: false })));
      },
      () => {
        if (mine !== generation.current) return;
        busy.current = false;
        setExtra((x) => ({ ...x, loading: false, failed: true }));
      },
    );
  }, []);
  return {
    state: first.state,
    message: first.state === 'error' ? first.message : '',
    items: first.state === 'ready' ? [...first.data.items, ...extra.items] : [],
    totals: first.state === 'ready' ? first.data.totals : null,
    more: extra.next !== null,
    loadingMore: extra.loading,
    moreFailed: extra.failed,
    loadMore,
    reload,
  };
}

let settings: Promise<number> | null = null;

/** The operators' longest range in days (read once per page; 90 while it loads or if it cannot be read). */
export function useMaxDays(): number {
  const [days, setDays] = useState(90);
  useEffect(() => {
    let live = true;
    settings ??= fetchSettings().then(
      (s) => s.max_range_days,
      () => {
        settings = null;
        return 90;
      },
    );
    void settings.then((d) => live && setDays(d));
    return () => {
      live = false;
    };
  }, []);
  return days;
}
