import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiLogin } from './api';
import { DEMO_PLAYER } from './demo';
import type { KhelServer } from './server';

/**
 * SPEC §2's route table on the seeded site, with real ids from the seeded data, for the browser tests that visit
 * every path (every-route.e2e.ts, hindi-routes.e2e.ts). One browser, one context per login state, one page each,
 * reused from path to path.
 */

/** The seeded ids the parameterised paths take. */
export interface SeededIds {
  sportId: string;
  leagueId: string;
  eventId: string;
  matkaId: string;
  fantasyMatchId: string;
  contestId: string;
  transactionId: string;
}

/** What a visit must show: the screen's own heading (exact text), or where the guard sends the visitor. */
export type Expect = { heading: string } | { text: string } | { redirect: string };

export interface RouteCase {
  /** The route table's row (SPEC §2). */
  row: string;
  path: string;
  loggedOut: Expect;
  loggedIn: Expect;
}

/** Finds the ids on the seeded database; makes the demo player's contest and transaction, which the seed has not. */
export async function seededIds(server: KhelServer): Promise<SeededIds> {
  const db = server.db;
  const one = async (sql: string, params: unknown[] = []) => {
    const [row] = await db.query<{ id: string }>(sql, params);
    if (!row) throw new Error(`no seeded row for: ${sql}`);
    return row.id;
  };
  const sportId = await one("SELECT id::text FROM sports WHERE code = 'cricket'");
  const leagueId = await one('SELECT id::text FROM sports_competitions WHERE sport_id = $1 ORDER BY sort_order, id LIMIT 1', [sportId]);
  const eventId = await one("SELECT e.id::text FROM sports_events e WHERE e.competition_id = $1 AND e.status IN ('scheduled', 'live') ORDER BY e.id LIMIT 1", [leagueId]);
  const matkaId = await one('SELECT id::text FROM matka_markets ORDER BY id LIMIT 1');
  const fantasyMatchId = await one("SELECT id::text FROM fantasy_matches WHERE start_time > now() + interval '10 minutes' ORDER BY start_time LIMIT 1");

  // The demo player's own contest: a fight posted on the fantasy service, as the team builder posts it.
  const token = await apiLogin(server, DEMO_PLAYER);
  const players = await db.query<{ id: string }>('SELECT id::text FROM fantasy_players WHERE match_id = $1 ORDER BY id LIMIT 3', [fantasyMatchId]);
  const posted = await fetch(`${server.url}/fantasy/fights`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': `every-route-${Date.now()}` },
    body: JSON.stringify({ match_id: fantasyMatchId, kind: 'max_run', stake: 100, players: players.map((p) => p.id) }),
  });
  const answer = (await posted.json()) as { message?: string };
  if (!posted.ok) throw new Error(`the fight was refused (${posted.status}): ${answer.message}`);
  const [user] = await db.query<{ id: string }>('SELECT id::text FROM users WHERE mobile = $1', [DEMO_PLAYER.mobile]);
  const contestId = await one('SELECT id::text FROM fantasy_fights WHERE poster_id = $1 ORDER BY id DESC LIMIT 1', [user!.id]);

  // The demo player's deposit request on hold (a row whose details open), as the wallet keeps one.
  const transactionId = await one(
    `INSERT INTO wallet_transactions (user_id, type, status, amount, utr, hold_at)
     VALUES ($1, 'client_deposit', 'hold', 50000, '123456789012', now()) RETURNING id::text`,
    [user!.id],
  );
  return { sportId, leagueId, eventId, matkaId, fantasyMatchId, contestId, transactionId };
}

const login = (path: string): Expect => ({ redirect: `/login?next=${encodeURIComponent(path)}` });

/**
 * Every path of SPEC §2's route table. `heading` is the screen's own heading; logged out, the guard's rules: the
 * wallet, the team builder and the contests go to the login page and come back; change-password goes Home.
 * The search route has no heading (SPEC: the header is hidden there): SEARCH_PATH is checked by its field instead.
 */
