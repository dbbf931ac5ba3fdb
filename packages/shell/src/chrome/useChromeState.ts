import { useEffect, useState } from 'react';

/** Side panels and search results close on any click on the page body outside them (SPEC §2). */
export function useBodyClickClose(open: boolean, close: () => void, insideSelector: string): void {
  useEffect(() => {
    if (!open) return;
    const onClick = (e: MouseEvent) => {
      const target = e.target as Element | null;
      if (target?.closest?.(insideSelector)) return;
      close();
    };
    // Deferred so the click that opened the panel does not close it.
    const id = setTimeout(() => document.addEventListener('click', onClick), 0);
    return () => {
      clearTimeout(id);
      document.removeEventListener('click', onClick);
    };
  }, [open, close, insideSelector]);
}

export function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const on = () => setOnline(true);
    const off = () => setOnline(false);
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', off);
    };
  }, []);
  return online;
}
