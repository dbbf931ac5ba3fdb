import { missingPermissionMessage } from '../shared/src/validation/operator-permissions';
import type { Page } from 'playwright-core';
import { apiLogin } from './harness/api';
import { DEMO_PLAYER } from './harness/demo';
import { findPlayer } from './harness/ledger';
import { consoleSignIn, DEMO_AGENT, opsCall, opsLogin } from './harness/ops';
import { headerBalance, loginThroughUi } from './harness/player';
import { useSite } from './harness/site';
import { randomUtr, renderSlip } from './harness/slips';
import { writeStandInModule } from './harness/stand-in-module';
import { apiDeposit, ledgerRupees, pageToken, walletRequests } from './harness/wallet';

const site = useSite({ copyWeb: true });
jest.setTimeout(120_000);

const money = (rupees: number) => `₹${rupees.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A logged-in player page and a pending deposit of `amount` made by that player. */
async function playerWithDeposit(amount: number): Promise<{ player: Page; requestId: string }> {
  const player = await site.newPage('/', { offerSeen: true });
  await loginThroughUi(player, site.server.url);
  const png = await renderSlip(site.browser.browser, 'bank-imps', { utr: randomUtr(), amount });
  const requestId = await apiDeposit(site.server.url, site.server.db, await pageToken(player), { amount, utr: randomUtr(), png });
  return { player, requestId };
}

/** The console signed in as the admin, on the pending deposits. */
async function consoleOnDeposits(): Promise<Page> {
  const page = await site.newPage('/', { offerSeen: true });
  await consoleSignIn(page, site.server.url);
  await page.goto(`${site.server.url}/backoffice/deposits`);
  return page;
}

/** Opens a decision on a queue row and confirms it. */
async function decide(console: Page, requestId: string, kind: 'Approve' | 'Reject' | 'Hold', fill?: { label: string; value: string }) {
  const row = console.getByRole('row', { name: `Request ${requestId}` });
  await row.getByRole('button', { name: kind, exact: true }).click();
  const dialog = console.getByRole('dialog', { name: `${kind} deposit #${requestId}` });
  if (fill) await dialog.getByLabel(fill.label, { exact: true }).fill(fill.value);
  await dialog.getByRole('button', { name: `Confirm ${kind.toLowerCase()}` }).click();
  await dialog.waitFor({ state: 'detached' });
}

test('an operator approves a deposit with a changed amount; the player header and transaction details follow', async () => {
  const { player, requestId } = await playerWithDeposit(1500);
  const user = await findPlayer(site.server.db, DEMO_PLAYER.mobile);
  const cashBefore = await ledgerRupees(site.server.db, user.id, 'cash');
  await headerBalance(player).filter({ hasText: money(cashBefore) }).waitFor();

  const console = await consoleOnDeposits();
  await console.getByRole('row', { name: `Request ${requestId}` }).getByText('₹1,500.00').waitFor();
  await decide(console, requestId, 'Approve', { label: 'Approved amount', value: '1200' });
  const decidedAt = Date.now();

  // The header's balance is cash plus bonus: the method's payment bonus is locked on the approved amount too.
  const award = await site.server.db.query<{ amount: string }>("SELECT amount::text FROM bonus_awards WHERE deposit_id = $1 AND kind = 'payment'", [requestId]);
  const bonus = await ledgerRupees(site.server.db, user.id, 'bonus');
  expect(bonus).toBe(award.length ? Number(award[0]!.amount) / 100 : 0);
  await headerBalance(player).filter({ hasText: money(cashBefore + 1200 + bonus) }).waitFor({ timeout: 3000 });
  expect(Date.now() - decidedAt).toBeLessThanOrEqual(3000);
  await expect(ledgerRupees(site.server.db, user.id, 'cash')).resolves.toBe(cashBefore + 1200);
  const [row] = await walletRequests(site.server.db, user.id);
  expect(row).toMatchObject({ id: requestId, status: 'approve_completed', amount: '150000', approved_amount: '120000' });

  await player.goto(`${site.server.url}/transaction`);
  await expect(player.getByRole('button', { name: 'Client Deposit Request Approved' }).textContent()).resolves.toMatch(/₹1,200\.00$/);
  await player.goto(`${site.server.url}/transaction-details/${requestId}`);
  const details = player.getByRole('region', { name: 'Transaction details' });
  await details.getByText('Accepted Amount').waitFor();
  const facts = await details.locator('dl').innerText();
  expect(facts).toMatch(/Requested Amount\s+₹1,500\.00/);
  expect(facts).toMatch(/Accepted Amount\s+₹1,200\.00/);
});

