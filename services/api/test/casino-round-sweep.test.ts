import type { FastifyInstance } from 'fastify';
import { sweepOpenRounds, type SweepRules } from '../src/casino/round-sweep';
import { saveProvider } from '../src/casino/providers';
import { createGameSession } from '../src/casino/sessions';
import { SWEEP_REASONS } from '../src/casino/sweep-report';
import { playRound, retryFailedCredits } from '../src/house-games/rounds';
import { httpWalletClient, WalletCallError, type WalletClient } from '../src/house-games/wallet-client';
import { findLedgerViolations, getPlayerBalances } from '../src/ledger';
import { missingPermissionMessage } from '@khel/shared/validation';
import { startTestApp, type TestApp } from './app-harness';
import { TestClock } from './auth-helpers';
import { accountsOf, awardStatus, grantBonus } from './bonus-fixtures';
import { codeOf, gameSession, houseSecret, seamless } from './casino-support';
import { opsCall, opsLogin, seedAll } from './ops-fixtures';
import { makePlayer } from './sports-fixtures';
import { dbKinds } from './test-db';

/**
 * Issue 26 finding 10: the round sweep closes every casino round a crash left open, by the provider's rules. The
 * built-in game's rounds are cut where a kill would cut them: its wallet calls never return at the chosen point
 * (crash.test.ts kills a real process). Amounts are paise; a dice round at target 50 "over" pays 1.98x or nothing.
 */
