import type { FastifyInstance } from 'fastify';
import { saveProvider } from '../src/casino/providers';
import { createGameSession, SESSION_TTL_MS } from '../src/casino/sessions';
import { signSeamless } from '../src/casino/signature';
import { loadConfig } from '../src/config';
import { creditPlayer, findLedgerViolations, getPlayerBalances } from '../src/ledger';
import { startTestApp, type TestApp } from './app-harness';
import { TestClock } from './auth-helpers';
import { codeOf, gameSession, houseSecret, seamless, unixSeconds } from './casino-support';
import { makePlayer } from './sports-fixtures';
import { dbKinds } from './test-db';

/**
 * Issue 26 finding 7: a signed seamless call cannot be replayed later, a transaction id repeated with any field
 * changed is a mismatch, and a provider reads only its own players' balances while a session of theirs is open.
 */
describe.each(dbKinds())('seamless wallet: replay window, mismatches, whose balance (%s)', (kind) => {
  const clock = new TestClock(Date.parse('2026-11-23T06:00:00Z'));
  let t: TestApp;
  let app: FastifyInstance;
  let secret: string;
  let seq = 0;
  const next = () => `${kind}-${++seq}`;
  beforeAll(async () => {
    t = await startTestApp(kind, { overrides: { now: clock.now } });
    app = t.app;
    secret = await houseSecret(app);
    await saveProvider(app.deps.db, app.deps.secretBox, { id: 'acme', name: 'Acme Games', apiBase: '', launchUrl: 'https://acme.example/play?t={token}', enabled: true, secret: 'acme-secret-0123456789abcdef' });
    await app.deps.db.query("INSERT INTO casino_games (provider_id, code, name, section, rtp_bp) VALUES ('acme', 'roulette', 'Roulette', 'table', 9730)");
  });
  afterAll(() => t.close());
  afterEach(async () => expect(await findLedgerViolations(app.deps.db)).toEqual({ unbalancedTransactions: [], driftedAccounts: [], negativePlayerAccounts: [] }));

  const cash = async (userId: string) => (await getPlayerBalances(app.deps.db, userId)).cash;
  const at = (offsetSeconds: number) => unixSeconds(new Date(clock.ms + offsetSeconds * 1000));
  async function player(cashPaise = 100_000n) {
    const id = await makePlayer(app.deps.db, cashPaise);
    return { id, token: await gameSession(app, id) };
  }
  const debitBody = (p: { id: string; token: string }, n: string, amount = 100) => ({
    player_id: p.id, session_token: p.token, transaction_id: `d${n}`, round_id: `r${n}`, game_id: 'dice', amount,
  });

  it('refuses a call with no timestamp, or one more than 5 minutes off our clock, and changes nothing; within the window it is done', async () => {
    const p = await player();
    const body = debitBody(p, next());
    for (const timestamp of [null, at(-301), at(301), 'yesterday', '-5', '1e9', `${at(0)}.5`]) {
      const res = await seamless(app, secret, 'debit', body, { timestamp });
      expect([timestamp, res.statusCode, codeOf(res)]).toEqual([timestamp, 401, 'STALE_REQUEST']);
    }
    expect(await cash(p.id)).toBe(100_000n);
    // the timestamp is signed: a fresh one on an old signature does not match
    const old = at(-3600);
    const moved = await seamless(app, secret, 'debit', body, { timestamp: at(0), signature: signSeamless(secret, 'debit', JSON.stringify(body), old) });
    expect(codeOf(moved)).toBe('BAD_SIGNATURE');
    expect(await cash(p.id)).toBe(100_000n);
    const late = await seamless(app, secret, 'debit', body, { timestamp: at(-290) });
    expect(late.statusCode).toBe(200);
    const early = await seamless(app, secret, 'balance', { session_token: p.token }, { timestamp: at(290) });
    expect(early.json().data).toMatchObject({ player_id: p.id, balance: 900 });
  });

  it("the audit's replay: a debit refused for low balance, resent unchanged after a deposit six minutes later, takes nothing", async () => {
    const p = await player(10_000n);
    const raw = JSON.stringify(debitBody(p, next(), 500));
    const headers = { 'content-type': 'application/json', 'x-casino-timestamp': at(0), 'x-casino-signature': signSeamless(secret, 'debit', raw, at(0)) };
    const send = () => app.inject({ method: 'POST', url: '/sports/casino/seamless/house/debit', headers, payload: raw });
    const first = await send();
    expect([first.statusCode, codeOf(first)]).toEqual([402, 'INSUFFICIENT_FUNDS']);
    await creditPlayer(app.deps.db, { userId: p.id, amountPaise: 100_000n, kind: 'opening', idempotencyKey: `replay-deposit:${p.id}` });
    clock.advance(6 * 60);
    const replayed = await send();
    expect([replayed.statusCode, codeOf(replayed)]).toEqual([401, 'STALE_REQUEST']);
    expect(await cash(p.id)).toBe(110_000n);
    const { rows } = await app.deps.db.query('SELECT id FROM bets WHERE user_id = $1', [p.id]);
    expect(rows).toEqual([]);
  });

  it('a transaction id repeated with another game, token, amount or round is a mismatch for debit, credit and rollback', async () => {
    const p = await player();
    const n = next();
    const debit = debitBody(p, n);
    expect((await seamless(app, secret, 'debit', debit)).json().data.status).toBe('ok');
    const crashToken = await gameSession(app, p.id, 'crash');
    for (const changed of [{ game_id: 'crash', session_token: crashToken }, { game_id: 'crash' }, { session_token: await gameSession(app, p.id) }, { amount: 100.01 }, { round_id: 'elsewhere' }]) {
      const res = await seamless(app, secret, 'debit', { ...debit, ...changed });
      expect([changed, res.statusCode, codeOf(res)]).toEqual([changed, 409, 'DUPLICATE_MISMATCH']);
    }
    expect((await seamless(app, secret, 'debit', debit)).json().data.status).toBe('replay');

    const rollback = { player_id: p.id, transaction_id: `rb${n}`, reference_transaction_id: `d${n}`, round_id: `r${n}`, game_id: 'dice' };
    const credit = { player_id: p.id, transaction_id: `c${n}`, round_id: `r${n}`, game_id: 'dice', amount: 150 };
    // a second round of the same player for the rollback's checks
    const m = next();
    await seamless(app, secret, 'debit', debitBody(p, m));
    const rb = { ...rollback, transaction_id: `rb${m}`, reference_transaction_id: `d${m}`, round_id: `r${m}` };
    expect((await seamless(app, secret, 'rollback', rb)).json().data.status).toBe('ok');
    expect(codeOf(await seamless(app, secret, 'rollback', { ...rb, game_id: 'crash' }))).toBe('DUPLICATE_MISMATCH');
    expect((await seamless(app, secret, 'rollback', rb)).json().data.status).toBe('replay');

    expect((await seamless(app, secret, 'credit', credit)).json().data.status).toBe('ok');
    for (const changed of [{ game_id: 'crash' }, { amount: 150.01 }, { round_id: `r${m}` }]) {
      const res = await seamless(app, secret, 'credit', { ...credit, ...changed });
      expect([changed, res.statusCode, codeOf(res)]).toEqual([changed, 409, 'DUPLICATE_MISMATCH']);
    }
    // a credit's session_token is not read (a round settles after its session ends): a new one is the same request
    expect((await seamless(app, secret, 'credit', { ...credit, session_token: crashToken })).json().data.status).toBe('replay');
    expect(await cash(p.id)).toBe(100_000n - 10_000n + 15_000n);
  });

  it("a provider reads only its own players' balances, only while a session of theirs is open; credit and rollback never need one", async () => {
    const p = await player();
    const acme = (action: 'balance' | 'rollback' | 'credit', body: Record<string, unknown>) => seamless(app, 'acme-secret-0123456789abcdef', action, body, { provider: 'acme' });
    // the house player is not acme's: by id, by the house's token, or a tombstone that would answer the balance
    for (const body of [{ player_id: p.id }, { session_token: p.token }, { player_id: '99999999' }]) {
      const res = await acme('balance', body);
      expect([body, res.statusCode, codeOf(res), res.json().data]).toEqual([body, 401, 'SESSION_INVALID', undefined]);
    }
    const tomb = await acme('rollback', { player_id: p.id, transaction_id: `ax${next()}`, reference_transaction_id: 'never-seen', round_id: 'ar1', game_id: 'roulette' });
    expect([tomb.statusCode, codeOf(tomb), tomb.json().data]).toEqual([404, 'PLAYER_NOT_FOUND', undefined]);
    const tombstones = await app.deps.db.query("SELECT tx_id FROM casino_transactions WHERE provider_id = 'acme'");
    expect(tombstones.rows).toEqual([]);

    // the house sees its player by id while the session is open
    expect((await seamless(app, secret, 'balance', { player_id: p.id })).json().data).toMatchObject({ player_id: p.id, balance: 1000 });
    const n = next();
    expect((await seamless(app, secret, 'debit', debitBody(p, n))).statusCode).toBe(200);
    // once acme opened a session of its own, acme may read the balance too
    await createGameSession(app.deps.db, { userId: p.id, providerId: 'acme', gameId: (await app.deps.db.query<{ id: string }>("SELECT id::text FROM casino_games WHERE code = 'roulette'")).rows[0]!.id, playMoney: false, now: clock.now() });
    expect((await acme('balance', { player_id: p.id })).json().data).toMatchObject({ player_id: p.id, balance: 900 });

    clock.advance(SESSION_TTL_MS / 1000 + 60);
    for (const body of [{ player_id: p.id }, { session_token: p.token }]) expect(codeOf(await seamless(app, secret, 'balance', body))).toBe('SESSION_INVALID');
    expect(codeOf(await acme('balance', { player_id: p.id }))).toBe('SESSION_INVALID');
    // the round still settles after its session ended, and an unseen debit of this player is still remembered
    const credit = await seamless(app, secret, 'credit', { player_id: p.id, transaction_id: `c${n}`, round_id: `r${n}`, game_id: 'dice', amount: 30 });
    expect(credit.json().data).toMatchObject({ status: 'ok', balance: 930 });
    const late = await seamless(app, secret, 'rollback', { player_id: p.id, transaction_id: `rb${next()}`, reference_transaction_id: `never${n}`, round_id: `r2${n}`, game_id: 'dice' });
    expect(late.json().data).toMatchObject({ status: 'tombstone', balance: 930 });
  });
});

