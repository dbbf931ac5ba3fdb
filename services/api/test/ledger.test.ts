import type { Db } from '../src/db/db';
import {
  InsufficientFundsError,
  creditPlayer,
  ensurePlayerAccounts,
  findLedgerViolations,
  getPlayerBalances,
  houseAccount,
  post,
  reverse,
  walletFigures,
} from '../src/ledger';
import { createTestDb, dbKinds, type TestDb } from './test-db';

async function makePlayer(db: Db, name: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO users (user_name, password_hash, refer_code) VALUES ($1, 'x', $1) RETURNING id::text`,
    [name],
  );
  await ensurePlayerAccounts(db, rows[0]!.id);
  return rows[0]!.id;
}

describe.each(dbKinds())('ledger on %s', (kind) => {
  let t: TestDb;
  let db: Db;
  beforeAll(async () => {
    t = await createTestDb(kind);
    db = t.db;
  });
  afterAll(() => t.drop());

  it('credits a player from a house account and reads the balances back', async () => {
    const p = await makePlayer(db, 'alice1');
    const r = await creditPlayer(db, { userId: p, amountPaise: 150_050n, kind: 'opening', idempotencyKey: `open:${p}` });
    expect(r.replayed).toBe(false);
    const b = await getPlayerBalances(db, p);
    expect(b).toEqual({ cash: 150_050n, bonus: 0n, exposure: 0n, withdrawalHold: 0n });
    expect(walletFigures(b)).toEqual({ bl: 1500.5, ex: 0, eb: 0 });
  });

  it('posts nothing twice for one idempotency key', async () => {
    const p = await makePlayer(db, 'bob123');
    const first = await creditPlayer(db, { userId: p, amountPaise: 1000n, kind: 'opening', idempotencyKey: `k:${p}` });
    const again = await creditPlayer(db, { userId: p, amountPaise: 1000n, kind: 'opening', idempotencyKey: `k:${p}` });
    expect(again).toEqual({ transactionId: first.transactionId, replayed: true });
    expect((await getPlayerBalances(db, p)).cash).toBe(1000n);
  });

  it('refuses to take a player account below zero and writes nothing', async () => {
    const p = await makePlayer(db, 'carol1');
    await creditPlayer(db, { userId: p, amountPaise: 500n, kind: 'opening', idempotencyKey: `o:${p}` });
    const accounts = await ensurePlayerAccounts(db, p);
    const house = await houseAccount(db, 'withdrawals', p);
    const before = await db.query('SELECT count(*)::int AS n FROM ledger_transactions');
    await expect(
      post(db, { kind: 'withdrawal', lines: [{ accountId: accounts.cash, amount: -501n }, { accountId: house, amount: 501n }] }),
    ).rejects.toBeInstanceOf(InsufficientFundsError);
    const after = await db.query('SELECT count(*)::int AS n FROM ledger_transactions');
    expect(after.rows[0]).toEqual(before.rows[0]);
    expect((await getPlayerBalances(db, p)).cash).toBe(500n);
  });

  it('refuses unbalanced postings, zero lines and unknown accounts', async () => {
    const p = await makePlayer(db, 'dave12');
    const a = await ensurePlayerAccounts(db, p);
    await expect(post(db, { kind: 'x', lines: [{ accountId: a.cash, amount: 5n }, { accountId: a.bonus, amount: -4n }] })).rejects.toThrow(/balance to zero/);
    await expect(post(db, { kind: 'x', lines: [{ accountId: a.cash, amount: 0n }, { accountId: a.bonus, amount: 0n }] })).rejects.toThrow(/zero/);
    await expect(post(db, { kind: 'x', lines: [{ accountId: a.cash, amount: 5n }] })).rejects.toThrow(/two lines/);
    await expect(post(db, { kind: 'x', lines: [{ accountId: '999999999', amount: -5n }, { accountId: a.cash, amount: 5n }] })).rejects.toThrow(/unknown ledger account/);
  });

  it('reverses a posting once, by new entries', async () => {
    const p = await makePlayer(db, 'erin12');
    const credit = await creditPlayer(db, { userId: p, amountPaise: 700n, kind: 'opening', idempotencyKey: `e:${p}` });
    const r1 = await reverse(db, credit.transactionId, 'reversal');
    const r2 = await reverse(db, credit.transactionId, 'reversal');
    expect(r2).toEqual({ transactionId: r1.transactionId, replayed: true });
    expect((await getPlayerBalances(db, p)).cash).toBe(0n);
    const entries = await db.query('SELECT count(*)::int AS n FROM ledger_entries WHERE transaction_id IN ($1, $2)', [credit.transactionId, r1.transactionId]);
    expect(entries.rows[0]).toEqual({ n: 4 });
  });

  it('is append-only: entries and transactions cannot be updated or deleted', async () => {
    await expect(db.query('UPDATE ledger_entries SET amount = amount + 1')).rejects.toThrow(/append-only/);
    await expect(db.query('DELETE FROM ledger_transactions')).rejects.toThrow(/append-only/);
  });

  it('keeps the invariants: balanced transactions, balances equal to their entries, nothing negative', async () => {
    expect(await findLedgerViolations(db)).toEqual({ unbalancedTransactions: [], driftedAccounts: [], negativePlayerAccounts: [] });
  });
});

describe('ledger concurrency on PostgreSQL', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb('postgres', { poolSize: 40 });
  });
  afterAll(() => t.drop());

  it('lets exactly one of 100 simultaneous withdrawals of the whole balance through', async () => {
    const p = await makePlayer(t.db, 'racer1');
    await creditPlayer(t.db, { userId: p, amountPaise: 100_000n, kind: 'opening', idempotencyKey: `r:${p}` });
    const a = await ensurePlayerAccounts(t.db, p);
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, () =>
        t.db.tx((q) => post(q, { kind: 'hold', lines: [{ accountId: a.cash, amount: -100_000n }, { accountId: a.withdrawal_hold, amount: 100_000n }] })),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(ok).toHaveLength(1);
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(InsufficientFundsError);
    expect(await getPlayerBalances(t.db, p)).toMatchObject({ cash: 0n, withdrawalHold: 100_000n });
  });

  it('never deadlocks when postings cross the same accounts in opposite directions', async () => {
    const p1 = await makePlayer(t.db, 'cross1');
    const p2 = await makePlayer(t.db, 'cross2');
    const a1 = await ensurePlayerAccounts(t.db, p1);
    const a2 = await ensurePlayerAccounts(t.db, p2);
    await creditPlayer(t.db, { userId: p1, amountPaise: 10_000n, kind: 'opening', idempotencyKey: `c:${p1}` });
    await creditPlayer(t.db, { userId: p2, amountPaise: 10_000n, kind: 'opening', idempotencyKey: `c:${p2}` });
    await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        post(t.db, {
          kind: 'transfer',
          lines:
            i % 2
              ? [{ accountId: a1.cash, amount: -10n }, { accountId: a2.cash, amount: 10n }]
              : [{ accountId: a2.cash, amount: -10n }, { accountId: a1.cash, amount: 10n }],
        }),
      ),
    );
    const b1 = await getPlayerBalances(t.db, p1);
    const b2 = await getPlayerBalances(t.db, p2);
    expect(b1.cash + b2.cash).toBe(20_000n);
    expect(await findLedgerViolations(t.db)).toEqual({ unbalancedTransactions: [], driftedAccounts: [], negativePlayerAccounts: [] });
  });
});