export function routeCases(ids: SeededIds): RouteCase[] {
  const same = (e: Expect) => ({ loggedOut: e, loggedIn: e });
  const transactionDetails = `/transaction-details/${ids.transactionId}`;
  const placeBet = `/cricket-fight/${ids.fantasyMatchId}/place-bet`;
  const contest = `/cricket-fight/my-contests/${ids.contestId}`;
  return [
    { row: 'Home', path: '/', ...same({ text: 'Sports, casino, matka, racing and fantasy cricket. Fast deposits, fast withdrawals.' }) },
    // A logged-in player has no business on the login pages: they go Home.
    { row: 'login', path: '/login', loggedOut: { heading: 'Login' }, loggedIn: { redirect: '/' } },
    { row: 'sign-up', path: '/sign-up', loggedOut: { heading: 'Sign Up' }, loggedIn: { redirect: '/' } },
    { row: 'forget-password', path: '/forget-password', loggedOut: { heading: 'Forgot Password' }, loggedIn: { redirect: '/' } },
    { row: 'faq', path: '/faq', ...same({ heading: 'FAQ' }) },
    { row: 'maintenance (not under maintenance: Home)', path: '/maintenance', ...same({ redirect: '/' }) },
    { row: 'deposit', path: '/deposit', loggedOut: login('/deposit'), loggedIn: { heading: 'Deposit' } },
    { row: 'withdrawal', path: '/withdrawal', loggedOut: login('/withdrawal'), loggedIn: { heading: 'Withdraw Amount' } },
    { row: 'transaction', path: '/transaction', loggedOut: login('/transaction'), loggedIn: { heading: 'Transactions' } },
    { row: 'transaction-details/{id}', path: transactionDetails, loggedOut: login(transactionDetails), loggedIn: { heading: 'Transaction Details' } },
    { row: 'sports/{type}/{id}', path: `/sports/cricket/${ids.sportId}`, ...same({ heading: 'Cricket' }) },
    { row: 'sports/{type}/{id}/{league_id}', path: `/sports/cricket/${ids.sportId}/${ids.leagueId}`, ...same({ heading: 'Cricket' }) },
    { row: 'sports-event-detail/{event_id}', path: `/sports-event-detail/${ids.eventId}`, ...same({ heading: 'Match Odds' }) },
    { row: 'my-market', path: '/my-market', loggedOut: login('/my-market'), loggedIn: { heading: 'My Market' } },
    { row: 'sports-book', path: '/sports-book', loggedOut: { text: 'Log in to see your open bets' }, loggedIn: { heading: 'Sports Book' } },
    { row: 'policies/{type}', path: '/policies/terms', ...same({ heading: 'Terms & Conditions' }) },
    { row: 'setting', path: '/setting', ...same({ heading: 'Settings' }) },
    { row: 'time-setting', path: '/time-setting', ...same({ heading: 'Time Setting' }) },
    { row: 'change-password', path: '/change-password', loggedOut: { redirect: '/' }, loggedIn: { heading: 'Change Password' } },
    { row: 'cricket-fight', path: '/cricket-fight', ...same({ heading: 'Cricket Fight' }) },
    { row: 'cricket-fight/{id}', path: `/cricket-fight/${ids.fantasyMatchId}`, ...same({ heading: 'Open fights' }) },
    { row: 'cricket-fight/{id}/place-bet', path: placeBet, loggedOut: login(placeBet), loggedIn: { heading: 'Build your fight team' } },
    { row: 'cricket-fight/my-contests', path: '/cricket-fight/my-contests', loggedOut: login('/cricket-fight/my-contests'), loggedIn: { heading: 'My Contests' } },
    { row: 'cricket-fight/my-contests/{id}', path: contest, loggedOut: login(contest), loggedIn: { heading: `Contest #${ids.contestId}` } },
    { row: 'notifications', path: '/notifications', loggedOut: { text: 'Log in to see your notifications.' }, loggedIn: { heading: 'Notifications' } },
    { row: 'matka', path: '/matka', ...same({ heading: 'Matka' }) },
    { row: 'matka-details/:itemDetail', path: `/matka-details/${ids.matkaId}`, ...same({ heading: 'Bet slip' }) },
    { row: 'bets', path: '/bets', loggedOut: login('/bets'), loggedIn: { heading: 'My bets' } },
    { row: 'bet-history', path: '/bet-history', loggedOut: login('/bet-history'), loggedIn: { heading: 'Bet history' } },
    { row: 'win-loss', path: '/win-loss', loggedOut: login('/win-loss'), loggedIn: { heading: 'Profit and loss' } },
    { row: 'win-loss-details', path: '/win-loss-details', loggedOut: login('/win-loss-details'), loggedIn: { heading: 'Profit and loss by market' } },
    { row: 'casino-win-loss-details', path: '/casino-win-loss-details', loggedOut: login('/casino-win-loss-details'), loggedIn: { heading: 'Casino profit and loss' } },
    { row: 'account-statement', path: '/account-statement', loggedOut: login('/account-statement'), loggedIn: { heading: 'Account statement' } },
    { row: 'transfer-statement', path: '/transfer-statement', loggedOut: login('/transfer-statement'), loggedIn: { heading: 'Transfer statement' } },
    { row: 'refer-earn', path: '/refer-earn', ...same({ heading: 'Refer & Earn' }) },
    { row: 'bonus', path: '/bonus', ...same({ heading: 'Bonus' }) },
    { row: 'racing-category/:type', path: '/racing-category/horse', ...same({ heading: 'Horse Racing' }) },
    { row: 'casino/:section', path: '/casino/all', ...same({ heading: 'Casino' }) },
    { row: 'responsible-gaming', path: '/responsible-gaming', ...same({ heading: 'Responsible Gaming' }) },
  ];
}

