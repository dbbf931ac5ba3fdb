// Issue 30 item 4: every path of SPEC §2's route table leads to its screen, logged out and logged in, on a phone
// (390 px) and a laptop (1280 px), on the seeded data; a path that is no page gets the 404 page with status 404.
// One browser, one page per login state, reused from path to path: on the phone each path is a fresh load from the
// server (its status 200 checked), on the laptop the player's own in-site navigation (single-spa's), which is what a
// tap on a link does and keeps the test near three minutes.
import type { Page } from 'playwright-core';
import { ERROR_PANEL, SEARCH_PATH, UNKNOWN_PATHS, VIEWPORTS, routeCases, routePages, seededIds, settled, type Expect, type RouteCase } from './harness/routes';
import { useSite } from './harness/site';

const site = useSite();
jest.setTimeout(300_000);

/** Visits a path (a page load, or a navigation inside the site) and checks what the case expects. */
async function visit(page: Page, path: string, expected: Expect, load: boolean): Promise<void> {
  const base = site.server.url;
  if (load) {
    const response = await page.goto(`${base}${path}`);
    expect([path, response?.status()]).toEqual([path, 200]);
  } else {
    await page.evaluate((to) => (window as unknown as { singleSpaNavigate(url: string): void }).singleSpaNavigate(to), path);
  }
  if ('redirect' in expected) {
    await page.waitForURL(`${base}${expected.redirect}`);
    await settled(page);
    return;
  }
  await settled(page);
  if ('heading' in expected) {
    await page.getByRole('heading', { name: expected.heading, exact: true }).first().waitFor();
  } else {
    await page.getByText(expected.text, { exact: true }).first().waitFor();
  }
  // Never the 404 page or an error panel, and the path is still the one asked for (no guard sent us away).
  expect([path, new URL(page.url()).pathname]).toEqual([path, path]);
  expect([path, await page.getByRole('heading', { name: '404 Not Found' }).count()]).toEqual([path, 0]);
  expect([path, await page.locator(ERROR_PANEL).count()]).toEqual([path, 0]);
}

describe('every route of SPEC §2', () => {
  let cases: RouteCase[] = [];
  let pages: Awaited<ReturnType<typeof routePages>>;
  beforeAll(async () => {
    cases = routeCases(await seededIds(site.server));
    pages = await routePages(site.browser.browser, site.server);
  }, 120_000);
  afterAll(() => pages?.close());

  for (const viewport of VIEWPORTS) {
    test(`at ${viewport.width} px: each screen's own heading or content, logged out and logged in, as the guard says`, async () => {
      for (const [state, page] of [['logged out', pages.out], ['logged in', pages.in]] as const) {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        for (const c of cases) {
          const expected = state === 'logged out' ? c.loggedOut : c.loggedIn;
          try {
            await visit(page, c.path, expected, viewport.width < 800);
          } catch (error) {
            throw new Error(`${state}, ${viewport.width} px, ${c.row} (${c.path}): ${(error as Error).message}`);
          }
        }
        // The search route: its field, and no header (SPEC §2 hides it there), no error panel, not the 404 page.
        const response = await page.goto(`${site.server.url}${SEARCH_PATH}`);
        expect([SEARCH_PATH, response?.status()]).toEqual([SEARCH_PATH, 200]);
        await page.getByRole('combobox', { name: 'Search' }).waitFor();
        await settled(page);
        expect(await page.locator('header.s-header').count()).toBe(0);
        expect([SEARCH_PATH, await page.locator(ERROR_PANEL).count()]).toEqual([SEARCH_PATH, 0]);
        expect([SEARCH_PATH, await page.getByRole('heading', { name: '404 Not Found' }).count()]).toEqual([SEARCH_PATH, 0]);
        // A path that is no page: the site's 404 page, with HTTP status 404 (not the API's JSON, not a 200).
        for (const path of UNKNOWN_PATHS) {
          const response = await page.goto(`${site.server.url}${path}`);
          expect([path, response?.status(), response?.headers()['content-type']]).toEqual([path, 404, 'text/html; charset=utf-8']);
          await page.getByRole('heading', { name: '404 Not Found' }).waitFor();
          await page.getByRole('link', { name: 'Go To Homepage' }).waitFor();
          expect([path, await page.locator(ERROR_PANEL).count()]).toEqual([path, 0]);
        }
      }
    });
  }
});
