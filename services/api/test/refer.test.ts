import { findLedgerViolations } from '../src/ledger';
import { MemoryOtpSender } from '../src/otp/sender';
import { bearer } from './auth-helpers';
import { startTestApp, type TestApp } from './app-harness';
import { balances, depositRequest, opsCall, opsLogin, payoutAccount, seedAll } from './ops-fixtures';
import { approvedDeposit, referAwards, rewardPostings, rewardsOf, signUp } from './refer-support';
import { dbKinds } from './test-db';

const NO_VIOLATIONS = { driftedAccounts: [], negativePlayerAccounts: [], unbalancedTransactions: [] };

/**
 * Refer and earn over the API: the reward on a referred player's first approved deposit (default rule: ₹100 into
 * the referrer's bonus from a deposit of ₹500 or more), exactly once, and every abuse case refused with its reason.
 */
describe.each(dbKinds())('refer and earn on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let agent: string;
  let siteId: string;
  const otp = new MemoryOtpSender();
  beforeAll(async () => {
    t = await startTestApp(kind, { overrides: { otpSender: otp } });
    ({ siteId } = await seedAll(t.testDb.db));
    admin = await opsLogin(t.app, 'admin');
    agent = await opsLogin(t.app, 'agent');
  }, 60_000);
  afterAll(() => t.close());
  const db = () => t.testDb.db;
  const referSummary = async (token: string) => (await t.app.inject({ method: 'GET', url: '/user/refer', headers: bearer(token) })).json().data;

  test('the first approved deposit pays the referrer once, into bonus, notified; the referrer sees the player masked', async () => {
    const referrer = await signUp(t.app, otp, { device: 'device-referrer-01' });
    const friend = await signUp(t.app, otp, { code: referrer.code, device: 'device-friend-0001' });
    await approvedDeposit(t.app, agent, siteId, friend.id, 1000);
    await approvedDeposit(t.app, agent, siteId, friend.id, 2000);

    expect(await rewardsOf(db(), friend.id)).toEqual([{ referrer_id: referrer.id, status: 'paid', reason: null, amount_paise: '10000', credited_to: 'bonus' }]);
    expect(await rewardPostings(db(), friend.id)).toBe(1);
    // A bonus on the site's terms: locked on the bonus wallet, wagering (BONUS releases it).
    expect(await referAwards(db(), referrer.id)).toEqual([{ status: 'locked', amount: '10000' }]);
    expect(await balances(db(), referrer.id)).toMatchObject({ cash: 0, bonus: 100 });
    const { rows: notes } = await db().query<{ kind: string; title: string; body: string }>("SELECT kind, title, body FROM notifications WHERE user_id = $1 AND kind = 'refer'", [referrer.id]);
    const masked = `${friend.userName.slice(0, 2)}******${friend.userName.slice(-2)}`;
    expect(notes).toEqual([{ kind: 'refer', title: 'Referral reward', body: `You earned ₹100 because ${masked} made their first deposit.` }]);

    const summary = await referSummary(referrer.token);
    expect(summary).toMatchObject({ code: referrer.code, link_path: `/sign-up?ref=${referrer.code}`, referred: 1, rewarded: 1, earned: 100 });
    expect(summary.rule).toEqual({ enabled: true, kind: 'fixed', fixed_amount: 100, percent: 10, min_deposit: 500, cap_per_referral: 500, credit_to: 'bonus' });
    expect(summary.players).toEqual([{ name: masked, joined_at: expect.any(String), state: 'paid', reward: 100, rewarded_at: expect.any(String) }]);
    expect(await findLedgerViolations(db())).toEqual(NO_VIOLATIONS);
  });

  test('a player who signed up on the referrer\'s device earns the referrer nothing; operators see why', async () => {
    const referrer = await signUp(t.app, otp, { device: 'shared-device-001' });
    const twin = await signUp(t.app, otp, { code: referrer.code, device: 'shared-device-001' });
    await approvedDeposit(t.app, agent, siteId, twin.id, 1000);
    expect(await rewardsOf(db(), twin.id)).toMatchObject([{ status: 'refused', reason: 'same_device', amount_paise: '0', credited_to: null }]);
    expect(await balances(db(), referrer.id)).toMatchObject({ cash: 0, bonus: 0 });
    expect(await rewardPostings(db(), twin.id)).toBe(0);

    const list = (await opsCall(t.app, agent, 'GET', `/ops/refer/referrals?state=refused&player=${twin.userName}`)).json().data;
    expect(list).toMatchObject({ total: 1, page: 1, items: [{ referred: twin.userName, referrer: referrer.userName, state: 'refused', reason: 'same_device', amount: 0, deposit: 1000 }] });
    // The player sees "not eligible" without the reason.
    expect((await referSummary(referrer.token)).players).toMatchObject([{ state: 'refused', reward: 0, rewarded_at: null }]);
  });

  test('a device the referrer used (the refer page, the settings read at login) counts as theirs: a sign-up on it earns nothing', async () => {
    const referrer = await signUp(t.app, otp, { device: 'signup-device-r01' });
    const seen = await t.app.inject({ method: 'GET', url: '/user/refer', headers: { ...bearer(referrer.token), 'x-khel-device': 'family-laptop-01' } });
    expect(seen.statusCode).toBe(200);
    await t.app.inject({ method: 'GET', url: '/user/api/settings', headers: { ...bearer(referrer.token), 'x-khel-device': 'office-desktop-1' } });
    const { rows } = await db().query<{ device_id: string }>('SELECT device_id FROM player_devices WHERE user_id = $1 ORDER BY device_id', [referrer.id]);
    expect(rows.map((r) => r.device_id)).toEqual(['family-laptop-01', 'office-desktop-1', 'signup-device-r01']);

    const friend = await signUp(t.app, otp, { code: referrer.code, device: 'family-laptop-01' });
    await approvedDeposit(t.app, agent, siteId, friend.id, 1000);
    expect(await rewardsOf(db(), friend.id)).toMatchObject([{ status: 'refused', reason: 'same_device' }]);
  });

  test('a payout account saved by both players (deleted or not) refuses the reward', async () => {
    const referrer = await signUp(t.app, otp, { device: 'payout-referrer-1' });
    const friend = await signUp(t.app, otp, { code: referrer.code, device: 'payout-friend-001' });
    await payoutAccount(db(), siteId, referrer.id, '777000111');
    const copy = await payoutAccount(db(), siteId, friend.id, '777000111');
    await db().query('UPDATE client_accounts SET deleted_at = now() WHERE id = $1', [copy]);
    await approvedDeposit(t.app, agent, siteId, friend.id, 5000);
    expect(await rewardsOf(db(), friend.id)).toMatchObject([{ status: 'refused', reason: 'same_payout_account' }]);
    expect(await balances(db(), referrer.id)).toMatchObject({ bonus: 0 });
  });

  test('a code attached after sign-up earns nothing (code_after_signup)', async () => {
    const referrer = await signUp(t.app, otp, { device: 'late-referrer-001' });
    const late = await signUp(t.app, otp, { device: 'late-friend-00001' });
    await db().query('UPDATE users SET referred_by = $2 WHERE id = $1', [late.id, referrer.id]);
    await approvedDeposit(t.app, agent, siteId, late.id, 1000);
    expect(await rewardsOf(db(), late.id)).toMatchObject([{ referrer_id: referrer.id, status: 'refused', reason: 'code_after_signup' }]);
    expect((await referSummary(referrer.token)).players).toEqual([]);
  });

  test('a self-excluded referrer is refused; a first deposit below the minimum is refused; a rejected deposit decides nothing', async () => {
    const excluded = await signUp(t.app, otp, { device: 'excluded-ref-0001' });
    await db().query("INSERT INTO player_protection (user_id, self_excluded_until) VALUES ($1, now() + interval '180 days')", [excluded.id]);
    const friend = await signUp(t.app, otp, { code: excluded.code, device: 'excluded-frnd-001' });
    await approvedDeposit(t.app, agent, siteId, friend.id, 1000);
    expect(await rewardsOf(db(), friend.id)).toMatchObject([{ status: 'refused', reason: 'referrer_self_excluded' }]);
    expect(await balances(db(), excluded.id)).toMatchObject({ bonus: 0 });

    const referrer = await signUp(t.app, otp, { device: 'small-referrer-01' });
    const small = await signUp(t.app, otp, { code: referrer.code, device: 'small-friend-0001' });
    const rejected = await depositRequest(db(), siteId, small.id, 5000);
    expect((await opsCall(t.app, agent, 'POST', `/ops/requests/${rejected}/reject`, { remark: 'No payment seen' })).statusCode).toBe(200);
    expect(await rewardsOf(db(), small.id)).toEqual([]);
    await approvedDeposit(t.app, agent, siteId, small.id, 499.99);
    await approvedDeposit(t.app, agent, siteId, small.id, 5000);
    expect(await rewardsOf(db(), small.id)).toMatchObject([{ status: 'refused', reason: 'below_minimum' }]);
  });

  test('operators set a capped percentage rule (admins only, audited); the per-referral and per-referrer caps hold', async () => {
    expect((await opsCall(t.app, agent, 'POST', '/ops/refer/config', { kind: 'percent' })).statusCode).toBe(403);
    const bad = await opsCall(t.app, admin, 'POST', '/ops/refer/config', { percent: 101 });
    expect([bad.statusCode, bad.json().message]).toEqual([422, 'percent must be a number from 0 to 100 with at most 2 decimals']);
    const saved = await opsCall(t.app, admin, 'POST', '/ops/refer/config', { kind: 'percent', percent: 10, cap_per_referral: 150, cap_per_referrer: 200, credit_to: 'cash' });
    expect(saved.json()).toMatchObject({ message: 'Refer rule saved', data: { kind: 'percent', percent: 10, cap_per_referral: 150, cap_per_referrer: 200, credit_to: 'cash', min_deposit: 500 } });
    const { rows: audit } = await db().query<{ operator_name: string; before: { kind: string }; after: { kind: string } }>(
      "SELECT operator_name, before, after FROM audit_log WHERE action = 'refer.config' ORDER BY id",
    );
    expect(audit).toMatchObject([{ operator_name: 'admin', before: { kind: 'fixed' }, after: { kind: 'percent' } }]);

    try {
      const referrer = await signUp(t.app, otp, { device: 'capped-referrer-1' });
      const friends = [];
      for (let i = 0; i < 3; i++) friends.push(await signUp(t.app, otp, { code: referrer.code, device: `capped-friend-00${i}` }));
      for (const f of friends) await approvedDeposit(t.app, agent, siteId, f.id, 5000);
      const decided = await Promise.all(friends.map(async (f) => (await rewardsOf(db(), f.id))[0]));
      expect(decided.map((r) => [r!.status, r!.reason, r!.amount_paise, r!.credited_to])).toEqual([
        ['paid', null, '15000', 'cash'], // 10% of 5000 = 500, capped at 150 per referral
        ['paid', null, '5000', 'cash'], // 50 left of the referrer's 200
        ['refused', 'referrer_cap_reached', '0', null],
      ]);
      expect(await balances(db(), referrer.id)).toMatchObject({ cash: 200, bonus: 0 });
    } finally {
      await opsCall(t.app, admin, 'POST', '/ops/refer/config', { kind: 'fixed', cap_per_referral: 500, cap_per_referrer: 10000, credit_to: 'bonus' });
    }
  });

  test('four approvals of one player\'s deposits racing pay one reward', async () => {
    const referrer = await signUp(t.app, otp, { device: 'race-referrer-001' });
    const friend = await signUp(t.app, otp, { code: referrer.code, device: 'race-friend-00001' });
    const ids = await Promise.all([1000, 1100, 1200, 1300].map((r) => depositRequest(db(), siteId, friend.id, r)));
    const answers = await Promise.all(ids.map((id, i) => opsCall(t.app, i % 2 ? admin : agent, 'POST', `/ops/requests/${id}/approve`, {})));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await rewardsOf(db(), friend.id)).toMatchObject([{ status: 'paid', amount_paise: '10000' }]);
    expect(await rewardPostings(db(), friend.id)).toBe(1);
    expect(await balances(db(), referrer.id)).toMatchObject({ bonus: 100 });
    expect(await findLedgerViolations(db())).toEqual(NO_VIOLATIONS);
  });

  test("approvals of three referred players racing never pass the referrer's total cap", async () => {
    await opsCall(t.app, admin, 'POST', '/ops/refer/config', { cap_per_referrer: 150 });
    try {
      const referrer = await signUp(t.app, otp, { device: 'cap-race-referrer' });
      const friends = await Promise.all([0, 1, 2].map((i) => signUp(t.app, otp, { code: referrer.code, device: `cap-race-friend-${i}` })));
      const ids = await Promise.all(friends.map((f) => depositRequest(db(), siteId, f.id, 1000)));
      const answers = await Promise.all(ids.map((id, i) => opsCall(t.app, i % 2 ? admin : agent, 'POST', `/ops/requests/${id}/approve`, {})));
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
      const decided = (await Promise.all(friends.map(async (f) => (await rewardsOf(db(), f.id))[0]!))).map((r) => `${r.status}:${r.amount_paise}:${r.reason}`).sort();
      expect(decided).toEqual(['paid:10000:null', 'paid:5000:null', 'refused:0:referrer_cap_reached']);
      // One bonus wagers at a time (BONUS): the first is locked on the bonus wallet, the second waits as an offer.
      const awards = await referAwards(db(), referrer.id);
      expect(awards.map((a) => a.status).sort()).toEqual(['locked', 'offered']);
      expect(awards.reduce((sum, a) => sum + Number(a.amount), 0)).toBe(15000);
    } finally {
      await opsCall(t.app, admin, 'POST', '/ops/refer/config', { cap_per_referrer: 10000 });
    }
  });

  test('the sign-up device is recorded only when well formed; the refer page needs a login', async () => {
    const odd = await signUp(t.app, otp, { device: 'bad device!' });
    const { rows } = await db().query<{ device_id: string | null }>('SELECT device_id FROM signup_records WHERE user_id = $1', [odd.id]);
    expect(rows).toEqual([{ device_id: null }]);
    expect((await t.app.inject({ method: 'GET', url: '/user/refer' })).statusCode).toBe(401);
  });
});
