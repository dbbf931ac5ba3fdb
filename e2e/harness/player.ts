import type { Page } from 'playwright-core';
import { DEMO_PLAYER } from './demo';

/** Logs in through the login page with a mobile number and password, as a player does. */
export async function loginThroughUi(page: Page, baseUrl: string, player = DEMO_PLAYER): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Mobile Number').fill(player.mobile);
  await page.getByLabel('Password', { exact: true }).fill(player.password);
  await page.locator('form').getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`${baseUrl}/`);
}

/** The header's balance chip text, e.g. 'Bal ₹10,000.00'. */
export function headerBalance(page: Page) {
  return page.getByTestId('header-balance');
}
