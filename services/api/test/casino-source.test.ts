import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CASINO_URL_MESSAGE } from '../src/casino/source-input';
import { parseServiceUrls } from '../src/config';
import { seed } from '../src/seed/seed';
import { startTestApp, type TestApp } from './app-harness';
import { opsCall, opsLogin, seedAll } from './ops-fixtures';
import { dbKinds } from './test-db';

jest.setTimeout(60_000);

/**
 * casino_url is the lobby's game source (SPEC §7): unset, the settings answer names our own lobby through the
 * sports service's base URL; an operator sets another in the console (an https URL or a path under aws_url), and
 * its origin joins the player pages' connect-src so the lobby may fetch it. Nothing else is accepted.
 */
function webBuild(): { webDir: string; importMapPath: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'khel-source-'));
  const webDir = path.join(root, 'web');
  fs.mkdirSync(webDir, { recursive: true });
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Khel</title>');
  fs.writeFileSync(path.join(webDir, 'manifest.json'), JSON.stringify({ modules: {} }));
  const importMapPath = path.join(root, 'import-map.json');
  fs.writeFileSync(importMapPath, JSON.stringify({ imports: {} }));
  return { webDir, importMapPath };
}
const directive = (header: unknown, name: string) =>
  String(header)
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name)
    ?.slice(1);

describe.each(dbKinds())('the casino game source on %s', (kind) => {
  let t: TestApp;
  let web: ReturnType<typeof webBuild>;
  let admin: string;
  beforeAll(async () => {
    web = webBuild();
    t = await startTestApp(kind, { config: web });
    await seedAll(t.app.deps.db);
    admin = await opsLogin(t.app, 'admin');
  }, 60_000);
  afterAll(async () => {
    await t.close();
    fs.rmSync(path.dirname(web.webDir), { recursive: true, force: true });
  });
  const casinoUrl = async () => (await t.app.inject({ method: 'GET', url: '/site/settings' })).json().data.casino_url;
  const put = (body: unknown) => opsCall(t.app, admin, 'PUT', '/ops/config/site', body);
  const pageCsp = async () => (await t.app.inject({ method: 'GET', url: '/casino/all', headers: { accept: 'text/html' } })).headers['content-security-policy'];

  it('the seed leaves casino_url unset, and the settings answer names our own lobby', async () => {
    const { rows } = await t.app.deps.db.query<{ casino_url: string }>("SELECT casino_url FROM sites WHERE domain = 'localhost'");
    expect(rows[0]!.casino_url).toBe('');
    expect(await casinoUrl()).toBe('/sports/casino/lobby');
    expect((await opsCall(t.app, admin, 'GET', '/ops/config/site')).json().data.casino_url).toBe('');
    // The lobby it names answers a lobby.
    const lobby = await t.app.inject({ method: 'GET', url: '/sports/casino/lobby' });
    expect(lobby.json().data).toMatchObject({ sections: expect.any(Array), games: expect.any(Array), demo: expect.any(String) });
  });

  it("an earlier seed's missing games file goes back to our own lobby when the seed runs again", async () => {
    await t.app.deps.db.query("UPDATE sites SET casino_url = '/assets/casino/games.json' WHERE domain = 'localhost'");
    await seed(t.app.deps.db);
    expect(await casinoUrl()).toBe('/sports/casino/lobby');
  });

  it("an operator's https source is answered to players, audited, and its origin may be fetched by the pages", async () => {
    const res = await put({ casino_url: ' https://games.example.com/lobby.json ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.casino_url).toBe('https://games.example.com/lobby.json');
    expect(await casinoUrl()).toBe('https://games.example.com/lobby.json');
    const csp = await pageCsp();
    expect(directive(csp, 'connect-src')).toContain('https://games.example.com');
    expect(directive(csp, 'frame-src')).not.toContain('https://games.example.com');
    expect(directive(csp, 'script-src')).not.toContain('https://games.example.com');
    const { rows } = await t.app.deps.db.query<{ before: { casino_url: string }; after: { casino_url: string } }>(
      "SELECT before, after FROM audit_log WHERE action = 'config.site' ORDER BY id DESC LIMIT 1",
    );
    expect(rows[0]).toMatchObject({ before: { casino_url: '' }, after: { casino_url: 'https://games.example.com/lobby.json' } });
  });

  it('a path is read under aws_url: that origin joins connect-src; other fields leave casino_url alone', async () => {
    await t.app.deps.db.query(`UPDATE sites SET settings = settings || '{"aws_url":"https://cdn.example.com/site/"}'::jsonb WHERE domain = 'localhost'`);
    expect((await put({ casino_url: 'casino/lobby.json' })).statusCode).toBe(200);
    expect(await casinoUrl()).toBe('casino/lobby.json');
    const connect = directive(await pageCsp(), 'connect-src');
    expect(connect).toContain('https://cdn.example.com');
    expect(connect).not.toContain('https://games.example.com');
    expect((await put({ announcement: 'Hello' })).json().data.casino_url).toBe('casino/lobby.json');
  });

  it('refuses anything but an https URL or a path, and changes nothing', async () => {
    for (const bad of ['http://games.example.com/lobby.json', 'javascript:alert(1)', '//evil.example/lobby.json', 'ftp://games.example.com/x', 'data:application/json,{}', 'a b.json', 'https://']) {
      const res = await put({ casino_url: bad });
      expect([bad, res.statusCode, res.json().message]).toEqual([bad, 422, CASINO_URL_MESSAGE]);
    }
    const notText = await put({ casino_url: 42 });
    expect([notText.statusCode, notText.json().message]).toEqual([422, 'casino_url must be text']);
    expect(await casinoUrl()).toBe('casino/lobby.json');
  });

  it('emptied, the source is our own lobby again and the outside origin leaves the policy', async () => {
    await t.app.deps.db.query(`UPDATE sites SET settings = settings - 'aws_url' WHERE domain = 'localhost'`);
    expect((await put({ casino_url: '' })).json().data.casino_url).toBe('');
    expect(await casinoUrl()).toBe('/sports/casino/lobby');
    expect(directive(await pageCsp(), 'connect-src')).not.toContain('https://cdn.example.com');
  });
});

describe('with the sports service on another host', () => {
  it('the settings answer names the lobby at that base URL', async () => {
    const t = await startTestApp('pglite', { config: { serviceUrls: parseServiceUrls('{"sports":"https://api.example.com/sports/"}') } });
    try {
      await t.app.deps.db.query(`INSERT INTO sites (domain, settings, casino_url, bonus_data) VALUES ('localhost', '{}'::jsonb, '', '[]'::jsonb) ON CONFLICT (domain) DO NOTHING`);
      expect((await t.app.inject({ method: 'GET', url: '/site/settings' })).json().data.casino_url).toBe('https://api.example.com/sports/casino/lobby');
    } finally {
      await t.close();
    }
  });
});