test('a reject with a remark shows in the player details; a hold shows In Process', async () => {
  const { player, requestId: rejected } = await playerWithDeposit(600);
  const png = await renderSlip(site.browser.browser, 'wallet-screenshot', { utr: randomUtr(), amount: 700 });
  const held = await apiDeposit(site.server.url, site.server.db, await pageToken(player), { amount: 700, utr: randomUtr(), png });

  const console = await consoleOnDeposits();
  // A reject needs a remark.
  await console.getByRole('row', { name: `Request ${rejected}` }).getByRole('button', { name: 'Reject', exact: true }).click();
  const dialog = console.getByRole('dialog', { name: `Reject deposit #${rejected}` });
  await dialog.getByRole('button', { name: 'Confirm reject' }).click();
  await dialog.getByRole('alert').filter({ hasText: 'Please enter a remark for the player' }).waitFor();
  await dialog.getByLabel('Remark', { exact: true }).fill('Payment not received in our bank');
  await dialog.getByRole('button', { name: 'Confirm reject' }).click();
  await dialog.waitFor({ state: 'detached' });
  await decide(console, held, 'Hold', { label: 'Remark (optional)', value: 'Checking the slip' });

  const user = await findPlayer(site.server.db, DEMO_PLAYER.mobile);
  const rows = await walletRequests(site.server.db, user.id);
  expect(rows.find((r) => r.id === rejected)).toMatchObject({ status: 'reject_completed', remark: 'Payment not received in our bank' });
  expect(rows.find((r) => r.id === held)).toMatchObject({ status: 'hold' });

  await player.goto(`${site.server.url}/transaction`);
  await player.getByRole('button', { name: 'Client Deposit Request In Process' }).click();
  await player.waitForURL(`${site.server.url}/transaction-details/${held}`);
  await player.getByRole('region', { name: 'Transaction details' }).getByText('Checking the slip').waitFor();

  await player.goto(`${site.server.url}/transaction-details/${rejected}`);
  const details = player.getByRole('region', { name: 'Transaction details' });
  await details.getByText('Payment not received in our bank').waitFor();
  await details.getByText('Rejected Amount').waitFor();
});

