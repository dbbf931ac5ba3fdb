import type { Page } from 'playwright-core';
import { loginThroughUi } from './harness/player';
import { useSite } from './harness/site';

const site = useSite();

interface ImportMap {
  imports: Record<string, string>;
}

/** Every JavaScript file the page downloads, with its text. */
function recordScripts(page: Page): Map<string, Promise<string>> {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (/javascript/.test(type) && response.ok()) scripts.set(new URL(response.url()).pathname, response.text().catch(() => ''));
  });
  return scripts;
}

async function filesContaining(scripts: Map<string, Promise<string>>, marker: string): Promise<string[]> {
  const hits: string[] = [];
  for (const [file, text] of scripts) if ((await text).includes(marker)) hits.push(file);
  return hits.sort();
}

test('exactly one copy of React and of RxJS on the page', async () => {
  const context = await site.browser.newContext();
  // Every React DOM copy registers itself with the DevTools hook once; count them.
  await context.addInitScript(() => {
    const renderers: unknown[] = [];
    (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      renderers: new Map(),
      supportsFiber: true,
      isDisabled: false,
      inject(renderer: unknown) {
        renderers.push(renderer);
        return renderers.length;
      },
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
    (window as unknown as Record<string, unknown>).__khelRenderers = renderers;
  });
  const page = await context.newPage();
  const scripts = recordScripts(page);
  await loginThroughUi(page, site.server.url);
  for (const path of ['/setting', '/faq', '/sports-book', '/']) {
    await page.goto(`${site.server.url}${path}`);
    await page.locator('header.s-header').waitFor();
  }
  await page.waitForLoadState('networkidle');

  const map = (await (await fetch(`${site.server.url}/import-map.json`)).json()) as ImportMap;
  const url = (name: string) => new URL(map.imports[name]!, site.server.url).pathname;

  // RxJS: the one file that defines it is the import map's rxjs; no module bundles a copy.
  await expect(filesContaining(scripts, 'object unsubscribed')).resolves.toEqual([url('rxjs')]);
  // React: only the import map's react, react/jsx-runtime and react-dom/client files hold React's element code.
  await expect(filesContaining(scripts, 'react.transitional.element')).resolves.toEqual(
    [url('react'), url('react/jsx-runtime'), url('react-dom/client')].sort(),
  );
  await expect(page.evaluate(() => ((window as unknown as { __khelRenderers: unknown[] }).__khelRenderers).length)).resolves.toBe(1);

  // The loader's registry holds one React namespace and one RxJS namespace.
  const counts = await page.evaluate(() => {
    const system = (window as unknown as { System: { entries(): Iterable<[string, Record<string, unknown>]> } }).System;
    const reacts = new Set<unknown>();
    const rxjs = new Set<unknown>();
    for (const [, ns] of system.entries()) {
      if (ns && typeof ns.useState === 'function' && typeof ns.createElement === 'function') reacts.add(ns.useState);
      // The rxjs vendor exports only the names our sources import (scripts/webpack/used-imports.js): BehaviorSubject.
      if (ns && typeof ns.BehaviorSubject === 'function') rxjs.add(ns.BehaviorSubject);
    }
    return { react: reacts.size, rxjs: rxjs.size };
  });
  expect(counts).toEqual({ react: 1, rxjs: 1 });
  await context.close();
});

test('a toast disappears after 3 s', async () => {
  const context = await site.browser.newContext();
  // Timestamps taken in the page itself when a toast is added and removed, so test-runner latency does not count.
  await context.addInitScript(() => {
    const times: Array<{ added: number; removed?: number }> = [];
    (window as unknown as { __khelToasts: typeof times }).__khelToasts = times;
    const seen = new Map<Node, { added: number; removed?: number }>();
    new MutationObserver((records) => {
      for (const r of records) {
        r.addedNodes.forEach((n) => {
          if (n instanceof HTMLElement && n.classList.contains('k-toast')) {
            const t = { added: performance.now() };
            seen.set(n, t);
            times.push(t);
          }
        });
        r.removedNodes.forEach((n) => {
          const t = seen.get(n);
          if (t) t.removed = performance.now();
        });
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const page = await context.newPage();
  await page.goto(`${site.server.url}/login`);
  await page.getByLabel('Mobile Number').fill('9000000001');
  await page.getByLabel('Password', { exact: true }).fill('Wrong@1234');
  await page.locator('form').getByRole('button', { name: 'Login' }).click();
  const toast = page.locator('.k-toasts .k-toast');
  await toast.first().waitFor({ state: 'visible' });
  await expect(toast.first().textContent()).resolves.toMatch(/\S/);
  await toast.first().waitFor({ state: 'detached', timeout: 6000 });
  const times = await page.evaluate(() => (window as unknown as { __khelToasts: Array<{ added: number; removed?: number }> }).__khelToasts);
  expect(times).toHaveLength(1);
  const shownFor = times[0]!.removed! - times[0]!.added;
  expect(shownFor).toBeGreaterThanOrEqual(2950);
  expect(shownFor).toBeLessThanOrEqual(3500);
  await context.close();
});
