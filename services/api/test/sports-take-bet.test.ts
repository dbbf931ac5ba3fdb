import type { Db } from '../src/db/db';
import { openPostgres } from '../src/db/postgres';
import { findLedgerViolations } from '../src/ledger';
import { setMarketStatus, setPrices } from '../src/sports/catalog';
import { marketExposure } from '../src/sports/exposure';
import { matchedBets, placeBet } from '../src/sports/place-bet';
import { balances, makeMarket, makePlayer } from './sports-fixtures';
import { createTestDb, dbKinds, type TestDb } from './test-db';

/** Opens the process's link to the others' changes (the first listener does, as a running app's caches do) and waits for it. */
async function listening(db: Db): Promise<void> {
  db.changes.subscribe(() => {});
  const until = Date.now() + 10_000;
  while (!db.changes.complete) {
    if (Date.now() > until) throw new Error('the LISTEN connection did not come up');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * The one-round-trip bet (src/sports/take-bet.ts): it computes from what this process last read, so each test
 * changes the database behind that view and checks the bet is decided on what is current.
 */
describe.each(dbKinds())('placing a bet from the cached view (%s)', (kind) => {
  let t: TestDb;
  let db: Db;
  beforeAll(async () => {
    t = await createTestDb(kind);
    db = t.db;
    // A process keeps its views (the player's protection gate among them) only while it hears other processes'
    // changes: on PostgreSQL, once its LISTEN connection is up.
    await listening(db);
  });
  afterAll(() => t.drop());
  afterEach(async () => expect(await findLedgerViolations(db)).toEqual({ unbalancedTransactions: [], driftedAccounts: [], negativePlayerAccounts: [] }));

  /** Counts db.query calls (the fast path's only way to the database) while `fn` runs. */
  async function queriesDuring(fn: () => Promise<unknown>): Promise<number> {
    const original = db.query;
    let n = 0;
    db.query = ((sql: string, params?: unknown[]) => {
      n++;
      return original.call(db, sql, params);
    }) as Db['query'];
    try {
      await fn();
    } finally {
      db.query = original;
    }
    return n;
  }

  it('takes the next bet on a market it has read in one database call', async () => {
    const p = await makePlayer(db, 100_000n);
    const m = await makeMarket(db, { kind: 'match_odds' });
    await placeBet(db, { userId: p, marketId: m.marketId, runnerId: m.runnerIds[0]!, side: 'back', stake: 10_000n, oddsX100: 200 });
    const calls = await queriesDuring(() =>
      placeBet(db, { userId: p, marketId: m.marketId, runnerId: m.runnerIds[0]!, side: 'back', stake: 10_000n, oddsX100: 200, clientKey: 'one-trip' }),
    );
    expect(calls).toBe(1);
    expect(await balances(db, p)).toEqual({ cash: 80_000n, exposure: 20_000n, betsCount: 2 });
  });

  it('a price that moved after the last read: against the bet refused, for it taken at the better price unless exact', async () => {
    const p = await makePlayer(db, 100_000n);
    const m = await makeMarket(db, { kind: 'match_odds' }, { back: 200, lay: 202 });
    const back = (oddsX100: number, acceptPrice?: 'exact' | 'better' | 'any') =>
      placeBet(db, { userId: p, marketId: m.marketId, runnerId: m.runnerIds[0]!, side: 'back', stake: 10_000n, oddsX100, acceptPrice });
    await back(200);
    await setPrices(db, m.marketId, [{ runnerId: m.runnerIds[0]!, back: [{ odds: 190 }], lay: [{ odds: 192 }] }]);
    await expect(back(200)).rejects.toThrow('Odds changed to 1.90');
    expect((await back(200, 'any')).oddsX100).toBe(190);
    await setPrices(db, m.marketId, [{ runnerId: m.runnerIds[0]!, back: [{ odds: 210 }], lay: [{ odds: 212 }] }]);
    await expect(back(200, 'exact')).rejects.toThrow('Better odds of 2.10 are offered: choose Better odds to take them');
    // the default (better, the exchanges' best execution) takes the better price
    expect((await back(200)).oddsX100).toBe(210);
  });

  it('a market suspended after the last read refuses the bet', async () => {
    const p = await makePlayer(db, 100_000n);
    const m = await makeMarket(db, { kind: 'match_odds' });
    await placeBet(db, { userId: p, marketId: m.marketId, runnerId: m.runnerIds[0]!, side: 'back', stake: 10_000n, oddsX100: 200 });
    await db.tx((q) => setMarketStatus(q, m.marketId, 'suspended'));
    await expect(placeBet(db, { userId: p, marketId: m.marketId, runnerId: m.runnerIds[0]!, side: 'back', stake: 10_000n, oddsX100: 200 })).rejects.toThrow(
      'Market is suspended',
    );
    expect(await balances(db, p)).toEqual({ cash: 90_000n, exposure: 10_000n, betsCount: 1 });
  });

  it('a replayed key answers the first bet; the key with another bet is refused', async () => {
    const p = await makePlayer(db, 100_000n);
    const m = await makeMarket(db, { kind: 'match_odds' });
    const input = { userId: p, marketId: m.marketId, runnerId: m.runnerIds[0]!, side: 'back' as const, stake: 10_000n, oddsX100: 200, clientKey: 'replay-1' };
    const first = await placeBet(db, input);
    expect(await placeBet(db, input)).toEqual(first);
    await expect(placeBet(db, { ...input, stake: 20_000n })).rejects.toThrow('This Idempotency-Key was used for another request');
    expect(await balances(db, p)).toEqual({ cash: 90_000n, exposure: 10_000n, betsCount: 1 });
  });

  if (kind === 'postgres') {
    it('two API processes betting for one player on one market keep the exposure equal to the worst case', async () => {
      const other = openPostgres(t.url!, { max: 4 });
      try {
        await listening(other);
        const p = await makePlayer(db, 10_000_000n);
        // Prices that never go stale: on a loaded machine the 24 bets may outlast the default age, and this test is about
        // the exposure, not the price's age.
        const m = await makeMarket(db, { kind: 'match_odds', priceMaxAgeSeconds: 3600 }, { back: 200, lay: 202 });
        const bets = Array.from({ length: 24 }, (_, i) => {
          const side = i % 3 === 0 ? ('lay' as const) : ('back' as const);
          return placeBet(i % 2 ? other : db, { userId: p, marketId: m.marketId, runnerId: m.runnerIds[i % 3]!, side, stake: BigInt(10_000 + i * 1_000), oddsX100: side === 'back' ? 200 : 202 });
        });
        await Promise.all(bets);
        const shape = { kind: 'match_odds' as const, runnerIds: m.runnerIds };
        const worst = marketExposure(shape, await matchedBets(db, m.marketId, p));
        expect(await balances(db, p)).toEqual({ cash: 10_000_000n - worst, exposure: worst, betsCount: 24 });
      } finally {
        await other.close();
      }
    });
  }
});
