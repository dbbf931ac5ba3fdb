import type { Page } from 'playwright-core';

/** The root config's frame around one application: its loader, error panel and the module's own root. */
export function moduleFrame(page: Page, name: string) {
  return page.locator(`[data-khel-app="${name}"]`);
}

/** Waits until the application's frame reports a state: loading, error, slow or mounted. */
export async function waitForModuleState(page: Page, name: string, state: 'error' | 'mounted', timeout = 15_000): Promise<void> {
  await page.locator(`[data-khel-app="${name}"][data-khel-state="${state}"]`).waitFor({ state: 'attached', timeout });
}
