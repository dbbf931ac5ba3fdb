import { useEffect, useState } from 'react';

/**
 * While an in-play bet or cash-out waits the market's delay: a spinner and the seconds left, then the checking
 * text. `text` words it (the caller's translated texts): seconds left, or 0 once the delay is over.
 */
export function DelayCountdown({ until, text }: { until: number; text(secondsLeft: number): string }) {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);
  const left = Math.max(0, Math.ceil((until - now) / 1000));
  return (
    <p className="g-delay" role="status">
      <span className="k-btn-spin" aria-hidden="true" />
      {text(left)}
    </p>
  );
}
