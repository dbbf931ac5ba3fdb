import { createGameSession } from '../src/casino/sessions';
import type { Db } from '../src/db/db';
import { findLedgerViolations } from '../src/ledger';
import { call, startApiProcess, type ApiProcess } from './concurrency-support';
import { makePlayer } from './sports-fixtures';
import { createTestDb, type TestDb } from './test-db';

/**
 * Issue 26 finding 10 as it was found: the API process killed with SIGKILL while players play the built-in games
 * (each round a debit then a credit through the signed seamless API over HTTP), then restarted on the same database.
 * Rounds cut between their debit and their credit, and rounds credited but not yet recorded by the game, must be
 * closed by the round sweep of the restarted process, with exactly the money each round's drawn outcome says.
 */
describe('crash: SIGKILL while casino rounds are played (PostgreSQL)', () => {
  const PLAYERS = 12;
  const START = 100_000n; // paise
  let testDb: TestDb;
  let server: ApiProcess | undefined;
  beforeAll(async () => {
    testDb = await createTestDb('postgres', { poolSize: 4 });
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await testDb?.drop();
  });
  const db = (): Db => testDb.db;

  type Round = { id: string; player_id: string; stake: string; payout: string | null; status: string; debit: boolean; credit: boolean; bet_status: string | null; pnl: string | null };
  const rounds = async (): Promise<Round[]> =>
    (await db().query<Round>(
      `SELECT r.id::text AS id, r.player_id, r.stake::text AS stake, r.payout::text AS payout, r.status,
              d.tx_id IS NOT NULL AND NOT d.rolled_back AS debit, c.tx_id IS NOT NULL AS credit, b.status AS bet_status, b.pnl::text AS pnl
         FROM house_rounds r
         LEFT JOIN casino_transactions d ON d.provider_id = 'house' AND d.tx_id = 'h' || r.id || '-d' AND d.kind = 'debit'
         LEFT JOIN casino_transactions c ON c.provider_id = 'house' AND c.tx_id = 'h' || r.id || '-c'
         LEFT JOIN bets b ON b.id = d.bet_id
        ORDER BY r.id`,
    )).rows;

  test('every round cut by the kill is closed with the money its outcome says, and no credited round stays open', async () => {
    const players: { id: string; token: string }[] = [];
    const dice = (await db().query<{ id: string }>("SELECT id::text FROM casino_games WHERE provider_id = 'house' AND code = 'dice'")).rows[0]!.id;
    for (let i = 0; i < PLAYERS; i++) {
      const id = await makePlayer(db(), START);
      const { token } = await createGameSession(db(), { userId: id, providerId: 'house', gameId: dice, playMoney: false, now: new Date() });
      players.push({ id, token });
    }

    // Play and kill until the kill has cut at least one round between its debit and its credit (usually the first
    // time: a dozen rounds are in flight at any moment).
    let cutBetween: Round[] = [];
    for (let attempt = 0; attempt < 5 && cutBetween.length === 0; attempt++) {
      server = await startApiProcess(testDb.url!, { env: { KHEL_CASINO_SWEEP_MS: '0' } });
      let answered = 0;
      let dead = false;
      const play = async (p: { token: string }) => {
        while (!dead) {
          const res = await call(server!.url, 'POST', '/sports/casino/house/play', { body: { token: p.token, game: 'dice', amount: 10, params: { target: 50, over: true } } });
          if (res.status === 0) return;
          expect([200, 503]).toContain(res.status);
          answered++;
        }
      };
      const load = Promise.all(players.map(play));
      while (answered < 40 * (attempt + 1)) await new Promise((r) => setTimeout(r, 5));
      await server.kill();
      dead = true;
      await load;
      cutBetween = (await rounds()).filter((r) => r.debit && !r.credit);
    }
    expect(cutBetween.length).toBeGreaterThan(0);
    const all = await rounds();
    const creditedButOpen = all.filter((r) => r.credit && r.status === 'open');
    expect(await findLedgerViolations(db())).toEqual({ unbalancedTransactions: [], driftedAccounts: [], negativePlayerAccounts: [] });

    // Restart with the sweep on (no grace: nothing else is playing) and wait for it to close what the kill left.
    server = await startApiProcess(testDb.url!, { env: { KHEL_CASINO_SWEEP_MS: '200', KHEL_CASINO_SWEEP_GRACE_S: '0' } });
    const deadline = Date.now() + 20_000;
    let open = all;
    while (Date.now() < deadline) {
      open = (await rounds()).filter((r) => r.status === 'open' || r.status === 'credit_failed' || r.bet_status === 'matched');
      if (open.length === 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(open).toEqual([]);

    // Every round: settled with its drawn payout when its stake was taken and its outcome drawn; a stake taken but
    // never drawn for (cut between the debit and the draw) refunded, its round void; nothing taken otherwise.
    const after = await rounds();
    const undrawn = new Set(all.filter((r) => r.debit && r.payout === null).map((r) => r.id));
    for (const r of after) {
      const expected = r.debit
        ? { id: r.id, status: 'settled', credit: true, bet_status: 'settled', pnl: String(BigInt(r.payout!) - BigInt(r.stake)) }
        : { id: r.id, status: 'refused', credit: false, bet_status: undrawn.has(r.id) ? 'void' : null, pnl: undrawn.has(r.id) ? '0' : null };
      expect({ id: r.id, status: r.status, credit: r.credit, bet_status: r.bet_status, pnl: r.pnl }).toEqual(expected);
    }
    for (const id of undrawn) expect(after.find((r) => r.id === id)).toMatchObject({ debit: false, status: 'refused' });
    for (const cut of [...cutBetween.filter((r) => !undrawn.has(r.id)), ...creditedButOpen]) expect(after.find((r) => r.id === cut.id)).toMatchObject({ status: 'settled', bet_status: 'settled' });
    const { rows: cash } = await db().query<{ user_id: string; balance: string }>("SELECT user_id::text, balance::text FROM ledger_accounts WHERE kind = 'cash' AND user_id = ANY($1::bigint[])", [players.map((p) => p.id)]);
    for (const p of players) {
      const mine = after.filter((r) => r.player_id === p.id && r.debit);
      const expected = mine.reduce((sum, r) => sum - BigInt(r.stake) + BigInt(r.payout!), START);
      expect({ player: p.id, cash: cash.find((c) => c.user_id === p.id)!.balance }).toEqual({ player: p.id, cash: String(expected) });
    }
    expect(await findLedgerViolations(db())).toEqual({ unbalancedTransactions: [], driftedAccounts: [], negativePlayerAccounts: [] });
    const audit = await db().query<{ operator_name: string; after: { closed: { round: string }[] } }>("SELECT operator_name, after FROM audit_log WHERE action = 'casino.rounds.sweep'");
    expect(audit.rows.every((a) => a.operator_name === 'system')).toBe(true);
    expect(audit.rows.flatMap((a) => a.after.closed.map((c) => c.round))).toEqual(expect.arrayContaining(cutBetween.map((r) => `h${r.id}`)));
  }, 180_000);
});
