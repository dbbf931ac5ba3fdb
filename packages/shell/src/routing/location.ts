import { useSyncExternalStore, type MouseEvent } from 'react';
import { navigate } from '@khel/shared';

/**
 * A tiny router instead of react-router (about 25 KB gzipped kept off the Home path). single-spa patches
 * pushState and fires popstate on every route change, so listening to popstate sees every navigation.
 */
function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener('single-spa:routing-event', onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener('single-spa:routing-event', onChange);
  };
}

const href = () => window.location.pathname + window.location.search;

export function usePath(): string {
  const full = useSyncExternalStore(subscribe, href, href);
  return full.split('?')[0] || '/';
}

export function useSearchParam(name: string): string | null {
  useSyncExternalStore(subscribe, href, href);
  return new URLSearchParams(window.location.search).get(name);
}

/** Navigates and lets single-spa reroute (other modules mount or unmount as the layout says). */
export function go(url: string): void {
  navigate(url);
  // single-spa fires popstate itself after a pushState; outside it (tests, a module alone) nothing does.
  if (!(window as { singleSpaNavigate?: unknown }).singleSpaNavigate) window.dispatchEvent(new PopStateEvent('popstate'));
}

/** An <a> click handler that navigates without a page load (modifier clicks keep their browser meaning). */
export function linkClick(url: string, after?: () => void) {
  return (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    go(url);
    after?.();
  };
}

/** Matches '/policies/:type' style patterns; returns the params or null. */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!;
    if (w.startsWith(':')) params[w.slice(1)] = decodeURIComponent(have[i]!);
    else if (w !== have[i]) return null;
  }
  return params;
}
