import { useCallback, useEffect, useRef } from 'react';
import { balance$ } from '@khel/shared';
import { useLoad, type Load } from '../common/ui';

/**
 * A matka screen's data: loaded with a skeleton the first time (useLoad), then refreshed quietly (the old data
 * stays on screen, a failed refresh changes nothing) by `refresh`.
 */
export function useMatkaLoad<T>(loader: () => Promise<T>, deps: unknown[]): [Load<T>, () => void, () => void] {
  const [load, reload, setData] = useLoad(loader, deps);
  const latest = useRef(loader);
  latest.current = loader;
  const refresh = useCallback(() => {
    latest.current().then(
      (data) => setData(() => data),
      () => undefined,
    );
  }, [setData]);
  return [load, reload, refresh];
}

/** Longest wait between quiet refreshes of a market (results declared, a session opening or closing). */
const EVERY_MS = 30_000;
/** Past a session's closing instant, the page asks again this much later (the server decides, not our clock). */
const AFTER_MS = 1_000;

/**
 * Calls `refresh` every 30 s, just after the next of `instants` (ISO: when sessions close), and when the player's
 * wallet changes (a settlement pays or takes a stake), so statuses, results and bets follow without a reload.
 */
export function useMatkaRefresh(refresh: () => void, instants: string[]): void {
  const next = instants.map((i) => Date.parse(i)).filter((at) => Number.isFinite(at) && at > Date.now()).sort((a, b) => a - b)[0];
  useEffect(() => {
    const every = setInterval(refresh, EVERY_MS);
    const at = next === undefined ? undefined : setTimeout(refresh, Math.min(next - Date.now() + AFTER_MS, 2 ** 31 - 1));
    return () => {
      clearInterval(every);
      if (at) clearTimeout(at);
    };
  }, [refresh, next]);
  useEffect(() => {
    let last = balance$.value ? `${balance$.value.bl}/${balance$.value.ex}` : '';
    const sub = balance$.subscribe((b) => {
      const now = b ? `${b.bl}/${b.ex}` : '';
      if (now !== last && last) refresh();
      last = now;
    });
    return () => sub.unsubscribe();
  }, [refresh]);
}
