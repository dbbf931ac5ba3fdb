import type { FastifyInstance } from 'fastify';
import { lobbyGames } from '../src/casino/games';
import { casinoDemoPolicy } from '../src/casino/demo-policy';
import { CASINO_INPUT_MESSAGES as M } from '../src/casino/operator-input';
import { forgetProviders, loadProvider } from '../src/casino/providers';
import { missingPermissionMessage } from '@khel/shared/validation';
import { startTestApp, type TestApp } from './app-harness';
import { gameSession, houseSecret, seamless } from './casino-support';
import { opsCall, opsLogin, seedAll } from './ops-fixtures';
import { makePlayer } from './sports-fixtures';
import { dbKinds } from './test-db';

jest.setTimeout(60_000);

/**
 * Issue 14 point 5 through /ops/casino: an admin adds and edits providers, rotates a secret (shown once, never in a
 * list or the audit), enables and disables games, moves them between sections and sets the demo policy; support
 * reads a player's rounds. Agents are refused the configuration and nothing changes.
 */
describe.each(dbKinds())('operator casino on %s', (kind) => {
  let t: TestApp;
  let app: FastifyInstance;
  let admin: string;
  let agent: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    app = t.app;
    await seedAll(app.deps.db);
    admin = await opsLogin(app, 'admin');
    agent = await opsLogin(app, 'agent');
  }, 60_000);
  afterAll(() => t.close());
  const db = () => app.deps.db;
  const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) => opsCall(app, token, method, url, body);
  const okData = async (token: string, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) => {
    const res = await call(token, method, url, body);
    if (res.statusCode !== 200) throw new Error(`${method} ${url} -> ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const refusal = async (token: string, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) => {
    const res = await call(token, method, url, body);
    return [res.statusCode, res.json().message];
  };
  const audits = async (action: string) =>
    (await db().query<{ target: string; before: unknown; after: unknown; operator_name: string }>('SELECT target, before, after, operator_name FROM audit_log WHERE action = $1 ORDER BY id', [action])).rows;
  const houseGame = async (code: string) => (await db().query<{ id: string }>("SELECT id::text FROM casino_games WHERE provider_id = 'house' AND code = $1", [code])).rows[0]!.id;

  test('an admin adds a provider: the secret is shown once, sealed in the database, never listed or audited', async () => {
    const body = { id: 'evo-test', name: 'Evo Test', api_base: 'https://api.evo.test', launch_url: 'https://evo.test/launch?t={token}&g={game}' };
    const res = await okData(admin, 'POST', '/ops/casino/providers', body);
    const { provider, secret } = res.data;
    expect(res.message).toBe('Provider Evo Test added: copy its secret now, it is not shown again');
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(provider).toEqual({ id: 'evo-test', name: 'Evo Test', api_base: 'https://api.evo.test', launch_url: body.launch_url, enabled: true, sort_order: 0, secret_set: true, games: 0, enabled_games: 0, updated_at: expect.any(String) });
    const stored = await db().query<{ value: string }>("SELECT value FROM app_secrets WHERE name = 'gateway_casino_evo-test'");
    expect(stored.rows[0]!.value).not.toContain(secret);
    expect((await loadProvider(db(), app.deps.secretBox, 'evo-test'))!.secret).toBe(secret);

    const list = await okData(admin, 'GET', '/ops/casino/providers');
    expect(JSON.stringify(list)).not.toContain(secret);
    expect(list.data.providers.map((p: { id: string }) => p.id)).toEqual(['evo-test', 'house']); // sort order, then name
    expect(list.data.providers[1]).toMatchObject({ id: 'house', name: 'Khel Originals', games: 9, enabled_games: 9 });
    const [audit] = await audits('casino.provider.create');
    expect(audit).toMatchObject({ target: 'provider evo-test', operator_name: 'admin', before: null, after: { name: 'Evo Test', api_base: 'https://api.evo.test', launch_url: body.launch_url, enabled: true, sort_order: 0, secret_set: true } });
    expect(JSON.stringify(audit)).not.toContain(secret);

    expect(await refusal(admin, 'POST', '/ops/casino/providers', body)).toEqual([409, 'A provider with the id evo-test already exists']);
    expect(await refusal(admin, 'POST', '/ops/casino/providers', { ...body, id: 'Evo!' })).toEqual([422, M.providerId]);
    expect(await refusal(admin, 'POST', '/ops/casino/providers', { ...body, id: 'evo2', launch_url: 'https://evo.test/launch' })).toEqual([422, M.launchToken]);
    expect(await refusal(admin, 'POST', '/ops/casino/providers', { ...body, id: 'evo2', launch_url: 'javascript:alert(1)//{token}' })).toEqual([422, M.launchUrl]);
    expect(await refusal(admin, 'POST', '/ops/casino/providers', { ...body, id: 'evo2', api_base: '/local' })).toEqual([422, M.apiBase]);
    expect(await refusal(admin, 'POST', '/ops/casino/providers', { id: 'evo2', launch_url: body.launch_url })).toEqual([422, 'name is required']);
    expect((await db().query("SELECT 1 FROM casino_providers WHERE id = 'evo2'")).rows).toHaveLength(0);
  });

  test('an admin edits a provider; the change and its before and after are audited; bad edits name the field', async () => {
    const res = await okData(admin, 'POST', '/ops/casino/providers/house', { name: 'Khel House', enabled: false, sort_order: 5 });
    expect(res.message).toBe('Provider Khel House saved');
    expect(res.data).toMatchObject({ id: 'house', name: 'Khel House', enabled: false, sort_order: 5 });
    const { rows } = await db().query<{ name: string; enabled: boolean; launch_url: string }>("SELECT name, enabled, launch_url FROM casino_providers WHERE id = 'house'");
    expect(rows[0]).toEqual({ name: 'Khel House', enabled: false, launch_url: '/casino-house/?token={token}&game={game}&lang={lang}' });
    expect(await lobbyGames(db())).toEqual([]);
    const audit = (await audits('casino.provider.update')).at(-1)!;
    expect(audit.before).toMatchObject({ name: 'Khel Originals', enabled: true, sort_order: 0 });
    expect(audit.after).toMatchObject({ name: 'Khel House', enabled: false, sort_order: 5 });
    await okData(admin, 'POST', '/ops/casino/providers/house', { name: 'Khel Originals', enabled: true, sort_order: 0 });

    expect(await refusal(admin, 'POST', '/ops/casino/providers/house', {})).toEqual([422, M.nothing]);
    expect(await refusal(admin, 'POST', '/ops/casino/providers/house', { id: 'other' })).toEqual([422, 'id cannot be changed: create another provider instead']);
    expect(await refusal(admin, 'POST', '/ops/casino/providers/house', { enabled: 'yes' })).toEqual([422, 'enabled must be true or false']);
    expect(await refusal(admin, 'POST', '/ops/casino/providers/nobody', { enabled: true })).toEqual([404, 'Provider not found']);
  });

  test('rotating a secret shows the new one once; the old one stops signing calls; the audit keeps no secret', async () => {
    const old = await houseSecret(app);
    const res = await okData(admin, 'POST', '/ops/casino/providers/house/secret');
    const secret = res.data.secret as string;
    expect(res.data.provider_id).toBe('house');
    expect(res.message).toBe('New secret made: copy it now, it is not shown again');
    expect(secret).not.toBe(old);
    forgetProviders(db());
    expect(await houseSecret(app)).toBe(secret);
    const userId = await makePlayer(db(), 10_000n);
    const token = await gameSession(app, userId);
    const body = { player_id: userId, session_token: token };
    expect((await seamless(app, old, 'balance', body)).statusCode).toBe(401);
    expect((await seamless(app, secret, 'balance', body)).statusCode).toBe(200);
    const [audit] = await audits('casino.provider.secret');
    expect(audit).toMatchObject({ target: 'provider house', before: { secret_set: true }, after: { secret_set: true } });
    expect(JSON.stringify(audit)).not.toContain(secret);
    expect(JSON.stringify(audit)).not.toContain(old);
    expect(await refusal(admin, 'POST', '/ops/casino/providers/NOPE/secret')).toEqual([404, 'Provider not found']);
  });

  test('an admin lists games with filters, disables one (gone from the lobby), moves it and sets its tile', async () => {
    const all = (await okData(admin, 'GET', '/ops/casino/games')).data;
    expect(all.total).toBe(9);
    expect(all.items.map((g: { code: string }) => g.code)).toEqual(['crash', 'plinko', 'andar-bahar', 'teen-patti', 'dragon-tiger', 'lucky-7', 'reels', 'dice', 'roulette']);
    expect(all.items.find((g: { code: string }) => g.code === 'dice')).toEqual({
      id: await houseGame('dice'), provider_id: 'house', provider_name: 'Khel Originals', code: 'dice', name: 'Dice', section: 'table',
      thumbnail: '/assets/casino/house/dice.svg', rtp: 99, enabled: true, provider_enabled: true, sort_order: 1,
    });
    expect((await okData(admin, 'GET', '/ops/casino/games?section=indian')).data.items.map((g: { code: string }) => g.code)).toEqual(['andar-bahar', 'teen-patti', 'dragon-tiger', 'lucky-7']);
    expect((await okData(admin, 'GET', '/ops/casino/games?q=cra&provider=house')).data.items.map((g: { code: string }) => g.code)).toEqual(['crash']);

    const dice = await houseGame('dice');
    const res = await okData(admin, 'POST', `/ops/casino/games/${dice}`, { enabled: false });
    expect(res.message).toBe('Dice saved');
    expect((await lobbyGames(db())).map((g) => g.code)).not.toContain('dice');
    expect((await okData(admin, 'GET', '/ops/casino/games?enabled=false')).data.items.map((g: { code: string }) => g.code)).toEqual(['dice']);
    const moved = (await okData(admin, 'POST', `/ops/casino/games/${dice}`, { enabled: true, section: 'slots', sort_order: 9, thumbnail: 'https://cdn.test/dice.png' })).data;
    expect(moved).toMatchObject({ enabled: true, section: 'slots', sort_order: 9, thumbnail: 'https://cdn.test/dice.png' });
    expect((await lobbyGames(db(), { section: 'slots' })).map((g) => g.code)).toEqual(['reels', 'dice']);
    const audit = (await audits('casino.game.update')).at(-1)!;
    expect(audit).toMatchObject({
      target: `game ${dice} (house/dice)`,
      before: { enabled: false, section: 'table', sort_order: 1, thumbnail: '/assets/casino/house/dice.svg' },
      after: { enabled: true, section: 'slots', sort_order: 9, thumbnail: 'https://cdn.test/dice.png' },
    });
    await okData(admin, 'POST', `/ops/casino/games/${dice}`, { section: 'table', sort_order: 1, thumbnail: '/assets/casino/house/dice.svg' });

    expect(await refusal(admin, 'POST', `/ops/casino/games/${dice}`, { section: 'poker' })).toEqual([422, M.section]);
    expect(await refusal(admin, 'POST', `/ops/casino/games/${dice}`, { thumbnail: 'ftp://x/y.png' })).toEqual([422, M.thumbnail]);
    expect(await refusal(admin, 'POST', `/ops/casino/games/${dice}`, { sort_order: 1.5 })).toEqual([422, 'sort_order must be a whole number from -100000 to 100000']);
    expect(await refusal(admin, 'POST', '/ops/casino/games/999999', { enabled: true })).toEqual([404, 'Game not found']);
    expect(await refusal(admin, 'GET', '/ops/casino/games?section=poker')).toEqual([422, M.section]);
    expect(await refusal(admin, 'GET', '/ops/casino/games?page=0')).toEqual([422, 'page must be a whole number from 1']);
  });

  test('an admin sets the demo policy; the launch reads it; audited', async () => {
    expect((await okData(admin, 'GET', '/ops/casino/demo-policy')).data).toEqual({ domain: 'localhost', policy: 'barred' });
    const res = await okData(admin, 'PUT', '/ops/casino/demo-policy', { policy: 'play_money' });
    expect(res).toMatchObject({ message: 'Demo accounts play casino games with play money', data: { domain: 'localhost', policy: 'play_money' } });
    expect(await casinoDemoPolicy(db(), 'localhost')).toBe('play_money');
    expect((await audits('casino.demo-policy')).at(-1)).toMatchObject({ target: 'site localhost', before: { policy: 'barred' }, after: { policy: 'play_money' } });
    await okData(admin, 'PUT', '/ops/casino/demo-policy', { policy: 'barred' });
    expect(await casinoDemoPolicy(db(), 'localhost')).toBe('barred');
    expect(await refusal(admin, 'PUT', '/ops/casino/demo-policy', { policy: 'free' })).toEqual([422, M.policy]);
    expect(await refusal(admin, 'GET', '/ops/casino/demo-policy?domain=nowhere.test')).toEqual([404, 'No site is configured for the domain "nowhere.test"']);
  });

  test('an agent is refused every configuration call and changes nothing, but reads rounds for support', async () => {
    const before = await db().query("SELECT * FROM casino_providers ORDER BY id");
    const dice = await houseGame('dice');
    for (const [method, url, body] of [
      ['GET', '/ops/casino/providers'], ['POST', '/ops/casino/providers', { id: 'x1', name: 'X', launch_url: '/x?{token}' }],
      ['POST', '/ops/casino/providers/house', { enabled: false }], ['POST', '/ops/casino/providers/house/secret'],
      ['GET', '/ops/casino/games'], ['POST', `/ops/casino/games/${dice}`, { enabled: false }],
      ['GET', '/ops/casino/demo-policy'], ['PUT', '/ops/casino/demo-policy', { policy: 'play_money' }],
    ] as const) {
      expect([url, ...(await refusal(agent, method, url, body))]).toEqual([url, 403, missingPermissionMessage('agent', 'config.manage')]);
    }
    expect((await db().query("SELECT * FROM casino_providers ORDER BY id")).rows).toEqual(before.rows);
    expect((await lobbyGames(db())).map((g) => g.code)).toContain('dice');
    expect((await call(agent, 'GET', '/ops/casino/rounds')).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/ops/casino/rounds' })).statusCode).toBe(401);
  });

  test("support reads a player's rounds, newest first, by id or user name and by provider", async () => {
    const secret = await houseSecret(app);
    const userId = await makePlayer(db(), 100_000n);
    const token = await gameSession(app, userId);
    const debit = (n: number, amount: number) => seamless(app, secret, 'debit', { player_id: userId, session_token: token, transaction_id: `ocd${n}`, round_id: `ocr${n}`, game_id: 'dice', amount });
    expect((await debit(1, 10)).statusCode).toBe(200);
    expect((await seamless(app, secret, 'credit', { player_id: userId, transaction_id: 'occ1', round_id: 'ocr1', game_id: 'dice', amount: 25 })).statusCode).toBe(200);
    expect((await debit(2, 5)).statusCode).toBe(200);
    const { rows } = await db().query<{ user_name: string }>('SELECT user_name FROM users WHERE id = $1', [userId]);
    const byId = (await okData(agent, 'GET', `/ops/casino/rounds?player=${userId}`)).data;
    expect(byId.total).toBe(2);
    expect(byId.items.map((r: Record<string, unknown>) => [r.round, r.game, r.provider_id, r.stake, r.status, r.pnl])).toEqual([
      ['ocr2', 'Dice', 'house', 5, 'matched', null],
      ['ocr1', 'Dice', 'house', 10, 'settled', 15],
    ]);
    expect(byId.items[0]).toMatchObject({ user_id: userId, user_name: rows[0]!.user_name, settled_at: null });
    const byName = (await okData(agent, 'GET', `/ops/casino/rounds?player=${rows[0]!.user_name}&provider=house`)).data;
    expect(byName.items.map((r: { round: string }) => r.round)).toEqual(['ocr2', 'ocr1']);
    expect((await okData(agent, 'GET', `/ops/casino/rounds?player=${userId}&provider=evo-test`)).data).toEqual({ items: [], total: 0, page: 1 });
    expect((await okData(agent, 'GET', '/ops/casino/rounds?player=nobody-at-all')).data).toEqual({ items: [], total: 0, page: 1 });
    expect(await refusal(agent, 'GET', '/ops/casino/rounds?provider=BAD%25')).toEqual([422, 'provider must be a provider id']);
  });
});
