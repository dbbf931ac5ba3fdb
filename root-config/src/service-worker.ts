import { reportLoadedFiles } from './loaded-files';

/** The offline app shell's worker (sw.ts), registered on every visit, and the files the page tells it to keep. */
export const SERVICE_WORKER_URL = '/sw.js';

export function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) return Promise.resolve(null);
  return navigator.serviceWorker.register(SERVICE_WORKER_URL).catch((error: unknown) => {
    console.warn('[khel] service worker not registered:', error);
    return null;
  });
}

/** Tells the worker which files this page loads, so it keeps them for offline use (loaded-files.ts, sw-cache.ts). */
export async function sendLoadedFiles(): Promise<void> {
  const worker = (await navigator.serviceWorker.ready).active;
  if (!worker) return;
  const names = (entries: PerformanceEntryList) => entries.map((entry) => entry.name);
  reportLoadedFiles({
    origin: window.location.origin,
    loaded: () => names(performance.getEntriesByType('resource')),
    onLoad: (report) => {
      if (typeof PerformanceObserver === 'undefined') return;
      new PerformanceObserver((list) => report(names(list.getEntries()))).observe({ type: 'resource' });
    },
    post: (urls) => worker.postMessage({ type: 'khel:loaded', urls }),
  });
}
