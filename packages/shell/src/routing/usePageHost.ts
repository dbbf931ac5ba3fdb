import { useEffect, useRef, useState } from 'react';

/** The layout's slot for shell pages (root-config renders it on the shell's routes). */
export const PAGE_HOST_SELECTOR = '.khel-shell-page';

const find = () => document.querySelector<HTMLElement>(PAGE_HOST_SELECTOR);

/**
 * The current page slot. The layout (root-config/src/layout-dom.ts) adds and removes it on route changes, so it is
 * re-found whenever nodes come or go.
 */
export function usePageHost(): HTMLElement | null {
  const [host, setHost] = useState<HTMLElement | null>(find);
  const current = useRef(host);
  useEffect(() => {
    const update = () => {
      const now = find();
      if (now === current.current) return;
      current.current = now;
      setHost(now);
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return host;
}
