// Sports betting end to end (issue 13): a player opens the live cricket event and sees a price move (set by the
// operator's manual feed), backs a runner from the slip, sees the header's balance and exposure change at once,
// the operator settles the market on the console's sports page and the winnings reach the header. Plus the event page at 390 px: nothing
// overflows sideways. The simulator is off, so every price is the test's own.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { headerBalance, loginThroughUi } from './harness/player';
import { consoleSignIn, DEMO_TRADER, opsCall, opsLogin } from './harness/ops';
import { useSite } from './harness/site';

const site = useSite({ env: { KHEL_SPORTS_SIMULATOR: '0' } });

interface Live {
  eventId: string;
  marketId: string;
  /** Mumbai Strikers, Delhi Chargers */
  runners: [string, string];
}

/** The seeded live cricket match and its match odds market, as the player's API lists them. */
async function liveCricket(): Promise<Live> {
  const list = (await (await fetch(`${site.server.url}/sports/events?sport=cricket`, { headers: { accept: 'application/json' } })).json()) as {
    data: { items: Array<{ id: string; in_play: boolean }> };
  };
  const live = list.data.items.find((e) => e.in_play);
  if (!live) throw new Error('no live cricket event in the seed');
  const detail = (await (await fetch(`${site.server.url}/sports/event?event_id=${live.id}`, { headers: { accept: 'application/json' } })).json()) as {
    data: { markets: Array<{ id: string; kind: string; runners: Array<{ id: string }> }> };
  };
  const mo = detail.data.markets.find((m) => m.kind === 'match_odds')!;
  return { eventId: live.id, marketId: mo.id, runners: [mo.runners[0]!.id, mo.runners[1]!.id] };
}

/** The operator's manual feed: Mumbai's back at `back`; `size` varies Delhi's offer so each call is a new version. */
async function setPrices(token: string, live: Live, back: number, size = 100): Promise<void> {
  const answer = await opsCall(site.server, token, 'POST', `/ops/sports/markets/${live.marketId}/prices`, {
    runners: [
      { runner_id: live.runners[0], back: [{ odds: back, size: 1000 }], lay: [{ odds: Number((back + 0.02).toFixed(2)), size: 1000 }] },
      { runner_id: live.runners[1], back: [{ odds: 2.1, size }], lay: [{ odds: 2.24, size: 1000 }] },
    ],
  });
  if (answer.status !== 200) throw new Error(`prices refused (${answer.status}): ${answer.body.message}`);
}

const exposureChip = (page: Page) => page.getByTestId('header-exposure');

