import { getPlayerBalances } from '../src/ledger';
import { startTestApp, type TestApp } from './app-harness';
import { get, post } from './auth-helpers';
import { gameSession } from './casino-support';
import { makePlayer } from './sports-fixtures';

/**
 * The player's way through the casino: lobby, launch (demo policy), and the built-in provider's game server on a
 * listening app, whose rounds reach the wallet only over HTTP through the signed seamless API.
 */
describe('casino lobby, launch and the built-in games over HTTP (postgres)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('postgres');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());
  const domain = () => t.app.deps.config.defaultDomain;
  const setDemo = (v: string) =>
    t.app.deps.db.query(
      `INSERT INTO sites (domain, settings, casino_url, bonus_data) VALUES ($1, jsonb_build_object('casino_demo', $2::text), '/assets/casino/games.json', '[]'::jsonb)
       ON CONFLICT (domain) DO UPDATE SET settings = sites.settings || jsonb_build_object('casino_demo', $2::text)`,
      [domain(), v],
    );

  it('the lobby lists sections and searches games', async () => {
    const all = (await get(t.app, '/sports/casino/lobby')).json().data;
    expect(all.sections.map((s: { id: string; games: number }) => `${s.id}:${s.games}`)).toEqual(['live:0', 'slots:1', 'table:2', 'crash:2', 'indian:4']);
    const indian = (await get(t.app, '/sports/casino/lobby?section=indian')).json().data;
    expect(indian.games.map((g: { name: string; rtp: number }) => `${g.name} ${g.rtp}`)).toEqual(['Andar Bahar 98', 'Teen Patti 99', 'Dragon Tiger 97.06', 'Lucky 7 96.92']);
    expect((await get(t.app, '/sports/casino/lobby?q=cra')).json().data.games.map((g: { code: string }) => g.code)).toEqual(['crash']);
    expect((await get(t.app, '/sports/casino/lobby?section=poker')).statusCode).toBe(422);
  });

  it('a demo player is barred by default; with play money a round of Dice moves the balance and verifies', async () => {
    const login = (await post(t.app, '/user/auth/demo-login', {})).json().data as { token: string };
    const diceId = (await get(t.app, '/sports/casino/lobby?q=dice')).json().data.games[0].id as string;
    await setDemo('barred');
    const barred = await post(t.app, '/sports/casino/launch', { game_id: diceId }, login.token);
    expect(barred.statusCode).toBe(403);
    expect(barred.json().message).toBe('Casino games are not available on a demo account');

    await setDemo('play_money');
    const launch = await post(t.app, '/sports/casino/launch', { game_id: diceId }, login.token);
    expect(launch.statusCode).toBe(200);
    const { url, play_money: playMoney } = launch.json().data as { url: string; play_money: boolean };
    expect(playMoney).toBe(true);
    const token = new URL(url, 'http://x').searchParams.get('token')!;
    expect(url.startsWith('/casino-house/?token=')).toBe(true);

    const userId = (await t.app.deps.db.query<{ id: string }>('SELECT user_id::text AS id FROM casino_sessions ORDER BY created_at DESC LIMIT 1')).rows[0]!.id;
    const before = (await getPlayerBalances(t.app.deps.db, userId)).cash;
    const seeds = (await post(t.app, '/sports/casino/house/seeds', { token })).json().data.current as { server_seed_hash: string; next_nonce: number };
    const played = await post(t.app, '/sports/casino/house/play', { token, game: 'dice', amount: 10, params: { target: 50, over: true } });
    expect(played.statusCode).toBe(200);
    const { round, balance } = played.json().data as { round: { id: string; payout: number; outcome: { roll: number }; nonce: number; server_seed_hash: string; client_seed: string; status: string }; balance: number };
    expect(round).toMatchObject({ nonce: seeds.next_nonce, server_seed_hash: seeds.server_seed_hash, status: 'settled', payout: round.outcome.roll >= 50 ? 19.8 : 0 });
    const after = (await getPlayerBalances(t.app.deps.db, userId)).cash;
    expect(after).toBe(before - 1_000n + BigInt(Math.round(round.payout * 100)));
    expect(balance).toBe(Number(after) / 100);
    const bet = await t.app.deps.db.query<{ status: string; stake: string }>("SELECT status, stake::text FROM bets WHERE user_id = $1 AND product = 'casino'", [userId]);
    expect(bet.rows).toEqual([{ status: 'settled', stake: '1000' }]);

    const rotated = (await post(t.app, '/sports/casino/house/seeds/rotate', { token, client_seed: 'my-lucky-seed' })).json().data;
    expect(rotated.previous).toMatchObject({ server_seed_hash: seeds.server_seed_hash, rounds: 1 });
    expect(rotated.current.client_seed).toBe('my-lucky-seed');
    const verified = await post(t.app, '/sports/casino/house/verify', {
      game: 'dice', server_seed: rotated.previous.server_seed, server_seed_hash: seeds.server_seed_hash, client_seed: round.client_seed, nonce: round.nonce, params: { target: 50, over: true },
    });
    expect(verified.json().data).toMatchObject({ hash_matches: true, outcome: round.outcome });
    const rounds = (await post(t.app, '/sports/casino/house/rounds', { token })).json().data.rounds;
    expect(rounds[0]).toMatchObject({ id: round.id, server_seed: rotated.previous.server_seed });

    const tooMuch = await post(t.app, '/sports/casino/house/play', { token, game: 'crash', amount: 9_999_999, params: { cash_out: 2 } });
    expect(tooMuch.statusCode).toBe(422);
    // the session is for the game launched: another game is refused by the wallet
    expect((await post(t.app, '/sports/casino/house/play', { token, game: 'crash', amount: 1, params: { cash_out: 2 } })).statusCode).toBe(401);
    // Issue 26 finding 8: a play refused for its balance draws no outcome: nothing shown, no nonce used, nothing
    // in the rounds list.
    const seedsBefore = (await post(t.app, '/sports/casino/house/seeds', { token })).json().data.current as { next_nonce: number };
    const roundsBefore = (await post(t.app, '/sports/casino/house/rounds', { token })).json().data.rounds as unknown[];
    const broke = await post(t.app, '/sports/casino/house/play', { token, game: 'dice', amount: Number(after) / 100 + 1, params: { target: 50, over: true } });
    expect(broke.statusCode).toBe(400);
    expect(broke.json().message).toBe('Insufficient Balance');
    expect(broke.json().data).toBeUndefined();
    expect((await post(t.app, '/sports/casino/house/seeds', { token })).json().data.current.next_nonce).toBe(seedsBefore.next_nonce);
    expect((await post(t.app, '/sports/casino/house/rounds', { token })).json().data.rounds).toEqual(roundsBefore);
    const refused = await t.app.deps.db.query<{ outcome: unknown; nonce: number | null }>("SELECT outcome, nonce FROM house_rounds WHERE status = 'refused' ORDER BY id DESC LIMIT 1");
    expect(refused.rows).toEqual([{ outcome: null, nonce: null }]);
    expect((await post(t.app, '/sports/casino/house/play', { token: 'x'.repeat(40), game: 'dice', amount: 1, params: { target: 50, over: true } })).statusCode).toBe(401);
  });
});

describe('the built-in games on a process that is not listening (inject carries the signed calls)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(() => t.close());

  it('plays a round of Andar Bahar through the seamless API', async () => {
    const userId = await makePlayer(t.app.deps.db, 10_000n);
    const token = await gameSession(t.app, userId, 'andar-bahar');
    const res = await post(t.app, '/sports/casino/house/play', { token, game: 'andar-bahar', amount: 20, params: { side: 'bahar' } });
    expect(res.json()).toMatchObject({ success: true });
    const { round } = res.json().data as { round: { payout: number; outcome: { winner: string } } };
    expect(round.payout).toBe(round.outcome.winner === 'bahar' ? 39.2 : 0);
    expect((await getPlayerBalances(t.app.deps.db, userId)).cash).toBe(8_000n + BigInt(Math.round(round.payout * 100)));
  });
});
