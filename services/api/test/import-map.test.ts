import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkSystemModule, ImportMapStore, resolveImportMap } from '../src/import-map';
import { startFixtureServer, type FixtureServer } from './import-map-fixtures';

let server: FixtureServer;
let dir: string;
let mapFile: string;

const INITIAL = {
  imports: {
    react: '/vendor/react.js',
    '@khel/shell': '/modules/shell/shell.js',
    '@khel/wallet': '/modules/wallet/wallet.js',
  },
};

beforeAll(async () => {
  server = await startFixtureServer();
});
afterAll(() => server.close());
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'khel-import-map-'));
  mapFile = path.join(dir, 'import-map.json');
  fs.writeFileSync(mapFile, JSON.stringify(INITIAL, null, 2));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const readMap = () => JSON.parse(fs.readFileSync(mapFile, 'utf8'));

describe('checkSystemModule', () => {
  it('accepts a System module exporting bootstrap, mount and unmount, with its dependencies stubbed', async () => {
    const result = await checkSystemModule(`${server.base}/good.js`);
    expect(result).toMatchObject({ ok: true, dependencies: ['react', '@khel/shared'] });
    expect(result.exports).toEqual(['bootstrap', 'mount', 'unmount']);
  });

  it('accepts a named registration exporting lifecycles one by one', async () => {
    expect((await checkSystemModule(`${server.base}/named.js`)).ok).toBe(true);
  });

  it.each([
    ['/missing.js', 'answered 404'],
    ['/no-unmount.js', 'does not export unmount'],
    ['/plain.js', 'is not a System module'],
    ['/throws.js', 'throws while loading: boom at load'],
    ['/syntax.js', 'does not run'],
  ])('refuses %s (%s)', async (file, reason) => {
    const result = await checkSystemModule(`${server.base}${file}`);
    expect(result.ok).toBe(false);
    expect(result.reason).toContain(reason);
  });

  it('refuses a URL nobody answers', async () => {
    const result = await checkSystemModule('http://127.0.0.1:9/none.js', { timeoutMs: 2000 });
    expect(result.ok).toBe(false);
    expect(result.reason).toContain('could not be fetched');
  });
});

describe('ImportMapStore', () => {
  it('set checks the module, writes the map and keeps the previous one in the history', async () => {
    const store = new ImportMapStore(mapFile);
    const result = await store.set('@khel/wallet', `${server.base}/good.js`);
    expect(result.previous).toBe('/modules/wallet/wallet.js');
    expect(readMap().imports['@khel/wallet']).toBe(`${server.base}/good.js`);
    expect(readMap().imports.react).toBe('/vendor/react.js');
    const history = await store.history();
    expect(history).toHaveLength(1);
    expect(history[0].map).toEqual(INITIAL);
    expect(history[0].detail).toBe(`@khel/wallet /modules/wallet/wallet.js -> ${server.base}/good.js`);
    expect(fs.existsSync(path.join(dir, 'import-map.history'))).toBe(true);
    // Written through a temporary file and a rename: nothing else is left beside the map.
    expect(fs.readdirSync(dir).sort()).toEqual(['import-map.history', 'import-map.json']);
  });

  it('refuses a URL that is not a module with lifecycles and leaves the map alone', async () => {
    const store = new ImportMapStore(mapFile);
    await expect(store.set('@khel/wallet', `${server.base}/no-unmount.js`)).rejects.toThrow('refused: ');
    await expect(store.set('@khel/wallet', `${server.base}/gone.js`)).rejects.toThrow('answered 404');
    expect(readMap()).toEqual(INITIAL);
    expect(await store.history()).toEqual([]);
  });

  it('checks a site path against the given base URL', async () => {
    const store = new ImportMapStore(mapFile);
    await store.set('@khel/shell', '/good.js', { baseUrl: server.base });
    expect(readMap().imports['@khel/shell']).toBe('/good.js');
    await expect(store.set('@khel/shell', '/good.js')).rejects.toThrow('give the site');
  });

  it('rollback restores the previous map, and again the one before', async () => {
    const store = new ImportMapStore(mapFile);
    await store.set('@khel/wallet', `${server.base}/good.js`);
    await store.set('@khel/shell', `${server.base}/named.js`);
    await store.rollback();
    expect(readMap().imports['@khel/shell']).toBe('/modules/shell/shell.js');
    expect(readMap().imports['@khel/wallet']).toBe(`${server.base}/good.js`);
    await store.rollback();
    expect(readMap()).toEqual(INITIAL);
    await expect(store.rollback()).rejects.toThrow('no earlier import map to roll back to');
  });

  it('concurrent changes are serialised: both land, and each is in the history', async () => {
    const store = new ImportMapStore(mapFile);
    const other = new ImportMapStore(mapFile);
    await Promise.all([store.set('@khel/wallet', `${server.base}/good.js`), other.set('@khel/games', `${server.base}/named.js`)]);
    expect(readMap().imports['@khel/wallet']).toBe(`${server.base}/good.js`);
    expect(readMap().imports['@khel/games']).toBe(`${server.base}/named.js`);
    expect(await store.history()).toHaveLength(2);
  });

  it('refuses a malformed module name', async () => {
    await expect(new ImportMapStore(mapFile).set('bad name', `${server.base}/good.js`)).rejects.toThrow('is not a module name');
  });
});

describe('resolveImportMap', () => {
  it('serves the build of each logical URL and leaves other URLs as the operator wrote them', () => {
    const resolved = resolveImportMap(
      { imports: { react: '/vendor/react.js', '@khel/wallet': 'https://cdn.example/wallet.1.js', '@khel/games': '/modules/games/games.js' } },
      { modules: { '/vendor/react.js': '/vendor/react.0123456789.js' } },
    );
    expect(resolved.imports).toEqual({
      react: '/vendor/react.0123456789.js',
      '@khel/wallet': 'https://cdn.example/wallet.1.js',
      '@khel/games': '/modules/games/games.js',
    });
  });
});
