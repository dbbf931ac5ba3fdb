import type { Page } from 'playwright-core';
import { formatRupees } from '../shared/src/money/format';
import { APP_ERROR_TEXT, APP_ERROR_TITLE } from '../shared/src/ui/AppErrorBoundary';
import { DEMO_PLAYER, DEMO_PLAYER_START_RUPEES } from './harness/demo';
import { adjustCash, findPlayer } from './harness/ledger';
import { moduleFrame, waitForModuleState } from './harness/modules';
import { headerBalance, loginThroughUi } from './harness/player';
import { useSite } from './harness/site';
import { replaceServedFile } from './harness/stand-in-module';

// A private copy of dist/web: the test serves its own games module there.
const site = useSite({ copyWeb: true });

/**
 * A games module as a team would ship it: single-spa lifecycles from the page's own @khel/shared
 * (reactLifecycles: single-spa-react inside the app's error boundary) and the page's React. Its component throws
 * in render while the page's `__khelBoom` is set, the way a real bug throws; nothing in the product is changed for it.
 */
const THROWING_MODULE = `System.register(['@khel/shared', 'react'], function (_export) {
  var shared, React;
  return {
    setters: [function (m) { shared = m; }, function (m) { React = m; }],
    execute: function () {
      function Games() {
        if (window.__khelBoom) throw new Error('games render bug');
        return React.createElement('h2', { 'data-testid': 'games-rendered' }, 'Games are working');
      }
      var lifecycles = shared.reactLifecycles(function () { return React.createElement(Games); });
      _export({ bootstrap: lifecycles.bootstrap, mount: lifecycles.mount, unmount: lifecycles.unmount });
    }
  };
});
`;

/** The area an application renders into: its frame's parent (the frame is the loader/error status beside the app's root). */
const appArea = (page: Page, name: string) => moduleFrame(page, name).locator('xpath=..');

const bal = (rupees: number) => `Bal ${formatRupees(BigInt(Math.round(rupees * 100)))}`;

test("a render error inside an app shows that app's error panel with Retry and is reported, while the header keeps working", async () => {
  const map = (await (await fetch(`${site.server.url}/import-map.json`)).json()) as { imports: Record<string, string> };
  replaceServedFile(site.server.webDir, map.imports['@khel/games']!, THROWING_MODULE);

  const page = await site.newPage('/', { offerSeen: true });
  await page.setViewportSize({ width: 390, height: 844 });
  const consoleErrors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
  await loginThroughUi(page, site.server.url);
  await expect(headerBalance(page).textContent()).resolves.toBe(bal(DEMO_PLAYER_START_RUPEES));
  await page.evaluate(() => {
    const w = window as unknown as { __khelBoom: boolean; __khelAppErrors: unknown[]; __khelSamePage: boolean };
    w.__khelBoom = true;
    w.__khelAppErrors = [];
    w.__khelSamePage = true;
    window.addEventListener('khel:app-error', (e) => w.__khelAppErrors.push((e as CustomEvent).detail));
  });

  // Into the games' route by the side menu: the module loads and mounts, then its tree throws while rendering.
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Sports Book' }).click();
  await waitForModuleState(page, '@khel/games', 'mounted');
  const games = appArea(page, '@khel/games');
  const panel = games.getByRole('alert');
  await panel.waitFor();
  await expect(panel.getByRole('heading').textContent()).resolves.toBe(APP_ERROR_TITLE);
  expect(APP_ERROR_TITLE).toBe('Something went wrong here');
  await expect(panel.locator('p').textContent()).resolves.toBe(APP_ERROR_TEXT);
  expect(APP_ERROR_TEXT).toBe('This part of the page stopped working. The rest of the site still works.');
  await expect(panel.getByRole('button').allTextContents()).resolves.toEqual(['Retry']);
  await expect(games.getByTestId('games-rendered').count()).resolves.toBe(0);

  // Reported: the window event and the console line, naming the app and the error.
  await expect(page.evaluate(() => (window as unknown as { __khelAppErrors: unknown[] }).__khelAppErrors)).resolves.toEqual([
    { app: '@khel/games', message: 'games render bug' },
  ]);
  expect(consoleErrors.some((line) => line.startsWith('[khel] @khel/games render error:'))).toBe(true);

  // The header keeps working: the balance follows a change made on the server, the menu opens and navigates.
  const player = await findPlayer(site.server.db, DEMO_PLAYER.mobile);
  await adjustCash(site.server.db, player.id, 250.5);
  await page.waitForFunction((text) => document.querySelector('[data-testid="header-balance"]')?.textContent === text, bal(DEMO_PLAYER_START_RUPEES + 250.5));
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(menu.getAttribute('class')).resolves.toBe('s-side s-open');
  await menu.getByRole('link', { name: 'Deposit' }).click();
  await waitForModuleState(page, '@khel/wallet', 'mounted');
  await appArea(page, '@khel/wallet').getByRole('heading', { name: 'Deposit' }).waitFor();

  // Back to the games: still its error panel. The bug is fixed in place; Retry renders the app afresh.
  await page.goBack();
  await waitForModuleState(page, '@khel/games', 'mounted');
  await appArea(page, '@khel/games').getByRole('alert').waitFor();
  await page.evaluate(() => ((window as unknown as { __khelBoom: boolean }).__khelBoom = false));
  await appArea(page, '@khel/games').getByRole('button', { name: 'Retry' }).click();
  await expect(appArea(page, '@khel/games').getByTestId('games-rendered').textContent()).resolves.toBe('Games are working');
  await expect(appArea(page, '@khel/games').getByRole('alert').count()).resolves.toBe(0);
  await expect(headerBalance(page).textContent()).resolves.toBe(bal(DEMO_PLAYER_START_RUPEES + 250.5));
  await expect(page.evaluate(() => (window as unknown as { __khelSamePage?: boolean }).__khelSamePage)).resolves.toBe(true);
});
