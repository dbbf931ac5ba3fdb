import { consoleSignIn, opsCall } from './harness/ops';
import { useSite } from './harness/site';

const site = useSite();
jest.setTimeout(120_000);

/**
 * Issue 11 point 4 in the browser: an admin creates an operator in the console; that operator must choose their own
 * password before the console opens (and the server refuses their first session everything else meanwhile); the
 * admin disables them and their open console loses its session at once.
 */
test('an admin creates an operator, who must change the password first; disabling ends their session', async () => {
  const url = site.server.url;
  const admin = await site.newPage('/', { offerSeen: true });
  await consoleSignIn(admin, url);
  await admin.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Operators' }).click();
  await admin.getByRole('row', { name: 'Operator admin' }).waitFor();
  await admin.getByRole('button', { name: 'New operator' }).click();
  const create = admin.getByRole('dialog', { name: 'New operator' });
  await create.getByLabel('Username').fill('desk.e2e');
  await create.getByLabel('First password').fill('weak');
  await create.getByRole('button', { name: 'Create operator' }).click();
  await create.getByRole('alert').filter({ hasText: 'Password must be 12 to 128 characters' }).waitFor();
  await create.getByLabel('First password').fill('First-Kettle-Orange-8');
  await create.getByRole('button', { name: 'Create operator' }).click();
  await admin.getByRole('row', { name: 'Operator desk.e2e' }).getByText('Must change password').waitFor();

  // The first password opens a session that the server refuses everything but the change.
  const first = await opsCall<{ token: string; operator: { must_change_password: boolean } }>(site.server, '', 'POST', '/ops/auth/login', { username: 'desk.e2e', password: 'First-Kettle-Orange-8' });
  expect(first.body.data?.operator.must_change_password).toBe(true);
  const refused = await opsCall(site.server, first.body.data!.token, 'GET', '/ops/requests');
  expect([refused.status, refused.body.message]).toEqual([403, 'You must change your password before you continue']);

  const desk = await site.newPage('/', { offerSeen: true });
  await desk.goto(`${url}/backoffice`);
  await desk.getByLabel('Username').fill('desk.e2e');
  await desk.getByLabel('Password', { exact: true }).fill('First-Kettle-Orange-8');
  await desk.getByRole('button', { name: 'Sign in' }).click();
  await desk.getByRole('heading', { name: 'Choose a new password' }).waitFor();
  await desk.getByLabel('Current password').fill('First-Kettle-Orange-8');
  await desk.getByLabel('New password', { exact: true }).fill('Second-Kettle-Orange-9');
  await desk.getByLabel('Repeat the new password').fill('Second-Kettle-Orange-9');
  await desk.getByRole('button', { name: 'Save and continue' }).click();
  await desk.getByRole('navigation', { name: 'Console sections' }).waitFor();
  expect(await desk.getByRole('link', { name: 'Operators' }).count()).toBe(0);

  const row = admin.getByRole('row', { name: 'Operator desk.e2e' });
  await admin.reload();
  await row.getByText('Active').waitFor();
  await row.getByRole('button', { name: 'Disable' }).click();
  await admin.getByRole('dialog', { name: 'Disable desk.e2e' }).getByRole('button', { name: 'Disable' }).click();
  await row.getByText('Disabled').waitFor();

  // The disabled operator's open console: its next call is refused and it returns to sign-in.
  await desk.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'All requests' }).click();
  await desk.getByRole('button', { name: 'Sign in' }).waitFor();
  await desk.getByLabel('Username').fill('desk.e2e');
  await desk.getByLabel('Password', { exact: true }).fill('Second-Kettle-Orange-9');
  await desk.getByRole('button', { name: 'Sign in' }).click();
  await desk.getByRole('alert').filter({ hasText: 'This operator account is disabled' }).waitFor();

  const audit = await site.server.db.query<{ action: string; operator_name: string }>(
    `SELECT action, operator_name FROM audit_log WHERE target = 'operator desk.e2e' AND action <> 'operator.login' ORDER BY id`,
  );
  expect(audit).toEqual([
    { action: 'operator.create', operator_name: 'admin' },
    { action: 'operator.change_password', operator_name: 'desk.e2e' },
    { action: 'operator.disable', operator_name: 'admin' },
  ]);
});