describe('seamless wallet: the replay window is configured (KHEL_CASINO_REPLAY_WINDOW_S)', () => {
  it('defaults to 5 minutes, takes a number of seconds, refuses nonsense', () => {
    expect(loadConfig({}).casino.replayWindowS).toBe(300);
    expect(loadConfig({ KHEL_CASINO_REPLAY_WINDOW_S: '60' }).casino.replayWindowS).toBe(60);
    expect(() => loadConfig({ KHEL_CASINO_REPLAY_WINDOW_S: '0' })).toThrow('KHEL_CASINO_REPLAY_WINDOW_S: must be >= 10; got "0"');
    expect(() => loadConfig({ KHEL_CASINO_REPLAY_WINDOW_S: 'soon' })).toThrow('KHEL_CASINO_REPLAY_WINDOW_S: must be integer; got "soon"');
  });

  it('a call older than the configured window is refused', async () => {
    const t = await startTestApp('pglite', { config: { casino: { ...loadConfig({}).casino, replayWindowS: 60 } } });
    try {
      const id = await makePlayer(t.app.deps.db, 10_000n);
      const token = await gameSession(t.app, id);
      const secret = await houseSecret(t.app);
      const twoMinutesAgo = unixSeconds(new Date(Date.now() - 120_000));
      expect(codeOf(await seamless(t.app, secret, 'balance', { session_token: token }, { timestamp: twoMinutesAgo }))).toBe('STALE_REQUEST');
      expect((await seamless(t.app, secret, 'balance', { session_token: token })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
