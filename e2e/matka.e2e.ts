// Matka end to end (issue 14): a player bets a jodi on an open market from the betting page, the header balance
// moves at once, the operator declares the open and close results on the console's matka page, and the winnings reach the
// header and the bet shows as won. The test makes its own market with times around the real clock (IST), so it
// passes at any hour; plus the betting page at 390 px: nothing overflows sideways.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { axeViolations } from './harness/axe';
import { headerBalance, loginThroughUi } from './harness/player';
import { consoleSignIn, DEMO_TRADER, opsCall, opsLogin } from './harness/ops';
import { useSite } from './harness/site';

const site = useSite();

const IST_MS = 330 * 60_000;
const pad = (n: number) => String(n).padStart(2, '0');
const istClock = (at: number) => {
  const d = new Date(at + IST_MS);
  return { minutes: d.getUTCHours() * 60 + d.getUTCMinutes() };
};
const hhmm = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/**
 * A market of the test's own whose open session closes 30 minutes from now (IST), the close session later, taking
 * every bet type now. Near midnight IST there is no room for both times today: the test waits for the new day.
 */
async function openMarket(token: string, name: string): Promise<{ id: string }> {
  let now = istClock(Date.now());
  if (now.minutes > 23 * 60 + 55) {
    await new Promise((r) => setTimeout(r, (24 * 60 - now.minutes + 1) * 60_000));
    now = istClock(Date.now());
  }
  const open = Math.min(now.minutes + 30, 23 * 60 + 58);
  const close = Math.min(open + 30, 23 * 60 + 59);
  const created = await opsCall<{ id: string }>(site.server, token, 'POST', '/ops/matka/markets', { name, open_time: hhmm(open), close_time: hhmm(close), sort_order: 0 });
  if (created.status !== 200 || !created.body.data) throw new Error(`market refused (${created.status}): ${created.body.message}`);
  return { id: created.body.data.id };
}

/**
 * Both sessions stop taking bets now: a result is declared only after its session closes (issue 27), and the test
 * cannot wait half an hour. The admin moves the market's times a minute or two into the past (IST).
 */
async function closeSessionsNow(token: string, id: string): Promise<void> {
  let now = istClock(Date.now());
  if (now.minutes < 3) {
    await new Promise((r) => setTimeout(r, (3 - now.minutes) * 60_000));
    now = istClock(Date.now());
  }
  const moved = await opsCall(site.server, token, 'POST', `/ops/matka/markets/${id}`, { open_time: hhmm(now.minutes - 2), close_time: hhmm(now.minutes - 1) });
  if (moved.status !== 200) throw new Error(`times refused (${moved.status}): ${moved.body.message}`);
}

/**
 * The trader on the console's matka page: the market's draw, Declare result on a session, the pana, Review,
 * Declare; a manual result waits for a second operator, and the dialog says so.
 */
async function declareOnConsole(ops: Page, name: string, session: 'Open' | 'Close', pana: string): Promise<void> {
  const row = ops.getByRole('region', { name: `${name} draw` }).getByRole('row', { name: `${session} session` });
  await row.getByRole('button', { name: 'Declare result' }).click();
  const dialog = ops.getByRole('dialog', { name: `Declare the ${session.toLowerCase()} result` });
  await dialog.getByLabel(`${session} pana`).fill(pana);
  await dialog.getByRole('button', { name: 'Review' }).click();
  await dialog.getByRole('button', { name: `Declare ${pana}` }).click();
  await dialog.getByRole('alert').filter({ hasText: "A manual matka result needs a second operator: it waits for a second operator's approval" }).waitFor();
  await dialog.getByRole('button', { name: 'Close' }).click();
}

/** A second operator (the admin) approves the waiting result on the console's Approvals page. */
async function approveOnConsole(admin: Page, summary: string): Promise<void> {
  await admin.goto(`${site.server.url}/backoffice/approvals`);
  const card = admin.getByRole('listitem').filter({ hasText: summary });
  await card.getByRole('button', { name: /^Approve #/ }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Approve and run' }).click();
}

const card = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });

test('a player bets a jodi on an open market, the operator declares the result, and the winnings arrive', async () => {
  const token = await opsLogin(site.server);
  const name = `Khel Test ${Date.now() % 100_000}`;
  const market = await openMarket(token, name);

  const page = await site.newPage('/', { offerSeen: true });
  await loginThroughUi(page, site.server.url);
  await headerBalance(page).filter({ hasText: '₹10,000.00' }).waitFor();

  // The markets list: today's result not declared yet, open for bets, Play.
  await page.goto(`${site.server.url}/matka`);
  const row = card(page, name);
  await expect(row.locator('.m-result').textContent()).resolves.toBe("Today's result ***-**-***");
  await expect(row.locator('.m-status').textContent()).resolves.toBe('Open for bets');
  await row.getByRole('link', { name: `Play ${name}` }).click();
  await page.waitForURL(`${site.server.url}/matka-details/${market.id}`);

  // Jodi 68 for 100 (the first stake button is the slip's stake), placed with a double click: one bet.
  await page.getByRole('button', { name: 'Jodi Rate 90' }).click();
  await page.getByRole('button', { name: '68', exact: true }).click();
  const slip = page.getByRole('form', { name: 'Matka slip' });
  await expect(slip.getByTestId('matka-total').textContent()).resolves.toBe('₹100.00');
  await slip.getByRole('button', { name: 'Place Bets' }).dblclick();
  await page.getByText('Bets placed').waitFor();
  await headerBalance(page).filter({ hasText: '₹9,900.00' }).waitFor({ timeout: 3000 });

  await page.getByRole('tab', { name: 'My Bets' }).click();
  const open = page.getByRole('list', { name: 'Open bets' }).getByRole('listitem');
  await open.first().waitFor();
  await expect(open.allTextContents()).resolves.toEqual([expect.stringContaining(`${name} · Jodi 68`)]);

  // On the console's matka page the trader declares 123 (open, ank 6) and 459 (close, ank 8): 123-68-459, so
  // jodi 68 wins 100 x 90. Each result waits for a second operator: the admin approves it on the Approvals page.
  await closeSessionsNow(token, market.id);
  const ops = await site.newPage('/', { offerSeen: true });
  await consoleSignIn(ops, site.server.url, DEMO_TRADER, '/backoffice/matka');
  const admin = await site.newPage('/', { offerSeen: true });
  await consoleSignIn(admin, site.server.url);
  await ops.getByRole('button', { name: `Draw of ${name}` }).click();
  await declareOnConsole(ops, name, 'Open', '123');
  await approveOnConsole(admin, `Declare ${name}`);
  await admin.getByText('Open 123 declared: 0 bets of 0 players settled').waitFor();
  await ops.reload();
  await ops.getByRole('button', { name: `Draw of ${name}` }).click();
  await declareOnConsole(ops, name, 'Close', '459');
  await approveOnConsole(admin, `Declare ${name}`);
  await admin.getByText('Close 459 declared: 1 bets of 1 players settled').waitFor();
  await headerBalance(page).filter({ hasText: '₹18,900.00' }).waitFor({ timeout: 5000 });
  await page.locator('.m-result').filter({ hasText: '123-68-459' }).waitFor({ timeout: 5000 });

  // The bet leaves the open list (read again when the wallet changed) and shows as won with its amount.
  await page.getByRole('list', { name: 'Open bets' }).waitFor({ state: 'detached', timeout: 5000 });
  await page.getByRole('button', { name: 'Settled' }).click();
  const won = page.getByRole('list', { name: 'Settled bets' }).getByRole('listitem');
  await won.first().waitFor();
  await expect(won.first().locator('.m-bet-won').textContent()).resolves.toBe('Won ₹9,000.00');

  // The market's own results tab lists today's draw.
  await page.getByRole('tab', { name: 'Results' }).click();
  await page.getByRole('table', { name: `${name} results` }).getByRole('cell', { name: '123-68-459' }).waitFor();
});

test('the betting page, panel chart and list fit a 390 px phone (no sideways scroll) and pass axe', async () => {
  const token = await opsLogin(site.server);
  const name = `Khel Phone ${Date.now() % 100_000}`;
  const market = await openMarket(token, name);
  const context = await site.browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  try {
    await context.addInitScript(() => window.localStorage.setItem('is_offer', '1'));
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await loginThroughUi(page, site.server.url);
    await page.goto(`${site.server.url}/matka-details/${market.id}?type=jodi`);
    await page.getByRole('button', { name: '99', exact: true }).click();
    await page.getByRole('button', { name: '00', exact: true }).click();
    await page.getByLabel('Stake for Jodi 00').waitFor();
    const overflow = () =>
      page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        wide: [...document.querySelectorAll('.g-area *')]
          .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5 && !el.closest('.k-table-wrap'))
          .map((el) => `${el.tagName.toLowerCase()}.${(el as HTMLElement).className}`)
          .slice(0, 10),
      }));
    await expect(overflow()).resolves.toEqual({ scroll: 390, wide: [] });
    await expect(axeViolations(page, '.g-area')).resolves.toEqual([]);
    // For a look by eye (not compared): the betting page and the markets list on a phone.
    fs.writeFileSync(path.join(os.tmpdir(), 'khel-matka-play-390.png'), await page.screenshot({ fullPage: true }));
    // The panel chart scrolls inside its own region, never the page.
    await page.getByRole('tab', { name: 'Panel Chart' }).click();
    await page.getByRole('table', { name: `${name} panel chart` }).waitFor();
    await expect(overflow()).resolves.toEqual({ scroll: 390, wide: [] });
    await expect(axeViolations(page, '.g-area')).resolves.toEqual([]);
    fs.writeFileSync(path.join(os.tmpdir(), 'khel-matka-panel-390.png'), await page.screenshot({ fullPage: true }));
    await page.goto(`${site.server.url}/matka`);
    await card(page, name).waitFor();
    await expect(overflow()).resolves.toEqual({ scroll: 390, wide: [] });
    await expect(axeViolations(page, '.g-area')).resolves.toEqual([]);
    fs.writeFileSync(path.join(os.tmpdir(), 'khel-matka-list-390.png'), await page.screenshot({ fullPage: true }));
  } finally {
    await context.close();
  }
});
