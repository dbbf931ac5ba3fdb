import { useEffect, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { requestCounts } from '../api/ops';
import type { Counts as CountsData } from '../api/types';
import { CONSOLE_PATHS } from './paths';

export const COUNTS_POLL_MS = 10_000;

const refreshers = new Set<() => void>();
/** Asks the counts to refresh now (after a decision), instead of at the next 10 s tick. */
export function refreshCounts(): void {
  refreshers.forEach((r) => r());
}

const watchers = new Set<(counts: CountsData) => void>();
/** Calls back whenever a poll brings different counts (a queue reloads itself then); returns the unsubscribe. */
export function onCountsChange(watcher: (counts: CountsData) => void): () => void {
  watchers.add(watcher);
  return () => watchers.delete(watcher);
}
const key = (c: CountsData) => `${c.pending_deposits}/${c.pending_withdrawals}/${c.hold}`;

/** Pending deposits, pending withdrawals and holds, polled every 10 s; a failed poll keeps the last numbers. */
export function Counts() {
  const [counts, setCounts] = useState<CountsData | null>(null);
  const [stale, setStale] = useState(false);
  useEffect(() => {
    let alive = true;
    let last: string | null = null;
    const poll = () =>
      requestCounts().then(
        (c) => {
          if (!alive) return;
          setCounts(c);
          setStale(false);
          if (last !== null && last !== key(c)) watchers.forEach((w) => w(c));
          last = key(c);
        },
        () => alive && setStale(true),
      );
    poll();
    const timer = setInterval(poll, COUNTS_POLL_MS);
    refreshers.add(poll);
    return () => {
      alive = false;
      clearInterval(timer);
      refreshers.delete(poll);
    };
  }, []);
  const n = (v: number | undefined) => (v === undefined ? '…' : String(v));
  return (
    <div className={`bo-counts${stale ? ' bo-stale' : ''}`} aria-label="Request counts" title={stale ? 'Counts could not refresh' : undefined}>
      <NavLink to={CONSOLE_PATHS.deposits} aria-label={`Pending deposits: ${n(counts?.pending_deposits)}`}>
        Pending deposits <b>{n(counts?.pending_deposits)}</b>
      </NavLink>
      <NavLink to={CONSOLE_PATHS.withdrawals} aria-label={`Pending withdrawals: ${n(counts?.pending_withdrawals)}`}>
        Pending withdrawals <b>{n(counts?.pending_withdrawals)}</b>
      </NavLink>
      <NavLink to={`${CONSOLE_PATHS.requests}?status=hold`} aria-label={`On hold: ${n(counts?.hold)}`}>
        On hold <b>{n(counts?.hold)}</b>
      </NavLink>
    </div>
  );
}
