import { axeViolations } from './harness/axe';
import { useSite } from './harness/site';

// The development gallery (/dev/gallery) on the real composed site: its CSP, its import map, its theme.
const site = useSite();

const PRIMITIVES = ['Button', 'Input', 'AmountInput', 'Select', 'Modal', 'Tabs', 'Table', 'EmptyState', 'ErrorPanel', 'Skeleton', 'Toast'];

async function openGallery() {
  const page = await site.newPage('/dev/gallery');
  await page.getByRole('heading', { level: 1, name: 'Khel primitives' }).waitFor();
  return page;
}

test('the gallery shows every shared primitive in its states and axe finds no violation', async () => {
  const page = await openGallery();
  await expect(page.title()).resolves.toBe('Khel primitives (development)');
  await expect(page.locator('section[data-primitive]').evaluateAll((s) => s.map((e) => e.getAttribute('data-primitive')))).resolves.toEqual(PRIMITIVES);
  const states = (name: string) => page.locator(`section[data-primitive="${name}"] [data-state]`).evaluateAll((s) => s.map((e) => e.getAttribute('data-state')));
  await expect(states('Button')).resolves.toEqual(['default', 'disabled', 'loading']);
  await expect(states('Input')).resolves.toEqual(['default', 'disabled', 'error']);
  await expect(states('AmountInput')).resolves.toEqual(['default', 'disabled', 'error', 'whole rupees']);
  await expect(states('Table')).resolves.toEqual(['default', 'loading', 'empty']);

  // The states are the real ones: busy and disabled buttons, invalid fields with their messages.
  await expect(page.getByRole('button', { name: 'Submitting' }).getAttribute('aria-busy')).resolves.toBe('true');
  await expect(page.getByRole('button', { name: 'Submitting' }).isDisabled()).resolves.toBe(true);
  await expect(page.getByLabel('IFSC code').getAttribute('aria-invalid')).resolves.toBe('true');
  await expect(page.getByLabel('Deposit amount').inputValue()).resolves.toBe('123456.5');
  await expect(page.locator('section[data-primitive="AmountInput"] [data-testid="amount-display"]').first().textContent()).resolves.toBe('₹1,23,456.50');
  const amountError = page.locator('section[data-primitive="AmountInput"] [data-state="error"]').getByRole('alert');
  await expect(amountError.textContent()).resolves.toBe('Enter rupees in digits only, with at most 2 decimals, e.g. 1500.50.');
  await expect(page.getByRole('table', { name: 'Deposits' }).getByRole('cell', { name: '₹1,23,456.50' }).count()).resolves.toBe(1);
  await expect(page.getByRole('status').filter({ hasText: 'Loading Withdrawals' }).count()).resolves.toBe(1);
  await expect(page.getByRole('heading', { name: 'No bonuses yet' }).count()).resolves.toBe(1);

  // The primitives take the theme's tokens: a primary button is drawn in the accent colour.
  const accent = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--khel-accent').trim());
  expect(accent).toMatch(/^#[0-9a-f]{6}$/i);
  const fill = await page.getByRole('button', { name: 'Deposit', exact: true }).first().evaluate((b) => getComputedStyle(b).backgroundColor);
  const hex = (n: string) => parseInt(n, 16);
  expect(fill).toBe(`rgb(${hex(accent.slice(1, 3))}, ${hex(accent.slice(3, 5))}, ${hex(accent.slice(5, 7))})`);

  await expect(axeViolations(page)).resolves.toEqual([]);

  // The check can fail: a field without a label is reported.
  await page.evaluate(() => document.querySelector('main')!.append(Object.assign(document.createElement('input'), { id: 'unlabelled' })));
  await expect(axeViolations(page)).resolves.toEqual([expect.objectContaining({ id: 'label', targets: ['#unlabelled'] })]);
});

test('the modal traps focus, closes on Escape and gives focus back; axe is clean with it open', async () => {
  const page = await openGallery();
  const opener = page.getByRole('button', { name: 'Open dialog' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Confirm withdrawal' });
  await dialog.waitFor();
  const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');
  await expect(focused()).resolves.toBe('Confirm');
  await page.keyboard.press('Tab');
  await expect(focused()).resolves.toBe('Close');
  await page.keyboard.press('Shift+Tab');
  await expect(focused()).resolves.toBe('Confirm');
  await expect(axeViolations(page)).resolves.toEqual([]);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await expect(focused()).resolves.toBe('Open dialog');
});

test('tabs follow the arrow keys past a disabled tab; a toast from the bus is announced', async () => {
  const page = await openGallery();
  await page.getByRole('tab', { name: 'Deposit' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Withdrawal' }).getAttribute('aria-selected')).resolves.toBe('true');
  await expect(page.getByRole('tabpanel', { name: 'Withdrawal' }).textContent()).resolves.toBe('Withdrawals of the last 7 days.');
  await page.keyboard.press('ArrowRight'); // Bonus is disabled: back to Deposit
  await expect(page.getByRole('tab', { name: 'Deposit' }).getAttribute('aria-selected')).resolves.toBe('true');
  await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Deposit');

  await page.getByRole('button', { name: 'Show an error toast' }).click();
  const region = page.locator('.k-toasts[aria-live="polite"]');
  await region.getByRole('alert').filter({ hasText: 'Payment failed' }).waitFor();
  await page.getByRole('button', { name: 'Show a success toast' }).click();
  await region.getByRole('status').filter({ hasText: 'Deposit request sent' }).waitFor();
  await expect(axeViolations(page)).resolves.toEqual([]);
});
