import { useEffect, useState } from 'react';

/**
 * Countdowns run on the server's clock: an answer's `now` gives the offset from this device's clock (a phone a few
 * minutes off would otherwise count to the wrong moment), kept for the page's life.
 */
let offsetMs = 0;

export function syncServerClock(serverNowIso: string, at: number = Date.now()): void {
  const server = Date.parse(serverNowIso);
  if (Number.isFinite(server)) offsetMs = server - at;
}

export const serverNow = (at: number = Date.now()) => at + offsetMs;

/** Milliseconds until an instant on the server's clock, ticking every second (0 once it has passed). */
export function useMsUntil(iso: string): number {
  const target = Date.parse(iso);
  const left = () => Math.max(0, target - serverNow());
  const [ms, setMs] = useState(left);
  useEffect(() => {
    setMs(left());
    if (left() <= 0) return undefined;
    const timer = setInterval(() => {
      const next = left();
      setMs(next);
      if (next <= 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the target instant is the only input
  }, [target]);
  return ms;
}

/** 1d 04h, or 03:07:09 within a day, or 07:09 within an hour. */
export function countdownText(ms: number): string {
  const s = Math.ceil(ms / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  const [d, h, m, sec] = [Math.floor(s / 86_400), Math.floor((s % 86_400) / 3600), Math.floor((s % 3600) / 60), s % 60];
  if (d > 0) return `${d}d ${pad(h)}h`;
  if (h > 0) return `${pad(h)}:${pad(m)}:${pad(sec)}`;
  return `${pad(m)}:${pad(sec)}`;
}
