import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkModuleSource, checkSystemModule, ImportMapStore, moduleChecker, publicOrLoopback, resolveImportMap, type CheckOptions } from '../src/import-map';
import { MODULES, startFixtureServer, type FixtureServer } from './import-map-fixtures';

let server: FixtureServer;
let dir: string;
let mapFile: string;
let options: CheckOptions;

const INITIAL = {
  imports: {
    react: '/vendor/react.js',
    '@khel/shell': '/modules/shell/shell.js',
    '@khel/wallet': '/modules/wallet/wallet.js',
    '@khel/games': '/modules/games/games.js',
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
  // The fixture server is on 127.0.0.1: only tests let loopback through.
  options = { siteOrigin: 'https://khel.example', moduleHosts: [server.base], addressPolicy: publicOrLoopback, webDir: path.join(dir, 'web') };
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const readMap = () => JSON.parse(fs.readFileSync(mapFile, 'utf8'));
const storeOf = () => new ImportMapStore(mapFile, moduleChecker(options));

describe('checkSystemModule (static: nothing of the module runs)', () => {
  it('accepts a System module exporting bootstrap, mount and unmount, and gives its sha-384', async () => {
    const result = await checkSystemModule(`${server.base}/good.js`, options);
    expect(result).toMatchObject({ ok: true, dependencies: ['react', '@khel/shared'], servedUrl: `${server.base}/good.js` });
    expect(result.exports).toEqual(['bootstrap', 'mount', 'unmount']);
    expect(result.integrity).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
  });

  it.each(['/named.js', '/webpack.js', '/webpack-array.js'])('accepts %s (exports one by one, webpack system output)', async (file) => {
    const result = await checkSystemModule(`${server.base}${file}`, options);
    expect(result.reason).toBeUndefined();
    expect(result.ok).toBe(true);
  });

  it.each([
    ['/missing.js', 'answered 404'],
    ['/no-unmount.js', 'module does not export unmount'],
    ['/plain.js', 'module does not call System.register'],
    ['/throws.js', 'module does not export bootstrap, mount, unmount'],
    ['/syntax.js', 'module is not valid JavaScript'],
    ['/twice.js', 'module calls System.register 2 times'],
  ])('refuses %s (%s)', async (file, reason) => {
    const result = await checkSystemModule(`${server.base}${file}`, options);
    expect(result.ok).toBe(false);
    expect(result.reason).toContain(reason);
  });

  it('never runs the module: the constructor-chain escape to process writes nothing', async () => {
    const marker = path.join(dir, 'escaped');
    process.env.KHEL_ESCAPE_MARKER = marker;
    try {
      const result = await checkSystemModule(`${server.base}/escape.js`, options);
      // It is a well-formed module (a browser runs it in the player's page, where there is no process) ...
      expect(result.ok).toBe(true);
      // ... and the server never ran a line of it.
      expect(fs.existsSync(marker)).toBe(false);
    } finally {
      delete process.env.KHEL_ESCAPE_MARKER;
    }
  });

  it('a busy loop in execute neither runs nor blocks: the check answers at once', async () => {
    const started = Date.now();
    const [busy, exporting] = await Promise.all([
      checkSystemModule(`${server.base}/busy.js`, options),
      checkSystemModule(`${server.base}/busy-exporting.js`, options),
    ]);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(busy.ok && exporting.ok).toBe(true);
  });

  it('a deeply nested file is answered quickly and never crashes the check', () => {
    const LIFE = 'e({ bootstrap: function () {}, mount: function () {}, unmount: function () {} });';
    for (const depth of [300, 200_000]) {
      const started = Date.now();
      const result = checkModuleSource(`System.register([], function (e) { return { execute: function () { var a = ${'['.repeat(depth)}${']'.repeat(depth)}; ${LIFE} } }; });`);
      expect(Date.now() - started).toBeLessThan(2000);
      // Shallow enough for the parser: checked; deeper: refused as unreadable, with a reason.
      if (depth === 300) expect(result.ok).toBe(true);
      else expect(result).toMatchObject({ ok: false, reason: expect.stringContaining('module is not valid JavaScript') });
    }
  });

  it('checkModuleSource says exactly what is missing', () => {
    expect(checkModuleSource('System.register([], function () { return {}; })').reason).toBe('module never receives the export function (declare has no first parameter)');
    expect(checkModuleSource('System.register([], function (e) { return { execute() { e("mount", 1); } }; })').reason).toBe('module does not export bootstrap, unmount');
    expect(checkModuleSource('System.register(deps, function (e) {})').reason).toBe('module does not give System.register its list of dependencies');
    expect(checkModuleSource(MODULES['/good.js']).ok).toBe(true);
  });

  it('reads site paths from the web build (through its manifest), never over the network', async () => {
    fs.mkdirSync(path.join(dir, 'web/modules/games'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'web/modules/games/games.0123456789.js'), MODULES['/named.js']);
    fs.writeFileSync(path.join(dir, 'web/manifest.json'), JSON.stringify({ modules: { '/modules/games/games.js': '/modules/games/games.0123456789.js' } }));
    const result = await checkSystemModule('/modules/games/games.js', options);
    expect(result).toMatchObject({ ok: true, servedUrl: '/modules/games/games.0123456789.js' });
    expect((await checkSystemModule('https://khel.example/modules/games/games.js', options)).ok).toBe(true);
    expect((await checkSystemModule('/../../etc/passwd', options)).reason).toMatch(/outside the site|is not a file/);
    expect((await checkSystemModule('/modules/nothing.js', options)).reason).toContain("is not a file of the site's build");
  });
});

describe('ImportMapStore', () => {
  it('set checks the module, writes the map with its integrity and keeps the previous one in the history', async () => {
    const store = storeOf();
    const result = await store.set('@khel/wallet', `${server.base}/good.js`, { actor: 'tester' });
    expect(result.previous).toBe('/modules/wallet/wallet.js');
    expect(readMap().imports['@khel/wallet']).toBe(`${server.base}/good.js`);
    expect(readMap().integrity).toEqual({ [`${server.base}/good.js`]: result.check!.integrity });
    const history = await store.history();
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ map: INITIAL, name: '@khel/wallet', url: `${server.base}/good.js`, actor: 'tester' });
    expect(history[0].detail).toBe(`@khel/wallet /modules/wallet/wallet.js -> ${server.base}/good.js`);
    expect(fs.readdirSync(dir).sort()).toEqual(['import-map.audit.jsonl', 'import-map.history', 'import-map.json']);
    expect(await store.auditLines()).toEqual([expect.objectContaining({ actor: 'tester', action: 'set', outcome: 'done' })]);
  });

  it('refuses a URL that is not a module with lifecycles, leaves the map alone and audits the refusal', async () => {
    const store = storeOf();
    await expect(store.set('@khel/wallet', `${server.base}/no-unmount.js`, { actor: 'tester' })).rejects.toThrow('refused: ');
    await expect(store.set('@khel/wallet', `${server.base}/gone.js`, { actor: 'tester' })).rejects.toThrow('answered 404');
    expect(readMap()).toEqual(INITIAL);
    expect(await store.history()).toEqual([]);
    expect((await store.auditLines()).map((l) => l.outcome)).toEqual(['refused', 'refused']);
  });

  it('refuses core modules and unknown names unless asked for explicitly', async () => {
    const store = storeOf();
    await expect(store.set('react', `${server.base}/good.js`)).rejects.toThrow('react is a core module');
    await expect(store.set('@khel/shell', `${server.base}/good.js`)).rejects.toThrow('@khel/shell is a core module');
    await expect(store.set('@khel/evil', `${server.base}/good.js`)).rejects.toThrow('@khel/evil is not a module of this site');
    expect(readMap()).toEqual(INITIAL);
    await store.set('@khel/shell', `${server.base}/good.js`, { allowCore: true });
    await store.set('@khel/new', `${server.base}/good.js`, { allowNew: true });
    expect(readMap().imports['@khel/new']).toBe(`${server.base}/good.js`);
  });

  it('rollback walks back and keeps the history, so a rolled-back version can be applied again', async () => {
    const store = storeOf();
    await store.set('@khel/wallet', `${server.base}/good.js`);
    await store.set('@khel/games', `${server.base}/named.js`, { actor: 'a' });
    await store.rollback('b');
    expect(readMap().imports['@khel/games']).toBe('/modules/games/games.js');
    expect(readMap().imports['@khel/wallet']).toBe(`${server.base}/good.js`);
    await store.rollback('b');
    expect(readMap()).toEqual(INITIAL);
    await expect(store.rollback('b')).rejects.toThrow('no earlier import map to roll back to');
    const history = await store.history();
    expect(history.map((h) => [h.action, h.name, !!h.undone_at])).toEqual([
      ['set', '@khel/wallet', true],
      ['set', '@khel/games', true],
      ['rollback', '@khel/games', false],
      ['rollback', '@khel/wallet', false],
    ]);
    await store.reapply(history[1].file, { actor: 'a' });
    expect(readMap().imports['@khel/games']).toBe(`${server.base}/named.js`);
    expect(readMap().integrity[`${server.base}/named.js`]).toMatch(/^sha384-/);
    await store.rollback('b');
    expect(readMap()).toEqual(INITIAL);
  });

  it('concurrent changes are serialised: both land, and each is in the history', async () => {
    const store = storeOf();
    const other = storeOf();
    await Promise.all([store.set('@khel/wallet', `${server.base}/good.js`), other.set('@khel/games', `${server.base}/named.js`)]);
    expect(readMap().imports['@khel/wallet']).toBe(`${server.base}/good.js`);
    expect(readMap().imports['@khel/games']).toBe(`${server.base}/named.js`);
    expect(await store.history()).toHaveLength(2);
  });

  it('refuses a malformed module name', async () => {
    await expect(storeOf().set('bad name', `${server.base}/good.js`)).rejects.toThrow('is not a module name');
  });
});

