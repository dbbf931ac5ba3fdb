import fs from 'node:fs';
import { opsCall, opsLogin } from './harness/ops';
import { loginThroughUi } from './harness/player';
import { makeCertificate, startPushService } from './harness/push-service';
import { useSite } from './harness/site';
import { randomUtr, renderSlip } from './harness/slips';
import { apiDeposit, pageToken, walletCall } from './harness/wallet';

// The API trusts the local push service's certificate (it sends to https endpoints only).
const tls = makeCertificate();
// Subscriptions may name only the listed push services (issue 27 M3): this test lists its local one.
const site = useSite({ env: { NODE_EXTRA_CA_CERTS: tls.cert, KHEL_PUSH_HOSTS: '127.0.0.1' } });
jest.setTimeout(120_000);
afterAll(() => fs.rmSync(tls.dir, { recursive: true, force: true }));

test('a push reaches a subscribed service worker, which shows the notification', async () => {
  const push = await startPushService(tls);
  try {
    const page = await site.newPage('/', { offerSeen: true });
    const origin = site.server.url;
    await page.context().grantPermissions(['notifications'], { origin });
    await loginThroughUi(page, origin);
    // The site's service worker is registered on every visit.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const token = await pageToken(page);
    // This device's subscription, as the page posts it, with the endpoint at the local push service.
    await walletCall(origin, token, 'POST', '/notification/subscribe', { deviceData: push.subscription('device-1'), domainName: 'localhost' });

    const png = await renderSlip(site.browser.browser, 'bank-imps', { utr: randomUtr(), amount: 2500 });
    const requestId = await apiDeposit(origin, site.server.db, token, { amount: 2500, utr: randomUtr(), png });
    // The player closes the site: no tab follows their live topic, so the notification goes out as a web push.
    const context = page.context();
    await page.close();
    await new Promise((r) => setTimeout(r, 500));
    const admin = await opsLogin(site.server);
    expect((await opsCall(site.server, admin, 'POST', `/ops/requests/${requestId}/approve`, {})).status).toBe(200);

    const received = await push.next((p) => p.path === '/push/device-1' && p.text.includes('"Deposit approved"'));
    expect(received.headers.authorization).toMatch(/^vapid t=.+, k=.+$/);
    expect(received.headers['content-encoding']).toBe('aes128gcm');
    const payload = JSON.parse(received.text) as { title: string; body: string; url: string; tag: string };
    expect(payload).toMatchObject({ title: 'Deposit approved', body: 'Your deposit of ₹2,500.00 was approved and added to your balance.', url: '/notifications' });

    // The browser's push service would now wake the worker: DevTools delivers the same payload to it.
    const again = await context.newPage();
    await again.goto(`${origin}/faq`);
    const cdp = await context.newCDPSession(again);
    const registration = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const mine = registrations.find((r) => r.scopeURL.startsWith(origin) && !r.isDeleted);
        if (mine) resolve(mine.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: `${origin}/`, registrationId: await registration, data: received.text });

    const shown = await again.waitForFunction(
      async (tag) => {
        const all = await (await navigator.serviceWorker.ready).getNotifications();
        const n = all.find((x) => x.tag === tag);
        return n ? { title: n.title, body: n.body, url: (n.data as { url: string }).url } : null;
      },
      payload.tag,
      { timeout: 10_000 },
    );
    expect(await shown.jsonValue()).toEqual({ title: 'Deposit approved', body: 'Your deposit of ₹2,500.00 was approved and added to your balance.', url: '/notifications' });
  } finally {
    await push.close();
  }
});
