// Start-up (PGlite WASM, migrations) can pass 5 s on a busy machine.
jest.setTimeout(60_000);

import { call, masterAccountId, newPlayer, startWalletApp, type WalletApp } from './wallet-helpers';

/** The sandbox gateway's hosted page looks like part of Khel (issue 16 point 6). */
describe('the sandbox payment page', () => {
  let w: WalletApp;
  beforeAll(async () => {
    w = await startWalletApp('pglite', { paymentGateway: 'sandbox' });
  });
  afterAll(() => w.close());

  const openPage = async (rupees: number) => {
    const p = await newPlayer(w);
    const res = await call(w.app, 'GET', `/wallet/client/payment-url?amount=${rupees}&master_account_id=${await masterAccountId(w, 'payment_gateway')}`, p.token);
    expect(res.statusCode).toBe(200);
    return new URL(res.json().data.url as string).pathname;
  };

  it("wears the site's logo, favicon, dark theme and buttons, with the amount in Indian grouping", async () => {
    const path = await openPage(125000);
    const page = await w.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = page.body;
    expect(html).toContain('<title>Khel · Secure payment</title>');
    expect(html).toContain('<link rel="icon" href="/assets/favicon.svg">');
    expect(html).toContain('<img src="/assets/logo.svg" alt="Khel"');
    expect(html).toContain('background:#0b0f1a'); // the theme's bg token
    expect(html).toContain('.primary{background:#ff9f1c;color:#1a0f00'); // accent and accent-text
    expect(html).toContain('<span class="badge">Sandbox: a test payment, no money moves</span><h1>Pay Online</h1>');
    expect(html).toContain('<p class="amount">₹1,25,000.00</p>');
    expect(html).toContain(`<form method="post" action="${path}/approved"><button type="submit" class="primary">Approve payment</button></form>`);
    expect(html).toContain(`<form method="post" action="${path}/declined"><button type="submit" class="ghost">Decline payment</button></form>`);
    expect(html).not.toMatch(/<script/i);
    // The site's page policy: its inline style applies, its logo and favicon load, nothing runs.
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/style-src 'self' 'unsafe-inline'/);
    expect(csp).toMatch(/img-src 'self'/);
  });

  it('the outcome page says what happened and leads back to Khel', async () => {
    const path = await openPage(300);
    const done = await w.app.inject({ method: 'POST', url: `${path}/declined`, payload: '', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('<h1>Payment declined</h1>');
    expect(done.body).toContain('<a class="btn primary" href="/">Back to Khel</a>');
    const again = await w.app.inject({ method: 'GET', url: path });
    expect(again.body).toContain('<h1>Payment declined</h1>');
  });
});
