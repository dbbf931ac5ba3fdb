import { useSite } from './harness/site';

const site = useSite();

test('the service worker keeps the app shell working offline, with the offline bar', async () => {
  const page = await site.newPage('/', { offerSeen: true });
  // The worker installs on the first visit and controls the page from the next load on.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.locator('.s-home').waitFor();

  await page.context().setOffline(true);
  await page.reload();
  // Page, import map, runtime config and boot modules come from the worker's cache: the shell renders.
  await page.locator('.s-home').waitFor();
  await page.getByText('You are offline. Check your internet connection.').waitFor();

  await page.context().setOffline(false);
  await page.getByText('Back online').waitFor();
});

test("a first visit: the worker keeps only the files Home loaded, fetches no other module, and the next load works offline", async () => {
  const page = await site.newPage('/', { offerSeen: true });
  await page.locator('.s-home').waitFor();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The page lists what it loaded; the worker keeps the content-hashed ones (root config included) in its cache.
  await page.waitForFunction(async () => {
    const keys = await (await caches.open('khel-shell-v2')).keys();
    return keys.some((r) => new URL(r.url).pathname.startsWith('/root/root-config.'));
  });
  const { cached, loaded } = await page.evaluate(async () => ({
    cached: (await (await caches.open('khel-shell-v2')).keys()).map((r) => new URL(r.url).pathname),
    loaded: performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname),
  }));
  expect(cached).toEqual(expect.arrayContaining(['/', '/import-map.json', '/runtime-config.js']));
  // No script the page did not load (a module or library fetched ahead, e.g. the wallet's or an unused library).
  const ahead = cached.filter((p) => p.endsWith('.js') && p !== '/runtime-config.js' && !loaded.includes(p));
  expect(ahead).toEqual([]);
  expect(cached.filter((p) => p.startsWith('/modules/wallet/') || p.startsWith('/modules/backoffice/'))).toEqual([]);
  expect(await page.evaluate(async () => (await caches.keys()).filter((k) => k !== 'khel-shell-v2'))).toEqual([]);

  // No online reload in between: the files of the first visit are enough for Home offline.
  await page.context().setOffline(true);
  await page.reload();
  await page.locator('.s-home').waitFor();
  await page.getByText('You are offline. Check your internet connection.').waitFor();
});
