import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';
import { CHROMIUM } from './paths';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface E2eBrowser {
  browser: Browser;
  /** A fresh context (own cookies and storage) for one test; options add to the defaults. */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  close(): Promise<void>;
}

/**
 * Debian's Chromium driven by playwright-core. playwright gives each launch a fresh temporary user-data-dir
 * (it refuses a --user-data-dir argument) and deletes it on close.
 */
export async function launchBrowser(): Promise<E2eBrowser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS, timeout: 60_000 });
  return {
    browser,
    newContext: (options = {}) => browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US', timezoneId: 'Asia/Kolkata', ...options }),
    async close() {
      await browser.close().catch(() => undefined);
    },
  };
}
