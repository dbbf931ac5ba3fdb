import type { Db } from '../src/db/db';
import { findLedgerViolations } from '../src/ledger';
import { placeSlip } from '../src/matka/place-slip';
import { declareResult } from '../src/matka/settle';
import { slipInput } from '../src/matka/slip-input';
import { balances, makePlayer } from './sports-fixtures';
import { DAY, ist, makeMatkaMarket, OPERATOR } from './matka-fixtures';
import { createTestDb, type TestDb } from './test-db';

/** PostgreSQL only, like sports-concurrency.test.ts: row and advisory locks only contend there (PGlite is one connection). */
describe('matka slips under concurrency on PostgreSQL', () => {
  let t: TestDb;
  let db: Db;
  beforeAll(async () => {
    t = await createTestDb('postgres', { poolSize: 24 });
    db = t.db;
  });
  afterAll(() => t.drop());
  afterEach(async () => expect(await findLedgerViolations(db)).toEqual({ unbalancedTransactions: [], driftedAccounts: [], negativePlayerAccounts: [] }));

  it('20 simultaneous slips of the whole balance never overdraw: one is taken, the rest refused whole', async () => {
    const m = await makeMatkaMarket(db);
    const p = await makePlayer(db, 10_000n);
    const bets = [{ type: 'jodi', number: '12', amount: 50 }, { type: 'single', session: 'open', number: '3', amount: 50 }];
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => placeSlip(db, p, slipInput({ market_id: m, bets }), { now: ist('10:00') })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect((r.reason as Error).message).toBe('Insufficient Balance');
    expect(await balances(db, p)).toEqual({ cash: 0n, exposure: 10_000n, betsCount: 2 });
  });

  it('the same Idempotency-Key sent 10 times at once takes the slip once', async () => {
    const m = await makeMatkaMarket(db);
    const p = await makePlayer(db, 100_000n);
    const input = slipInput({ market_id: m, bets: [{ type: 'jodi', number: '07', amount: 100 }] });
    const answers = await Promise.all(Array.from({ length: 10 }, () => placeSlip(db, p, input, { clientKey: 'same', now: ist('10:00') })));
    expect(new Set(answers.map((a) => a.slip_id)).size).toBe(1);
    expect(await balances(db, p)).toEqual({ cash: 90_000n, exposure: 10_000n, betsCount: 1 });
  });

  it('players betting while the open result is declared: every slip is settled or refused, every player paid exactly', async () => {
    const m = await makeMatkaMarket(db);
    const players = await Promise.all(Array.from({ length: 12 }, () => makePlayer(db, 1_000_000n)));
    let declared = false;
    const outcomes: Array<{ user: string; taken: boolean; refusal?: string; afterDeclared: boolean }> = [];
    let startDeclaring!: () => void;
    const some = new Promise<void>((resolve) => (startDeclaring = resolve));
    const client = async (user: string, i: number) => {
      for (let k = 0; k < 15; k++) {
        const afterDeclared = declared;
        const bets = [{ type: 'single', session: 'open', number: String((i + k) % 10), amount: 10 + k }, { type: 'single_patti', session: 'open', number: '123', amount: 10 }];
        try {
          await placeSlip(db, user, slipInput({ market_id: m, bets }), { now: ist('10:30') });
          outcomes.push({ user, taken: true, afterDeclared });
        } catch (error) {
          outcomes.push({ user, taken: false, refusal: (error as Error).message, afterDeclared });
        }
        if (outcomes.length >= 60) startDeclaring();
      }
    };
    const betting = Promise.all(players.map((u, i) => client(u, i)));
    await some;
    declared = true;
    const report = await declareResult(db, { marketId: m, date: DAY, session: 'open', pana: '123' }, OPERATOR, { now: ist('10:40'), batchSize: 5 });
    await betting;
    const taken = outcomes.filter((o) => o.taken);
    expect(outcomes.some((o) => o.refusal === 'Open session is closed for bets')).toBe(true);
    for (const o of outcomes) if (o.refusal) expect(o.refusal).toBe('Open session is closed for bets');
    expect(outcomes.filter((o) => o.afterDeclared && o.taken).length).toBeLessThanOrEqual(players.length);
    expect(report.bets).toBe(taken.length * 2);
    const { rows } = await db.query<{ status: string; n: number }>(
      `SELECT b.status, count(*)::int AS n FROM bets b JOIN matka_sessions s ON s.id = b.market_id WHERE s.market_id = $1 GROUP BY b.status`, [m]);
    expect(rows).toEqual([{ status: 'settled', n: taken.length * 2 }]);
    const pnl = await db.query<{ user_id: string; pnl: string }>(
      `SELECT b.user_id::text, sum(b.pnl)::text AS pnl FROM bets b JOIN matka_sessions s ON s.id = b.market_id WHERE s.market_id = $1 GROUP BY b.user_id`, [m]);
    const byUser = new Map(pnl.rows.map((r) => [r.user_id, BigInt(r.pnl)]));
    for (const u of players) expect(await balances(db, u)).toEqual({ cash: 1_000_000n + (byUser.get(u) ?? 0n), exposure: 0n, betsCount: 0 });
  });
});