describe('resolveImportMap', () => {
  it('serves the build of each logical URL, leaves other URLs as the operator wrote them, and publishes live integrity', () => {
    const resolved = resolveImportMap(
      {
        imports: { react: '/vendor/react.js', '@khel/wallet': 'https://cdn.example/wallet.1.js', '@khel/games': '/modules/games/games.js' },
        integrity: { 'https://cdn.example/wallet.1.js': 'sha384-abc', 'https://cdn.example/old.js': 'sha384-old' },
      },
      { modules: { '/vendor/react.js': '/vendor/react.0123456789.js' } },
    );
    expect(resolved).toEqual({
      imports: {
        react: '/vendor/react.0123456789.js',
        '@khel/wallet': 'https://cdn.example/wallet.1.js',
        '@khel/games': '/modules/games/games.js',
      },
      integrity: { 'https://cdn.example/wallet.1.js': 'sha384-abc' },
    });
  });
});

test('nothing under services/ imports node:vm', () => {
  const offenders: string[] = [];
  const visit = (d: string) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, entry.name);
      if (entry.isDirectory() && entry.name !== 'node_modules' && entry.name !== 'dist') visit(p);
      else if (/\.[cm]?[jt]sx?$/.test(entry.name) && /from ['"](node:)?vm['"]|require\(['"](node:)?vm['"]\)/.test(fs.readFileSync(p, 'utf8'))) offenders.push(p);
    }
  };
  visit(path.resolve(__dirname, '..'));
  expect(offenders).toEqual([]);
});