test('a player sees a live price move, backs it from the slip, and is paid when the operator settles', async () => {
  // The trader prices by hand; the admin, who did not, settles (issue 27: nobody settles a market they priced).
  const token = await opsLogin(site.server, DEMO_TRADER);
  const live = await liveCricket();
  await setPrices(token, live, 1.8);

  const page = await site.newPage('/', { offerSeen: true });
  await loginThroughUi(page, site.server.url);
  await headerBalance(page).filter({ hasText: '₹10,000.00' }).waitFor();
  await page.goto(`${site.server.url}/sports-event-detail/${live.eventId}`);
  const market = page.getByRole('region', { name: 'Match Odds' });
  await market.getByRole('button', { name: 'Back Mumbai Strikers at 1.8', exact: true }).waitFor();

  // The price moves on the server: the cell shows it within a moment, flashing up.
  await setPrices(token, live, 1.9);
  const moved = market.getByRole('button', { name: 'Back Mumbai Strikers at 1.9', exact: true });
  await moved.waitFor({ timeout: 5000 });
  await expect(moved.getAttribute('class')).resolves.toContain('g-flash-up');

  // Prices older than 5 s are refused: the feed keeps them fresh through the in-play delay, as a live feed does.
  let feeding = true;
  const feed = (async () => {
    for (let i = 0; feeding; i++) {
      await setPrices(token, live, 1.9, 100 + (i % 2));
      await new Promise((r) => setTimeout(r, 1000));
    }
  })();
  try {
    await moved.click();
    const slip = page.getByRole('form', { name: 'Bet slip' });
    await expect(slip.getByRole('heading').textContent()).resolves.toBe('Back Mumbai Strikers');
    await slip.getByRole('button', { name: '500', exact: true }).click();
    await expect(slip.getByText('Profit:').locator('strong').textContent()).resolves.toBe('450');
    await slip.getByRole('button', { name: 'Place Bet' }).click();
    // In play: the market's delay counts down, then the bet is taken.
    await slip.getByRole('status').filter({ hasText: /Your bet is taken in \d s/ }).waitFor();
    await page.getByText('Bet placed').waitFor({ timeout: 20_000 });
  } finally {
    feeding = false;
    await feed;
  }
  // The answer's figures go to the header at once: 500 moved from the balance to the exposure.
  await headerBalance(page).filter({ hasText: '₹9,500.00' }).waitFor({ timeout: 3000 });
  await exposureChip(page).filter({ hasText: '500.00' }).waitFor({ timeout: 3000 });
  await page.getByRole('region', { name: 'My Bets' }).getByText('Mumbai Strikers').waitFor();
  // Under each runner: +450 if Mumbai wins, -500 if Delhi does.
  const pnl = market.locator('.g-pnl-before');
  await pnl.first().waitFor();
  await expect(pnl.allTextContents()).resolves.toEqual(['If this wins, now: 450', 'If this wins, now: -500']);

  // The operator settles on the console's sports page: Mumbai Strikers won.
  const ops = await site.newPage('/', { offerSeen: true });
  await consoleSignIn(ops, site.server.url);
  await ops.goto(`${site.server.url}/backoffice/sports/events/${live.eventId}`);
  const card = ops.getByRole('region', { name: 'Market Match Odds' });
  await card.getByRole('button', { name: 'Settle' }).click();
  const dialog = ops.getByRole('dialog', { name: 'Settle Match Odds' });
  await dialog.getByRole('radio', { name: 'Mumbai Strikers' }).check();
  await dialog.getByRole('button', { name: 'Review' }).click();
  await dialog.getByRole('button', { name: 'Confirm settle' }).click();
  await ops.getByText('Market settled: 1 bets of 1 players').waitFor();
  // Stake back and 500 x 0.9 won; nothing held any more. The header's 2 s poll brings it.
  await headerBalance(page).filter({ hasText: '₹10,450.00' }).waitFor({ timeout: 5000 });
  await exposureChip(page).filter({ hasText: '₹0.00' }).waitFor({ timeout: 5000 });
  await market.getByRole('status').filter({ hasText: 'CLOSED' }).waitFor({ timeout: 5000 });
});

test('the event page fits a 390 px phone: no sideways scroll, with the slip open', async () => {
  const live = await liveCricket();
  const context = await site.browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  try {
    await context.addInitScript(() => window.localStorage.setItem('is_offer', '1'));
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await loginThroughUi(page, site.server.url);
    await page.goto(`${site.server.url}/sports-event-detail/${live.eventId}`);
    await page.getByRole('region', { name: 'Fancy' }).waitFor();
    await page.getByRole('region', { name: 'Bookmaker' }).getByRole('button', { name: /^Lay Mumbai Strikers at/ }).click();
    await page.getByRole('form', { name: 'Bet slip' }).waitFor();
    const width = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll('.g-area *')]
        .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
        .map((el) => `${el.tagName.toLowerCase()}.${(el as HTMLElement).className}`)
        .slice(0, 10),
    );
    const shot = path.join(os.tmpdir(), 'khel-sports-event-390.png');
    fs.writeFileSync(shot, await page.screenshot({ fullPage: true }));
    expect({ ...width, wide }).toEqual({ scroll: 390, client: 390, wide: [] });
  } finally {
    await context.close();
  }
});
