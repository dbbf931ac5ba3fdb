/**
 * The service worker (served at /sw.js): keeps the app shell working offline and shows web pushes.
 * - Content-hashed files (vendor, modules, root config, SystemJS) never change: cache first.
 * - The page, the import map and the runtime config: network first, the cached copy when offline.
 * - API calls are never cached.
 */
const sw = self as unknown as ServiceWorkerGlobalScope;
const CACHE = 'khel-shell-v1';
const SHELL = ['/', '/import-map.json', '/runtime-config.js'];
const BOOT_MODULES = ['@khel/root-config', '@khel/shell', '@khel/shared', 'react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'rxjs', 'single-spa', 'axios', 'i18next', 'react-i18next', 'react-router-dom'];
const HASHED = /\.[0-9a-f]{8,}\.js$/;

async function precache(): Promise<void> {
  const cache = await caches.open(CACHE);
  await cache.addAll(SHELL);
  const response = await cache.match('/import-map.json');
  const map = (await response?.json()) as { imports?: Record<string, string> } | undefined;
  const urls = BOOT_MODULES.map((m) => map?.imports?.[m]).filter((u): u is string => Boolean(u && u.startsWith('/')));
  const page = await (await cache.match('/'))?.text();
  const libs = [...(page ?? '').matchAll(/src="(\/lib\/[^"]+\.js)"/g)].map((m) => m[1]);
  await Promise.all([...urls, ...libs].map((u) => cache.add(u).catch(() => undefined)));
}

sw.addEventListener('install', (event) => {
  event.waitUntil(precache().then(() => sw.skipWaiting()));
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
      .then(() => sw.clients.claim()),
  );
});

async function networkFirst(request: Request, fallback?: string): Promise<Response> {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(fallback ?? request, response.clone());
    return response;
  } catch (error) {
    const cached = (await cache.match(fallback ?? request)) ?? (await cache.match(request));
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

sw.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== sw.location.origin) return;
  if (request.mode === 'navigate') {
    if (url.pathname.startsWith('/backoffice')) return;
    event.respondWith(networkFirst(request, '/'));
  } else if (HASHED.test(url.pathname)) {
    event.respondWith(cacheFirst(request));
  } else if (SHELL.includes(url.pathname)) {
    event.respondWith(networkFirst(request));
  }
});

interface PushPayload {
  title?: string;
  body?: string;
  message?: string;
  icon?: string;
  url?: string;
}

sw.addEventListener('push', (event) => {
  let payload: PushPayload = {};
  try {
    payload = (event.data?.json() as PushPayload) ?? {};
  } catch {
    payload = { body: event.data?.text() };
  }
  const title = payload.title ?? 'Khel';
  event.waitUntil(sw.registration.showNotification(title, { body: payload.body ?? payload.message ?? '', icon: payload.icon, data: { url: payload.url ?? '/' } }));
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
