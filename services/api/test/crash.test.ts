import type { Db } from '../src/db/db';
import { findLedgerViolations } from '../src/ledger';
import { call, startApiProcess, type Answer, type ApiProcess } from './concurrency-support';
import { depositRequest, makePlayer, payoutAccount, seedAll } from './ops-fixtures';
import { createTestDb, type TestDb } from './test-db';

/**
 * The API process killed with SIGKILL in the middle of a load of approvals and withdrawals, then restarted on the
 * same database: the ledger's invariants hold, every approval that was answered is there once, and approvals
 * retried with their keys after the restart complete each deposit exactly once.
 */
describe('crash: SIGKILL during approvals and withdrawals (PostgreSQL)', () => {
  let testDb: TestDb;
  let siteId: string;
  let server: ApiProcess | undefined;
  beforeAll(async () => {
    testDb = await createTestDb('postgres', { poolSize: 4 });
    ({ siteId } = await seedAll(testDb.db));
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await testDb?.drop();
  });
  const db = (): Db => testDb.db;

  test('no approved deposit is lost or counted twice, no withdrawal is half done', async () => {
    server = await startApiProcess(testDb.url!);
    const login = await call(server.url, 'POST', '/ops/auth/login', { body: { username: 'agent', password: 'Agent@1234' } });
    const opsToken = (login.body.data as { token: string }).token;
    const START = 3000;
    const players: { id: string; token: string; accountId: string }[] = [];
    for (let i = 0; i < 8; i++) {
      const name = `crash_player_${i}`;
      const p = await makePlayer(db(), START, name);
      const accountId = await payoutAccount(db(), siteId, p.id, `8${p.id.padStart(11, '0')}`);
      const res = await call(server.url, 'POST', '/user/auth/login', { body: { type: 2, user_id: name, password: 'Secret@123' } });
      players.push({ id: p.id, token: (res.body.data as { token: string }).token, accountId });
    }
    const deposits: { id: string; amount: number }[] = [];
    for (let i = 0; i < 400; i++) {
      const amount = 100 + ((i * 37) % 900);
      deposits.push({ id: await depositRequest(db(), siteId, players[i % players.length]!.id, amount), amount });
    }

    interface Sent {
      kind: 'approve' | 'withdraw';
      url: string;
      token: string;
      key: string;
      body: unknown;
      answer?: Answer;
    }
    const sent: Sent[] = [];
    let cursor = 0;
    let answered = 0;
    let dead = false;
    const worker = async (w: number) => {
      for (let n = 0; !dead; n++) {
        let s: Sent;
        if (w % 4 === 3) {
          const p = players[(w + n) % players.length]!;
          s = { kind: 'withdraw', url: '/user/api/get-id/wallet-withdraw', token: p.token, key: `crash-w-${w}-${n}`, body: { amount: 100 + ((w * 13 + n * 7) % 300), client_account_index: Number(p.accountId), type: 'client_withdrawal' } };
        } else {
          const d = deposits[cursor++];
          if (!d) return;
          s = { kind: 'approve', url: `/ops/requests/${d.id}/approve`, token: opsToken, key: `crash-a-${d.id}`, body: { approved_amount: d.amount - 0.5 } };
        }
        sent.push(s);
        s.answer = await call(server!.url, 'POST', s.url, { token: s.token, key: s.key, body: s.body });
        if (s.answer.status === 0) return;
        answered++;
      }
    };
    const load = Promise.all(Array.from({ length: 16 }, (_, w) => worker(w)));
    while (answered < 150) await new Promise((r) => setTimeout(r, 5));
    await server.kill();
    dead = true;
    await load;

    const lost = sent.filter((s) => s.answer!.status === 0);
    expect(lost.length).toBeGreaterThan(0);
    expect(sent.filter((s) => s.answer!.status >= 500)).toEqual([]);
    expect(await findLedgerViolations(db())).toEqual({ unbalancedTransactions: [], driftedAccounts: [], negativePlayerAccounts: [] });
    await checkRequests(players.map((p) => p.id), START);
    // Every approval answered 200 before the kill is there.
    for (const s of sent.filter((x) => x.kind === 'approve' && x.answer!.status === 200)) {
      const id = s.url.split('/')[3]!;
      const { rows } = await db().query<{ status: string }>('SELECT status FROM wallet_transactions WHERE id = $1', [id]);
      expect({ id, status: rows[0]!.status }).toEqual({ id, status: 'approve_completed' });
    }

    // Restart on the same database; the approvals that got no answer are retried with their keys.
    server = await startApiProcess(testDb.url!);
    for (const s of lost.filter((x) => x.kind === 'approve')) {
      const again = await call(server.url, 'POST', s.url, { token: s.token, key: s.key, body: s.body });
      expect(again.status).toBe(200);
      expect(again.body.data).toMatchObject({ status: 'approve_completed', approved_amount: (s.body as { approved_amount: number }).approved_amount });
    }
    expect(await findLedgerViolations(db())).toEqual({ unbalancedTransactions: [], driftedAccounts: [], negativePlayerAccounts: [] });
    await checkRequests(players.map((p) => p.id), START);
    const attempted = new Set(sent.filter((s) => s.kind === 'approve').map((s) => s.url.split('/')[3]!));
    const { rows } = await db().query<{ id: string; status: string; credits: string }>(
      `SELECT t.id::text, t.status, (SELECT count(*) FROM ledger_transactions lt WHERE lt.idempotency_key = 'wallet:' || t.id || ':credit')::text AS credits
         FROM wallet_transactions t WHERE t.type = 'client_deposit' AND t.id = ANY($1::bigint[])`,
      [[...attempted]],
    );
    expect(rows.filter((r) => r.status !== 'approve_completed' || r.credits !== '1')).toEqual([]);
  }, 120_000);

  /** Each player's cash and hold are exactly what their requests' outcomes say; each request has its postings once. */
  async function checkRequests(playerIds: string[], start: number) {
    const { rows } = await db().query<{ id: string; user_id: string; type: string; status: string; amount: string; approved_amount: string | null; keys: string[] | null }>(
      `SELECT t.id::text, t.user_id::text, t.type, t.status, t.amount::text, t.approved_amount::text,
              (SELECT array_agg(split_part(lt.idempotency_key, ':', 3) ORDER BY lt.idempotency_key) FROM ledger_transactions lt
                WHERE lt.idempotency_key LIKE 'wallet:' || t.id || ':%') AS keys
         FROM wallet_transactions t WHERE t.user_id = ANY($1::bigint[])`,
      [playerIds],
    );
    const expected = new Map(playerIds.map((id) => [id, { cash: BigInt(start) * 100n, hold: 0n }]));
    for (const r of rows) {
      const e = expected.get(r.user_id)!;
      const keys = r.keys ?? [];
      if (r.type.endsWith('deposit')) {
        expect({ id: r.id, keys }).toEqual({ id: r.id, keys: r.status === 'approve_completed' ? ['credit'] : [] });
        if (r.status === 'approve_completed') e.cash += BigInt(r.approved_amount!);
      } else {
        expect({ id: r.id, status: r.status, keys }).toEqual({ id: r.id, status: 'pending', keys: ['hold'] });
        e.cash -= BigInt(r.amount);
        e.hold += BigInt(r.amount);
      }
    }
    const { rows: balances } = await db().query<{ user_id: string; kind: string; balance: string }>(
      `SELECT user_id::text, kind, balance::text FROM ledger_accounts WHERE user_id = ANY($1::bigint[]) AND kind IN ('cash', 'withdrawal_hold')`,
      [playerIds],
    );
    for (const id of playerIds) {
      const of = (kind: string) => BigInt(balances.find((b) => b.user_id === id && b.kind === kind)!.balance);
      expect({ id, cash: of('cash'), hold: of('withdrawal_hold') }).toEqual({ id, ...expected.get(id)! });
    }
  }
});
