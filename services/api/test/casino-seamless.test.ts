import type { FastifyInstance } from 'fastify';
import { findLedgerViolations, getPlayerBalances } from '../src/ledger';
import { startTestApp, type TestApp } from './app-harness';
import { accountsOf, awardStatus, grantBonus } from './bonus-fixtures';
import { codeOf, gameSession, houseSecret, seamless } from './casino-support';
import { makePlayer } from './sports-fixtures';
import { dbKinds } from './test-db';

/** The seamless wallet's contract (issue 14): what a provider may rely on, on PGlite and on real PostgreSQL. */
describe.each(dbKinds())('seamless wallet contract (%s)', (kind) => {
  let t: TestApp;
  let app: FastifyInstance;
  let secret: string;
  let seq = 0;
  const ids = () => {
    seq += 1;
    return { round: `r${seq}`, debit: `d${seq}`, credit: `c${seq}`, rollback: `rb${seq}` };
  };
  beforeAll(async () => {
    t = await startTestApp(kind);
    app = t.app;
    secret = await houseSecret(app);
  });
  afterAll(() => t.close());
  afterEach(async () => expect(await findLedgerViolations(app.deps.db)).toEqual({ unbalancedTransactions: [], driftedAccounts: [], negativePlayerAccounts: [] }));

  const cash = async (userId: string) => (await getPlayerBalances(app.deps.db, userId)).cash;
  async function player(cashPaise = 100_000n) {
    const id = await makePlayer(app.deps.db, cashPaise);
    return { id, token: await gameSession(app, id) };
  }
  const debitBody = (p: { id: string; token: string }, x: ReturnType<typeof ids>, amount = 100) => ({
    player_id: p.id, session_token: p.token, transaction_id: x.debit, round_id: x.round, game_id: 'dice', amount,
  });
  const creditBody = (p: { id: string }, x: ReturnType<typeof ids>, amount: number) => ({ player_id: p.id, transaction_id: x.credit, round_id: x.round, game_id: 'dice', amount });
  const rollbackBody = (p: { id: string }, x: ReturnType<typeof ids>) => ({ player_id: p.id, transaction_id: x.rollback, reference_transaction_id: x.debit, round_id: x.round, game_id: 'dice' });

  it('refuses a bad signature, a signature of another action and a missing one, and changes nothing', async () => {
    const p = await player();
    const body = debitBody(p, ids());
    const forged = await seamless(app, 'not-the-secret', 'debit', body);
    expect(forged.statusCode).toBe(401);
    expect(codeOf(forged)).toBe('BAD_SIGNATURE');
    // a genuine debit signature presented to credit: the action is signed with the body
    const moved = await seamless(app, secret, 'credit', { ...body, amount: 100 }, { signAs: 'debit' });
    expect(codeOf(moved)).toBe('BAD_SIGNATURE');
    expect(codeOf(await seamless(app, secret, 'debit', body, { signature: '' }))).toBe('BAD_SIGNATURE');
    expect(await cash(p.id)).toBe(100_000n);
  });

  it('a debit and a credit settle one round: a bets row with stake, win and game, and two postings', async () => {
    const p = await player();
    const x = ids();
    const d = await seamless(app, secret, 'debit', debitBody(p, x, 250.5));
    expect(d.statusCode).toBe(200);
    expect(d.json().data).toEqual({ player_id: p.id, balance: 749.5, currency: 'INR', transaction_id: x.debit, status: 'ok' });
    const c = await seamless(app, secret, 'credit', creditBody(p, x, 500));
    expect(c.json().data).toMatchObject({ balance: 1249.5, status: 'ok' });
    const { rows } = await app.deps.db.query<Record<string, unknown>>(
      "SELECT product, status, stake::text, pnl::text, description FROM bets WHERE user_id = $1", [p.id],
    );
    expect(rows).toEqual([{ product: 'casino', status: 'settled', stake: '25050', pnl: '24950', description: { provider: 'house', provider_name: 'Khel Originals', game: 'dice', game_name: 'Dice', section: 'table', round: x.round } }]);
  });

  it('a replayed debit answers the first result and moves nothing; the same id with another amount or round is refused', async () => {
    const p = await player();
    const x = ids();
    const body = debitBody(p, x);
    expect((await seamless(app, secret, 'debit', body)).json().data.status).toBe('ok');
    const again = await seamless(app, secret, 'debit', body);
    expect(again.json().data).toMatchObject({ status: 'replay', balance: 900 });
    expect(await cash(p.id)).toBe(90_000n);
    const other = await seamless(app, secret, 'debit', { ...body, amount: 101 });
    expect(other.statusCode).toBe(409);
    expect(codeOf(other)).toBe('DUPLICATE_MISMATCH');
    expect(codeOf(await seamless(app, secret, 'debit', { ...body, round_id: 'elsewhere' }))).toBe('DUPLICATE_MISMATCH');
    const credit = creditBody(p, x, 0);
    expect((await seamless(app, secret, 'credit', credit)).json().data.status).toBe('ok');
    expect((await seamless(app, secret, 'credit', credit)).json().data.status).toBe('replay');
    expect(codeOf(await seamless(app, secret, 'credit', { ...credit, amount: 5 }))).toBe('DUPLICATE_MISMATCH');
    expect(await cash(p.id)).toBe(90_000n);
  });

  it('a credit without a debit is refused', async () => {
    const p = await player();
    const res = await seamless(app, secret, 'credit', creditBody(p, ids(), 50));
    expect(res.statusCode).toBe(404);
    expect(codeOf(res)).toBe('ROUND_NOT_FOUND');
    expect(await cash(p.id)).toBe(100_000n);
  });

  it('a rollback after the round was credited is refused', async () => {
    const p = await player();
    const x = ids();
    await seamless(app, secret, 'debit', debitBody(p, x));
    await seamless(app, secret, 'credit', creditBody(p, x, 30));
    const res = await seamless(app, secret, 'rollback', rollbackBody(p, x));
    expect(res.statusCode).toBe(409);
    expect(codeOf(res)).toBe('ROUND_CLOSED');
    expect(await cash(p.id)).toBe(93_000n);
  });

  it('a rollback refunds once, however often it is repeated, and voids the round', async () => {
    const p = await player();
    const x = ids();
    await seamless(app, secret, 'debit', debitBody(p, x));
    expect((await seamless(app, secret, 'rollback', rollbackBody(p, x))).json().data).toMatchObject({ status: 'ok', balance: 1000 });
    expect((await seamless(app, secret, 'rollback', rollbackBody(p, x))).json().data).toMatchObject({ status: 'replay', balance: 1000 });
    // another rollback id for the same debit: accepted, nothing more paid
    expect((await seamless(app, secret, 'rollback', { ...rollbackBody(p, x), transaction_id: `${x.rollback}-b` })).json().data).toMatchObject({ status: 'already', balance: 1000 });
    expect(await cash(p.id)).toBe(100_000n);
    const { rows } = await app.deps.db.query<{ status: string; pnl: string }>('SELECT status, pnl::text FROM bets WHERE user_id = $1', [p.id]);
    expect(rows).toEqual([{ status: 'void', pnl: '0' }]);
    expect(codeOf(await seamless(app, secret, 'credit', creditBody(p, x, 10)))).toBe('ROUND_CLOSED');
  });

  it('a rollback before its debit leaves a tombstone: the late debit is refused', async () => {
    const p = await player();
    const x = ids();
    expect((await seamless(app, secret, 'rollback', rollbackBody(p, x))).json().data).toMatchObject({ status: 'tombstone', balance: 1000 });
    const late = await seamless(app, secret, 'debit', debitBody(p, x));
    expect(late.statusCode).toBe(409);
    expect(codeOf(late)).toBe('TRANSACTION_ROLLED_BACK');
    expect((await seamless(app, secret, 'rollback', rollbackBody(p, x))).json().data.status).toBe('replay');
    expect(await cash(p.id)).toBe(100_000n);
  });

  it('refuses a debit beyond the cash balance, with nothing recorded', async () => {
    const p = await player(5_000n);
    const x = ids();
    const res = await seamless(app, secret, 'debit', debitBody(p, x, 50.01));
    expect(res.statusCode).toBe(402);
    expect(codeOf(res)).toBe('INSUFFICIENT_FUNDS');
    expect(await cash(p.id)).toBe(5_000n);
    // refused, so the same id may be tried again once there is money
    expect((await seamless(app, secret, 'debit', debitBody(p, x, 50))).json().data).toMatchObject({ status: 'ok', balance: 0 });
  });

  it('refuses a debit without a live session of this player, and answers balance by session token', async () => {
    const p = await player();
    const other = await player();
    expect(codeOf(await seamless(app, secret, 'debit', { ...debitBody(p, ids()), session_token: other.token }))).toBe('SESSION_INVALID');
    const b = await seamless(app, secret, 'balance', { session_token: p.token });
    expect(b.json().data).toMatchObject({ player_id: p.id, balance: 1000, currency: 'INR' });
    expect(codeOf(await seamless(app, secret, 'debit', { ...debitBody(p, ids()), game_id: 'no-such-game' }))).toBe('GAME_NOT_FOUND');
  });

  it('a round settled by a credit counts toward a locked bonus and releases it once met; a player without one is untouched', async () => {
    const p = await player();
    const award = await grantBonus(app.deps.db, p.id, { amount: 5_000n, multipleX100: 200, contributions: { sports: 100, casino: 100, matka: 100 }, now: new Date(Date.now() - 60_000) });
    const x = ids();
    await seamless(app, secret, 'debit', debitBody(p, x, 60)); // ₹60 of the ₹100 required
    expect((await seamless(app, secret, 'credit', creditBody(p, x, 0))).json().data.status).toBe('ok');
    expect(await awardStatus(app.deps.db, award.id)).toBe('locked');
    const y = ids();
    await seamless(app, secret, 'debit', debitBody(p, y, 40));
    await seamless(app, secret, 'credit', creditBody(p, y, 0));
    expect(await awardStatus(app.deps.db, award.id)).toBe('released');
    expect(await accountsOf(app.deps.db, p.id)).toMatchObject({ cash: 100_000n - 10_000n + 5_000n, bonus: 0n });
    const other = await player();
    const z = ids();
    await seamless(app, secret, 'debit', debitBody(other, z, 40));
    expect((await seamless(app, secret, 'credit', creditBody(other, z, 80))).json().data).toMatchObject({ status: 'ok', balance: 1040 });
  });

  if (kind === 'postgres') {
    it('the same call sent many times at once (a provider retrying) is done once; the others are answered the replay', async () => {
      const p = await player();
      const x = ids();
      const debits = await Promise.all(Array.from({ length: 12 }, () => seamless(app, secret, 'debit', debitBody(p, x))));
      expect(debits.map((r) => r.json().data.status).sort()).toEqual(['ok', ...Array(11).fill('replay')]);
      const credits = await Promise.all(Array.from({ length: 12 }, () => seamless(app, secret, 'credit', creditBody(p, x, 150))));
      expect(credits.map((r) => r.json().data.status).sort()).toEqual(['ok', ...Array(11).fill('replay')]);
      expect(await cash(p.id)).toBe(100_000n - 10_000n + 15_000n);
      const y = ids();
      await seamless(app, secret, 'debit', debitBody(p, y));
      const rollbacks = await Promise.all(Array.from({ length: 12 }, () => seamless(app, secret, 'rollback', rollbackBody(p, y))));
      expect(rollbacks.map((r) => r.json().data.status).sort()).toEqual(['ok', ...Array(11).fill('replay')]);
      const unknown = ids();
      const tombstones = await Promise.all(Array.from({ length: 12 }, () => seamless(app, secret, 'rollback', rollbackBody(p, unknown))));
      expect(tombstones.map((r) => r.json().data.status).sort()).toEqual([...Array(11).fill('replay'), 'tombstone']);
      expect(await cash(p.id)).toBe(105_000n);
    });

    it('a rollback racing its own debit: either the debit is refunded or it is refused, never charged', async () => {
      for (let i = 0; i < 10; i++) {
        const p = await player();
        const x = ids();
        const [debit, rollback] = await Promise.all([seamless(app, secret, 'debit', debitBody(p, x)), seamless(app, secret, 'rollback', rollbackBody(p, x))]);
        expect(rollback.statusCode).toBe(200);
        if (debit.statusCode === 200) expect(rollback.json().data.status).toBe('ok');
        else expect([codeOf(debit), rollback.json().data.status]).toEqual(['TRANSACTION_ROLLED_BACK', 'tombstone']);
        expect(await cash(p.id)).toBe(100_000n);
      }
    });

    it('many clients debiting one player at once: never below zero, every accepted debit counted once', async () => {
      const p = await player(50_000n);
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, i) => seamless(app, secret, 'debit', { ...debitBody(p, ids(), 17), transaction_id: `cc${i}-${seq}`, round_id: `cr${i % 8}-${seq}` })),
      );
      const accepted = results.filter((r) => r.statusCode === 200);
      for (const r of results) if (r.statusCode !== 200) expect(codeOf(r)).toBe('INSUFFICIENT_FUNDS');
      expect(accepted.length).toBe(29); // 500 / 17
      expect(await cash(p.id)).toBe(50_000n - BigInt(accepted.length) * 1_700n);
      const { rows } = await app.deps.db.query<{ s: string }>("SELECT sum(stake)::text AS s FROM bets WHERE user_id = $1 AND product = 'casino'", [p.id]);
      expect(BigInt(rows[0]!.s)).toBe(BigInt(accepted.length) * 1_700n);
    });
  }
});
