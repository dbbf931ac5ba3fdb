// Cricket-fight end to end (issue 29): two players in two browsers. One posts a Max Run fight from the team builder,
// the other takes it from the match's open fights; the cricket simulator plays the match from its start time while
// both watch the running totals on their contest pages; both see the result, and their header balances move by the
// right amounts (the winner +₹90 on a ₹100 stake at 5 % of the pot, the loser -₹100, a tie nothing). Plus the match
// list and the team builder at 390 px: nothing overflows sideways, and axe finds nothing.
import type { Page } from 'playwright-core';
import { hashPassword } from '../services/api/src/auth/passwords';
import { axeViolations } from './harness/axe';
import { DEMO_PLAYER } from './harness/demo';
import { adjustCash, findPlayer } from './harness/ledger';
import { opsCall, opsLogin } from './harness/ops';
import { headerBalance, loginThroughUi } from './harness/player';
import { useSite } from './harness/site';

// The simulator on, at a ball every 120 ms: a T20 in about half a minute.
const site = useSite({ env: { KHEL_SPORTS_SIMULATOR: '1', KHEL_SPORTS_SIM_WEEK: '0', KHEL_SIM_BALL_MS: '120' } });
jest.setTimeout(300_000);

const SECOND = { mobile: '9876500029', password: 'Fight@1234' };
const ROLES = ['keeper', 'batter', 'batter', 'batter', 'all_rounder', 'all_rounder', 'all_rounder', 'bowler', 'bowler', 'bowler', 'bowler'];
const squad = (team: 'a' | 'b', prefix: string) => ROLES.map((role, i) => ({ team, role, name: `${prefix} ${['Aarav', 'Kabir', 'Rohan', 'Ishaan', 'Dev', 'Yash', 'Kunal', 'Om', 'Parth', 'Neel', 'Samar'][i]}` }));

