import { settleWagering } from '../src/bonus/lifecycle';
import { findLedgerViolations } from '../src/ledger';
import { createWithdrawal } from '../src/wallet/withdrawals';
import { accountsOf, awardStatus, bonusPostings, grantBonus, settledBet } from './bonus-fixtures';
import { makePlayer, payoutAccount, seedAll } from './ops-fixtures';
import { createTestDb, type TestDb } from './test-db';

/**
 * Bonus release under concurrency, on real PostgreSQL (PGlite is one connection): settlements in their own
 * transactions at once, and a withdrawal racing a release. Each settlement inserts its bet and tells the bonus in
 * one transaction, as settle-batch.ts and sports/settle.ts do.
 */
describe('bonus concurrency on postgres', () => {
  let t: TestDb;
  let siteId: string;
  const at = new Date('2026-11-23T10:00:00Z');
  beforeAll(async () => {
    t = await createTestDb('postgres', { poolSize: 24 });
    siteId = (await seedAll(t.db)).siteId;
  }, 60_000);
  afterAll(() => t.drop());
  const clean = async () => expect(await findLedgerViolations(t.db)).toEqual({ unbalancedTransactions: [], driftedAccounts: [], negativePlayerAccounts: [] });

  /** One settlement: the bet settles and the bonus hears of it, in one transaction. */
  const settlement = (userId: string, stake: bigint, when: Date) =>
    t.db.tx(async (q) => {
      await settledBet(q, userId, 'sports', stake, when);
      await settleWagering(q, userId, when);
    });

  test('two settlements at once that together meet the requirement release the bonus exactly once (12 players)', async () => {
    const players = await Promise.all(Array.from({ length: 12 }, () => makePlayer(t.db, 0)));
    const awards = await Promise.all(players.map((p) => grantBonus(t.db, p.id, { amount: 10_000n, multipleX100: 100, now: at })));
    const later = new Date(at.getTime() + 60_000);
    // Each 60 alone is short of 100; together they meet it; the third pair each meets it alone.
    await Promise.all(players.flatMap((p, i) => (i % 3 === 2 ? [settlement(p.id, 12_000n, later), settlement(p.id, 15_000n, later)] : [settlement(p.id, 6_000n, later), settlement(p.id, 6_000n, later)])));
    for (const [i, p] of players.entries()) {
      expect(await awardStatus(t.db, awards[i]!.id)).toBe('released');
      expect(await bonusPostings(t.db, awards[i]!.id)).toEqual({ bonus_grant: 1, bonus_release: 1 });
      expect(await accountsOf(t.db, p.id)).toMatchObject({ cash: 10_000n, bonus: 0n });
    }
    await clean();
  }, 60_000);

  test('a withdrawal racing a release: the bonus is released or forfeited, once, and the money adds up to the paisa (16 players)', async () => {
    const players = await Promise.all(Array.from({ length: 16 }, () => makePlayer(t.db, 1000)));
    const accounts = await Promise.all(players.map((p) => payoutAccount(t.db, siteId, p.id)));
    const awards = await Promise.all(players.map((p) => grantBonus(t.db, p.id, { amount: 5_000n, multipleX100: 200, now: at })));
    const later = new Date(at.getTime() + 60_000);
    const withdraw = (userId: string, accountId: string) =>
      t.db.tx((q) => createWithdrawal(q, { userId, siteId, body: { amount: 500, client_account_index: Number(accountId), type: 'client_withdrawal' }, now: later }));
    await Promise.all(players.flatMap((p, i) => [settlement(p.id, 10_000n, later), withdraw(p.id, accounts[i]!)]));

    const outcomes = new Set<string>();
    for (const [i, p] of players.entries()) {
      const status = await awardStatus(t.db, awards[i]!.id);
      outcomes.add(status);
      expect(['released', 'forfeited']).toContain(status);
      const postings = await bonusPostings(t.db, awards[i]!.id);
      expect(postings).toEqual(status === 'released' ? { bonus_grant: 1, bonus_release: 1 } : { bonus_grant: 1, bonus_forfeit: 1 });
      const a = await accountsOf(t.db, p.id);
      // 1000 in cash, 500 held for the withdrawal; the bonus (50) is in cash when released, at the house when forfeited.
      expect(a).toEqual({ cash: status === 'released' ? 55_000n : 50_000n, bonus: 0n, exposure: 0n, withdrawal_hold: 50_000n });
    }
    expect(outcomes.size).toBeGreaterThanOrEqual(1);
    await clean();
  }, 60_000);
});
