// Cash-out in play (issue 31 point 2): the simulator plays the demo's T20 match (a ball a second, a wicket
// suspends the markets for a ball). A player opens the match, backs a runner from the slip, and cashes it out while
// the prices move: the cash-out is matched (after the in-play delay, at the amount of that moment: the player
// accepts any amount), the position under the runners is flat, and the header and the ledger hold the right money.
// A suspension or an amount that moved is answered in the dialog, which the player retries there, as a player would.
import type { Locator, Page } from 'playwright-core';
import { headerBalance, loginThroughUi } from './harness/player';
import { findPlayer } from './harness/ledger';
import { DEMO_PLAYER } from './harness/demo';
import { useSite } from './harness/site';

const site = useSite({ env: { KHEL_SPORTS_SIMULATOR: '1', KHEL_SPORTS_SIM_WEEK: '0' } });
jest.setTimeout(180_000);

/** The simulated live cricket match, as the player's API lists it. */
async function liveCricket(): Promise<string> {
  const list = (await (await fetch(`${site.server.url}/sports/events?sport=cricket`, { headers: { accept: 'application/json' } })).json()) as {
    data: { items: Array<{ id: string; name: string; in_play: boolean }> };
  };
  // the demo's match, by name: with the rolling week on, its T20s would be in play beside it
  const live = list.data.items.find((e) => e.in_play && e.name === 'Mumbai Strikers v Delhi Chargers');
  if (!live) throw new Error('no live cricket event while the simulator runs');
  return live.id;
}

/** The amount a text shows (Indian grouping, sign, 'If this wins, now: -12.30'), in paise. */
const paiseOf = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);
/** Rupees as the header writes them: 9,876.50. */
const rupees = (paise: number) => {
  const whole = String(Math.trunc(paise / 100));
  const grouped = whole.length <= 3 ? whole : `${whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${whole.slice(-3)}`;
  return `${grouped}.${String(paise % 100).padStart(2, '0')}`;
};

/**
 * Presses `start` until what it asked for is taken: the toast `done` shows, or `form` (the slip, the dialog) closes,
 * which it does only on success. A refusal shown in `form` (a suspension, a moved price) is tried again once the
 * request under way has ended (no busy button left), as a player would.
 */
async function untilTaken(page: Page, start: () => Promise<void>, done: RegExp, form: Locator, attempts = 8): Promise<void> {
  const toast = page.getByText(done).first();
  for (let i = 0; i < attempts; i++) {
    await start();
    const outcome = await Promise.race([
      toast.waitFor({ timeout: 30_000 }).then(() => 'done' as const),
      form.waitFor({ state: 'detached', timeout: 30_000 }).then(() => 'done' as const),
      form.getByRole('alert').first().waitFor({ timeout: 30_000 }).then(() => 'refused' as const),
    ]);
    if (outcome === 'done') return;
    // An alert may show while the request still waits (the market suspended during the delay): let it end.
    await form.locator('button[aria-busy="true"]').waitFor({ state: 'detached', timeout: 30_000 });
    if ((await toast.isVisible()) || !(await form.isVisible())) return;
    await page.waitForTimeout(1_500); // a wicket's suspension lasts a ball
  }
  throw new Error(`not taken after ${attempts} tries`);
}

