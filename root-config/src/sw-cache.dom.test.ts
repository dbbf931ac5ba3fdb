import { CACHE, SHELL, cacheFirst, keepLoaded, networkFirst, precacheShell, staleWhileRevalidate, strategyFor, type CacheDeps } from './sw-cache';

const ORIGIN = 'https://khel.test';

/** A response with only what the worker reads: ok, a body, clone(). */
class FakeResponse {
  constructor(
    readonly body: string,
    readonly ok = true,
  ) {}
  clone(): FakeResponse {
    return new FakeResponse(this.body, this.ok);
  }
}

/** A Cache and a network: `network` maps URL -> body (missing: 404; 'offline': fetch rejects); `fetched` lists every request. */
function fakes(network: Record<string, string>) {
  const stored = new Map<string, FakeResponse>();
  const fetched: string[] = [];
  const key = (r: unknown) => new URL(String(r), ORIGIN).pathname;
  const get = async (r: unknown) => {
    fetched.push(key(r));
    const body = network[key(r)];
    if (body === 'offline') throw new TypeError('Failed to fetch');
    return (body === undefined ? new FakeResponse('not found', false) : new FakeResponse(body)) as unknown as Response;
  };
  const cache = {
    match: async (r: unknown) => stored.get(key(r)) as unknown as Response | undefined,
    put: async (r: unknown, response: Response) => void stored.set(key(r), response as unknown as FakeResponse),
    add: async (r: unknown) => {
      const response = await get(r);
      if (!response.ok) throw new TypeError('bad response');
      stored.set(key(r), response as unknown as FakeResponse);
    },
    addAll: async (rs: unknown[]) => {
      for (const r of rs) await cache.add(r);
    },
  };
  const deps: CacheDeps = { open: async () => cache as unknown as Cache, fetch: get };
  return { deps, stored, fetched };
}

const req = (path: string) => `${ORIGIN}${path}` as unknown as Request;
const url = (path: string) => new URL(path, ORIGIN);

test('the cache is a new one, so browsers drop the old cache that held every library ahead of use', () => {
  expect(CACHE).toBe('khel-shell-v2');
});

test('install precaches the page, the import map and the runtime config, and no module', async () => {
  const { deps, stored, fetched } = fakes({ '/': '<html>', '/import-map.json': '{"imports":{"react-router-dom":"/vendor/rr.0123456789.js"}}', '/runtime-config.js': 'cfg' });
  await precacheShell(deps);
  expect(fetched).toEqual(SHELL);
  expect([...stored.keys()].sort()).toEqual(['/', '/import-map.json', '/runtime-config.js']);
});

test('each request gets its strategy: hashed files cache first, shell network first, logo and icons revalidated, API and console never', () => {
  expect(strategyFor(url('/'), 'navigate', ORIGIN)).toBe('page');
  expect(strategyFor(url('/deposit'), 'navigate', ORIGIN)).toBe('page');
  expect(strategyFor(url('/backoffice/deposits'), 'navigate', ORIGIN)).toBeNull();
  expect(strategyFor(url('/vendor/react-router-dom.0123456789.js'), 'no-cors', ORIGIN)).toBe('cache-first');
  expect(strategyFor(url('/modules/wallet/412.abcdef0123.js'), 'cors', ORIGIN)).toBe('cache-first');
  expect(strategyFor(url('/import-map.json'), 'cors', ORIGIN)).toBe('network-first');
  expect(strategyFor(url('/runtime-config.js'), 'no-cors', ORIGIN)).toBe('network-first');
  expect(strategyFor(url('/assets/logo.svg'), 'no-cors', ORIGIN)).toBe('stale-while-revalidate');
  expect(strategyFor(url('/assets/banks/sbi.svg'), 'no-cors', ORIGIN)).toBe('stale-while-revalidate');
  expect(strategyFor(url('/favicon.svg'), 'no-cors', ORIGIN)).toBe('stale-while-revalidate');
  expect(strategyFor(url('/user/api/wallet-balance'), 'cors', ORIGIN)).toBeNull();
  expect(strategyFor(url('/site/api/version'), 'cors', ORIGIN)).toBeNull();
  expect(strategyFor(url('/modules/shell/shell.js'), 'no-cors', ORIGIN)).toBeNull();
  expect(strategyFor(new URL('https://cdn.example/lib.0123456789.js'), 'no-cors', ORIGIN)).toBeNull();
});

