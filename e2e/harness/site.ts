import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser, type E2eBrowser } from './browser';
import { startServer, type KhelServer, type SiteOptions } from './server';

export interface SiteUnderTest {
  readonly server: KhelServer;
  readonly browser: E2eBrowser;
  /**
   * A page in a fresh context (logged out, empty storage); closed after the test. offerSeen: this device has
   * seen the offer popup already (the product's own 'is_offer' key), so no modal opens over the page.
   */
  newPage(path?: string, options?: { offerSeen?: boolean }): Promise<Page>;
}

/**
 * One server (fresh database) and one browser per test file, a fresh browser context per test.
 * Call at the top of a file; the hooks start everything before the first test and always stop it after the last.
 */
export function useSite(options: SiteOptions = {}): SiteUnderTest {
  jest.setTimeout(60_000);
  let server: KhelServer | undefined;
  let browser: E2eBrowser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    server = await startServer(options);
    browser = await launchBrowser();
  }, 120_000);

  // Every browser test runs under the site's Content-Security-Policy and fails on anything it blocks.
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close().catch(() => undefined)));
    const violations = browser?.takeCspViolations() ?? [];
    if (violations.length) throw new Error(`the Content-Security-Policy blocked something:\n${[...new Set(violations)].join('\n')}`);
  });

  afterAll(async () => {
    try {
      await browser?.close();
    } finally {
      await server?.stop();
    }
  }, 30_000);

  return {
    get server() {
      if (!server) throw new Error('the site is not started (used outside a test?)');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('the browser is not started (used outside a test?)');
      return browser;
    },
    async newPage(path = '/', options: { offerSeen?: boolean } = {}) {
      const context = await this.browser.newContext();
      contexts.push(context);
      if (options.offerSeen) await context.addInitScript(() => window.localStorage.setItem('is_offer', '1'));
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      await page.goto(`${this.server.url}${path}`);
      return page;
    },
  };
}
