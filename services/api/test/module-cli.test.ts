import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { insertCliAuditRow, publicOrLoopback, runImportMapCli, type CliIo } from '../src/import-map';
import { startFixtureServer, type FixtureServer } from './import-map-fixtures';
import { createTestDb, dbKinds, type TestDb } from './test-db';

/**
 * Issue 11 point 3, the import-map command: core modules only with --i-understand-core, then a check that the
 * composed site still starts, rolled back when it would not; every change and refusal audited as cli:<OS user>.
 */
const lib = (deps: string[]) => `System.register(${JSON.stringify(deps)}, function (e) { return { setters: [${deps.map(() => 'function () {}').join(',')}], execute: function () { e({ createElement: function () {} }); } }; });`;
const app = (deps: string[]) => `System.register(${JSON.stringify(deps)}, function (e) { return { setters: [${deps.map(() => 'function () {}').join(',')}], execute: function () { e({ bootstrap: function () {}, mount: function () {}, unmount: function () {} }); } }; });`;

const SITE_FILES: Record<string, string> = {
  '/vendor/react.js': lib([]),
  '/root/root-config.js': lib(['react']),
  '/modules/shell/shell.js': app(['react']),
  '/modules/games/games.js': app(['react']),
};
const INITIAL = { imports: { react: '/vendor/react.js', '@khel/root-config': '/root/root-config.js', '@khel/shell': '/modules/shell/shell.js', '@khel/games': '/modules/games/games.js' } };
const USER = os.userInfo().username;

