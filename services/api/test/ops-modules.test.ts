import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestApp, type TestApp } from './app-harness';
import { startFixtureServer, type FixtureServer } from './import-map-fixtures';
import { opsCall, opsLogin, seedAll } from './ops-fixtures';
import { dbKinds } from './test-db';

const INITIAL = { imports: { react: '/vendor/react.js', '@khel/shell': '/modules/shell/shell.js', '@khel/games': '/modules/games/games.js' } };

/** Module swaps from the console go through the one import-map implementation: checked, kept in history, rolled back. */
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
    fs.writeFileSync(mapFile, JSON.stringify(INITIAL, null, 2));
    t = await startTestApp(kind, { config: { importMapPath: mapFile } });
    await seedAll(t.testDb.db);
    admin = await opsLogin(t.app, 'admin');
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const readMap = () => JSON.parse(fs.readFileSync(mapFile, 'utf8')) as typeof INITIAL;

  test('the current map, a checked swap, a refused swap, the history with who did it, and rollback', async () => {
    expect((await opsCall(t.app, admin, 'GET', '/ops/modules')).json().data).toEqual(INITIAL);
    expect((await opsCall(t.app, admin, 'GET', '/ops/modules/history')).json().data).toEqual([]);

    const good = `${server.base}/good.js`;
    const set = await opsCall(t.app, admin, 'POST', '/ops/modules/set', { name: '@khel/games', url: good });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ message: `@khel/games now loads ${good}`, data: { name: '@khel/games', url: good, previous_url: '/modules/games/games.js' } });
    expect(readMap().imports['@khel/games']).toBe(good);

    const refused = await opsCall(t.app, admin, 'POST', '/ops/modules/set', { name: '@khel/games', url: `${server.base}/no-unmount.js` });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain('does not export unmount');
    const missing = await opsCall(t.app, admin, 'POST', '/ops/modules/set', { name: '@khel/games', url: `${server.base}/missing.js` });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toContain('answered 404');
    expect((await opsCall(t.app, admin, 'POST', '/ops/modules/set', { name: '@khel/games' })).json().message).toBe('Module URL is required');
    expect(readMap().imports['@khel/games']).toBe(good);

    const history = (await opsCall(t.app, admin, 'GET', '/ops/modules/history')).json().data;
    expect(history).toEqual([
      expect.objectContaining({ name: '@khel/games', url: good, previous_url: '/modules/games/games.js', operator: 'admin', created_at: expect.any(String) }),
    ]);

    const rolled = await opsCall(t.app, admin, 'POST', '/ops/modules/rollback', {});
    expect(rolled.statusCode).toBe(200);
    expect(readMap()).toEqual(INITIAL);
    expect((await opsCall(t.app, admin, 'GET', '/ops/modules')).json().data).toEqual(INITIAL);
    const nothing = await opsCall(t.app, admin, 'POST', '/ops/modules/rollback', {});
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json().message).toBe('no earlier import map to roll back to');

    const audit = (await opsCall(t.app, admin, 'GET', '/ops/audit?action=modules.set')).json().data;
    expect(audit.items).toEqual([expect.objectContaining({ operator: 'admin', target: 'module @khel/games', before: { name: '@khel/games', url: '/modules/games/games.js' } })]);
    const rollbacks = (await opsCall(t.app, admin, 'GET', '/ops/audit?action=modules.rollback')).json().data;
    expect(rollbacks.items[0]).toMatchObject({ operator: 'admin', before: expect.objectContaining({ '@khel/games': good }), after: expect.objectContaining({ '@khel/games': '/modules/games/games.js' }) });
  });
});