describe.each(dbKinds())('casino round sweep (%s)', (kind) => {
  const clock = new TestClock(Date.now());
  const ACME_SECRET = 'acme-secret-0123456789abcdef';
  let t: TestApp;
  let app: FastifyInstance;
  let real: WalletClient;
  const now = () => clock.now();
  const closeAll: SweepRules = { graceMs: 0, refundAfterMs: 24 * 3_600_000 };
  beforeAll(async () => {
    t = await startTestApp(kind, { overrides: { now } });
    app = t.app;
    await seedAll(app.deps.db);
    const secret = await houseSecret(app);
    real = httpWalletClient({
      transport: async (action, headers, body) => {
        const res = await app.inject({ method: 'POST', url: `/sports/casino/seamless/house/${action}`, headers, payload: body });
        return { status: res.statusCode, json: res.json() as unknown };
      },
      secret: async () => secret,
      now,
    });
    await saveProvider(app.deps.db, app.deps.secretBox, { id: 'acme', name: 'Acme Games', apiBase: '', launchUrl: 'https://acme.example/play?t={token}', enabled: true, secret: ACME_SECRET });
    await app.deps.db.query("INSERT INTO casino_games (provider_id, code, name, section, rtp_bp) VALUES ('acme', 'roulette', 'Roulette', 'table', 9730)");
  });
  afterAll(() => t.close());
  afterEach(async () => {
    clock.ms = Date.now();
    expect(await findLedgerViolations(app.deps.db)).toEqual({ unbalancedTransactions: [], driftedAccounts: [], negativePlayerAccounts: [] });
  });
  const db = () => app.deps.db;
  const cash = async (userId: string) => (await getPlayerBalances(db(), userId)).cash;

  type Cut = 'before-debit' | 'before-draw' | 'after-debit' | 'after-credit' | 'credit-failed' | 'debit-answer-lost';
  /**
   * Plays one dice round of ₹10 and stops it at `cut`: the wallet call there never returns (the process died), or
   * fails as a network error would. Answers the round once the cut is reached.
   */
  async function cutRound(playerId: string, token: string, cut: Cut): Promise<{ id: string; payout: bigint }> {
    const round = await cutRoundUndrawn(playerId, token, cut);
    return { id: round.id, payout: round.payout ?? 0n };
  }
  /** As cutRound; payout null when the cut came before the outcome was drawn. */
  async function cutRoundUndrawn(playerId: string, token: string, cut: Cut): Promise<{ id: string; payout: bigint | null }> {
    let reached!: () => void;
    const atCut = new Promise<void>((resolve) => (reached = resolve));
    const hang = () => {
      reached();
      return new Promise<never>(() => undefined);
    };
    const wallet: WalletClient = {
      async call(action, body) {
        if (cut === 'before-debit' && action === 'debit') return hang();
        if (cut === 'before-draw' && action === 'debit') return real.call(action, body).then(hang);
        if (cut === 'after-debit' && action === 'credit') return hang();
        if (cut === 'after-credit' && action === 'credit') return real.call(action, body).then(hang);
        if (cut === 'credit-failed' && action === 'credit') {
          reached();
          throw new WalletCallError(503, 'The wallet could not be reached');
        }
        if (cut === 'debit-answer-lost' && action === 'debit') {
          await real.call(action, body);
          reached();
          throw new WalletCallError(503, 'The wallet could not be reached');
        }
        return real.call(action, body);
      },
    };
    playRound(db(), wallet, { playerId, token, game: 'dice', amount: 10, params: { target: 50, over: true } }).catch(() => undefined);
    await atCut;
    // the game's own step after a refusal or failure (recording it) is awaited by playRound: let it finish
    await new Promise((r) => setTimeout(r, 50));
    const { rows } = await db().query<{ id: string; payout: string | null }>('SELECT r.id::text AS id, r.payout::text AS payout FROM house_rounds r WHERE r.player_id = $1 ORDER BY r.id DESC LIMIT 1', [playerId]);
    return { id: rows[0]!.id, payout: rows[0]!.payout === null ? null : BigInt(rows[0]!.payout) };
  }
  const houseRound = async (id: string) => (await db().query<{ status: string; refusal: string | null }>('SELECT status, refusal FROM house_rounds WHERE id = $1', [id])).rows[0];
  const walletRound = async (userId: string, round: string) =>
    (await db().query<{ status: string; stake: string; pnl: string | null }>("SELECT status, stake::text, pnl::text FROM bets WHERE user_id = $1 AND product = 'casino' AND client_key = $2", [userId, `casino:house:${round}`])).rows[0];

  it('settles a built-in round cut between its stake and its result with the outcome it had drawn, and closes every other cut; once', async () => {
    const p = await makePlayer(db(), 100_000n);
    const token = await gameSession(app, p);
    const afterDebit = await cutRound(p, token, 'after-debit');
    const afterCredit = await cutRound(p, token, 'after-credit');
    const beforeDebit = await cutRound(p, token, 'before-debit');
    const failed = await cutRound(p, token, 'credit-failed');
    expect((await houseRound(afterDebit.id))!.status).toBe('open');
    expect((await walletRound(p, `h${afterDebit.id}`))!.status).toBe('matched');
    expect((await houseRound(failed.id))!.status).toBe('credit_failed');
    // four stakes asked, three taken (the cut before the debit took none); one round paid
    expect(await cash(p)).toBe(100_000n - 3_000n + afterCredit.payout);

    // a round younger than the grace period may still be playing: left alone
    expect(await sweepOpenRounds(db(), now(), { ...closeAll, graceMs: 120_000 })).toEqual({ closed: [], failed: [] });
    expect(await cash(p)).toBe(100_000n - 3_000n + afterCredit.payout);

    const report = await sweepOpenRounds(db(), now(), closeAll);
    expect(report.failed).toEqual([]);
    const rupees = (paise: bigint) => Number(paise) / 100;
    expect(report.closed.map((c) => [c.round, c.action, c.amount, c.reason])).toEqual([
      [`h${afterDebit.id}`, 'settled', rupees(afterDebit.payout), SWEEP_REASONS.houseDecided],
      [`h${afterCredit.id}`, 'marked', 0, SWEEP_REASONS.houseCredited],
      [`h${beforeDebit.id}`, 'marked', 0, SWEEP_REASONS.houseNoStake],
      [`h${failed.id}`, 'settled', rupees(failed.payout), SWEEP_REASONS.houseDecided],
    ]);
    expect(await cash(p)).toBe(100_000n - 3_000n + afterDebit.payout + afterCredit.payout + failed.payout);
    for (const r of [afterDebit, afterCredit, failed]) {
      expect(await houseRound(r.id)).toEqual({ status: 'settled', refusal: null });
      expect(await walletRound(p, `h${r.id}`)).toEqual({ status: 'settled', stake: '1000', pnl: String(r.payout - 1_000n) });
    }
    expect(await houseRound(beforeDebit.id)).toEqual({ status: 'refused', refusal: SWEEP_REASONS.houseNoStake });
    expect(await walletRound(p, `h${beforeDebit.id}`)).toBeUndefined();

    // idempotent: again, nothing; the game's own late calls are replays or refusals
    const settled = await cash(p);
    expect(await sweepOpenRounds(db(), now(), closeAll)).toEqual({ closed: [], failed: [] });
    const secret = await houseSecret(app);
    const lateCredit = await seamless(app, secret, 'credit', { player_id: p, session_token: token, transaction_id: `h${afterDebit.id}-c`, round_id: `h${afterDebit.id}`, game_id: 'dice', amount: Number(afterDebit.payout) / 100 });
    expect(lateCredit.json().data.status).toBe('replay');
    await retryFailedCredits(db(), real, p, token);
    const lateDebit = await seamless(app, secret, 'debit', { player_id: p, session_token: token, transaction_id: `h${beforeDebit.id}-d`, round_id: `h${beforeDebit.id}`, game_id: 'dice', amount: 10 });
    expect([lateDebit.statusCode, codeOf(lateDebit)]).toEqual([409, 'TRANSACTION_ROLLED_BACK']);
    expect(await cash(p)).toBe(settled);
  });

  it('a built-in round cut between its stake and its draw was never decided: its stake is refunded, once', async () => {
    const p = await makePlayer(db(), 100_000n);
    const token = await gameSession(app, p);
    const cut = await cutRoundUndrawn(p, token, 'before-draw');
    expect(cut.payout).toBeNull();
    expect(await cash(p)).toBe(99_000n);
    expect((await walletRound(p, `h${cut.id}`))!.status).toBe('matched');
    const report = await sweepOpenRounds(db(), now(), closeAll);
    expect(report).toEqual({ closed: [expect.objectContaining({ round: `h${cut.id}`, action: 'refunded', amount: 10, reason: SWEEP_REASONS.houseUndrawn })], failed: [] });
    expect(await cash(p)).toBe(100_000n);
    expect(await houseRound(cut.id)).toEqual({ status: 'refused', refusal: SWEEP_REASONS.houseUndrawn });
    expect(await walletRound(p, `h${cut.id}`)).toMatchObject({ status: 'void', pnl: '0' });
    expect(await sweepOpenRounds(db(), now(), closeAll)).toEqual({ closed: [], failed: [] });
    expect(await cash(p)).toBe(100_000n);
  });

  it('a debit whose answer was lost (the game recorded a refusal and drew nothing) is refunded: nothing was decided', async () => {
    const p = await makePlayer(db(), 100_000n);
    const lost = await cutRoundUndrawn(p, await gameSession(app, p), 'debit-answer-lost');
    expect(lost.payout).toBeNull();
    expect((await houseRound(lost.id))!.status).toBe('refused');
    expect(await cash(p)).toBe(99_000n);
    const report = await sweepOpenRounds(db(), now(), closeAll);
    expect(report.closed).toEqual([expect.objectContaining({ round: `h${lost.id}`, action: 'refunded', amount: 10, reason: SWEEP_REASONS.houseUndrawn })]);
    expect(await houseRound(lost.id)).toEqual({ status: 'refused', refusal: SWEEP_REASONS.houseUndrawn });
    expect(await cash(p)).toBe(100_000n);
  });

  it("a round the sweep settles counts toward the player's locked bonus like any round, and releases it once met", async () => {
    const p = await makePlayer(db(), 100_000n);
    const award = await grantBonus(db(), p, { amount: 500n, multipleX100: 200, contributions: { sports: 100, casino: 100, matka: 100 }, now: new Date(clock.ms - 60_000) });
    const cut = await cutRound(p, await gameSession(app, p), 'after-debit');
    expect(await awardStatus(db(), award.id)).toBe('locked');
    await sweepOpenRounds(db(), now(), closeAll);
    expect(await awardStatus(db(), award.id)).toBe('released');
    expect(await accountsOf(db(), p)).toMatchObject({ cash: 99_000n + cut.payout + 500n, bonus: 0n });
  });

  it("another provider's open round is refunded only once the provider has been quiet for the refund period; a late credit is refused", async () => {
    const p = await makePlayer(db(), 100_000n);
    const game = (await db().query<{ id: string }>("SELECT id::text FROM casino_games WHERE provider_id = 'acme'")).rows[0]!.id;
    const token = (await createGameSession(db(), { userId: p, providerId: 'acme', gameId: game, playMoney: false, now: now() })).token;
    const acme = (action: 'debit' | 'credit', body: Record<string, unknown>) => seamless(app, ACME_SECRET, action, body, { provider: 'acme' });
    const debit = (tx: string, round: string, amount: number) => acme('debit', { player_id: p, session_token: token, transaction_id: tx, round_id: round, game_id: 'roulette', amount });
    const started = clock.ms;
    expect((await debit('q1', 'quiet', 30)).statusCode).toBe(200);
    expect((await debit('q2', 'quiet', 20)).statusCode).toBe(200);
    expect((await debit('b1', 'busy', 40)).statusCode).toBe(200);
    clock.advance(3600);
    expect(await sweepOpenRounds(db(), now(), closeAll)).toEqual({ closed: [], failed: [] });
    clock.ms = started + 23 * 3_600_000;
    const later = (await createGameSession(db(), { userId: p, providerId: 'acme', gameId: game, playMoney: false, now: now() })).token;
    // the busy round's provider is still at work on it
    expect((await acme('debit', { player_id: p, session_token: later, transaction_id: 'b2', round_id: 'busy', game_id: 'roulette', amount: 5 })).statusCode).toBe(200);
    clock.ms = started + 24 * 3_600_000 + 1000;
    const report = await sweepOpenRounds(db(), now(), closeAll);
    expect(report).toEqual({ closed: [expect.objectContaining({ provider_id: 'acme', round: 'quiet', action: 'refunded', amount: 50, reason: SWEEP_REASONS.providerQuiet(24) })], failed: [] });
    expect(await cash(p)).toBe(100_000n - 4_500n);
    const late = await acme('credit', { player_id: p, transaction_id: 'qc', round_id: 'quiet', game_id: 'roulette', amount: 100 });
    expect([late.statusCode, codeOf(late)]).toEqual([409, 'ROUND_CLOSED']);
    const { rows } = await db().query<{ client_key: string; status: string; stake: string }>("SELECT client_key, status, stake::text FROM bets WHERE user_id = $1 ORDER BY id", [p]);
    // a void round keeps the stake of its last debit rolled back, as a provider's own rollbacks leave it
    expect(rows).toEqual([{ client_key: 'casino:acme:quiet', status: 'void', stake: '2000' }, { client_key: 'casino:acme:busy', status: 'matched', stake: '4500' }]);
  });

  it('an admin runs the sweep from the console: the answer and the audit say what was closed and why; an agent may not', async () => {
    const admin = await opsLogin(app, 'admin');
    const agent = await opsLogin(app, 'agent');
    const p = await makePlayer(db(), 100_000n);
    const cut = await cutRound(p, await gameSession(app, p), 'after-debit');
    const refused = await opsCall(app, agent, 'POST', '/ops/casino/rounds/sweep', {});
    expect([refused.statusCode, refused.json().message]).toEqual([403, missingPermissionMessage('agent', 'config.manage')]);
    expect((await houseRound(cut.id))!.status).toBe('open');
    // the configured grace (120 s by the database's clock) has not passed: nothing yet
    const early = await opsCall(app, admin, 'POST', '/ops/casino/rounds/sweep', {});
    expect([early.statusCode, early.json().message, early.json().data]).toEqual([200, 'No casino round was left open', { closed: [], failed: [] }]);
    await db().query("UPDATE house_rounds SET created_at = now() - interval '3 minutes' WHERE id = $1", [cut.id]);
    clock.advance(180);
    const res = await opsCall(app, admin, 'POST', '/ops/casino/rounds/sweep', {});
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('1 casino round closed');
    const closed = { user_id: p, provider_id: 'house', round: `h${cut.id}`, action: 'settled', amount: Number(cut.payout) / 100, reason: SWEEP_REASONS.houseDecided };
    expect(res.json().data).toEqual({ closed: [{ bet_id: expect.any(String), ...closed }], failed: [] });
    const audit = await db().query<{ operator_name: string; target: string; after: { closed: unknown[] } }>("SELECT operator_name, target, after FROM audit_log WHERE action = 'casino.rounds.sweep' ORDER BY id");
    expect(audit.rows.map((r) => [r.operator_name, r.target, r.after.closed.length])).toEqual([['admin', 'casino rounds', 0], ['admin', 'casino rounds', 1]]);
    expect(audit.rows[1]!.after.closed[0]).toMatchObject(closed);
    expect(await cash(p)).toBe(99_000n + cut.payout);
  });

  if (kind === 'postgres') {
    it('two sweeps and the game retrying its credit, all at once, pay each cut round once', async () => {
      const p = await makePlayer(db(), 100_000n);
      const token = await gameSession(app, p);
      const cuts = [];
      for (let i = 0; i < 6; i++) cuts.push(await cutRound(p, token, 'after-debit'));
      // the game's own credit of each round, as its retry would send it, racing two sweeps
      const gameCredits = cuts.map((c) => real.call('credit', { player_id: p, session_token: token, transaction_id: `h${c.id}-c`, round_id: `h${c.id}`, game_id: 'dice', amount: Number(c.payout) / 100 }));
      const [a, b, ...credits] = await Promise.all([sweepOpenRounds(db(), now(), closeAll), sweepOpenRounds(db(), now(), closeAll), ...gameCredits]);
      expect(credits.length).toBe(6);
      // each round closed by one of them only
      const bySweeps = [...a!.closed, ...b!.closed].map((c) => c.round);
      expect(new Set(bySweeps).size).toBe(bySweeps.length);
      expect([...a!.failed, ...b!.failed]).toEqual([]);
      expect(await cash(p)).toBe(100_000n - 6_000n + cuts.reduce((s, c) => s + c.payout, 0n));
      for (const c of cuts) expect((await houseRound(c.id))!.status).toBe('settled');
    });
  }
});
