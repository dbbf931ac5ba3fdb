import { hashPassword } from '../src/auth/passwords';
import { PAYOUT_LINK_OPS_MESSAGES as OPS } from '../src/ops/payout-links';
import { PAYOUT_LINK_MESSAGES } from '../src/wallet/payout-links';
import { opsCall, opsLogin } from './ops-fixtures';
import { dbKinds } from './test-db';
import { addBankAccount, balances, call, newPlayer, payoutMethodId, type Player, startWalletApp, type WalletApp, WITHDRAW_PASSWORD } from './wallet-helpers';

/**
 * Issue 11 point 9 against the real server: a payout account saved by a second player flags both for review, the
 * first owner keeps withdrawing, the second cannot withdraw to it until an operator clears the flag or unlinks.
 */
describe.each(dbKinds())('linked payout accounts on %s', (kind) => {
  let w: WalletApp;
  let admin: string;
  beforeAll(async () => {
    w = await startWalletApp(kind);
    await w.testDb.db.query(`INSERT INTO operators (username, password_hash, role) VALUES ('admin', $1, 'admin')`, [await hashPassword('Admin@1234')]);
    admin = await opsLogin(w.app, 'admin');
  }, 60_000);
  afterAll(() => w.close());

  const db = () => w.testDb.db;
  const withdraw = (p: Player, account: number, amount = 100) =>
    call(w.app, 'POST', '/user/api/get-id/wallet-withdraw', p.token, { amount, client_account_index: account, type: 'client_withdrawal' });
  const linkRows = async () =>
    (await db().query<{ id: string; first_user_id: string; second_user_id: string; status: string }>(
      'SELECT id::text, first_user_id::text, second_user_id::text, status FROM payout_account_links ORDER BY id',
    )).rows;
  const audits = async (action: string) =>
    (await db().query<{ operator_name: string; target: string; before: unknown; after: unknown }>(
      'SELECT operator_name, target, before, after FROM audit_log WHERE action = $1 ORDER BY id',
      [action],
    )).rows;
  const withdrawals = async (p: Player) =>
    Number((await db().query<{ n: string }>(`SELECT count(*)::text AS n FROM wallet_transactions WHERE user_id = $1`, [p.userId])).rows[0]!.n);

  test("B saves A's bank account: both flagged, A still withdraws, B cannot withdraw to it, the operator sees both; clearing is audited", async () => {
    const a = await newPlayer(w, { rupees: 1000, withdrawPassword: true });
    const b = await newPlayer(w, { rupees: 1000, withdrawPassword: true });
    const aAccount = await addBankAccount(w, a, '000555666777888', 'sbin0004321');
    // The same real account: case of the IFSC and leading zeros differ. The save itself succeeds.
    const bAccount = await addBankAccount(w, b, '555666777888', 'SBIN0004321');
    expect(await linkRows()).toEqual([expect.objectContaining({ first_user_id: a.userId, second_user_id: b.userId, status: 'flagged' })]);

    // A, the first owner, is not blocked.
    const aw = await withdraw(a, aAccount);
    expect(aw.statusCode).toBe(200);
    // B cannot send money to A's account while it is under review: refused, nothing held, no request recorded.
    const before = await balances(w, b);
    const bw = await withdraw(b, bAccount);
    expect([bw.statusCode, bw.json().errors]).toEqual([400, PAYOUT_LINK_MESSAGES.underReview]);
    expect(await balances(w, b)).toEqual(before);
    expect(await withdrawals(b)).toBe(0);
    // B's own other account is not affected.
    const bOther = await addBankAccount(w, b, '999888777666', 'HDFC0009999');
    expect((await withdraw(b, bOther)).statusCode).toBe(200);

    // The console: the flagged list and both players' views show both players and the shared account.
    const list = (await opsCall(w.app, admin, 'GET', '/ops/payout-links')).json().data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      status: 'flagged',
      account_key: 'bank:SBIN0004321:555666777888',
      first: { player_id: Number(a.userId), account: { id: aAccount, account_number: '000555666777888', ifsc_code: 'SBIN0004321' } },
      second: { player_id: Number(b.userId), account: { id: bAccount, account_number: '555666777888' } },
    });
    for (const [p, other] of [[a, b], [b, a]] as const) {
      const view = (await opsCall(w.app, admin, 'GET', `/ops/players/${p.userId}`)).json().data;
      expect(view.flagged).toBe(true);
      expect(view.linked_players).toEqual([expect.objectContaining({ id: Number(other.userId), link_id: list[0].id, status: 'flagged' })]);
    }

    const cleared = await opsCall(w.app, admin, 'POST', `/ops/payout-links/${list[0].id}/clear`);
    expect([cleared.statusCode, cleared.json().data.status, cleared.json().data.resolved_by]).toEqual([200, 'cleared', 'admin']);
    expect(await audits('payout_link.clear')).toEqual([
      expect.objectContaining({ operator_name: 'admin', before: { status: 'flagged' }, after: { status: 'cleared' } }),
    ]);
    expect((await opsCall(w.app, admin, 'GET', `/ops/players/${a.userId}`)).json().data.flagged).toBe(false);
    // Reviewed: B may now withdraw to it. A second clear is refused and writes nothing.
    expect((await withdraw(b, bAccount)).statusCode).toBe(200);
    const again = await opsCall(w.app, admin, 'POST', `/ops/payout-links/${list[0].id}/clear`);
    expect([again.statusCode, again.json().error ?? again.json().message]).toEqual([409, OPS.resolved]);
    expect(await audits('payout_link.clear')).toHaveLength(1);
  });

  test('unlink removes the account from the chosen player, audited; bad input changes nothing', async () => {
    const c = await newPlayer(w, { rupees: 500, withdrawPassword: true });
    const d = await newPlayer(w, { rupees: 500, withdrawPassword: true });
    const upi = await payoutMethodId(w, 'upi');
    const save = (p: Player, id: string) =>
      call(w.app, 'POST', '/wallet/client/create-client-account', p.token, {
        payment_method: 'upi', method_id: upi, upi_id: id, account_holder_name: 'Meera Das', transaction_password: WITHDRAW_PASSWORD,
      });
    expect((await save(c, 'meera@okbank')).statusCode).toBe(200);
    const dSaved = await save(d, 'MEERA@okbank');
    expect(dSaved.statusCode).toBe(200);
    const link = (await linkRows()).find((l) => l.second_user_id === d.userId)!;
    expect(link).toMatchObject({ first_user_id: c.userId, status: 'flagged' });

    const snapshot = async () => [await linkRows(), await audits('payout_link.unlink'), (await call(w.app, 'GET', '/wallet/client/client-account', d.token)).json().data.account_list];
    const unchanged = await snapshot();
    const bad = await opsCall(w.app, admin, 'POST', `/ops/payout-links/${link.id}/unlink`, { player: 'both' });
    expect([bad.statusCode, bad.json().details]).toEqual([422, [OPS.whichPlayer]]);
    const missing = await opsCall(w.app, admin, 'POST', '/ops/payout-links/999999/unlink', { player: 'second' });
    expect([missing.statusCode, missing.json().error ?? missing.json().message]).toEqual([404, OPS.notFound]);
    expect(await snapshot()).toEqual(unchanged);

    const done = await opsCall(w.app, admin, 'POST', `/ops/payout-links/${link.id}/unlink`, { player: 'second' });
    expect([done.statusCode, done.json().data.status]).toEqual([200, 'unlinked']);
    expect((await call(w.app, 'GET', '/wallet/client/client-account', d.token)).json().data.account_list).toEqual([]);
    expect((await call(w.app, 'GET', '/wallet/client/client-account', c.token)).json().data.account_list).toHaveLength(1);
    expect(await audits('payout_link.unlink')).toEqual([
      expect.objectContaining({
        operator_name: 'admin',
        target: expect.stringContaining(`(#${d.userId})`),
        before: { status: 'flagged', account_deleted: false },
        after: { status: 'unlinked', account_deleted: true, removed_from: 'second' },
      }),
    ]);
    expect((await opsCall(w.app, admin, 'GET', '/ops/payout-links?status=unlinked')).json().data.map((l: { id: number }) => l.id)).toContain(Number(link.id));
    expect((await opsCall(w.app, admin, 'GET', '/ops/payout-links?status=nope')).statusCode).toBe(422);
  });

  test('two players saving the same new account at once are linked exactly once', async () => {
    const e = await newPlayer(w, { withdrawPassword: true });
    const f = await newPlayer(w, { withdrawPassword: true });
    const before = (await linkRows()).length;
    await Promise.all([addBankAccount(w, e, '321321321321', 'UTIB0000321'), addBankAccount(w, f, '321321321321', 'UTIB0000321')]);
    const added = (await linkRows()).slice(before);
    expect(added).toHaveLength(1);
    expect(new Set([added[0]!.first_user_id, added[0]!.second_user_id])).toEqual(new Set([e.userId, f.userId]));
  });

  test('the first owner re-saving their own account is not flagged; after an operator removed it from them, it is', async () => {
    const g = await newPlayer(w, { rupees: 500, withdrawPassword: true });
    const h = await newPlayer(w, { rupees: 500, withdrawPassword: true });
    const gFirst = await addBankAccount(w, g, '246824682468', 'KKBK0002468');
    await addBankAccount(w, h, '246824682468', 'KKBK0002468');
    const link = (await linkRows()).at(-1)!;
    expect(link).toMatchObject({ first_user_id: g.userId, second_user_id: h.userId });
    // G deletes and saves it again: still the first owner, nothing new to review, and G withdraws to it.
    await call(w.app, 'DELETE', `/wallet/client/delete-client-account/${gFirst}`, g.token);
    const count = (await linkRows()).length;
    const gAgain = await addBankAccount(w, g, '246824682468', 'KKBK0002468');
    expect((await linkRows()).length).toBe(count);
    expect((await withdraw(g, gAgain)).statusCode).toBe(200);
    // The operator decides the account is H's and removes G's first copy; G's newer copy is then G's to explain.
    expect((await opsCall(w.app, admin, 'POST', `/ops/payout-links/${link.id}/unlink`, { player: 'first' })).statusCode).toBe(200);
    await call(w.app, 'DELETE', `/wallet/client/delete-client-account/${gAgain}`, g.token);
    const gThird = await addBankAccount(w, g, '246824682468', 'KKBK0002468');
    expect((await linkRows()).at(-1)).toMatchObject({ first_user_id: h.userId, second_user_id: g.userId, status: 'flagged' });
    const refused = await withdraw(g, gThird);
    expect([refused.statusCode, refused.json().errors]).toEqual([400, PAYOUT_LINK_MESSAGES.underReview]);
  });
});
