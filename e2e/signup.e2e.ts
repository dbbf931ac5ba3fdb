import { OTP_MESSAGES } from '../services/api/src/otp/otp';
import { otpFromLog } from './harness/api';
import { useSite } from './harness/site';

const site = useSite();

test('a new player signs up with the OTP the server sent and lands Home logged in', async () => {
  const mobile = '9123456780';
  const page = await site.newPage('/sign-up', { offerSeen: true });
  await page.getByLabel('Mobile Number').fill(mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  // The default OTP sender writes the code to the server log.
  const otp = await otpFromLog(site.server, mobile);
  await page.getByLabel('OTP', { exact: true }).fill(otp);
  await page.getByLabel('Password', { exact: true }).fill('Newbie@123');
  await page.getByLabel('Confirm Password').fill('Newbie@123');
  await page.getByLabel('Date of Birth').fill('1995-08-15');
  await page.locator('form').getByRole('button', { name: 'Sign Up' }).click();
  await page.getByTestId('header-balance').waitFor();
  expect(new URL(page.url()).pathname).toBe('/');

  const [row] = await site.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE mobile = $1', [mobile]);
  expect(row!.n).toBe(1);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'AUTH_TOKEN');
  expect(cookie?.value).toBeTruthy();
});

test('a wrong OTP is refused with the server message and no player is created', async () => {
  const mobile = '9123456781';
  const page = await site.newPage('/sign-up', { offerSeen: true });
  await page.getByLabel('Mobile Number').fill(mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  const otp = await otpFromLog(site.server, mobile);
  const wrong = otp === '000000' ? '111111' : '000000';
  await page.getByLabel('OTP', { exact: true }).fill(wrong);
  await page.getByLabel('Password', { exact: true }).fill('Newbie@123');
  await page.getByLabel('Confirm Password').fill('Newbie@123');
  await page.getByLabel('Date of Birth').fill('1995-08-15');
  await page.locator('form').getByRole('button', { name: 'Sign Up' }).click();
  await page.locator('.k-toast.k-toast-error', { hasText: OTP_MESSAGES.invalid }).first().waitFor();
  expect(new URL(page.url()).pathname).toBe('/sign-up');
  const [row] = await site.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE mobile = $1', [mobile]);
  expect(row!.n).toBe(0);
});
