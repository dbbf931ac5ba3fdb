// Issue 31 item 6: every route in Hindi. Visits every path of SPEC §2's route table (the every-route harness), logged
// out and logged in, with the player's language set to Hindi, and fails on any visible Latin-script word that is not a
// name (from the seeded data), a number or an allowed term (the list below, each with its reason).
import type { Page } from 'playwright-core';
import { SEARCH_PATH, UNKNOWN_PATHS, routeCases, routePages, seededIds, settled, type RouteCase } from './harness/routes';
import { useSite } from './harness/site';

const site = useSite();
jest.setTimeout(300_000);

/** Latin words a Hindi page may show, each with its reason. */
const ALLOWED_TERMS: Record<string, string> = {
  UTR: 'Unique Transaction Reference, the bank term printed on slips',
  UPI: 'the payment system, written UPI in Hindi too',
  IFSC: 'the bank branch code, written IFSC in Hindi too',
  OTP: 'one-time password, written OTP in Hindi SMS and apps',
  ID: 'as in user ID, written ID in Hindi apps',
  QR: 'QR code',
  USDT: 'the crypto currency code',
  IST: 'the time zone, as on Indian tickets',
  GMT: 'the time zone offset',
  T20: 'the cricket format',
  ODI: 'the cricket format',
  KHEL: "the brand (the site's title)",
  'हिन्दी/English': 'the language choice names each language in its own script',
  ENGLISH: 'the language choice names each language in its own script',
  X: 'the draw in 1 / X / 2',
  vs: 'between the two teams of a match, as Hindi cricket sites write it',
  v: 'between the two teams of an event, as Hindi sports sites write it',
  K: 'thousands in a compact amount (₹10K), as Hindi betting sites write it',
  CSV: 'the export file format',
  PDF: 'the export file format',
  'Asia/Kolkata': 'the time zone name (IANA), shown as the setting it is',
  'Asia/Calcutta': 'the time zone name (IANA), shown as the setting it is',
  // Dates and times print in the spec's fixed format (SPEC §2 Transactions: hh:mmA | DD MMM YYYY).
  AM: 'time of day in the fixed date format',
  PM: 'time of day in the fixed date format',
  ...Object.fromEntries(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'].map((m) => [m, 'month in the fixed date format'])),
  // Names: the fantasy contest types (like a casino game's name) and the help organisations on Responsible Gaming.
  'Max Run': 'the name of a cricket-fight contest type',
  'Max Ball': 'the name of a cricket-fight contest type',
  Fight: 'in a contest\'s name, "Max Run Fight #12"',
  'Tele-MANAS': "the Government of India's mental health helpline",
  India: 'in the helpline\'s name, "Tele-MANAS India"',
  GamCare: 'the name of a help organisation',
  'Gamblers Anonymous': 'the name of a help organisation',
  'Gambling Therapy': 'the name of a help organisation',
};

/**
 * Names the pages show from the seeded data: events, competitions, runners, teams, players, markets, games, payment
 * methods, banks and the demo player's user name. Each word of each name is allowed.
 */
async function seededNames(): Promise<Set<string>> {
  const db = site.server.db;
  const texts: string[] = [];
  const add = async (sql: string) => texts.push(...(await db.query<{ n: string | null }>(sql)).map((r) => r.n ?? ''));
  await add('SELECT name AS n FROM sports_events');
  await add('SELECT name AS n FROM sports_competitions');
  await add('SELECT name AS n FROM sports_runners');
  await add('SELECT name AS n FROM sports_markets');
  await add('SELECT venue AS n FROM sports_events');
  await add('SELECT team_a AS n FROM fantasy_matches UNION SELECT team_b FROM fantasy_matches UNION SELECT competition FROM fantasy_matches UNION SELECT venue FROM fantasy_matches');
  await add('SELECT name AS n FROM fantasy_players');
  await add('SELECT name AS n FROM matka_markets');
  await add('SELECT name AS n FROM casino_games');
  await add('SELECT method_name AS n FROM payment_methods UNION SELECT name FROM payment_methods');
  await add('SELECT bank_name AS n FROM master_accounts UNION SELECT account_holder_name FROM master_accounts');
  await add('SELECT user_name AS n FROM users');
  await add('SELECT refer_code AS n FROM users'); // a player's referral code (KBQJTQVV): a code, not a word
  await add('SELECT name AS n FROM casino_providers');
  return new Set(texts.flatMap((t) => words(t)).map((w) => w.toUpperCase()));
}

/** The Latin-script words of a text (a word with a digit in it is a number or a code: not a word). */
function words(text: string): string[] {
  return (text.match(/[A-Za-z][A-Za-z0-9'’.&/-]*/g) ?? []).map((w) => w.replace(/[.'’&/-]+$/, '')).filter((w) => w && !/\d/.test(w));
}

/** The visible text's Latin words that are neither names nor allowed terms (links and addresses are not words). */
async function englishLeft(page: Page, names: Set<string>): Promise<string[]> {
  const text = (await page.evaluate(() => document.body.innerText)).replace(/\bhttps?:\/\/\S+|\S+@\S+|\b[\w-]+(\.[\w-]+)+\b/g, ' ');
  const allowed = new Set(Object.keys(ALLOWED_TERMS).flatMap((t) => words(t)).map((t) => t.toUpperCase()));
  return [...new Set(words(text).filter((w) => !allowed.has(w.toUpperCase()) && !names.has(w.toUpperCase())))];
}

test('every route in Hindi, logged out and logged in: no English word left on the page', async () => {
  const cases: RouteCase[] = routeCases(await seededIds(site.server));
  const names = await seededNames();
  const pages = await routePages(site.browser.browser, site.server, (context) =>
    context.addInitScript(() => window.localStorage.setItem('khel_prefs', JSON.stringify({ language: 'hi' }))),
  );
  const found: string[] = [];
  try {
    for (const [state, page] of [['logged out', pages.out], ['logged in', pages.in]] as const) {
      for (const path of [...cases.map((c) => c.path), SEARCH_PATH, ...UNKNOWN_PATHS]) {
        await page.goto(`${site.server.url}${path}`);
        await settled(page);
        await page.locator('html[lang="hi"]').waitFor({ state: 'attached' });
        // The screen's data has arrived: no skeleton or spinner left.
        await page.waitForFunction(() => !document.querySelector('.k-skeleton, .k-spin, [aria-busy="true"]'), undefined, { timeout: 15_000 }).catch(() => undefined);
        const left = await englishLeft(page, names);
        if (left.length) found.push(`${state} ${path} (${new URL(page.url()).pathname}): ${left.join(', ')}`);
      }
    }
  } finally {
    await pages.close();
  }
  expect(found).toEqual([]);
});
