/**
 * The service worker (served at /sw.js): keeps the app shell working offline and shows web pushes. What it
 * caches and when: sw-cache.ts (a first visit downloads only the page's own files; nothing is precached ahead).
 */
import { CACHE, cacheFirst, keepLoaded, networkFirst, precacheShell, staleWhileRevalidate, strategyFor, type CacheDeps } from './sw-cache';

const sw = self as unknown as ServiceWorkerGlobalScope;
const deps: CacheDeps = { open: () => caches.open(CACHE), fetch: (request) => fetch(request) };

sw.addEventListener('install', (event) => {
  event.waitUntil(precacheShell(deps).then(() => sw.skipWaiting()));
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
      .then(() => sw.clients.claim()),
  );
});

/** The page reports the files it loads (loaded-files.ts), so the ones it fetched before this worker controlled it are kept. */
sw.addEventListener('message', (event) => {
  const data = event.data as { type?: string; urls?: unknown } | null;
  if (data?.type !== 'khel:loaded' || !Array.isArray(data.urls)) return;
  const done = keepLoaded(deps, data.urls, sw.location.origin).then((kept) => event.ports[0]?.postMessage({ kept }));
  event.waitUntil(done);
});

sw.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const strategy = strategyFor(new URL(request.url), request.mode, sw.location.origin);
  if (strategy === 'page') event.respondWith(networkFirst(deps, request, '/'));
  else if (strategy === 'network-first') event.respondWith(networkFirst(deps, request));
  else if (strategy === 'cache-first') event.respondWith(cacheFirst(deps, request));
  else if (strategy === 'stale-while-revalidate') {
    const { response, refreshed } = staleWhileRevalidate(deps, request);
    event.respondWith(response);
    event.waitUntil(refreshed);
  }
});

/** What the server pushes (services/api/src/notifications/relay.ts): a notification's texts, the page to open and a tag. */
interface PushPayload {
  title?: string;
  body?: string;
  message?: string;
  icon?: string;
  url?: string;
  /** one notification per tag: the same notification pushed twice replaces itself */
  tag?: string;
}

sw.addEventListener('push', (event) => {
  let payload: PushPayload = {};
  try {
    payload = (event.data?.json() as PushPayload) ?? {};
  } catch {
    payload = { body: event.data?.text() };
  }
  const title = payload.title ?? 'Khel';
  event.waitUntil(
    sw.registration.showNotification(title, { body: payload.body ?? payload.message ?? '', icon: payload.icon, tag: payload.tag, data: { url: payload.url ?? '/' } }),
  );
});

sw.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL((event.notification.data as { url?: string } | null)?.url ?? '/', sw.location.origin).href;
  event.waitUntil(
    sw.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => w.url.startsWith(sw.location.origin));
      if (open) return open.focus().then((w) => w.navigate(target));
      return sw.clients.openWindow(target);
    }),
  );
});

export {};
