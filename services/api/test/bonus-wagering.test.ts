import { readWagering } from '../src/bonus/wagering';
import { settleWagering } from '../src/bonus/lifecycle';
import { makePlayer } from './ops-fixtures';
import { awardStatus, grantBonus, settledBet } from './bonus-fixtures';
import { createTestDb, type TestDb } from './test-db';

/** What counts toward wagering, from the bets table: settled stakes of bets placed while the bonus is locked. */
describe('bonus wagering counts', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb('pglite');
  });
  afterAll(() => t.drop());
  const at = new Date('2026-11-23T10:00:00Z');
  const later = (min: number) => new Date(at.getTime() + min * 60_000);

  test('bets placed before the bonus, void, open and fantasy bets do not count; each product at its percentage', async () => {
    const p = await makePlayer(t.db, 0);
    await settledBet(t.db, p.id, 'sports', 50_000n, later(-1)); // before the bonus
    const award = await grantBonus(t.db, p.id, { amount: 10_000n, multipleX100: 1000, contributions: { sports: 100, casino: 10, matka: 0 }, now: at });
    await settledBet(t.db, p.id, 'sports', 3_000n, later(1));
    await settledBet(t.db, p.id, 'casino', 10_001n, later(2)); // 10% -> 1000.1 paise, rounded down
    await settledBet(t.db, p.id, 'matka', 99_000n, later(3)); // 0%
    await settledBet(t.db, p.id, 'fantasy', 99_000n, later(4)); // not a wagering product
    const voidBet = await settledBet(t.db, p.id, 'sports', 70_000n, later(5));
    await t.db.query(`UPDATE bets SET status = 'void' WHERE id = $1`, [voidBet]);
    const openBet = await settledBet(t.db, p.id, 'sports', 80_000n, later(6));
    await t.db.query(`UPDATE bets SET status = 'matched', pnl = NULL, settled_at = NULL WHERE id = $1`, [openBet]);

    const w = await readWagering(t.db, award);
    expect(w.byProduct).toEqual([
      { product: 'sports', staked: 3_000n, pct: 100, counted: 3_000n },
      { product: 'casino', staked: 10_001n, pct: 10, counted: 1_000n },
      { product: 'matka', staked: 99_000n, pct: 0, counted: 0n },
    ]);
    expect([w.wagered, w.required, w.met]).toEqual([4_000n, 100_000n, false]);
    await t.db.tx((q) => settleWagering(q, p.id, later(7)));
    expect(await awardStatus(t.db, award.id)).toBe('locked');
  });

  test('a settlement after the expiry expires the bonus instead of releasing it', async () => {
    const p = await makePlayer(t.db, 0);
    const award = await grantBonus(t.db, p.id, { amount: 10_000n, multipleX100: 100, expiryDays: 1, now: at });
    await settledBet(t.db, p.id, 'sports', 20_000n, later(60 * 25));
    await t.db.tx((q) => settleWagering(q, p.id, later(60 * 25)));
    expect(await awardStatus(t.db, award.id)).toBe('expired');
  });
});