describe.each(dbKinds())('import-map command on %s', (kind) => {
  let server: FixtureServer;
  let testDb: TestDb;
  let dir: string;
  let mapFile: string;
  let out: string[];
  let err: string[];
  beforeAll(async () => {
    server = await startFixtureServer();
    server.set('/react-19.js', lib([]));
    server.set('/react-needs-scheduler.js', lib(['scheduler']));
    testDb = await createTestDb(kind);
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await testDb.drop();
  });
  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'khel-import-map-cli-'));
    mapFile = path.join(dir, 'import-map.json');
    fs.writeFileSync(mapFile, JSON.stringify(INITIAL, null, 2));
    for (const [p, body] of Object.entries(SITE_FILES)) {
      fs.mkdirSync(path.dirname(path.join(dir, 'web', p)), { recursive: true });
      fs.writeFileSync(path.join(dir, 'web', p), body);
    }
    await testDb.db.query('DELETE FROM audit_log');
    out = [];
    err = [];
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** PostgreSQL: the command's own DATABASE_URL path; PGlite (no URL): the same insert through the test's connection. */
  const run = (argv: string[], extra: Partial<CliIo> = {}) =>
    runImportMapCli({
      argv,
      env: { KHEL_IMPORT_MAP: mapFile, KHEL_WEB_DIR: path.join(dir, 'web'), KHEL_MODULE_HOSTS: server.base, ...(testDb.url ? { DATABASE_URL: testDb.url } : {}) },
      out: (l) => out.push(l),
      err: (l) => err.push(l),
      addressPolicy: publicOrLoopback,
      ...(testDb.url ? {} : { audit: (row) => insertCliAuditRow((sql, params) => testDb.db.query(sql, params), `cli:${USER}`, row) }),
      ...extra,
    });
  const readMap = () => JSON.parse(fs.readFileSync(mapFile, 'utf8'));
  const auditRows = async () =>
    (await testDb.db.query<{ operator_name: string; action: string; after: unknown }>('SELECT operator_name, action, after FROM audit_log ORDER BY id')).rows;
  const auditFile = () => fs.readFileSync(path.join(dir, 'import-map.audit.jsonl'), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));

  test('a core module without --i-understand-core is refused and audited with the OS user; nothing changes', async () => {
    expect(await run(['set', 'react', `${server.base}/react-19.js`])).toBe(1);
    expect(err.join('\n')).toContain('react is a core module');
    expect(readMap()).toEqual(INITIAL);
    expect(fs.existsSync(path.join(dir, 'import-map.history'))).toBe(false);
    expect(await auditRows()).toEqual([expect.objectContaining({ operator_name: `cli:${USER}`, action: 'modules.refused', after: expect.objectContaining({ kind: 'core' }) })]);
    expect(auditFile()).toEqual([expect.objectContaining({ actor: `cli:${USER}`, action: 'set', outcome: 'refused' })]);
  });

  test('with the flag a core module is swapped, the composed site checked, the change audited', async () => {
    expect(await run(['set', 'react', `${server.base}/react-19.js`, '--i-understand-core'])).toBe(0);
    expect(out.join('\n')).toContain('the composed site still starts (4 modules checked)');
    expect(readMap().imports.react).toBe(`${server.base}/react-19.js`);
    expect(readMap().integrity[`${server.base}/react-19.js`]).toMatch(/^sha384-/);
    expect((await auditRows()).map((r) => [r.operator_name, r.action])).toEqual([[`cli:${USER}`, 'modules.set']]);
  });

  test('a core swap that would stop the site starting is rolled back, and both steps stay in the history', async () => {
    // The new react registers a dependency the map does not name: every page would fail to load it.
    expect(await run(['set', 'react', `${server.base}/react-needs-scheduler.js`, '--i-understand-core'])).toBe(1);
    expect(err.join('\n')).toContain('react depends on "scheduler", which the import map does not name');
    expect(err.join('\n')).toContain('rolled back; react loads /vendor/react.js again');
    expect(readMap()).toEqual(INITIAL);
    expect((await auditRows()).map((r) => r.action)).toEqual(['modules.set', 'modules.rollback']);
    out = [];
    expect(await run(['history'])).toBe(0);
    expect(out).toHaveLength(2);
    expect(out[0]).toContain('undone');
  });

  test('an application that fails does not stop the site (its error panel shows): a warning, the core swap stays', async () => {
    fs.rmSync(path.join(dir, 'web/modules/games/games.js'));
    expect(await run(['set', 'react', `${server.base}/react-19.js`, '--i-understand-core'])).toBe(0);
    expect(err.join('\n')).toContain("warning (the page starts and shows this application's error panel): @khel/games: /modules/games/games.js is not a file of the site's build");
    expect(readMap().imports.react).toBe(`${server.base}/react-19.js`);
  });

  test('a core module that fails the composed check rolls the swap back even when the swapped module is fine', async () => {
    fs.writeFileSync(path.join(dir, 'web/modules/shell/shell.js'), 'window.broken = true;');
    expect(await run(['set', 'react', `${server.base}/react-19.js`, '--i-understand-core'])).toBe(1);
    expect(err.join('\n')).toContain('@khel/shell: /modules/shell/shell.js: module does not call System.register');
    expect(readMap()).toEqual(INITIAL);
  });

  test('a failing headless-browser load (--browser) rolls the core swap back', async () => {
    const browserCheck = jest.fn(async () => 'in a headless browser the shell did not mount at http://localhost:9000 (error)');
    expect(await run(['set', 'react', `${server.base}/react-19.js`, '--i-understand-core', '--browser'], { browserCheck })).toBe(1);
    expect(browserCheck).toHaveBeenCalledWith('http://localhost:9000');
    expect(readMap()).toEqual(INITIAL);
  });

  test('an app swap, its rollback, and the rolled-back version applied again from the history', async () => {
    expect(await run(['set', '@khel/games', `${server.base}/good.js`])).toBe(0);
    expect(await run(['rollback'])).toBe(0);
    expect(readMap()).toEqual(INITIAL);
    const file = fs.readdirSync(path.join(dir, 'import-map.history')).sort()[0];
    expect(await run(['reapply', file])).toBe(0);
    expect(readMap().imports['@khel/games']).toBe(`${server.base}/good.js`);
    expect((await auditRows()).map((r) => r.action)).toEqual(['modules.set', 'modules.rollback', 'modules.set']);
    expect(auditFile().map((l) => `${l.actor} ${l.action} ${l.outcome}`)).toEqual([`cli:${USER} set done`, `cli:${USER} rollback done`, `cli:${USER} set done`]);
  });

  test('unknown names need --new; the old --no-check is gone; a site path is read from the web build', async () => {
    expect(await run(['set', '@khel/extra', `${server.base}/good.js`])).toBe(1);
    expect(err.join('\n')).toContain("@khel/extra is not a module of this site's import map");
    expect(await run(['set', '@khel/games', `${server.base}/good.js`, '--no-check'])).toBe(2);
    expect(readMap()).toEqual(INITIAL);
    expect(await run(['set', '@khel/extra', '/modules/games/games.js', '--new'])).toBe(0);
    expect(readMap().imports['@khel/extra']).toBe('/modules/games/games.js');
  });
});
