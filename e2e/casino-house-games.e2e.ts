import type { FrameLocator, Page } from 'playwright-core';
import { axeViolations } from './harness/axe';
import { loginThroughUi } from './harness/player';
import { useSite } from './harness/site';

const site = useSite();

/**
 * Issue 31 point 3, as a player meets it: the menu and Home offer only casino sections with games, an unknown
 * section is the 404 page, and each new built-in game is played for real (money through the seamless wallet) on a
 * phone and a laptop, then checked with one tap from its round.
 */
async function openGame(page: Page, name: string): Promise<FrameLocator> {
  await page.goto(`${site.server.url}/casino/all`);
  await page.getByRole('list', { name: 'All Games' }).getByRole('button', { name: `Play ${name}` }).click();
  const frame = page.frameLocator(`iframe[title="${name}"]`);
  await frame.getByTestId('server-seed-hash').filter({ hasText: /^[0-9a-f]{64}$/ }).waitFor();
  return frame;
}

/** The game page inside the frame never scrolls sideways. */
async function fitsItsFrame(page: Page): Promise<boolean> {
  const frame = page.frames().find((f) => f.url().includes('/casino-house/'))!;
  return frame.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
}

test('the menu and Home offer only sections with games; /casino/xyz is the 404 page', async () => {
  const page = await site.newPage('/', { offerSeen: true });
  const games = page.getByRole('region', { name: 'Games & Rewards' });
  await games.getByRole('link', { name: 'Casino' }).waitFor();
  await expect(games.getByRole('link', { name: 'Live Casino' }).count()).resolves.toBe(0);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('link', { name: 'Slots' }).waitFor();
  await expect(menu.getByRole('link', { name: 'Live Casino' }).count()).resolves.toBe(0);
  await expect(menu.getByRole('link', { name: 'Casino' }).getAttribute('href')).resolves.toBe('/casino/all');

  await page.goto(`${site.server.url}/casino/xyz`);
  await page.getByRole('heading', { name: '404 Not Found' }).waitFor();
  await expect(page.getByRole('list', { name: /Games/ }).count()).resolves.toBe(0);
});

const ROUNDS: { name: string; choose?: string; play: string; result: RegExp }[] = [
  { name: 'Teen Patti', choose: 'Player B · 1.98x', play: 'Play', result: /(Player [AB] wins|Tie: your stake is returned) · (You won ₹[\d,.]+|You lost)/ },
  { name: 'Dragon Tiger', choose: 'Tiger · 2x', play: 'Play', result: /(Dragon wins|Tiger wins|Tie) · (You won|You lost)/ },
  { name: 'Lucky 7', choose: 'Seven · 12.6x', play: 'Play', result: /(Low \(A–6\)|Seven|High \(8–K\)) · (You won|You lost)/ },
  { name: 'European Roulette', choose: 'Red · 2x', play: 'Spin', result: /\d+ (Red|Black|Green) · (You won|You lost)/ },
  { name: 'Rang Reels', play: 'Spin', result: /(\d+ winning lines?|No winning line) · (You won|You lost)/ },
  { name: 'Plinko', choose: 'High', play: 'Drop', result: /Landed on [\d.]+× · (You won|You lost)/ },
];

test('each new game plays a real round at 390 px and 1280 px and is checked with one tap', async () => {
  const page = await site.newPage('/', { offerSeen: true });
  await loginThroughUi(page, site.server.url);
  for (const [i, game] of ROUNDS.entries()) {
    await page.setViewportSize(i % 2 ? { width: 1280, height: 900 } : { width: 390, height: 844 });
    const frame = await openGame(page, game.name);
    if (game.choose) await frame.getByRole('button', { name: game.choose }).click();
    await frame.getByRole('button', { name: game.play, exact: true }).click();
    await frame.getByRole('status').filter({ hasText: game.result }).waitFor();
    await expect(fitsItsFrame(page)).resolves.toBe(true);
    await frame.getByRole('button', { name: 'Check this round' }).click();
    const verdict = frame.getByTestId('verify-result');
    await verdict.filter({ hasText: 'The same as recorded.' }).waitFor();
    await expect(verdict.textContent()).resolves.toContain('The server seed matches the fingerprint (SHA-256) shown before you played.');
    await page.getByRole('button', { name: 'Back to the lobby' }).click();
  }
  expect(site.browser.takeCspViolations()).toEqual([]);
}, 180_000); // twelve rounds (six games at two widths), each verified: over a minute on a loaded machine

test('a game page reads in Hindi, help and recipe included, and has no accessibility violations', async () => {
  const page = await site.newPage('/', { offerSeen: true });
  await loginThroughUi(page, site.server.url);
  await page.setViewportSize({ width: 390, height: 844 });
  const frame = await openGame(page, 'Teen Patti');
  const src = await page.locator('iframe[title="Teen Patti"]').getAttribute('src');
  await page.goto(`${site.server.url}${src!.replace('lang=en', 'lang=hi')}`);
  await page.getByRole('heading', { name: 'तीन पत्ती' }).waitFor();
  await page.getByText(/प्लेयर A और प्लेयर B को एक फेंटी हुई गड्डी से तीन-तीन पत्ते मिलते हैं/).waitFor();
  await page.getByRole('navigation', { name: 'तीन पत्ती' }).getByRole('button', { name: 'यह निष्पक्ष कैसे है' }).click();
  await page.getByTestId('example-roll').filter({ hasText: '27.07' }).waitFor();
  await expect(axeViolations(page, 'main')).resolves.toEqual([]);
  void frame;
});
