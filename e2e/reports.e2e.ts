// The reports app end to end (issue 28): the demo player's bets of every product (a sports bet the operator settles,
// a casino round of the built-in Dice, a matka single the operator declares), made through the product's own APIs;
// then every reports screen at 390 px and at 1280 px, drilling from a day to a market to its bet and opening the
// event, the account statement's texts, the transfer statement, and the console's dashboard and player report.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { apiLogin } from './harness/api';
import { DEMO_PLAYER, DEMO_TRADER } from './harness/demo';
import { consoleSignIn, opsCall, opsLogin } from './harness/ops';
import { loginThroughUi } from './harness/player';
import { useSite } from './harness/site';
import { waitForTexts } from './harness/wait';

const site = useSite({ env: { KHEL_SPORTS_SIMULATOR: '0' } });

interface Seeded {
  eventId: string;
  eventName: string;
}
let seeded: Seeded;

async function call<T>(token: string, method: string, path: string, body?: unknown, key?: string): Promise<T> {
  const res = await fetch(`${site.server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}), ...(key ? { 'idempotency-key': key } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as { data: T; message?: string };
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${json.message}`);
  return json.data;
}

const istToday = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
const istMinutes = () => {
  const d = new Date(Date.now() + 330 * 60_000);
  return d.getUTCHours() * 60 + d.getUTCMinutes();
};
const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** A bet of every product for the demo player, each made and settled the way the product does it. */
async function seedHistory(): Promise<Seeded> {
  // Bets need the day not to turn (IST) between placing and reading: a run a minute before midnight waits.
  if (istMinutes() > 23 * 60 + 55) await new Promise((r) => setTimeout(r, (24 * 60 - istMinutes() + 1) * 60_000));
  const player = await apiLogin(site.server, DEMO_PLAYER);
  const ops = await opsLogin(site.server);
  // the trader prices by hand; the admin settles (who priced a market by hand never settles it)
  const trader = await opsLogin(site.server, DEMO_TRADER);

  // Sports: a match not in play, fresh manual prices, a back on the first runner, settled as its winner.
  const list = await call<{ items: Array<{ id: string; name: string; in_play: boolean }> }>(player, 'GET', '/sports/events?sport=cricket');
  const event = list.items.find((e) => !e.in_play) ?? list.items[0]!;
  const detail = await call<{ markets: Array<{ id: string; kind: string; runners: Array<{ id: string; name: string }> }> }>(player, 'GET', `/sports/event?event_id=${event.id}`);
  const market = detail.markets.find((m) => m.kind === 'match_odds')!;
  const [home, away] = market.runners;
  const priced = await opsCall(site.server, trader, 'POST', `/ops/sports/markets/${market.id}/prices`, {
    runners: [
      { runner_id: home!.id, back: [{ odds: 1.85, size: 1000 }], lay: [{ odds: 1.9, size: 1000 }] },
      { runner_id: away!.id, back: [{ odds: 2.1, size: 1000 }], lay: [{ odds: 2.16, size: 1000 }] },
    ],
  });
  if (priced.status !== 200) throw new Error(`prices: ${priced.status} ${priced.body.message}`);
  await call(player, 'POST', '/sports/bets', { market_id: market.id, runner_id: home!.id, side: 'back', stake: 200, odds: 1.85 }, `reports-e2e-${Date.now()}`);
  // a result is declared only after the event's start (issue 27): the match is played, as far as the clock goes
  await site.server.db.query("UPDATE sports_events SET start_time = now() - interval '2 hours' WHERE id = $1", [event.id]);
  const settled = await opsCall(site.server, ops, 'POST', `/ops/sports/markets/${market.id}/settle`, { winner: home!.id });
  if (settled.status !== 200) throw new Error(`settle: ${settled.status} ${settled.body.message}`);

  // Casino: one round of the built-in Dice through its game session.
  const rows = await site.server.db.query<{ id: string }>("SELECT id::text FROM casino_games WHERE provider_id = 'house' AND code = 'dice'");
  const launch = await call<{ url: string }>(player, 'POST', '/sports/casino/launch', { game_id: rows[0]!.id });
  const token = new URL(launch.url, site.server.url).searchParams.get('token')!;
  await call(player, 'POST', '/sports/casino/house/play', { token, game: 'dice', amount: 50, params: { target: 50, over: true } });

  // Matka: a single on 7, then the open result 223 (ank 7): it wins.
  const open = Math.min(istMinutes() + 30, 23 * 60 + 58);
  const created = await opsCall<{ id: string }>(site.server, ops, 'POST', '/ops/matka/markets', { name: `Reports Bazar ${Date.now() % 100_000}`, open_time: hhmm(open), close_time: hhmm(Math.min(open + 1, 23 * 60 + 59)), sort_order: 0 });
  if (created.status !== 200) throw new Error(`matka market: ${created.status} ${created.body.message}`);
  await call(player, 'POST', '/sports/matka/slips', { market_id: created.body.data!.id, bets: [{ type: 'single', session: 'open', number: '7', amount: 20 }] }, `reports-e2e-matka-${Date.now()}`);
  // a result waits for its session's close (issue 27): the open session closes now, as far as the clock goes
  const closed = Math.max(istMinutes() - 1, 0);
  await site.server.db.query('UPDATE matka_markets SET open_time = $2, close_time = $3 WHERE id = $1', [created.body.data!.id, hhmm(closed), hhmm(closed + 1)]);
  // a manual result is four-eyes (issue 27): the trader proposes it, the admin approves it
  const proposed = await opsCall<{ id: string }>(site.server, trader, 'POST', `/ops/matka/markets/${created.body.data!.id}/result`, { date: istToday(), session: 'open', pana: '223' });
  if (proposed.status !== 202) throw new Error(`matka result: ${proposed.status} ${proposed.body.message}`);
  const declared = await opsCall(site.server, ops, 'POST', `/ops/approvals/${proposed.body.data!.id}/approve`, {});
  if (declared.status !== 200) throw new Error(`matka result approval: ${declared.status} ${declared.body.message}`);
  return { eventId: event.id, eventName: event.name };
}

