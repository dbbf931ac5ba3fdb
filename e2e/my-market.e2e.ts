// My Market (issue 30 item 2): a player with bets on two sports markets of the simulated live T20 (Match Odds and
// Bookmaker) and on a matka market sees all three on /my-market, each with its P&L per outcome, exposure and link;
// watches the cash-out amount (the P&L they would lock in now) move with the simulator's prices over the live
// channel; and cashes out the Match Odds from there: the hedge is matched and the market's Cash Out is gone.
import type { Locator, Page } from 'playwright-core';
import { apiLogin } from './harness/api';
import { DEMO_PLAYER } from './harness/demo';
import { findPlayer } from './harness/ledger';
import { opsCall, opsLogin } from './harness/ops';
import { loginThroughUi } from './harness/player';
import { useSite } from './harness/site';

const site = useSite({ env: { KHEL_SPORTS_SIMULATOR: '1', KHEL_SPORTS_SIM_WEEK: '0' } });
jest.setTimeout(240_000);

const IST_MS = 330 * 60_000;
const pad = (n: number) => String(n).padStart(2, '0');
const hhmm = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

async function call<T>(method: string, path: string, token: string, body?: unknown): Promise<{ status: number; body: { message?: string; data: T } }> {
  const res = await fetch(`${site.server.url}${path}`, {
    method,
    headers: { accept: 'application/json', authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json', 'idempotency-key': `e2e-${Date.now()}-${Math.random()}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as { message?: string; data: T } };
}

interface Market { id: string; kind: string; name: string; status: string; runners: Array<{ id: string; back: Array<{ odds: number }> }> }

/** Backs the first runner of a market for 500 at any odds, again after a wicket's suspension, until it is matched. */
async function backUntilMatched(token: string, eventId: string, kind: string): Promise<string> {
  for (let i = 0; i < 20; i++) {
    const event = (await call<{ markets: Market[] }>('GET', `/sports/event?event_id=${eventId}`, token)).body.data;
    const m = event.markets.find((x) => x.kind === kind)!;
    const runner = m.runners[0]!;
    if (m.status === 'open' && runner.back[0]) {
      const placed = await call<{ bet: { status: string } }>('POST', '/sports/bets', token, { market_id: m.id, runner_id: runner.id, side: 'back', stake: 500, odds: runner.back[0].odds, accept_price: 'any' });
      if (placed.status === 200 && placed.body.data.bet.status === 'matched') return m.name;
    }
    await new Promise((r) => setTimeout(r, 1_500));
  }
  throw new Error(`no ${kind} bet matched`);
}

/** Presses `start` until the cash-out is taken (the dialog closes), retrying a suspension or a moved amount. */
async function untilCashedOut(page: Page, region: Locator): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Cash Out' });
  for (let i = 0; i < 8; i++) {
    if (!(await dialog.isVisible())) await region.getByRole('button', { name: 'Cash Out' }).click({ timeout: 30_000 });
    else if (await dialog.getByRole('button', { name: 'Retry' }).isVisible()) await dialog.getByRole('button', { name: 'Retry' }).click();
    await dialog.getByRole('button', { name: 'Any amount' }).click();
    await dialog.getByRole('button', { name: /^(Confirm|Cash out for .*)$/ }).click();
    const outcome = await Promise.race([
      dialog.waitFor({ state: 'detached', timeout: 30_000 }).then(() => 'done' as const),
      dialog.getByRole('alert').first().waitFor({ timeout: 30_000 }).then(() => 'refused' as const),
    ]);
    if (outcome === 'done') return;
    await dialog.locator('button[aria-busy="true"]').waitFor({ state: 'detached', timeout: 30_000 });
    if (!(await dialog.isVisible())) return;
    await page.waitForTimeout(1_500);
  }
  throw new Error('not cashed out');
}

test('a player with bets on two sports markets and a matka market sees all three, watches a P&L move with the price and cashes out one', async () => {
  const token = await apiLogin(site.server, DEMO_PLAYER);
  const list = (await call<{ items: Array<{ id: string; name: string; in_play: boolean }> }>('GET', '/sports/events?sport=cricket', token)).body.data.items;
  // the demo's match, by name: with the rolling week on, its T20s would be in play beside it
  const live = list.find((e) => e.in_play && e.name === 'Mumbai Strikers v Delhi Chargers');
  if (!live) throw new Error('no live cricket event while the simulator runs');
  const oddsName = await backUntilMatched(token, live.id, 'match_odds');
  const bookName = await backUntilMatched(token, live.id, 'bookmaker');

  // A matka market of the test's own, open for another half hour (IST), and a slip of two singles on it.
  const ops = await opsLogin(site.server);
  const now = new Date(Date.now() + IST_MS);
  const minutes = Math.min(now.getUTCHours() * 60 + now.getUTCMinutes() + 30, 23 * 60 + 58);
  const name = `My Market Bazar ${Date.now().toString(36)}`;
  const created = await opsCall<{ id: string }>(site.server, ops, 'POST', '/ops/matka/markets', { name, open_time: hhmm(minutes), close_time: hhmm(Math.min(minutes + 1, 23 * 60 + 59)), sort_order: 0 });
  expect(created.status).toBe(200);
  const slip = await call('POST', '/sports/matka/slips', token, { market_id: created.body.data!.id, bets: [{ type: 'single', session: 'open', number: '6', amount: 100 }, { type: 'single', session: 'open', number: '7', amount: 50 }] });
  expect(slip.status).toBe(200);

  const page = await site.newPage('/', { offerSeen: true });
  await loginThroughUi(page, site.server.url);
  await page.goto(`${site.server.url}/my-market`);
  await page.getByRole('heading', { name: 'My Market', exact: true }).waitFor();
  const odds = page.getByRole('region', { name: new RegExp(` · ${oddsName}$`) });
  const book = page.getByRole('region', { name: new RegExp(` · ${bookName}$`) });
  const matka = page.getByRole('region', { name: new RegExp(`^${name} · `) });
  await odds.waitFor();
  await book.waitFor();
  await matka.waitFor();
  expect(await page.locator('section.g-card').count()).toBe(3);
  // each market: its P&L per outcome, its exposure and a link to its page
  expect(await odds.getByRole('link').getAttribute('href')).toBe(`/sports-event-detail/${live.id}`);
  expect(await matka.getByRole('link', { name }).getAttribute('href')).toBe(`/matka-details/${created.body.data!.id}`);
  expect(await odds.getByTestId('mm-exposure').textContent()).toBe('500');
  expect(await matka.getByTestId('mm-exposure').textContent()).toBe('150');
  // single 6: 100 x (9 - 1) won, the 50 on 7 lost = 750; single 7: 400 - 100 = 300; anything else: -150
  expect(await matka.getByRole('listitem').allTextContents()).toEqual(['single 6750', 'single 7300', 'Any other result-150']);
  expect(await odds.getByRole('listitem').count()).toBe(2);

  // The cash-out amount follows the simulator's prices, over the live channel, with no reload.
  const value = odds.getByTestId('mm-cash-out-value');
  await value.waitFor({ timeout: 30_000 });
  const first = await value.textContent();
  await page.waitForFunction(
    ([label, before]) => {
      const section = [...document.querySelectorAll('section.g-card')].find((s) => s.getAttribute('aria-label')?.endsWith(label!));
      const now = section?.querySelector('[data-testid="mm-cash-out-value"]')?.textContent;
      return now != null && now !== before;
    },
    [` · ${oddsName}`, first],
    { timeout: 60_000 },
  );

  // Cash out the Match Odds from My Market: matched, and the market no longer offers a cash-out.
  await untilCashedOut(page, odds);
  await odds.getByRole('button', { name: 'Cash Out' }).waitFor({ state: 'detached', timeout: 15_000 });
  const player = await findPlayer(site.server.db, DEMO_PLAYER.mobile);
  const sides = await site.server.db.query<{ side: string; runner_id: string }>(
    `SELECT b.side, b.selection_id::text AS runner_id FROM bets b JOIN sports_markets m ON m.id = b.market_id
      WHERE b.user_id = $1 AND b.product = 'sports' AND b.status = 'matched' AND m.kind = 'match_odds' ORDER BY b.id`,
    [player.id],
  );
  expect(sides[0]!.side).toBe('back');
  // the hedge: a lay of the runner backed, or a back of the other, whichever the book made cheaper
  expect(sides.slice(1).some((r) => r.side === 'lay' || r.runner_id !== sides[0]!.runner_id)).toBe(true);
  // the other two markets are still there
  await book.getByRole('button', { name: 'Cash Out' }).waitFor();
  await matka.waitFor();
});