test("a module swap from the console changes what a player's browser loads on its next reload; rollback restores it", async () => {
  const release = '/releases/games-console/games.js';
  writeStandInModule(site.server.webDir, release, 'Games from the console');
  const player = await site.newPage('/sports-book', { offerSeen: true });
  const requested: string[] = [];
  player.on('request', (r) => requested.push(new URL(r.url()).pathname));
  // The import map the page loads (its systemjs-importmap script's src).
  const gamesUrl = () =>
    player.evaluate(async () => {
      const src = document.querySelector('script[type="systemjs-importmap"]')?.getAttribute('src') ?? '';
      return ((await (await fetch(src, { cache: 'no-store' })).json()) as { imports: Record<string, string> }).imports['@khel/games'];
    });
  const original = await gamesUrl();
  expect(original).toMatch(/^\/modules\/games\//);

  const console = await site.newPage('/', { offerSeen: true });
  await consoleSignIn(console, site.server.url, undefined, '/backoffice/modules');
  await console.getByRole('button', { name: 'Change URL of @khel/games' }).click();
  const dialog = console.getByRole('dialog', { name: 'Change URL of @khel/games' });
  await dialog.getByLabel('New URL').fill(release);
  await dialog.getByRole('button', { name: 'Swap module' }).click();
  // The server fetches and checks the new module before the swap: on a loaded machine more than the 15 s default.
  await dialog.waitFor({ state: 'detached', timeout: 45_000 });
  await console.getByRole('row', { name: 'Module @khel/games' }).getByText(release).waitFor();

  await player.reload();
  await player.getByTestId('stand-in-module').filter({ hasText: 'Games from the console' }).waitFor();
  expect(requested).toContain(release);
  await expect(gamesUrl()).resolves.toBe(release);

  await console.getByRole('button', { name: 'Roll back last change' }).click();
  await console.getByRole('dialog', { name: 'Roll back the import map' }).getByRole('button', { name: 'Roll back' }).click();
  await console.getByRole('row', { name: 'Module @khel/games' }).getByText(release).waitFor({ state: 'detached' });

  requested.length = 0;
  await player.reload();
  await player.locator('[data-khel-app="@khel/games"][data-khel-state]').first().waitFor({ state: 'attached' });
  await player.waitForLoadState('networkidle');
  expect(requested).not.toContain(release);
  await expect(player.getByTestId('stand-in-module').count()).resolves.toBe(0);
  await expect(gamesUrl()).resolves.toBe(original);
  expect(requested.some((r) => r.startsWith('/modules/games/'))).toBe(true);
});

test('an agent cannot change the configuration: 403, and the console says so', async () => {
  const agentToken = await opsLogin(site.server, DEMO_AGENT);
  const put = await opsCall(site.server, agentToken, 'PUT', '/ops/config/wallet', { deposit_range: { min: 200, max: 1000 } });
  expect(put).toMatchObject({ status: 403, body: { message: missingPermissionMessage('agent', 'config.manage') } });
  const swap = await opsCall(site.server, agentToken, 'POST', '/ops/modules/set', { name: '@khel/games', url: '/releases/x/games.js' });
  expect(swap).toMatchObject({ status: 403, body: { message: missingPermissionMessage('agent', 'modules.manage') } });

  const page = await site.newPage('/', { offerSeen: true });
  await consoleSignIn(page, site.server.url, DEMO_AGENT);
  await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Deposits' }).waitFor();
  await expect(page.getByRole('link', { name: 'Wallet configuration' }).count()).resolves.toBe(0);
  await expect(page.getByRole('link', { name: 'Modules' }).count()).resolves.toBe(0);
  for (const [path, permission] of [['/backoffice/config/wallet', 'config.manage'], ['/backoffice/modules', 'modules.manage']] as const) {
    await page.goto(`${site.server.url}${path}`);
    await page.getByRole('alert').filter({ hasText: missingPermissionMessage('agent', permission) }).first().waitFor();
  }
  const [config] = await site.server.db.query<{ deposit_min: string }>('SELECT deposit_min::text FROM wallet_config');
  expect(config!.deposit_min).toBe('10000');
});

test('every operator action appears in the audit list', async () => {
  // Actions of its own through the ops API: three decisions, a module swap and its rollback, a sign-in.
  const admin = await opsLogin(site.server);
  const token = await apiLogin(site.server, DEMO_PLAYER);
  const png = await renderSlip(site.browser.browser, 'upi-receipt', { utr: randomUtr(), amount: 300 });
  const ids: string[] = [];
  for (const amount of [300, 400, 500]) ids.push(await apiDeposit(site.server.url, site.server.db, token, { amount, utr: randomUtr(), png }));
  const decisions: [string, string, object][] = [
    ['approve', ids[0]!, { approved_amount: 250 }],
    ['reject', ids[1]!, { remark: 'No payment found' }],
    ['hold', ids[2]!, {}],
  ];
  for (const [decision, id, body] of decisions) expect((await opsCall(site.server, admin, 'POST', `/ops/requests/${id}/${decision}`, body)).status).toBe(200);
  writeStandInModule(site.server.webDir, '/releases/games-audit/games.js', 'Games for the audit');
  expect((await opsCall(site.server, admin, 'POST', '/ops/modules/set', { name: '@khel/games', url: '/releases/games-audit/games.js' })).status).toBe(200);
  expect((await opsCall(site.server, admin, 'POST', '/ops/modules/rollback', {})).status).toBe(200);

  const page = await site.newPage('/', { offerSeen: true });
  await consoleSignIn(page, site.server.url, undefined, '/backoffice/audit');
  const audit = page.getByRole('table', { name: 'Audit list' });
  await audit.waitFor();
  const rows = await audit.locator('tbody tr').allInnerTexts();
  const logged = await site.server.db.query<{ action: string; target: string | null; operator_name: string }>(
    // the console's default view: operators and players (the system's own rows behind the "Who" filter)
    "SELECT action, target, operator_name FROM audit_log WHERE actor_kind IN ('operator', 'player') ORDER BY id DESC LIMIT 50",
  );
  // The list shows exactly the logged actions, newest first, each with who and what.
  expect(rows).toHaveLength(logged.length);
  logged.forEach((entry, i) => {
    expect(rows[i]).toContain(entry.action);
    expect(rows[i]).toContain(entry.operator_name);
    if (entry.target) expect(rows[i]).toContain(entry.target);
  });
  const actions = logged.map((a) => `${a.action} ${a.target ?? ''}`);
  for (const [decision, id] of decisions) expect(actions).toContain(`request.${decision} request #${id}`);
  for (const action of ['modules.set', 'modules.rollback', 'operator.login']) expect(actions.some((a) => a.startsWith(action))).toBe(true);
});

test("the console's JavaScript loads only on /backoffice: a player's session never fetches it", async () => {
  const player = await site.newPage('/login', { offerSeen: true });
  const scripts: string[] = [];
  player.on('request', (r) => {
    if (r.resourceType() === 'script' || r.url().endsWith('.js')) scripts.push(new URL(r.url()).pathname);
  });
  await loginThroughUi(player, site.server.url);
  for (const path of ['/deposit', '/withdrawal', '/transaction', '/']) {
    await player.goto(`${site.server.url}${path}`);
    await player.waitForLoadState('networkidle');
  }
  await player.getByRole('link', { name: 'Deposit' }).first().click();
  await player.getByPlaceholder('Enter Amount').waitFor();
  expect(scripts.some((s) => s.startsWith('/modules/wallet/'))).toBe(true);
  expect(scripts.filter((s) => s.includes('backoffice'))).toEqual([]);

  // The same recording on /backoffice does fetch it, so the check above can see it.
  const operator = await site.newPage('/', { offerSeen: true });
  const consoleScripts: string[] = [];
  operator.on('request', (r) => consoleScripts.push(new URL(r.url()).pathname));
  await operator.goto(`${site.server.url}/backoffice`);
  await operator.getByLabel('Username').waitFor();
  expect(consoleScripts.some((s) => s.startsWith('/modules/backoffice/'))).toBe(true);
});