beforeAll(async () => {
  seeded = await seedHistory();
}, 120_000);

async function phone(width: number): Promise<Page> {
  const context = await site.browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 }, ...(width < 600 ? { deviceScaleFactor: 2, isMobile: true, hasTouch: true } : {}) });
  await context.addInitScript(() => window.localStorage.setItem('is_offer', '1'));
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/** Nothing wider than the screen inside the reports area; a screenshot of it is left in the temporary folder. */
async function fits(page: Page, name?: string): Promise<void> {
  if (name) fs.writeFileSync(path.join(os.tmpdir(), `khel-reports-${name}.png`), await page.screenshot({ fullPage: true }));
  const overflow = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
    wide: [...document.querySelectorAll('.r-area *')].filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5).map((el) => `${el.tagName.toLowerCase()}.${(el as HTMLElement).className}`).slice(0, 5),
  }));
  expect(overflow).toEqual({ scroll: overflow.client, client: overflow.client, wide: [] });
}

describe.each([390, 1280])('the reports at %i px', (width) => {
  let page: Page;
  beforeAll(async () => {
    page = await phone(width);
    await loginThroughUi(page, site.server.url);
  });
  afterAll(() => page.context().close());

  test('win-loss: a day drills down to its markets and to the bet, which opens its event', async () => {
    await page.goto(`${site.server.url}/win-loss`);
    const days = page.getByRole('list', { name: 'Days' });
    const today = days.getByRole('listitem', { name: istToday() });
    await today.waitFor();
    // sports +170 (200 at 1.85), matka +160 (20 at rate 9), casino: whatever the dice said
    await today.getByRole('link', { name: /^Sports \+₹170\.00$/ }).waitFor();
    await today.getByRole('link', { name: /^Matka \+₹160\.00$/ }).waitFor();
    await today.getByRole('link', { name: /^Casino / }).waitFor();
    const totals = page.getByRole('region', { name: 'Totals' });
    await totals.getByText('Net deposits').waitFor();
    await fits(page);
    // the chart only when asked
    await page.getByRole('button', { name: 'Show chart' }).click();
    await page.getByRole('img', { name: /^Daily profit and loss chart: 1 days/ }).waitFor();
    await fits(page, `win-loss-${width}`);

    await today.getByRole('link', { name: /^Sports / }).click();
    await page.waitForURL(`${site.server.url}/win-loss-details?date=${istToday()}&product=sports`);
    const market = page.getByRole('listitem', { name: `${seeded.eventName} Match Odds` });
    await market.getByRole('button', { name: 'Show bets' }).click();
    const theBet = market.getByRole('listitem').filter({ hasText: 'Back ' });
    await expect(theBet.textContent()).resolves.toContain('+₹170.00');
    await fits(page, `win-loss-details-${width}`);
    await theBet.getByRole('link', { name: 'Open event' }).click();
    await page.waitForURL(`${site.server.url}/sports-event-detail/${seeded.eventId}`);
    await page.getByRole('region', { name: 'Match Odds' }).waitFor();
  });

  test('casino win-loss lists the game and its round', async () => {
    await page.goto(`${site.server.url}/casino-win-loss-details?date=${istToday()}`);
    const game = page.getByRole('listitem', { name: /^Dice / });
    await game.getByRole('button', { name: 'Show rounds' }).click();
    await game.getByRole('list', { name: 'Rounds' }).getByRole('listitem').first().waitFor();
    await fits(page);
  });

  test('bet history: every product, totals in view, the filters kept in the address', async () => {
    await page.goto(`${site.server.url}/bet-history`);
    const list = page.getByRole('list', { name: 'Settled bets' });
    await list.getByRole('listitem').nth(2).waitFor();
    await expect(list.getByRole('listitem').allTextContents()).resolves.toEqual([
      expect.stringMatching(/Reports Bazar .*Single 7 @ 9\.00/),
      expect.stringContaining('Dice'),
      expect.stringContaining(`${seeded.eventName} · Match Odds`),
    ]);
    await page.getByRole('region', { name: 'Totals' }).getByText('3', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Matka' }).click();
    await page.waitForURL(/\/bet-history\?product=matka$/);
    // The list is replaced (the three rows, a spinner, the matka row): wait for the last.
    await waitForTexts(list.getByRole('listitem'), (texts) => texts.length === 1 && /Single 7 @ 9\.00/.test(texts[0]!));
    await page.reload();
    await expect(page.getByRole('button', { name: 'Matka' }).getAttribute('aria-pressed')).resolves.toBe('true');
    await list.getByRole('listitem').first().waitFor();
    await fits(page, `bet-history-${width}`);
    // The Open tab keeps the filters: every bet is settled, so it says there is nothing open.
    await page.getByRole('link', { name: 'Open', exact: true }).click();
    await page.waitForURL(/\/bets\?product=matka$/);
    await page.getByText('Nothing in this range').waitFor();
    await fits(page);
  });

  test("account statement: each movement as the player reads it, linking to its cause; transfers beside it", async () => {
    await page.goto(`${site.server.url}/account-statement`);
    const rows = page.getByRole('list', { name: 'Statement' }).getByRole('listitem');
    await rows.first().waitFor();
    const texts = await rows.evaluateAll((items) => items.map((li) => li.getAttribute('aria-label')));
    expect(texts).toEqual(expect.arrayContaining([expect.stringMatching(/^Back .* @ 1\.85 won$/), expect.stringMatching(/^Back .* @ 1\.85 placed$/), expect.stringMatching(/^Dice: stake on round /), expect.stringMatching(/^Matka Reports Bazar .*: slip of 1 bets$/)]));
    await fits(page, `statement-${width}`);
    await rows.filter({ hasText: /@ 1\.85 won/ }).getByRole('link', { name: 'View bet' }).click();
    await page.waitForURL(/\/bet-history\?bet=\d+$/);
    await page.getByRole('list', { name: 'The bet you opened' }).getByText(/@ 1\.85/).waitFor();
    await page.goto(`${site.server.url}/transfer-statement`);
    await page.getByRole('link', { name: 'Transfer statement' }).and(page.locator('[aria-current=page]')).waitFor();
    await page.getByText('Nothing in this range').or(page.getByRole('list', { name: 'Transfers' })).first().waitFor();
  });
});

test('the console lands on the dashboard, and reads the player\'s statement', async () => {
  const page = await site.newPage('/', { offerSeen: true });
  await consoleSignIn(page, site.server.url);
  await page.waitForURL(`${site.server.url}/backoffice/dashboard`);
  const ggr = page.getByRole('region', { name: 'GGR today' });
  await ggr.getByRole('table', { name: 'GGR by product today' }).getByRole('row', { name: /^Matka 1 ₹20\.00 −₹160\.00$/ }).waitFor();
  await page.getByRole('link', { name: 'Reports', exact: true }).click();
  await page.getByRole('button', { name: 'Player' }).first().click();
  await page.getByRole('searchbox', { name: 'Player' }).fill(DEMO_PLAYER.mobile);
  await page.getByRole('searchbox', { name: 'Player' }).press('Enter');
  await page.getByRole('button', { name: 'Statement', exact: true }).click();
  await page.getByRole('table', { name: 'Statement' }).getByText(/@ 1\.85 won/).waitFor();
});
