import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { publicOrLoopback } from '../src/import-map';
import { moduleFetchTestHooks } from '../src/services/ops/module-routes';
import { startTestApp, type TestApp } from './app-harness';
import { startFixtureServer, type FixtureServer } from './import-map-fixtures';
import { opsCall, opsLogin, seedAll } from './ops-fixtures';
import { dbKinds } from './test-db';

const INITIAL = {
  imports: { react: '/vendor/react.js', '@khel/shell': '/modules/shell/shell.js', '@khel/games': '/modules/games/games.js', '@khel/wallet': '/modules/wallet/wallet.js' },
};

/**
 * Module swaps from the console go through the one import-map implementation: checked without running, fetched
 * bounded, core and unknown modules refused, every change and refusal audited, rollback keeping the history.
 */
describe.each(dbKinds())('ops modules on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let server: FixtureServer;
  let dir: string;
  let mapFile: string;
  beforeAll(async () => {
    server = await startFixtureServer();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'khel-ops-modules-'));
    mapFile = path.join(dir, 'import-map.json');
    fs.mkdirSync(path.join(dir, 'web'));
    fs.writeFileSync(path.join(dir, 'web/index.html'), '<!doctype html><title>Khel</title>');
    // The fixture server listens on 127.0.0.1, which only a test may allow (and never with production on).
    moduleFetchTestHooks.addressPolicy = publicOrLoopback;
    t = await startTestApp(kind, { config: { importMapPath: mapFile, moduleHosts: [server.base], webDir: path.join(dir, 'web') } });
    await seedAll(t.testDb.db);
    admin = await opsLogin(t.app, 'admin');
  }, 60_000);
  afterAll(async () => {
    delete moduleFetchTestHooks.addressPolicy;
    await t.close();
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    fs.writeFileSync(mapFile, JSON.stringify(INITIAL, null, 2));
    fs.rmSync(path.join(dir, 'import-map.history'), { recursive: true, force: true });
    await t.testDb.db.query(`DELETE FROM audit_log WHERE action LIKE 'modules.%'`);
  });
  const readMap = () => JSON.parse(fs.readFileSync(mapFile, 'utf8')) as typeof INITIAL & { integrity?: Record<string, string> };
  const audit = async (action: string) => (await opsCall(t.app, admin, 'GET', `/ops/audit?action=${action}`)).json().data.items as Array<Record<string, unknown>>;
  const set = (name: string, url: string) => opsCall(t.app, admin, 'POST', '/ops/modules/set', { name, url });

  /** A refused change leaves the map file and the history as they were, and adds a refusal row, never a change row. */
  async function expectRefused(response: { statusCode: number; json(): { message: string } }, status: number, message: string) {
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toContain(message);
    expect(readMap()).toEqual(INITIAL);
    expect(fs.existsSync(path.join(dir, 'import-map.history'))).toBe(false);
    expect(await audit('modules.set')).toEqual([]);
    expect((await audit('modules.refused'))[0]).toMatchObject({ operator: 'admin', after: expect.objectContaining({ reason: expect.stringContaining(message) }) });
  }

  test('a checked swap publishes its integrity; history with who did it; rollback keeps history; the rolled-back version applies again', async () => {
    const map = (await opsCall(t.app, admin, 'GET', '/ops/modules')).json().data;
    expect(map).toEqual({ ...INITIAL, protected: ['react', '@khel/shell'] });

    const good = `${server.base}/webpack.js`;
    const swapped = await set('@khel/games', good);
    expect(swapped.statusCode).toBe(200);
    expect(swapped.json()).toMatchObject({ message: `@khel/games now loads ${good}`, data: { name: '@khel/games', url: good, previous_url: '/modules/games/games.js', integrity: expect.stringMatching(/^sha384-/) } });
    expect(readMap().imports['@khel/games']).toBe(good);
    const integrity = swapped.json().data.integrity;
    expect(readMap().integrity).toEqual({ [good]: integrity });
    // The site publishes it: SystemJS puts it on the script tag and the browser refuses a file changed since.
    const served = await t.app.inject({ method: 'GET', url: '/import-map.json' });
    expect(served.json()).toEqual({ imports: { ...INITIAL.imports, '@khel/games': good }, integrity: { [good]: integrity } });

    expect(await audit('modules.set')).toEqual([expect.objectContaining({ operator: 'admin', target: 'module @khel/games', before: { name: '@khel/games', url: '/modules/games/games.js' } })]);

    const rolled = await opsCall(t.app, admin, 'POST', '/ops/modules/rollback', {});
    expect(rolled.statusCode).toBe(200);
    expect(readMap()).toEqual(INITIAL);
    const history = (await opsCall(t.app, admin, 'GET', '/ops/modules/history')).json().data;
    expect(history).toEqual([
      expect.objectContaining({ action: 'rollback', name: '@khel/games', operator: 'admin', undone_at: null }),
      expect.objectContaining({ action: 'set', name: '@khel/games', url: good, previous_url: '/modules/games/games.js', operator: 'admin', undone_by: 'admin' }),
    ]);
    expect((await audit('modules.rollback'))[0]).toMatchObject({ operator: 'admin', before: expect.objectContaining({ '@khel/games': good }), after: expect.objectContaining({ '@khel/games': '/modules/games/games.js' }) });

    // The rolled-back version is still in the history and can be applied again (checked again).
    const again = await set(history[1].name, history[1].url);
    expect(again.statusCode).toBe(200);
    expect(readMap().imports['@khel/games']).toBe(good);
    expect(readMap().integrity).toEqual({ [good]: integrity });
    expect((await opsCall(t.app, admin, 'GET', '/ops/modules/history')).json().data).toHaveLength(3);
  });

  test.each([
    ['react', 403, 'react is a core module: it cannot be swapped from the console'],
    ['@khel/shell', 403, '@khel/shell is a core module'],
    ['@khel/root-config', 403, '@khel/root-config is a core module'],
    ['@khel/backoffice', 403, '@khel/backoffice is a core module'],
    ['@khel/shared', 403, '@khel/shared is a core module'],
    ['single-spa', 403, 'single-spa is a core module'],
    ['@khel/evil', 422, "@khel/evil is not a module of this site's import map"],
  ])('swapping %s from the console is refused (%i) and audited', async (name, status, message) => {
    const before = server.requests.length;
    await expectRefused(await set(name, `${server.base}/good.js`), status, message);
    expect(server.requests.length).toBe(before);
  });

  test.each([
    ['/no-unmount.js', 'module does not export unmount'],
    ['/plain.js', 'module does not call System.register'],
    ['/missing.js', 'answered 404'],
  ])('a module that fails the check is refused: %s', async (file, message) => {
    await expectRefused(await set('@khel/games', `${server.base}${file}`), 422, message);
  });

  // Issue 27: a URL that is a number made sitePathOf() throw outside the check's try: a 500, not audited.
  test.each(['-100', '12.5', '1e3', 'NaN', 'modules/games.js'])('a module URL that is neither a URL nor a site path (%s) is refused (422) and audited', async (url) => {
    await expectRefused(await set('@khel/games', url), 422, `"${url}" is neither an http(s) URL nor a site path`);
  });

  // Issue 27: the Modules page gave no warning that a module in the import map answers 404.
  test('the status check says which modules load and which fail, and why; only an admin runs it', async () => {
    fs.writeFileSync(mapFile, JSON.stringify({ imports: { ...INITIAL.imports, '@khel/games': `${server.base}/webpack.js`, '@khel/wallet': `${server.base}/missing.js`, '@khel/fantasy': '/modules/fantasy/fantasy.js' } }));
    fs.mkdirSync(path.join(dir, 'web/vendor'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'web/vendor/react.js'), 'System.register([], function (e) { return { execute: function () { e("default", {}); } }; });');
    try {
      const res = await opsCall(t.app, admin, 'GET', '/ops/modules/status');
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('3 of 5 modules fail their check');
      const byName = Object.fromEntries((res.json().data.items as Array<{ name: string; ok: boolean; reason: string | null }>).map((i) => [i.name, i]));
      expect(byName).toEqual({
        react: { name: 'react', url: '/vendor/react.js', ok: true, reason: null },
        '@khel/games': { name: '@khel/games', url: `${server.base}/webpack.js`, ok: true, reason: null },
        '@khel/wallet': { name: '@khel/wallet', url: `${server.base}/missing.js`, ok: false, reason: expect.stringContaining('answered 404') },
        '@khel/shell': { name: '@khel/shell', url: '/modules/shell/shell.js', ok: false, reason: expect.stringContaining('the site answers 404 for it') },
        '@khel/fantasy': { name: '@khel/fantasy', url: '/modules/fantasy/fantasy.js', ok: false, reason: expect.stringContaining('the site answers 404 for it') },
      });
      const agent = await opsLogin(t.app, 'agent');
      expect((await opsCall(t.app, agent, 'GET', '/ops/modules/status')).statusCode).toBe(403);
    } finally {
      fs.rmSync(path.join(dir, 'web/vendor'), { recursive: true, force: true });
    }
  });

  test('the old escape through the console runs nothing on the server; a busy loop does not freeze it', async () => {
    const marker = path.join(dir, 'escaped');
    process.env.KHEL_ESCAPE_MARKER = marker;
    try {
      const started = Date.now();
      const [escape, busy, health] = await Promise.all([
        set('@khel/games', `${server.base}/escape.js`),
        set('@khel/wallet', `${server.base}/busy-exporting.js`),
        t.app.inject({ method: 'GET', url: '/ops/modules', headers: { authorization: `Bearer ${admin}` } }),
      ]);
      expect(Date.now() - started).toBeLessThan(5000);
      expect([escape.statusCode, busy.statusCode, health.statusCode]).toEqual([200, 200, 200]);
      expect(fs.existsSync(marker)).toBe(false);
    } finally {
      delete process.env.KHEL_ESCAPE_MARKER;
    }
  });

  test('a host off the allow-list, a private address behind a redirect and a file without CORS are refused', async () => {
    await expectRefused(await set('@khel/games', 'https://evil.example/x.js'), 422, 'https://evil.example is not an allowed module host');
    server.set('/to-meta.js', { body: '', status: 302, headers: { location: 'http://169.254.169.254/latest/meta-data/' } });
    await expectRefused(await set('@khel/games', `${server.base}/to-meta.js`), 422, 'is not an allowed module host');
    server.set('/no-cors.js', { body: 'x', headers: {} });
    await expectRefused(await set('@khel/games', `${server.base}/no-cors.js`), 422, "every player's browser would refuse to load it");
  });
});

