import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type ConsoleMessage, type Page } from 'playwright-core';
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
  /** Content-Security-Policy violations seen in any context since the last call (the list is emptied). */
  takeCspViolations(): string[];
  close(): Promise<void>;
}

/**
 * Chromium's console line for anything a Content-Security-Policy blocked (pages and workers alike): every one names
 * the "Content Security Policy" directive. nosniff's "Refused to execute script ... MIME type" (a missing module's 404
 * answer) is not a CSP violation: the error panel handles it.
 */
const CSP_CONSOLE = /Content Security Policy/i;

/**
 * Every context reports what the site's CSP blocks: the page's securitypolicyviolation events (through a binding, so
 * none is lost to a navigation) and Chromium's console errors from pages, frames and workers.
 */
async function watchCsp(context: BrowserContext, record: (line: string) => void): Promise<void> {
  await context.exposeBinding('__khelCspViolation', ({ page }, text: string) => record(`${page?.url() ?? '?'}: ${text}`));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __khelCspViolation?: (text: string) => void }).__khelCspViolation;
      report?.(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile || e.documentURI}:${e.lineNumber}) ${e.sample}`);
    });
  });
  const onConsole = (where: () => string) => (message: ConsoleMessage) => {
    if (message.type() === 'error' && CSP_CONSOLE.test(message.text())) record(`${where()}: ${message.text()}`);
  };
  const watchPage = (page: Page) => {
    page.on('console', onConsole(() => page.url()));
    page.on('worker', (worker) => worker.on('console', onConsole(() => `worker ${worker.url()}`)));
  };
  context.pages().forEach(watchPage);
  context.on('page', watchPage);
}

/**
 * Debian's Chromium driven by playwright-core. playwright gives each launch a fresh temporary user-data-dir
 * (it refuses a --user-data-dir argument) and deletes it on close.
 */
export async function launchBrowser(): Promise<E2eBrowser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS, timeout: 60_000 });
  const violations: string[] = [];
  return {
    browser,
    async newContext(options = {}) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US', timezoneId: 'Asia/Kolkata', ...options });
      await watchCsp(context, (line) => violations.push(line));
      return context;
    },
    takeCspViolations: () => violations.splice(0),
    async close() {
      await browser.close().catch(() => undefined);
    },
  };
}