test('in play, a player backs a runner and cashes it out while the prices move: matched, flat, the balance right', async () => {
  const eventId = await liveCricket();
  const page = await site.newPage('/', { offerSeen: true });
  await loginThroughUi(page, site.server.url);
  await headerBalance(page).filter({ hasText: '₹10,000.00' }).waitFor();
  await page.goto(`${site.server.url}/sports-event-detail/${eventId}`);
  const market = page.getByRole('region', { name: 'Match Odds' });
  // the prices are live: a cell flashes as the simulator moves them
  await market.locator('.g-flash-up, .g-flash-down').first().waitFor({ timeout: 20_000 });

  // Back Mumbai Strikers at the best price, 500, accepting any odds the delay brings.
  const slip = page.getByRole('form', { name: 'Bet slip' });
  const bestBack = market.locator('.g-runner').first().locator('button.g-cell-back:not(.g-more)');
  await untilTaken(
    page,
    async () => {
      if (!(await slip.isVisible())) {
        // the live grid re-renders on every tick and the score line above it can shift it as it loads: a tap that
        // missed the cell is tapped again, as a player would
        for (let tap = 0; tap < 5 && !(await slip.isVisible()); tap++) {
          await bestBack.click();
          await slip.waitFor({ timeout: 3_000 }).catch(() => undefined);
        }
        await slip.getByRole('button', { name: '500', exact: true }).click();
        await slip.getByRole('button', { name: 'Any odds' }).click();
      }
      await slip.getByRole('button', { name: 'Place Bet' }).click({ timeout: 20_000 });
      // The in-play delay's countdown, or the bet already taken (a loaded machine may pass the delay before the
      // countdown is seen). A refusal is left to untilTaken, which waits for it: an alert still showing from the last
      // try must not count as this try's answer.
      await Promise.race(
        [
          slip.getByRole('status').filter({ hasText: /Your bet is taken in \d s/ }).waitFor(),
          slip.waitFor({ state: 'detached' }),
          page.getByText(/^Bet placed$/).first().waitFor(),
        ].map((wait) => wait.catch(() => undefined)),
      );
    },
    /^Bet placed$/,
    slip,
  );
  await page.getByRole('region', { name: 'My Bets' }).getByText('Mumbai Strikers').first().waitFor();
  await headerBalance(page).filter({ hasText: '₹9,500.00' }).waitFor({ timeout: 5_000 });

  // Cash out while the prices move: any amount, taken after the delay at the prices of that moment.
  const dialog = page.getByRole('dialog', { name: 'Cash Out' });
  await untilTaken(
    page,
    async () => {
      // From the market's button, or in the dialog after a refusal: Retry (a suspension) or the new amount offered.
      if (!(await dialog.isVisible())) await market.getByRole('button', { name: 'Cash Out' }).click({ timeout: 30_000 });
      else if (await dialog.getByRole('button', { name: 'Retry' }).isVisible()) await dialog.getByRole('button', { name: 'Retry' }).click({ timeout: 30_000 });
      await dialog.getByRole('button', { name: 'Any amount' }).click();
      await dialog.getByRole('button', { name: /^(Confirm|Cash out for .*)$/ }).click();
      await dialog.getByRole('status').filter({ hasText: /Your cash-out is taken in \d s/ }).waitFor();
    },
    /^Cashed out /,
    dialog,
  );
  await dialog.waitFor({ state: 'detached' });

  // Flat: the P&L under each runner is the same (to the paisa of the hedge's rounding), no Cash Out is left, and
  // the amount is what the ledger says the cash-out locked in.
  await market.getByRole('button', { name: 'Cash Out' }).waitFor({ state: 'detached' });
  const pnl = market.locator('.g-pnl-before');
  await page.waitForFunction(() => {
    const v = [...document.querySelectorAll('[aria-label="Match Odds"] .g-pnl-before')].map((el) => Math.round(Number(el.textContent!.replace(/[^\d.-]/g, '')) * 100));
    return v.length === 2 && Math.max(...v) - Math.min(...v) <= 2;
  });
  const values = (await pnl.allTextContents()).map(paiseOf);
  const profit = Math.min(...values);
  // the hedge is matched: My Bets lists the back and the bet that closes it, a lay of Mumbai Strikers or a back of
  // Delhi Chargers, whichever the book made cheaper (in a liquid book with a one-tick spread it is often the back)
  const myBets = page.getByRole('region', { name: 'My Bets' });
  await myBets.locator('.g-bet-lay').filter({ hasText: 'Mumbai Strikers' }).or(myBets.locator('.g-bet-back').filter({ hasText: 'Delhi Chargers' })).first().waitFor();

  // The balance: what the worst case still holds is exposure (none when the cash-out locked in a profit), the
  // rest is free; the header and the ledger agree.
  const held = Math.max(0, -profit);
  await headerBalance(page).filter({ hasText: `₹${rupees(1_000_000 - held)}` }).waitFor({ timeout: 5_000 });
  await page.getByTestId('header-exposure').filter({ hasText: rupees(held) }).waitFor({ timeout: 5_000 });
  const player = await findPlayer(site.server.db, DEMO_PLAYER.mobile);
  const rows = await site.server.db.query<{ kind: string; balance: string }>(
    "SELECT kind, balance::text FROM ledger_accounts WHERE user_id = $1 AND kind IN ('cash', 'exposure') ORDER BY kind",
    [player.id],
  );
  expect(rows.map((r) => [r.kind, Number(r.balance)])).toEqual([['cash', 1_000_000 - held], ['exposure', held]]);
  const bets = await site.server.db.query<{ side: string; status: string; client_key: string | null; runner: string }>(
    "SELECT side, status, client_key, selection_id::text AS runner FROM bets WHERE user_id = $1 AND product = 'sports' AND status = 'matched' ORDER BY id",
    [player.id],
  );
  // the back, and the hedge: a lay of the same runner or a back of the other
  expect(bets).toHaveLength(2);
  expect(bets[0]!.side).toBe('back');
  expect(bets[1]!.side === 'lay' ? bets[1]!.runner === bets[0]!.runner : bets[1]!.runner !== bets[0]!.runner).toBe(true);
  expect(bets.every((b) => b.client_key === null || /^sports:(bet|cash-out):/.test(b.client_key))).toBe(true);
});