describe.each(dbKinds())('ops modules with NODE_ENV=production on %s', (kind) => {
  test('production ignores the test seam: a module on 127.0.0.1 is refused as loopback, nothing changes', async () => {
    const server = await startFixtureServer();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'khel-ops-modules-prod-'));
    const mapFile = path.join(dir, 'import-map.json');
    fs.writeFileSync(mapFile, JSON.stringify(INITIAL, null, 2));
    moduleFetchTestHooks.addressPolicy = publicOrLoopback;
    const t = await startTestApp(kind, { config: { importMapPath: mapFile, moduleHosts: [server.base], production: true, paymentGateway: 'none', otpSender: 'http', sms: { url: 'http://127.0.0.1:9/sms' } } });
    try {
      await seedAll(t.testDb.db);
      const admin = await opsLogin(t.app, 'admin');
      const refused = await opsCall(t.app, admin, 'POST', '/ops/modules/set', { name: '@khel/games', url: `${server.base}/good.js` });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toContain('127.0.0.1 is a loopback address; modules are never fetched from private, loopback or link-local addresses');
      expect(JSON.parse(fs.readFileSync(mapFile, 'utf8'))).toEqual(INITIAL);
      expect(server.requests).toEqual([]);
      const rows = await t.testDb.db.query<{ action: string }>(`SELECT action FROM audit_log WHERE action LIKE 'modules.%'`);
      expect(rows.rows.map((r) => r.action)).toEqual(['modules.refused']);
    } finally {
      delete moduleFetchTestHooks.addressPolicy;
      await t.close();
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
