// One-click betting (issue 30 item 3): off by default; the player turns it on in Settings and picks a stake; the
// header says it is on; a tap on a price of an upcoming match places the bet at that stake with no slip: matched,
// the balance in the header moves; a double tap on a price places one bet.
import { DEMO_PLAYER } from './harness/demo';
import { findPlayer } from './harness/ledger';
import { headerBalance, loginThroughUi } from './harness/player';
import { useSite } from './harness/site';

const site = useSite({ env: { KHEL_SPORTS_SIMULATOR: '1', KHEL_SPORTS_SIM_WEEK: '0' } });
jest.setTimeout(180_000);

async function upcomingCricket(): Promise<string> {
  const list = (await (await fetch(`${site.server.url}/sports/events?sport=cricket`, { headers: { accept: 'application/json' } })).json()) as {
    data: { items: Array<{ id: string; in_play: boolean; main_market: { status: string } | null }> };
  };
  const event = list.data.items.find((e) => !e.in_play && e.main_market?.status === 'open');
  if (!event) throw new Error('no upcoming cricket event with an open market');
  return event.id;
}

test('one-click on: a tap on a price places the bet at the one-click stake, matched, the balance moves; a double tap places one bet', async () => {
  const player = await findPlayer(site.server.db, DEMO_PLAYER.mobile);
  const sportsBets = async () =>
    (await site.server.db.query<{ stake: string; status: string }>("SELECT stake::text, status FROM bets WHERE user_id = $1 AND product = 'sports' ORDER BY id", [player.id]));
  const page = await site.newPage('/', { offerSeen: true });
  await loginThroughUi(page, site.server.url);
  await headerBalance(page).filter({ hasText: '₹10,000.00' }).waitFor();
  expect(await page.getByTestId('header-one-click').count()).toBe(0); // off by default

  // Settings: turn it on and choose 500.
  await page.goto(`${site.server.url}/setting`);
  const card = page.getByRole('form', { name: 'One-click betting' });
  // the boxes show what the server saved: each changes once the API has answered
  const box = card.getByRole('checkbox', { name: 'Place a bet with one tap on a price, with no bet slip' });
  await box.click();
  await page.getByText('One-click betting turned on').first().waitFor();
  expect(await box.isChecked()).toBe(true);
  await card.getByRole('radio', { name: '₹500.00' }).click();
  await card.locator('input[type="radio"][value="500"]:checked').waitFor();
  await page.getByTestId('header-one-click').filter({ hasText: '₹500.00' }).waitFor();
  const saved = await site.server.db.query<{ on: boolean; stake: string }>('SELECT click_bet_on AS on, click_bet_stake::text AS stake FROM users WHERE id = $1', [player.id]);
  expect(saved[0]).toEqual({ on: true, stake: '50000' });

  // A tap on a price: the bet, no slip.
  const eventId = await upcomingCricket();
  await page.goto(`${site.server.url}/sports-event-detail/${eventId}`);
  await page.getByRole('region', { name: 'One-click betting' }).waitFor();
  const market = page.getByRole('region', { name: 'Match Odds' });
  const bestBack = market.locator('.g-runner').first().locator('button.g-cell-back:not(.g-more)');
  await bestBack.click();
  await page.getByText('Bet placed').first().waitFor({ timeout: 20_000 });
  expect(await page.getByRole('form', { name: 'Bet slip' }).count()).toBe(0);
  await headerBalance(page).filter({ hasText: '₹9,500.00' }).waitFor({ timeout: 10_000 });
  expect(await sportsBets()).toEqual([{ stake: '50000', status: 'matched' }]);

  // A double tap on a price: one bet more, not two.
  await page.waitForTimeout(2_000); // a new tap, not the end of the first one
  await market.locator('.g-runner').nth(1).locator('button.g-cell-back:not(.g-more)').dblclick();
  await page.waitForFunction(() => document.querySelectorAll('[role="status"] .k-btn-spin').length === 0);
  await page.waitForTimeout(2_000);
  const after = await sportsBets();
  expect(after).toHaveLength(2);
  expect(after.every((b) => b.status === 'matched' && b.stake === '50000')).toBe(true);
  await page.getByTestId('header-exposure').waitFor();
});
