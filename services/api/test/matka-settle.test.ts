import type { Db } from '../src/db/db';
import { creditPlayer, findLedgerViolations, playerAccounts, post } from '../src/ledger';
import { placeSlip } from '../src/matka/place-slip';
import { rollbackSession } from '../src/matka/rollback';
import { declareResult } from '../src/matka/settle';
import { slipInput } from '../src/matka/slip-input';
import { balances, makePlayer } from './sports-fixtures';
import { DAY, ist, makeMatkaMarket, OPERATOR } from './matka-fixtures';
import { createTestDb, dbKinds, type TestDb } from './test-db';

const bet = (type: string, number: string, amount: number, session?: string) => ({ type, number, amount, ...(session ? { session } : {}) });

describe.each(dbKinds())('matka results and settlement (%s)', (kind) => {
  let t: TestDb;
  let db: Db;
  beforeAll(async () => {
    t = await createTestDb(kind);
    db = t.db;
  });
  afterAll(() => t.drop());
  afterEach(async () => expect(await findLedgerViolations(db)).toEqual({ unbalancedTransactions: [], driftedAccounts: [], negativePlayerAccounts: [] }));

  const place = (p: string, m: string, bets: object[]) => placeSlip(db, p, slipInput({ market_id: m, bets }), { now: ist('10:00') });
  const settlements = async (m: string) =>
    (await db.query<{ bet_id: string; n: number }>(
      `SELECT b.id::text AS bet_id, count(s.bet_id)::int AS n FROM bets b JOIN matka_sessions ms ON ms.id = b.market_id
         LEFT JOIN bet_settlements s ON s.bet_id = b.id WHERE b.product = 'matka' AND ms.market_id = $1 GROUP BY b.id`, [m])).rows;

  it('123-68-459: the open result settles the open session, the close result the rest, each bet once', async () => {
    const m = await makeMatkaMarket(db);
    const a = await makePlayer(db, 100_000n);
    const b = await makePlayer(db, 100_000n);
    await place(a, m, [bet('single', '6', 10, 'open'), bet('single_patti', '123', 10, 'open'), bet('jodi', '68', 10), bet('single', '8', 10, 'close')]);
    await place(b, m, [bet('single', '5', 10, 'open'), bet('jodi', '86', 20), bet('full_sangam', '123-459', 10), bet('half_sangam_open', '123-8', 10)]);
    const open = await declareResult(db, { marketId: m, date: DAY, session: 'open', pana: '123' }, OPERATOR, { now: ist('11:05') });
    expect(open).toMatchObject({ bets: 3, players: 2, resumed: false, alreadySettled: false });
    // a: single 6 wins 80, patti 123 wins 1390; b: single 5 loses 10
    expect(await balances(db, a)).toEqual({ cash: 100_000n - 4000n + 9000n + 140_000n, exposure: 2000n, betsCount: 2 });
    expect(await balances(db, b)).toEqual({ cash: 100_000n - 5000n, exposure: 4000n, betsCount: 3 });
    const close = await declareResult(db, { marketId: m, date: DAY, session: 'close', pana: '459' }, OPERATOR, { now: ist('13:05') });
    expect(close).toMatchObject({ bets: 5, players: 2 });
    // a: jodi 68 returns 900, close single 8 returns 90; b: full sangam returns 100,000, half sangam 10,000, jodi 86 loses
    expect(await balances(db, a)).toEqual({ cash: 100_000n - 4000n + 9000n + 140_000n + 90_000n + 9000n, exposure: 0n, betsCount: 0 });
    expect(await balances(db, b)).toEqual({ cash: 100_000n - 5000n + 10_000_000n + 1_000_000n, exposure: 0n, betsCount: 0 });
    expect((await settlements(m)).every((r) => r.n === 1)).toBe(true);
    expect(await settlements(m)).toHaveLength(8);

    const again = await declareResult(db, { marketId: m, date: DAY, session: 'close', pana: '459' }, OPERATOR, { now: ist('13:06') });
    expect(again).toMatchObject({ bets: 0, alreadySettled: true, runId: close.runId });
    await expect(declareResult(db, { marketId: m, date: DAY, session: 'close', pana: '460' }, OPERATOR)).rejects.toThrow('This session was settled with another result');
    expect(await balances(db, b)).toEqual({ cash: 100_000n - 5000n + 10_000_000n + 1_000_000n, exposure: 0n, betsCount: 0 });
    const { rows } = await db.query<{ action: string }>(`SELECT action FROM audit_log WHERE target LIKE $1 ORDER BY id`, [`matka:${m}:%`]);
    expect(rows.map((r) => r.action)).toEqual(['matka.result', 'matka.result']);
  });

  it('the close result waits for the open one; a bad pana or date is refused', async () => {
    const m = await makeMatkaMarket(db);
    await expect(declareResult(db, { marketId: m, date: DAY, session: 'close', pana: '459' }, OPERATOR)).rejects.toThrow('Declare the open result first');
    await expect(declareResult(db, { marketId: m, date: DAY, session: 'open', pana: '321' }, OPERATOR)).rejects.toThrow('pana must be a valid pana');
    await expect(declareResult(db, { marketId: m, date: '2026-02-30', session: 'open', pana: '123' }, OPERATOR)).rejects.toThrow('date must be a date');
  });

  it('a settlement killed between batches resumes when declared again: every bet settled once, every player paid once', async () => {
    const m = await makeMatkaMarket(db);
    const players = await Promise.all(Array.from({ length: 12 }, () => makePlayer(db, 50_000n)));
    for (const [i, p] of players.entries()) {
      await place(p, m, [bet('single', String(i % 10), 10, 'open'), bet('single', String((i + 3) % 10), 20, 'open'), bet('double_patti', '112', 10, 'open')]);
    }
    let batches = 0;
    const crash = async () => {
      if (++batches === 2) throw new Error('killed');
    };
    await expect(declareResult(db, { marketId: m, date: DAY, session: 'open', pana: '112' }, OPERATOR, { batchSize: 5, afterBatch: crash })).rejects.toThrow('killed');
    // two workers (odd and even house shards): the crash stops both after their current batch of up to 5 players
    const partly = (await settlements(m)).filter((r) => r.n === 1).length;
    expect((await settlements(m)).every((r) => r.n <= 1)).toBe(true);
    expect(partly % 3).toBe(0);
    expect(partly).toBeGreaterThanOrEqual(15);
    expect(partly).toBeLessThan(36);
    const resumed = await declareResult(db, { marketId: m, date: DAY, session: 'open', pana: '112' }, OPERATOR, { batchSize: 5 });
    expect(resumed).toMatchObject({ resumed: true, bets: 36 - partly, players: (36 - partly) / 3 });
    expect((await settlements(m)).map((r) => r.n)).toEqual(Array(36).fill(1));
    // ank of 112 is 4: single 4 returns 90 (or 180 on the 20 stake); 112 returns 2,800 to everyone
    for (const [i, p] of players.entries()) {
      const single = i % 10 === 4 ? 9000n : 0n;
      const second = (i + 3) % 10 === 4 ? 18_000n : 0n;
      expect(await balances(db, p)).toEqual({ cash: 50_000n - 4000n + single + second + 280_000n, exposure: 0n, betsCount: 0 });
    }
    const postings = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ledger_transactions WHERE kind = 'matka_settle' AND memo->>'runId' = $1`, [resumed.runId]);
    expect(postings.rows[0]!.n).toBe(12);
  });

  it('a void refunds every stake of the session; a rollback reverses the result and the session can be declared again', async () => {
    const m = await makeMatkaMarket(db);
    const p = await makePlayer(db, 10_000n);
    await place(p, m, [bet('single', '1', 10, 'open'), bet('jodi', '11', 10), bet('single', '2', 10, 'close')]);
    const v = await declareResult(db, { marketId: m, date: DAY, session: 'open', pana: 'void' }, OPERATOR);
    expect(v.bets).toBe(1);
    expect(await balances(db, p)).toEqual({ cash: 8000n, exposure: 2000n, betsCount: 2 });
    await expect(declareResult(db, { marketId: m, date: DAY, session: 'close', pana: '123' }, OPERATOR)).rejects.toThrow('The open session is void');
    await rollbackSession(db, { marketId: m, date: DAY, session: 'open', runId: v.runId }, OPERATOR);
    expect(await balances(db, p)).toEqual({ cash: 7000n, exposure: 3000n, betsCount: 3 });
    await declareResult(db, { marketId: m, date: DAY, session: 'open', pana: '128' }, OPERATOR); // ank 1: single 1 wins
    const close = await declareResult(db, { marketId: m, date: DAY, session: 'close', pana: '137' }, OPERATOR); // ank 1: jodi 11 wins
    expect(await balances(db, p)).toEqual({ cash: 7000n + 9000n + 90_000n, exposure: 0n, betsCount: 0 });
    await expect(rollbackSession(db, { marketId: m, date: DAY, session: 'open' }, OPERATOR)).rejects.toThrow('Roll back the close result first');
    const back = await rollbackSession(db, { marketId: m, date: DAY, session: 'close', runId: close.runId }, OPERATOR);
    expect(back).toMatchObject({ postings: 1, alreadyRolledBack: false });
    expect(await balances(db, p)).toEqual({ cash: 7000n + 9000n, exposure: 2000n, betsCount: 2 });
    expect(await rollbackSession(db, { marketId: m, date: DAY, session: 'close', runId: close.runId }, OPERATOR)).toMatchObject({ alreadyRolledBack: true });
    await declareResult(db, { marketId: m, date: DAY, session: 'close', pana: '200' }, OPERATOR); // ank 2: single 2 wins, jodi 12 not 11
    expect(await balances(db, p)).toEqual({ cash: 7000n + 9000n + 9000n, exposure: 0n, betsCount: 0 });
    expect((await settlements(m)).every((r) => r.n >= 1)).toBe(true);
  });

  it('a rollback is refused, changing nothing, when a player has spent what the result paid', async () => {
    const m = await makeMatkaMarket(db);
    const p = await makePlayer(db, 1000n);
    await place(p, m, [bet('single', '6', 10, 'open')]);
    const run = await declareResult(db, { marketId: m, date: DAY, session: 'open', pana: '123' }, OPERATOR);
    const acc = await playerAccounts(db, p);
    const { rows } = await db.query<{ id: string }>(`SELECT id::text FROM ledger_accounts WHERE code = 'house:withdrawals:0'`);
    await post(db, { kind: 'test_spend', lines: [{ accountId: acc.cash, amount: -9000n }, { accountId: rows[0]!.id, amount: 9000n }] });
    await expect(rollbackSession(db, { marketId: m, date: DAY, session: 'open', runId: run.runId }, OPERATOR)).rejects.toThrow(`Player ${p} no longer holds`);
    expect(await balances(db, p)).toEqual({ cash: 0n, exposure: 0n, betsCount: 0 });
    await creditPlayer(db, { userId: p, amountPaise: 9000n, kind: 'test', idempotencyKey: `back:${p}` });
    await rollbackSession(db, { marketId: m, date: DAY, session: 'open', runId: run.runId }, OPERATOR);
    expect(await balances(db, p)).toEqual({ cash: 0n, exposure: 1000n, betsCount: 1 });
  });
});