test("the page's loaded files are kept: same-origin hashed ones, logo and icons, each once, a missing one skipped", async () => {
  const { deps, stored, fetched } = fakes({ '/vendor/react.0123456789.js': 'react', '/lib/system.abcdef0123.js': 'system', '/assets/logo.svg': 'logo' });
  const urls = [
    `${ORIGIN}/vendor/react.0123456789.js`,
    `${ORIGIN}/lib/system.abcdef0123.js`,
    `${ORIGIN}/vendor/gone.9999999999.js`,
    `${ORIGIN}/site/api/version`,
    `${ORIGIN}/assets/logo.svg`,
    'https://cdn.example/x.0123456789.js',
    42,
  ];
  await expect(keepLoaded(deps, urls, ORIGIN)).resolves.toBe(3);
  expect([...stored.keys()].sort()).toEqual(['/assets/logo.svg', '/lib/system.abcdef0123.js', '/vendor/react.0123456789.js']);
  await expect(keepLoaded(deps, urls, ORIGIN)).resolves.toBe(0);
  expect(fetched.filter((f) => f === '/vendor/react.0123456789.js')).toHaveLength(1);
});

test('cache first: fetched on first use and kept, then answered from the cache without the network', async () => {
  const { deps, fetched } = fakes({ '/vendor/rr.0123456789.js': 'router' });
  await expect(cacheFirst(deps, req('/vendor/rr.0123456789.js'))).resolves.toMatchObject({ body: 'router' });
  await expect(cacheFirst(deps, req('/vendor/rr.0123456789.js'))).resolves.toMatchObject({ body: 'router' });
  expect(fetched).toEqual(['/vendor/rr.0123456789.js']);
});

test('cache first keeps no failed answer', async () => {
  const { deps, stored } = fakes({});
  await expect(cacheFirst(deps, req('/vendor/x.0123456789.js'))).resolves.toMatchObject({ ok: false });
  expect(stored.size).toBe(0);
});

test('network first: the fresh page when online (stored under /), the stored page for any path when offline', async () => {
  const network: Record<string, string> = { '/deposit': 'fresh page' };
  const { deps } = fakes(network);
  await expect(networkFirst(deps, req('/deposit'), '/')).resolves.toMatchObject({ body: 'fresh page' });
  network['/transaction'] = 'offline';
  await expect(networkFirst(deps, req('/transaction'), '/')).resolves.toMatchObject({ body: 'fresh page' });
  network['/import-map.json'] = 'offline';
  await expect(networkFirst(deps, req('/import-map.json'))).rejects.toThrow('Failed to fetch');
});

test('stale-while-revalidate: the stored icon at once, the new one stored behind it; the network answer when none is stored', async () => {
  const network: Record<string, string> = { '/assets/logo.svg': 'logo v1' };
  const { deps, stored } = fakes(network);
  const first = staleWhileRevalidate(deps, req('/assets/logo.svg'));
  await expect(first.response).resolves.toMatchObject({ body: 'logo v1' });
  await first.refreshed;
  network['/assets/logo.svg'] = 'logo v2';
  const second = staleWhileRevalidate(deps, req('/assets/logo.svg'));
  await expect(second.response).resolves.toMatchObject({ body: 'logo v1' });
  await second.refreshed;
  expect(stored.get('/assets/logo.svg')?.body).toBe('logo v2');
  network['/assets/logo.svg'] = 'offline';
  const offline = staleWhileRevalidate(deps, req('/assets/logo.svg'));
  await expect(offline.response).resolves.toMatchObject({ body: 'logo v2' });
  await offline.refreshed;
});