/** The search route: no heading and no header (SPEC §2); its search field is what it shows. */
export const SEARCH_PATH = '/search';

/** Three paths that are no page: the site's 404 page with status 404. */
export const UNKNOWN_PATHS = ['/no/such/page', '/sports', '/deposit/extra'];

export const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1280, height: 800 },
] as const;

/** The error panels a screen must never show: the module frame's and the apps' own. */
export const ERROR_PANEL = '.khel-app-error, .khel-app-slow, .k-error';

/** A logged-out and a logged-in page (the demo player), each in its own context, reused for every path. */
export async function routePages(browser: Browser, server: KhelServer, init?: (context: BrowserContext) => Promise<unknown>): Promise<{ out: Page; in: Page; close(): Promise<void> }> {
  const make = async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US', timezoneId: 'Asia/Kolkata' });
    // This device has seen the offer popup (no modal over the pages).
    await context.addInitScript(() => window.localStorage.setItem('is_offer', '1'));
    if (init) await init(context);
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    return { context, page };
  };
  const out = await make();
  const inside = await make();
  await inside.page.goto(`${server.url}/login`);
  await inside.page.locator('input[name="mobile"]').fill(DEMO_PLAYER.mobile);
  await inside.page.locator('input[name="password"]').fill(DEMO_PLAYER.password);
  await inside.page.locator('form button[type="submit"]').click();
  await inside.page.waitForURL(`${server.url}/`);
  await inside.page.getByTestId('header-balance').waitFor();
  return {
    out: out.page,
    in: inside.page,
    async close() {
      await out.context.close();
      await inside.context.close();
    },
  };
}

/** Waits until no module on the page is loading any more (the frame's loader gone, the boot screen gone). */
export async function settled(page: Page): Promise<void> {
  await page.locator('#khel-boot').waitFor({ state: 'detached' }).catch(() => undefined);
  await page.waitForFunction(() => !document.querySelector('[data-khel-state="loading"]') && !document.querySelector('.k-loader'), undefined, { timeout: 15_000 });
}
