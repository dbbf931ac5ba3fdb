import { useCallback, useEffect, useState } from 'react';

export const OTP_SECONDS = 300;

export const mmss = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;

/** A seconds countdown: restart() starts it from the top, stop() ends it at once (Resend shows). */
export function useCountdown(total = OTP_SECONDS) {
  const [left, setLeft] = useState(0);
  const [running, setRunning] = useState(false);
  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => {
      setLeft((s) => {
        if (s <= 1) {
          setRunning(false);
          return 0;
        }
        return s - 1;
      });
    }, 1000);
    return () => clearInterval(id);
  }, [running]);
  const restart = useCallback(() => {
    setLeft(total);
    setRunning(true);
  }, [total]);
  const stop = useCallback(() => {
    setLeft(0);
    setRunning(false);
  }, []);
  return { left, expired: !running && left === 0, restart, stop, text: mmss(left) };
}