/** A second player with ₹5,000 who can log in with a mobile number and password. */
async function secondPlayer(): Promise<string> {
  const db = site.server.db;
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO users (user_name, mobile, password_hash, refer_code, last_login_at) VALUES ('fighter29', $1, $2, 'FIGHT29', now()) RETURNING id::text`,
    [SECOND.mobile, await hashPassword(SECOND.password)],
  );
  await db.query(`INSERT INTO ledger_accounts (user_id, kind) SELECT $1, k FROM unnest(ARRAY['cash','bonus','exposure','withdrawal_hold']) k`, [row!.id]);
  await adjustCash(db, row!.id, 5000);
  return row!.id;
}

/** A simulator-fed match starting `seconds` from now, made on the console's API. */
async function simulatedMatch(teamA: string, teamB: string, seconds: number): Promise<string> {
  const token = await opsLogin(site.server);
  const made = await opsCall<{ id: string }>(site.server, token, 'POST', '/ops/fantasy/matches', {
    team_a: teamA, team_b: teamB, competition: 'Browser Cup', start_time: new Date(Date.now() + seconds * 1000).toISOString(), feed: 'simulator',
    players: [...squad('a', teamA.split(' ')[0]!), ...squad('b', teamB.split(' ')[0]!)],
  });
  if (made.status !== 200 || !made.body.data) throw new Error(`match refused (${made.status}): ${made.body.message}`);
  return made.body.data.id;
}

const pick = (page: Page, name: string, team: string) => page.getByRole('button', { name: `${name} ${team}`, exact: true }).click();
const rupeesOf = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

test('two players fight on a match the simulator plays: running totals live, the result and the balances on both sides', async () => {
  const poster = await findPlayer(site.server.db, DEMO_PLAYER.mobile);
  const takerId = await secondPlayer();
  const matchId = await simulatedMatch('Pune Panthers', 'Goa Gulls', 100);

  // Player one: the match list, the match, the team builder; posts a Max Run fight of ₹100 with three players.
  const one = await site.newPage('/', { offerSeen: true });
  await loginThroughUi(one, site.server.url);
  await headerBalance(one).filter({ hasText: '₹10,000.00' }).waitFor();
  await one.goto(`${site.server.url}/cricket-fight`);
  const card = one.getByRole('listitem', { name: 'Pune Panthers vs Goa Gulls' });
  await card.locator('time').waitFor();
  await card.getByRole('link', { name: 'Play Pune Panthers vs Goa Gulls' }).click();
  await one.getByRole('link', { name: 'Create a fight' }).click();
  await one.waitForURL(`${site.server.url}/cricket-fight/${matchId}/place-bet`);
  for (const name of ['Pune Aarav', 'Pune Kabir', 'Pune Rohan']) await pick(one, name, 'Pune Panthers');
  const slip = one.getByRole('form', { name: 'Fight slip' });
  await slip.getByRole('button', { name: 'Max Run' }).click();
  await slip.getByLabel(/^Stake/).fill('100');
  await slip.getByText('₹190.00').waitFor();
  await slip.getByRole('button', { name: 'Post fight' }).dblclick();
  await one.waitForURL(/\/cricket-fight\/my-contests\/\d+$/);
  const fightId = one.url().split('/').pop()!;
  await one.getByText('Waiting for an opponent').first().waitFor();
  await headerBalance(one).filter({ hasText: '₹9,900.00' }).waitFor();

  // Player two, in another browser context: the open fight on the match page, taken with a team of three.
  const two = await site.newPage('/', { offerSeen: true });
  await two.goto(`${site.server.url}/login`);
  await two.getByLabel('Mobile Number').fill(SECOND.mobile);
  await two.getByLabel('Password', { exact: true }).fill(SECOND.password);
  await two.locator('form').getByRole('button', { name: 'Login' }).click();
  await two.waitForURL(`${site.server.url}/`);
  await headerBalance(two).filter({ hasText: '₹5,000.00' }).waitFor();
  await two.goto(`${site.server.url}/cricket-fight/${matchId}`);
  await two.getByRole('link', { name: `Take fight #${fightId}` }).click();
  await two.getByText('0 of 3 picked').waitFor();
  for (const name of ['Goa Aarav', 'Goa Kabir', 'Goa Ishaan']) await pick(two, name, 'Goa Gulls');
  await two.getByRole('form', { name: 'Fight slip' }).getByRole('button', { name: 'Take fight' }).click();
  await two.waitForURL(`${site.server.url}/cricket-fight/my-contests/${fightId}`);
  await headerBalance(two).filter({ hasText: '₹4,900.00' }).waitFor();
  await one.reload();
  await one.getByText("The opponent's team is shown when the match starts.").waitFor();

  // The start: the simulator plays the match; both contest pages show the totals as they change.
  const totals = async (page: Page) => [await page.getByTestId('my-total').textContent(), await page.getByTestId('their-total').textContent()];
  await one.getByRole('region', { name: "Opponent's team" }).waitFor({ timeout: 120_000 });
  const seen = new Set<string>();
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline && !(await one.locator('.f-area').getByRole('status').count())) {
    seen.add((await totals(one)).join(':'));
    await one.waitForTimeout(500);
  }
  expect(seen.size).toBeGreaterThan(2);
  await one.locator('.f-area').getByRole('status').waitFor({ timeout: 30_000 });
  await two.locator('.f-area').getByRole('status').waitFor({ timeout: 30_000 });

  // The result, as the settlement decided it, on both pages and in both headers.
  const [fight] = await site.server.db.query<{ outcome: string; poster_total: number; taker_total: number }>(
    'SELECT outcome, poster_total, taker_total FROM fantasy_fights WHERE id = $1', [fightId]);
  expect(await totals(one)).toEqual([String(fight!.poster_total), String(fight!.taker_total)]);
  expect(await totals(two)).toEqual([String(fight!.taker_total), String(fight!.poster_total)]);
  const expectFor = (side: 'poster' | 'taker') =>
    fight!.outcome === 'tie' ? { text: 'Tie: stakes refunded', pnl: '₹0.00', change: 0 }
    : fight!.outcome === side ? { text: 'You won', pnl: '+₹90.00', change: 90 }
    : { text: 'You lost', pnl: '-₹100.00', change: -100 };
  for (const [page, side, start] of [[one, 'poster', 10_000], [two, 'taker', 5_000]] as const) {
    const want = expectFor(side);
    await expect(page.locator('.f-area').getByRole('status').locator('.f-result').textContent()).resolves.toBe(want.text);
    await expect(page.getByTestId('pnl').textContent()).resolves.toBe(want.pnl);
    await headerBalance(page).filter({ hasText: `₹${(start + want.change).toLocaleString('en-IN', { minimumFractionDigits: 2 })}` }).waitFor({ timeout: 10_000 });
  }
  const cash = await site.server.db.query<{ user_id: string; balance: string }>(
    `SELECT user_id::text, balance::text FROM ledger_accounts WHERE kind = 'cash' AND user_id = ANY($1::bigint[]) ORDER BY user_id`, [[poster.id, takerId]]);
  expect(cash.map((r) => rupeesOf(r.balance) / 100)).toEqual([10_000 + expectFor('poster').change, 5_000 + expectFor('taker').change]);

  // The completed contest in My Contests, with its P&L.
  await one.goto(`${site.server.url}/cricket-fight/my-contests?tab=completed`);
  await one.getByRole('listitem', { name: `Contest #${fightId}` }).getByTestId('pnl').filter({ hasText: expectFor('poster').pnl }).waitFor();
});

test('the match list and the team builder fit a 390 px phone (no sideways scroll) and pass axe', async () => {
  const matchId = await simulatedMatch('Surat Suns', 'Nagpur Nawabs', 3600);
  const context = await site.browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  try {
    await context.addInitScript(() => window.localStorage.setItem('is_offer', '1'));
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await loginThroughUi(page, site.server.url);
    const overflow = () =>
      page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        wide: [...document.querySelectorAll('.f-area *')]
          .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
          .map((el) => `${el.tagName.toLowerCase()}.${(el as HTMLElement).className}`)
          .slice(0, 10),
      }));
    await page.goto(`${site.server.url}/cricket-fight`);
    await page.getByRole('listitem', { name: 'Surat Suns vs Nagpur Nawabs' }).waitFor();
    await expect(overflow()).resolves.toEqual({ scroll: 390, wide: [] });
    await expect(axeViolations(page, '.f-area')).resolves.toEqual([]);
    await page.goto(`${site.server.url}/cricket-fight/${matchId}/place-bet`);
    await pick(page, 'Surat Aarav', 'Surat Suns');
    await pick(page, 'Nagpur Om', 'Nagpur Nawabs');
    await page.getByText('2 of 1 to 6 picked').waitFor();
    await expect(overflow()).resolves.toEqual({ scroll: 390, wide: [] });
    await expect(axeViolations(page, '.f-area')).resolves.toEqual([]);
  } finally {
    await context.close();
  }
});
