import { keepable } from './sw-cache';

/** What the reporter needs from the page (fakes in the tests). */
export interface LoadedFilesDeps {
  origin: string;
  /** The files the page has loaded so far (its Performance resource entries). */
  loaded(): readonly string[];
  /** Calls back with the files each later load adds (a PerformanceObserver on resource entries). */
  onLoad(report: (urls: readonly string[]) => void): void;
  /** Tells the worker: { type: 'khel:loaded', urls }. */
  post(urls: string[]): void;
}

/**
 * Tells the service worker every file the page loads that it keeps (sw-cache.ts), each once: the files loaded
 * before the worker was ready, then each file as it loads. The worker only sees the requests of a page it
 * controls, and it takes control a moment after it is ready: Home's art, drawn once the site settings arrive, often
 * loads in between and was never kept, so a first visit's Home showed broken pictures offline.
 */
export function reportLoadedFiles(deps: LoadedFilesDeps): void {
  const told = new Set<string>();
  const report = (urls: readonly string[]) => {
    const fresh = urls.filter((url) => !told.has(url) && keepable(url, deps.origin));
    for (const url of fresh) told.add(url);
    if (fresh.length) deps.post(fresh);
  };
  report(deps.loaded());
  deps.onLoad(report);
}
