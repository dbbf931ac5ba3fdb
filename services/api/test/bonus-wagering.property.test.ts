import fc from 'fast-check';
import { bonusAccountListener } from '../src/bonus/account-listener';
import { forfeitOnWithdrawal, settleWagering } from '../src/bonus/lifecycle';
import { findLedgerViolations } from '../src/ledger';
import { makePlayer } from './ops-fixtures';
import { accountsOf, awardStatus, bonusPostings, grantBonus, settledBet } from './bonus-fixtures';
import { createTestDb, type TestDb } from './test-db';

/**
 * Bonus wagering as a property: for any bonus, multiple, contributions and sequence of settled bets (told once or
 * twice), the bonus is released exactly when the counted stakes reach the requirement and never twice; a
 * withdrawal before that forfeits exactly the bonus; the ledger balances to the paisa throughout.
 */
const PRODUCTS = ['sports', 'casino', 'matka', 'fantasy'] as const;
type Product = (typeof PRODUCTS)[number];

const step = fc.oneof(
  { weight: 8, arbitrary: fc.record({ kind: fc.constant('bet' as const), product: fc.constantFrom(...PRODUCTS), stake: fc.integer({ min: 1, max: 500_000 }), replay: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('withdraw' as const) }) },
);

describe('bonus wagering (property, PGlite)', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb('pglite');
  });
  afterAll(async () => t.drop());

  it('releases exactly when met, never twice; forfeits exactly; the ledger balances', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.bigInt({ min: 1n, max: 1_000_000n }),
        fc.integer({ min: 0, max: 2000 }),
        fc.record({ sports: fc.integer({ min: 0, max: 100 }), casino: fc.integer({ min: 0, max: 100 }), matka: fc.integer({ min: 0, max: 100 }) }),
        fc.array(step, { minLength: 1, maxLength: 12 }),
        async (amount, multipleX100, contributions, steps) => {
          const db = t.db;
          const player = await makePlayer(db, 1000);
          const start = new Date('2026-11-23T10:00:00Z');
          const before = await accountsOf(db, player.id);
          const award = await grantBonus(db, player.id, { amount, multipleX100, contributions, now: start });
          const required = (amount * BigInt(multipleX100) + 99n) / 100n;
          const staked: Record<Product, bigint> = { sports: 0n, casino: 0n, matka: 0n, fantasy: 0n };
          const counted = () =>
            (staked.sports * BigInt(contributions.sports)) / 100n + (staked.casino * BigInt(contributions.casino)) / 100n + (staked.matka * BigInt(contributions.matka)) / 100n;
          let expected: 'locked' | 'released' | 'forfeited' = required === 0n ? 'released' : 'locked';
          expect(await awardStatus(db, award.id)).toBe(expected);

          let clock = start.getTime();
          for (const s of steps) {
            clock += 60_000;
            const at = new Date(clock);
            if (s.kind === 'bet') {
              await settledBet(db, player.id, s.product, BigInt(s.stake), at);
              staked[s.product] += BigInt(s.stake);
              const tell = () => db.tx((q) => bonusAccountListener.betsSettled!(q, { product: s.product, userIds: [player.id], at }));
              await tell();
              if (s.replay) await tell();
              if (expected === 'locked' && counted() >= required) expected = 'released';
            } else {
              await db.tx((q) => forfeitOnWithdrawal(q, { userId: player.id, withdrawalId: '1', now: at }));
              if (expected === 'locked') expected = 'forfeited';
            }
            expect(await awardStatus(db, award.id)).toBe(expected);
          }

          const after = await accountsOf(db, player.id);
          const postings = await bonusPostings(db, award.id);
          expect(postings.bonus_grant).toBe(1);
          expect(postings.bonus_release ?? 0).toBe(expected === 'released' ? 1 : 0);
          expect(postings.bonus_forfeit ?? 0).toBe(expected === 'forfeited' ? 1 : 0);
          expect(after.bonus! - before.bonus!).toBe(expected === 'locked' ? amount : 0n);
          expect(after.cash! - before.cash!).toBe(expected === 'released' ? amount : 0n);
          // Settling again after the end changes nothing.
          await db.tx((q) => settleWagering(q, player.id, new Date(clock + 1000)));
          expect(await accountsOf(db, player.id)).toEqual(after);
          expect(await findLedgerViolations(db)).toEqual({ unbalancedTransactions: [], driftedAccounts: [], negativePlayerAccounts: [] });
        },
      ),
      { numRuns: 40 },
    );
  });
});
