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
