// Bonus end to end (issue 15): an operator offers a bonus, the player claims it on the bonus page (locked, wagering
// 0 of 1,000), a matka bet settles and the page shows the bonus released into the main wallet. The test makes its
// own matka market around the real clock (IST), so it passes at any hour.
import { DEMO_PLAYER } from './harness/demo';
import { findPlayer } from './harness/ledger';
import { DEMO_TRADER, opsCall, opsLogin } from './harness/ops';
import { loginThroughUi } from './harness/player';
import { useSite } from './harness/site';

const site = useSite();

const IST_MS = 330 * 60_000;
const pad = (n: number) => String(n).padStart(2, '0');
const ist = (at: number) => new Date(at + IST_MS);
const hhmm = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

async function openMarket(token: string): Promise<{ id: string; date: string }> {
  let now = ist(Date.now());
  let minutes = now.getUTCHours() * 60 + now.getUTCMinutes();
  if (minutes > 23 * 60 + 55) {
    await new Promise((r) => setTimeout(r, (24 * 60 - minutes + 1) * 60_000));
    now = ist(Date.now());
    minutes = now.getUTCHours() * 60 + now.getUTCMinutes();
  }
  const open = Math.min(minutes + 30, 23 * 60 + 58);
  const created = await opsCall<{ id: string }>(site.server, token, 'POST', '/ops/matka/markets', {
    name: `Khel Bonus ${Date.now() % 100_000}`, open_time: hhmm(open), close_time: hhmm(Math.min(open + 30, 23 * 60 + 59)), sort_order: 0,
  });
  if (created.status !== 200 || !created.body.data) throw new Error(`market refused (${created.status}): ${created.body.message}`);
  return { id: created.body.data.id, date: now.toISOString().slice(0, 10) };
}

test('claim an offer, see it locked with its wagering, settle a bet, see it released', async () => {
  const admin = await opsLogin(site.server);
  const player = await findPlayer(site.server.db, DEMO_PLAYER.mobile);
  const granted = await opsCall(site.server, admin, 'POST', '/ops/bonus/grants', { user_id: player.id, amount: 100, note: 'Welcome back', claimable: true });
  expect([granted.status, granted.body.message]).toEqual([200, 'Bonus granted']);

  const page = await site.newPage('/', { offerSeen: true });
  await loginThroughUi(page, site.server.url);
  await page.goto(`${site.server.url}/bonus`);
  const offers = page.locator('.s-card', { has: page.getByRole('heading', { name: 'Offers' }) });
  await offers.getByText('Gift bonus ₹100.00').waitFor();
  await offers.getByRole('button', { name: 'Claim' }).click();
  await page.getByText('Bonus claimed').first().waitFor();
  const active = page.getByRole('region', { name: 'Active bonus' });
  await active.getByText('Wagered ₹0.00 of ₹1,000.00').waitFor();
  await expect(active.getByRole('progressbar', { name: 'Wagering progress' }).getAttribute('aria-valuenow')).resolves.toBe('0');

  // A matka bet of 1,000 (matka counts 100%) settles: the wagering is met and the bonus is released, once.
  const token = (await page.context().cookies()).find((c) => c.name === 'AUTH_TOKEN')!.value;
  const market = await openMarket(admin);
  const slip = await opsCall(site.server, token, 'POST', '/sports/matka/slips', { market_id: market.id, bets: [{ type: 'single', session: 'open', number: '7', amount: 1000 }] });
  expect(slip.status).toBe(200);
  // The open session stops taking bets now (a result waits for it), and a manual result needs a second operator:
  // the admin declares it, the trader confirms the same (issue 27).
  const m = ist(Date.now()).getUTCHours() * 60 + ist(Date.now()).getUTCMinutes();
  if (m < 2) await new Promise((r) => setTimeout(r, (2 - m) * 60_000));
  const nowMinutes = Math.max(2, ist(Date.now()).getUTCHours() * 60 + ist(Date.now()).getUTCMinutes());
  const moved = await opsCall(site.server, admin, 'POST', `/ops/matka/markets/${market.id}`, { open_time: hhmm(nowMinutes - 1), close_time: hhmm(Math.min(nowMinutes + 30, 23 * 60 + 59)) });
  expect(moved.status).toBe(200);
  const result = { date: market.date, session: 'open', pana: '123' };
  expect((await opsCall(site.server, admin, 'POST', `/ops/matka/markets/${market.id}/result`, result)).status).toBe(202);
  const declared = await opsCall(site.server, await opsLogin(site.server, DEMO_TRADER), 'POST', `/ops/matka/markets/${market.id}/result`, result);
  expect(declared.status).toBe(200);

  await page.reload();
  await page.getByText('No active bonus.').waitFor();
  const history = page.locator('.s-card', { has: page.getByRole('heading', { name: 'Bonus history' }) });
  await expect(history.getByRole('listitem').first().textContent()).resolves.toMatch(/^Gift bonus ₹100\.00 · Welcome back.*Released$/);
  await expect(page.getByText('Earned', { exact: false }).first().textContent()).resolves.toBe('₹100.00Earned');
});
