import { WALLET_MESSAGES as M } from '@khel/shared/validation';
import { reopenOnRollback } from '../src/bonus/lifecycle';
import { findLedgerViolations } from '../src/ledger';
import { rollbackSettlement } from '../src/sports/settle-rollback';
import { settleMarket } from '../src/sports/settle';
import { awardStatus, grantBonus } from './bonus-fixtures';
import { makeMarket } from './sports-fixtures';
import { dbKinds } from './test-db';
import { addBankAccount, balances, call, fund, newPlayer, startWalletApp, type Player, type WalletApp } from './wallet-helpers';

/**
 * Where two features meet (issue 26): withdrawals beside open bets (finding 1), a settlement rolled back after it
 * released a bonus (finding 5, and the player's notice: issue 31 item 7), wagering that counts risk rather than
 * turnover (finding 6). Through the API where the player acts; settlement and rollback as the operator's routes run them.
 */
describe.each(dbKinds())('money across products on %s', (kind) => {
  let w: WalletApp;
  beforeAll(async () => {
    w = await startWalletApp(kind, { services: ['site', 'user', 'wallet', 'bonus', 'notification', 'sports', 'ops'] });
  }, 60_000);
  afterAll(async () => {
    if (w) {
      expect(await findLedgerViolations(w.testDb.db)).toEqual({ unbalancedTransactions: [], driftedAccounts: [], negativePlayerAccounts: [] });
      await w.close();
    }
  });

  const OPERATOR = { operatorId: null, name: 'cross-product-test' };
  const bet = (p: Player, body: Record<string, unknown>) => call(w.app, 'POST', '/sports/bets', p.token, body);
  const withdraw = (p: Player, account: number, rupees: number) =>
    call(w.app, 'POST', '/user/api/get-id/wallet-withdraw', p.token, { amount: rupees, client_account_index: account, type: 'client_withdrawal' });
  const player = async (rupees: number) => {
    const p = await newPlayer(w, { withdrawPassword: true });
    await fund(w, p, rupees);
    return { p, account: await addBankAccount(w, p, `5000${p.userId.padStart(8, '0')}`) };
  };
  const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

  test('finding 1: deposit ₹1,000, back ₹500: ₹501 is refused "Insufficient Balance", ₹500 is accepted', async () => {
    const { p, account } = await player(1000);
    const m = await makeMarket(w.testDb.db, { kind: 'match_odds' });
    const placed = await bet(p, { market_id: m.marketId, runner_id: m.runnerIds[0], side: 'back', stake: 500, odds: 2 });
    expect([placed.statusCode, placed.json().message]).toEqual([200, 'Bet placed']);
    expect(await balances(w, p)).toMatchObject({ cash: 50_000n, exposure: 50_000n });

    const over = await withdraw(p, account, 501);
    expect([over.statusCode, over.json().errors]).toEqual([400, M.insufficientBalance]);
    const ok = await withdraw(p, account, 500);
    expect([ok.statusCode, ok.json().message]).toEqual([200, 'Withdrawal request submitted successfully']);
    expect(await balances(w, p)).toMatchObject({ cash: 0n, exposure: 50_000n, withdrawal_hold: 50_000n });
  });

  test('finding 5: settle meets the wagering, the bonus is released; rollback + void take it back from withdrawable cash', async () => {
    const { p, account } = await player(1000);
    const m = await makeMarket(w.testDb.db, { kind: 'match_odds' });
    const award = await grantBonus(w.testDb.db, p.userId, { amount: 9_000n, multipleX100: 500, now: minutesAgo(1) }); // ₹90, wager ₹450
    expect((await bet(p, { market_id: m.marketId, runner_id: m.runnerIds[0], side: 'back', stake: 500, odds: 2 })).statusCode).toBe(200);

    await settleMarket(w.testDb.db, m.marketId, { winner: m.runnerIds[0]! }, OPERATOR);
    expect(await awardStatus(w.testDb.db, award.id)).toBe('released');
    expect(await balances(w, p)).toMatchObject({ cash: 159_000n, bonus: 0n, exposure: 0n }); // 500 + 500 stake back + 500 won + 90

    await rollbackSettlement(w.testDb.db, m.marketId, OPERATOR, new Date(), 'Wrong winner entered');
    // The win is reversed, and so is the release: the ₹90 is back on the bonus account, wagering again.
    expect(await awardStatus(w.testDb.db, award.id)).toBe('locked');
    expect(await balances(w, p)).toMatchObject({ cash: 50_000n, bonus: 9_000n, exposure: 50_000n });
    await settleMarket(w.testDb.db, m.marketId, { void: true }, OPERATOR);
    expect(await awardStatus(w.testDb.db, award.id)).toBe('locked'); // a void bet counts nothing
    expect(await balances(w, p)).toMatchObject({ cash: 100_000n, bonus: 9_000n, exposure: 0n });

    const over = await withdraw(p, account, 1001);
    expect([over.statusCode, over.json().errors]).toEqual([400, M.insufficientBalance]);
    const mine = (await call(w.app, 'GET', '/bonus/mine', p.token)).json().data;
    expect([mine.active?.id, mine.active?.wagered, mine.locked, mine.earned]).toEqual([award.id, 0, 90, 0]);

    // The player was told of both: the win taken back with the reason, and the bonus back to wagering.
    const { rows } = await w.testDb.db.query<{ title: string; body: string }>(
      `SELECT title, body FROM notifications WHERE user_id = $1 AND (dedupe_key LIKE 'rollback:%' OR dedupe_key LIKE 'bonus:%:reclaimed%') ORDER BY id`,
      [p.userId],
    );
    expect(rows).toEqual([
      { title: 'Bonus back to wagering', body: 'A settlement was rolled back, so the bets that released your bonus no longer count. ₹90 was taken back from your main wallet.' },
      {
        title: 'Result corrected',
        body: expect.stringMatching(/: the result was rolled back, your bets are open again and ₹1,000\.00 was taken from your balance\. Reason: Wrong winner entered$/) as unknown as string,
      },
    ]);
  });

  test('finding 5: what the player already withdrew is recorded as the shortfall (bonus_clawbacks, the operator\'s view)', async () => {
    const { p, account } = await player(1200);
    const m = await makeMarket(w.testDb.db, { kind: 'match_odds' });
    const award = await grantBonus(w.testDb.db, p.userId, { amount: 9_000n, multipleX100: 500, now: minutesAgo(1) });
    expect((await bet(p, { market_id: m.marketId, runner_id: m.runnerIds[0], side: 'back', stake: 1000, odds: 2 })).statusCode).toBe(200);
    await settleMarket(w.testDb.db, m.marketId, { winner: m.runnerIds[1]! }, OPERATOR); // lost: ₹90 released to cash
    expect(await balances(w, p)).toMatchObject({ cash: 29_000n });
    expect((await withdraw(p, account, 250)).statusCode).toBe(200); // ₹40 left in cash

    await rollbackSettlement(w.testDb.db, m.marketId, OPERATOR);
    expect(await balances(w, p)).toMatchObject({ cash: 0n, bonus: 4_000n, exposure: 100_000n, withdrawal_hold: 25_000n });
    const { rows } = await w.testDb.db.query<{ status: string; shortfall: string; reopened: number }>(
      'SELECT status, shortfall::text, reopened FROM bonus_awards WHERE id = $1',
      [award.id],
    );
    expect(rows[0]).toEqual({ status: 'locked', shortfall: '5000', reopened: 1 });
    const ops = await w.testDb.db.query<{ taken: string; shortfall: string }>('SELECT taken::text, shortfall::text FROM bonus_clawbacks WHERE award_id = $1', [award.id]);
    expect(ops.rows).toEqual([{ taken: '4000', shortfall: '5000' }]);
    // Told once: the same run again takes nothing more.
    await w.testDb.db.tx((q) => reopenOnRollback(q, p.userId, { product: 'sports', runId: '0', reason: null, at: new Date() }));
    expect(await balances(w, p)).toMatchObject({ cash: 0n, bonus: 4_000n });

    // Settled again with the same result: the wagering is met again and what the bonus account holds is released.
    await settleMarket(w.testDb.db, m.marketId, { winner: m.runnerIds[1]! }, OPERATOR);
    expect(await awardStatus(w.testDb.db, award.id)).toBe('released');
    expect(await balances(w, p)).toMatchObject({ cash: 4_000n, bonus: 0n, exposure: 0n });
  });

  test('finding 6: seven back/lay pairs on one runner do not clear a ₹50,000 requirement; their net risk counts', async () => {
    const { p } = await player(5000);
    const m = await makeMarket(w.testDb.db, { kind: 'match_odds' }, { back: 145, lay: 146 });
    const award = await grantBonus(w.testDb.db, p.userId, { amount: 500_000n, multipleX100: 1000, now: minutesAgo(1) }); // ₹5,000, wager ₹50,000
    for (let i = 0; i < 7; i += 1) {
      expect((await bet(p, { market_id: m.marketId, runner_id: m.runnerIds[0], side: 'back', stake: 4000, odds: 1.45 })).statusCode).toBe(200);
      expect((await bet(p, { market_id: m.marketId, runner_id: m.runnerIds[0], side: 'lay', stake: 4000, odds: 1.46 })).statusCode).toBe(200);
    }
    expect(await balances(w, p)).toMatchObject({ exposure: 28_000n }); // the worst case: −₹280
    await settleMarket(w.testDb.db, m.marketId, { winner: m.runnerIds[0]! }, OPERATOR);
    expect(await awardStatus(w.testDb.db, award.id)).toBe('locked');
    const mine = (await call(w.app, 'GET', '/bonus/mine', p.token)).json().data;
    expect([mine.active?.wagered, mine.active?.wagering_required]).toEqual([280, 50000]);
    expect(mine.active?.progress[0]).toEqual({ product: 'sports', staked: 280, pct: 100, counted: 280 });
  });
});
