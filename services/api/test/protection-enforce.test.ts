import { findLedgerViolations, getPlayerBalances } from '../src/ledger';
import { placeSlip } from '../src/matka/place-slip';
import { slipInput } from '../src/matka/slip-input';
import { PROTECTION_TEXT } from '../src/protection/messages';
import { addMonths } from '../src/protection/breaks';
import { placeBet } from '../src/sports/place-bet';
import { TestClock } from './auth-helpers';
import { codeOf, gameSession, houseGameId, houseSecret, seamless } from './casino-support';
import { ist, makeMatkaMarket } from './matka-fixtures';
import { makeMarket } from './sports-fixtures';
import { dbKinds } from './test-db';
import { addBankAccount, balances, call, masterAccountId, newPlayer, startWalletApp, uploadImage, type Player, type WalletApp } from './wallet-helpers';

/**
 * Issue 15 part 5 done-when: a self-excluded player cannot bet (sports, casino, matka) but can withdraw; limits hold
 * on the server under concurrency (many deposits or bets of one player at the same moment).
 */
describe.each(dbKinds())('player protection enforced (%s)', (kind) => {
  let w: WalletApp;
  const clock = new TestClock(Date.parse('2026-11-23T04:00:00Z'));
  let utr = 700000000000;
  beforeAll(async () => {
    w = await startWalletApp(kind, { now: clock.now, paymentGateway: 'sandbox' });
  }, 120_000);
  afterAll(async () => {
    if (!w) return;
    expect(await findLedgerViolations(w.testDb.db)).toEqual({ unbalancedTransactions: [], driftedAccounts: [], negativePlayerAccounts: [] });
    await w.close();
  });

  const db = () => w.testDb.db;
  const protection = (p: Player, path: string, body: unknown) => call(w.app, 'POST', `/user/api/protection${path}`, p.token, body);
  async function depositBody(p: Player, amount: number) {
    return { amount, transaction_id: String(++utr), transaction_image_url: await uploadImage(w, p), account_index: await masterAccountId(w, 'bank'), client_created_date: '2026-11-23', type: 'client_deposit', has_edited_utr: false };
  }
  const deposit = (p: Player, body: unknown) => call(w.app, 'POST', '/wallet/client/client-account-transaction', p.token, body);
  // Every market has a price age limit; the prices are set at the real time, days from this suite's clock.
  const PRICES_NEVER_STALE = 10 * 365 * 86_400;
  const sportsBet = (userId: string, marketId: string, runnerId: string, rupees: number) =>
    placeBet(db(), { userId, marketId, runnerId, side: 'back', stake: BigInt(rupees * 100), oddsX100: 200 }, clock.now).then(() => 'taken', (e: Error) => e.message);
  const slip = (marketId: string, rupees: number) => slipInput({ market_id: marketId, bets: [{ type: 'single', session: 'open', number: '6', amount: rupees }] });

  it('a self-excluded player cannot bet on sports, casino or matka, nor deposit, but can withdraw', async () => {
    const p = await newPlayer(w, { rupees: 1000, withdrawPassword: true });
    const account = await addBankAccount(w, p, `77${p.userId.padStart(10, '0')}`);
    const started = await protection(p, '/self-exclusion', { months: 6 });
    expect(started.statusCode).toBe(200);
    const until = addMonths(clock.now(), 6);
    expect(started.json().data.until).toBe(until.toISOString());
    const refusal = PROTECTION_TEXT.selfExcluded(until);
    expect(refusal).toBe(`You are self-excluded until ${'09:30AM | 23 May 2027 IST'}. Betting and deposits are closed; withdrawals stay open.`);

    const m = await makeMarket(db(), { kind: 'match_odds', priceMaxAgeSeconds: PRICES_NEVER_STALE });
    expect(await sportsBet(p.userId, m.marketId, m.runnerIds[0]!, 100)).toBe(refusal);

    const launch = await call(w.app, 'POST', '/sports/casino/launch', p.token, { game_id: await houseGameId(w.app) });
    expect([launch.statusCode, launch.json().message]).toEqual([400, refusal]);
    const debit = await seamless(w.app, await houseSecret(w.app), 'debit', {
      player_id: p.userId, session_token: await gameSession(w.app, p.userId), transaction_id: `se-d-${p.userId}`, round_id: `se-r-${p.userId}`, game_id: 'dice', amount: 100,
    });
    expect([debit.statusCode, codeOf(debit)]).toEqual([403, 'PLAYER_RESTRICTED']);

    const matka = await makeMatkaMarket(db());
    const slipAnswer = await placeSlip(db(), p.userId, slip(matka, 100), { now: ist('10:00') }).then(() => 'taken', (e: Error) => e.message);
    expect(slipAnswer).toBe(refusal);

    const dep = await deposit(p, await depositBody(p, 500));
    expect([dep.statusCode, dep.json().message]).toEqual([400, refusal]);

    expect(await balances(w, p)).toMatchObject({ cash: 100000n, exposure: 0n });
    const bets = await db().query<{ n: number }>('SELECT count(*)::int AS n FROM bets WHERE user_id = $1', [p.userId]);
    expect(bets.rows[0]!.n).toBe(0);

    const out = await call(w.app, 'POST', '/user/api/get-id/wallet-withdraw', p.token, { amount: 600, client_account_index: account, type: 'client_withdrawal' });
    expect([out.statusCode, out.json().message]).toEqual([200, 'Withdrawal request submitted successfully']);
    expect(await balances(w, p)).toMatchObject({ cash: 40000n, withdrawal_hold: 60000n });

    const view = (await call(w.app, 'GET', '/user/api/protection', p.token)).json().data;
    expect(view).toMatchObject({ self_excluded_until: until.toISOString(), can_bet: false, can_receive_offers: false });
  });

  it('a player on a time-out cannot bet or deposit until it ends, then can', async () => {
    const p = await newPlayer(w, { rupees: 1000 });
    expect((await protection(p, '/time-out', { days: 1 })).statusCode).toBe(200);
    const until = new Date(clock.ms + 86_400_000);
    const m = await makeMarket(db(), { kind: 'match_odds', priceMaxAgeSeconds: PRICES_NEVER_STALE });
    expect(await sportsBet(p.userId, m.marketId, m.runnerIds[0]!, 100)).toBe(PROTECTION_TEXT.timedOut(until));
    const dep = await deposit(p, await depositBody(p, 500));
    expect(dep.json().message).toBe(PROTECTION_TEXT.timedOut(until));
    clock.advance(86_400 + 1);
    expect(await sportsBet(p.userId, m.marketId, m.runnerIds[0]!, 100)).toBe('taken');
    expect((await deposit(p, await depositBody(p, 500))).statusCode).toBe(200);
  });

  it('deposit limit: 20 requests at once against ₹1,000 in 24 hours, exactly 10 of ₹100 pass; the refusal says when', async () => {
    clock.ms = Date.parse('2026-12-01T04:00:00Z');
    const p = await newPlayer(w);
    expect((await protection(p, '/limit', { kind: 'deposit', period: '24h', amount: 1000 })).statusCode).toBe(200);
    const above = await deposit(p, await depositBody(p, 1500));
    expect([above.statusCode, above.json().message]).toEqual([400, 'This deposit is more than your 24-hour deposit limit of ₹1,000.00.']);
    // The gateway's Pay Now records a pending request without a slip: 20 at once (slips are capped at 5 waiting).
    const gateway = await masterAccountId(w, 'payment_gateway');
    const answers = await Promise.all(Array.from({ length: 20 }, () => call(w.app, 'GET', `/wallet/client/payment-url?amount=100&master_account_id=${gateway}`, p.token)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(10);
    const when = new Date(clock.ms + 86_400_000);
    const refused = answers.filter((r) => r.statusCode !== 200).map((r) => [r.statusCode, r.json().message]);
    expect(refused).toEqual(Array(10).fill([400, PROTECTION_TEXT.depositOverLimit('24h', 100_000n, 0n, when)]));
    expect(refused[0]![1]).toBe(`This deposit would pass your 24-hour deposit limit of ₹1,000.00. You can deposit up to ₹0.00 now, or this amount from 09:30AM | 02 Dec 2026 IST.`);
    const sum = await db().query<{ s: string }>("SELECT sum(amount)::text AS s FROM wallet_transactions WHERE user_id = $1 AND type = 'client_deposit'", [p.userId]);
    expect(sum.rows[0]!.s).toBe('100000');
    clock.advance(86_400 - 1);
    expect((await deposit(p, await depositBody(p, 100))).statusCode).toBe(400); // the window is (now - 24 h, now]: still inside
    clock.advance(1);
    expect((await deposit(p, await depositBody(p, 1000))).statusCode).toBe(200);
  });

  it('deposit limit with slips: 5 requests at once against ₹300, exactly 3 of ₹100 pass', async () => {
    const p = await newPlayer(w);
    expect((await protection(p, '/limit', { kind: 'deposit', period: '30d', amount: 300 })).statusCode).toBe(200);
    const bodies = [];
    for (let i = 0; i < 5; i++) bodies.push(await depositBody(p, 100));
    const answers = await Promise.all(bodies.map((b) => deposit(p, b)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 400, 400]);
  });

  it('a lowered deposit limit applies at once; a rejected request stops counting', async () => {
    const p = await newPlayer(w);
    const first = await deposit(p, await depositBody(p, 400));
    expect(first.statusCode).toBe(200);
    expect((await protection(p, '/limit', { kind: 'deposit', period: '7d', amount: 500 })).json().data.confirmable_at).toBeNull();
    expect((await deposit(p, await depositBody(p, 200))).json().message).toBe(PROTECTION_TEXT.depositOverLimit('7d', 50_000n, 10_000n, new Date(clock.ms + 7 * 86_400_000)));
    await db().query("UPDATE wallet_transactions SET status = 'reject_completed' WHERE id = $1", [first.json().data.c_a_tid]);
    expect((await deposit(p, await depositBody(p, 500))).statusCode).toBe(200);
  });

  it('loss limit on sports under concurrency: 12 bets of ₹100 at once against ₹500, exactly 5 are taken', async () => {
    const p = await newPlayer(w, { rupees: 10_000 });
    expect((await protection(p, '/limit', { kind: 'loss', period: '24h', amount: 500 })).statusCode).toBe(200);
    const markets = [];
    for (let i = 0; i < 12; i++) markets.push(await makeMarket(db(), { kind: 'match_odds', priceMaxAgeSeconds: PRICES_NEVER_STALE }));
    const answers = await Promise.all(markets.map((m) => sportsBet(p.userId, m.marketId, m.runnerIds[0]!, 100)));
    expect(answers.filter((a) => a === 'taken')).toHaveLength(5);
    expect(answers.filter((a) => a !== 'taken')).toEqual(Array(7).fill(PROTECTION_TEXT.lossOverLimit('24h', 50_000n)));
    expect((await getPlayerBalances(db(), p.userId)).exposure).toBe(50_000n);
  });

  it('loss limit counts settled losses, and refuses casino debits and matka slips past it', async () => {
    clock.ms = Date.parse('2026-12-10T04:00:00Z'); // 09:30 IST: the matka market below is open
    const p = await newPlayer(w, { rupees: 10_000 });
    expect((await protection(p, '/limit', { kind: 'loss', period: '7d', amount: 500 })).statusCode).toBe(200);
    const secret = await houseSecret(w.app);
    const token = await gameSession(w.app, p.userId);
    const debit = (n: number, amount: number) =>
      seamless(w.app, secret, 'debit', { player_id: p.userId, session_token: token, transaction_id: `ll-d-${p.userId}-${n}`, round_id: `ll-r-${p.userId}-${n}`, game_id: 'dice', amount });
    expect((await debit(1, 300)).statusCode).toBe(200);
    const over = await debit(2, 300);
    expect([over.statusCode, codeOf(over)]).toEqual([403, 'LOSS_LIMIT']);
    // The open round settles as a loss: ₹300 lost in the window; a ₹250 slip would make 550.
    const credit = await seamless(w.app, secret, 'credit', { player_id: p.userId, transaction_id: `ll-c-${p.userId}-1`, round_id: `ll-r-${p.userId}-1`, game_id: 'dice', amount: 0 });
    expect(credit.statusCode).toBe(200);
    const matka = await makeMatkaMarket(db());
    const at = clock.now();
    const refused = await placeSlip(db(), p.userId, slip(matka, 250), { now: at }).then(() => 'taken', (e: Error) => e.message);
    expect(refused).toBe(PROTECTION_TEXT.lossOverLimit('7d', 50_000n));
    expect(await placeSlip(db(), p.userId, slip(matka, 200), { now: at }).then(() => 'taken')).toBe('taken');
    expect((await getPlayerBalances(db(), p.userId)).cash).toBe(1_000_000n - 30_000n - 20_000n);
  });
});
