import { sqlText, type Db } from '../src/db/db';
import { findLedgerViolations } from '../src/ledger';
import { setPrices } from '../src/sports/catalog';
import { cashOut } from '../src/sports/cash-out-bets';
import { MARKET_BETS_AT_ONCE, placeBet } from '../src/sports/place-bet';
import { settleMarket } from '../src/sports/settle';
import { balances, makeMarket, makePlayer } from './sports-fixtures';
import { createTestDb, type TestDb } from './test-db';

const OPERATOR = { operatorId: null, name: 'concurrency-test' };

/** PostgreSQL only, like concurrency.test.ts: row locks only contend there (PGlite is one connection). */
describe('sports bets under concurrency on PostgreSQL', () => {
  let t: TestDb;
  let db: Db;
  beforeAll(async () => {
    t = await createTestDb('postgres', { poolSize: 24 });
    db = t.db;
  });
  afterAll(() => t.drop());
  afterEach(async () => expect(await findLedgerViolations(db)).toEqual({ unbalancedTransactions: [], driftedAccounts: [], negativePlayerAccounts: [] }));

  it('two tabs betting at once never overdraw: 20 simultaneous bets of the whole balance, one taken', async () => {
    const p = await makePlayer(db, 10_000n);
    const m = await makeMarket(db, { kind: 'match_odds' });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => placeBet(db, { userId: p, marketId: m.marketId, runnerId: m.runnerIds[0]!, side: 'back', stake: 10_000n, oddsX100: 200 })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect((r.reason as Error).message).toBe('Insufficient Balance');
    expect(await balances(db, p)).toEqual({ cash: 0n, exposure: 10_000n, betsCount: 1 });
  });

  it.each([2, 4])('%i cash-outs sent at once (different keys): exactly one goes through, the position is flat once (issue 26 finding 2)', async (n) => {
    const m = await makeMarket(db, { kind: 'match_odds', runners: ['A', 'B'], priceMaxAgeSeconds: 3600 }, { back: 200, lay: 202 });
    const [a, b] = m.runnerIds as [string, string];
    const p = await makePlayer(db, 100_000n);
    await placeBet(db, { userId: p, marketId: m.marketId, runnerId: a, side: 'back', stake: 30_000n, oddsX100: 200 });
    await setPrices(db, m.marketId, [{ runnerId: a, back: [{ odds: 150 }], lay: [{ odds: 152 }] }, { runnerId: b, back: [{ odds: 290 }], lay: [{ odds: 300 }] }]);
    const results = await Promise.allSettled(
      Array.from({ length: n }, (_, i) => cashOut(db, { userId: p, marketId: m.marketId, minProfit: 9_400n, clientKey: `co-${n}-${i}` })),
    );
    const done = results.filter((r) => r.status === 'fulfilled');
    expect(done).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect((r.reason as Error).message).toBe('Cash out is not available on this market');
    // lay A 394.74 at 1.52 once: A 300 - 205.26 = 94.74, B -300 + 394.74 = 94.74, nothing held
    const bets = await db.query<{ side: string; stake: string }>(
      `SELECT side, stake::text FROM bets WHERE market_id = $1 AND user_id = $2 AND status = 'matched' ORDER BY id`,
      [m.marketId, p],
    );
    expect(bets.rows).toEqual([{ side: 'back', stake: '30000' }, { side: 'lay', stake: '39474' }]);
    expect(await balances(db, p)).toEqual({ cash: 100_000n, exposure: 0n, betsCount: 2 });
    await settleMarket(db, m.marketId, { winner: b }, OPERATOR);
    expect(await balances(db, p)).toEqual({ cash: 109_474n, exposure: 0n, betsCount: 0 });
  });

  it('a cash-out beside a bet and a settlement of the same market: each sees the others whole', async () => {
    const m = await makeMarket(db, { kind: 'match_odds', runners: ['A', 'B'], priceMaxAgeSeconds: 3600 }, { back: 200, lay: 202 });
    const [a] = m.runnerIds as [string, string];
    const p = await makePlayer(db, 100_000n);
    await placeBet(db, { userId: p, marketId: m.marketId, runnerId: a, side: 'back', stake: 30_000n, oddsX100: 200 });
    const [co, bet, settle] = await Promise.allSettled([
      cashOut(db, { userId: p, marketId: m.marketId, minProfit: null }),
      placeBet(db, { userId: p, marketId: m.marketId, runnerId: a, side: 'back', stake: 10_000n, oddsX100: 200 }),
      (async () => {
        await new Promise((r) => setTimeout(r, 5));
        return settleMarket(db, m.marketId, { winner: a }, OPERATOR);
      })(),
    ]);
    expect(settle.status).toBe('fulfilled');
    // whatever was taken before the settlement's lock settled with it; the player is paid exactly their bets' P&L
    const pnl = await db.query<{ s: string | null }>(`SELECT sum(pnl)::text AS s FROM bets WHERE market_id = $1 AND user_id = $2`, [m.marketId, p]);
    expect(await balances(db, p)).toEqual({ cash: 100_000n + BigInt(pnl.rows[0]!.s ?? '0'), exposure: 0n, betsCount: 0 });
    for (const r of [co, bet]) if (r.status === 'rejected') expect((r.reason as Error).message).toMatch(/^(Market is closed|Cash out is not available on this market)$/);
  });

  it('many clients bet on one market while it settles: every bet is settled or refused, every player paid exactly', async () => {
    const m = await makeMarket(db, { kind: 'match_odds', minStake: 100n, priceMaxAgeSeconds: 3600 }, { back: 200, lay: 210 });
    const players = await Promise.all(Array.from({ length: 16 }, () => makePlayer(db, 200_000n)));
    let settling = false;
    // set once the settlement's first transaction (the market's status) has committed
    let closed = false;
    // settle once a third of the bets are answered, while the clients keep betting
    let startSettling!: () => void;
    const third = new Promise<void>((resolve) => (startSettling = resolve));
    const outcomes: Array<{ user: string; betId?: string; refusal?: string; afterSettleStarted: boolean; afterClosed?: boolean }> = [];
    const client = async (user: string, i: number) => {
      for (let k = 0; k < 25; k++) {
        const side = (i + k) % 3 === 0 ? 'lay' : 'back';
        const runnerId = m.runnerIds[(i * 7 + k) % m.runnerIds.length]!;
        const afterSettleStarted = settling;
        const afterClosed = closed;
        try {
          const bet = await placeBet(db, { userId: user, marketId: m.marketId, runnerId, side, stake: BigInt(100 + ((i * 31 + k * 17) % 900)) * 10n, oddsX100: side === 'back' ? 200 : 210 });
          outcomes.push({ user, betId: bet.betId, afterSettleStarted, afterClosed });
        } catch (error) {
          outcomes.push({ user, refusal: (error as Error).message, afterSettleStarted, afterClosed });
        }
        if (outcomes.length >= 130) startSettling();
      }
    };
    const betting = Promise.all(players.map((u, i) => client(u, i)));
    await third;
    settling = true;
    const report = await settleMarket(db, m.marketId, { winner: m.runnerIds[1]! }, OPERATOR, { afterPlayer: () => void (closed = true) });
    await betting;

    const taken = outcomes.filter((o) => o.betId);
    expect(taken.length).toBeGreaterThan(0);
    expect(outcomes.some((o) => o.refusal === 'Market is closed')).toBe(true);
    // nothing asked for once the settlement had closed the market was taken (a bet takes one round trip, so how
    // many slip in between the call to settle and its lock depends on timing: only bets already under way count)
    expect(outcomes.filter((o) => o.afterClosed && o.betId)).toEqual([]);
    expect(outcomes.some((o) => o.afterClosed)).toBe(true);
    for (const o of outcomes) if (o.refusal) expect(['Market is closed', 'Insufficient Balance']).toContain(o.refusal);
    // every bet taken was settled by the run, none is left matched
    const { rows } = await db.query<{ status: string; n: number }>(
      `SELECT status, count(*)::int AS n FROM bets WHERE product = 'sports' AND market_id = $1 GROUP BY status`,
      [m.marketId],
    );
    expect(rows).toEqual([{ status: 'settled', n: taken.length }]);
    expect(report.bets).toBe(taken.length);
    const pnl = await db.query<{ user_id: string; pnl: string }>(
      `SELECT user_id::text, sum(pnl)::text AS pnl FROM bets WHERE product = 'sports' AND market_id = $1 GROUP BY user_id`,
      [m.marketId],
    );
    const byUser = new Map(pnl.rows.map((r) => [r.user_id, BigInt(r.pnl)]));
    for (const u of players) expect(await balances(db, u)).toEqual({ cash: 200_000n + (byUser.get(u) ?? 0n), exposure: 0n, betsCount: 0 });
    const sum = await db.query<{ s: string }>('SELECT sum(balance)::text AS s FROM ledger_accounts');
    expect(sum.rows[0]!.s).toBe('0');
  });
  it('a hot market\'s bets reach the database a few at a time, in turn; bets on other markets are not held back', async () => {
    // The database as placeBet sees it, counting the bet statements under way at once.
    let now = 0;
    let peak = 0;
    const counting = new Proxy(db, {
      get(target, prop) {
        if (prop !== 'query') return Reflect.get(target, prop, target);
        return async (sql: Parameters<Db['query']>[0], params?: unknown[]) => {
          const counted = /sports_(take_bet|bet_state)\(/.test(sqlText(sql));
          if (counted) peak = Math.max(peak, ++now);
          try {
            return await target.query(sql, params);
          } finally {
            if (counted) now--;
          }
        };
      },
    });
    const bet = (userId: string, marketId: string, runnerId: string) =>
      placeBet(counting, { userId, marketId, runnerId, side: 'back', stake: 10_000n, oddsX100: 200 });
    const hot = await makeMarket(db, { kind: 'match_odds', priceMaxAgeSeconds: 3600 });
    const players = await Promise.all(Array.from({ length: 20 }, () => makePlayer(db, 100_000n)));
    const taken = await Promise.all(players.map((p) => bet(p, hot.marketId, hot.runnerIds[0]!)));
    expect(taken.every((b) => b.status === 'matched')).toBe(true);
    expect(peak).toBeGreaterThan(1);
    expect(peak).toBeLessThanOrEqual(MARKET_BETS_AT_ONCE);
    for (const p of players) expect(await balances(db, p)).toEqual({ cash: 90_000n, exposure: 10_000n, betsCount: 1 });

    peak = 0;
    const many = await Promise.all(Array.from({ length: 20 }, () => makeMarket(db, { kind: 'match_odds', priceMaxAgeSeconds: 3600 })));
    await Promise.all(many.map((m, i) => bet(players[i]!, m.marketId, m.runnerIds[0]!)));
    expect(peak).toBeGreaterThan(MARKET_BETS_AT_ONCE);
  });
});
