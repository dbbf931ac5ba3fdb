import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dbKinds } from './test-db';
import { startTestApp, type TestApp } from './app-harness';
import { serviceUrls } from '../src/web/runtime-config';

/** A miniature web build: what scripts/webpack/build-web.js writes into dist/web. */
function fakeWebBuild(): { webDir: string; importMapPath: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'khel-web-'));
  const webDir = path.join(root, 'web');
  fs.mkdirSync(path.join(webDir, 'modules/shell'), { recursive: true });
  fs.mkdirSync(path.join(webDir, 'vendor'), { recursive: true });
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Khel</title>');
  fs.writeFileSync(path.join(webDir, 'modules/shell/shell.0123456789.js'), 'System.register([], function () { return {}; });');
  fs.writeFileSync(path.join(webDir, 'vendor/react.abcdef0123.js'), '/* react */');
  fs.writeFileSync(path.join(webDir, 'sw.js'), '/* worker */');
  fs.writeFileSync(path.join(webDir, 'modules/shell/eng.traineddata.0a1b2c3d4e.gz'), 'gz');
  fs.writeFileSync(path.join(webDir, 'modules/shell/1472a23d831b649f6308.js'), '/* asset */');
  fs.writeFileSync(
    path.join(webDir, 'manifest.json'),
    JSON.stringify({ modules: { '/modules/shell/shell.js': '/modules/shell/shell.0123456789.js', '/vendor/react.js': '/vendor/react.abcdef0123.js' } }),
  );
  const importMapPath = path.join(root, 'import-map.json');
  fs.writeFileSync(
    importMapPath,
    JSON.stringify({ imports: { react: '/vendor/react.js', '@khel/shell': '/modules/shell/shell.js', '@khel/games': '/modules/games/games.js' } }),
  );
  return { webDir, importMapPath };
}

describe.each(dbKinds())('web plugin on %s', (kind) => {
  let t: TestApp;
  let web: { webDir: string; importMapPath: string };
  beforeAll(async () => {
    web = fakeWebBuild();
    t = await startTestApp(kind, { config: { ...web } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(path.dirname(web.webDir), { recursive: true, force: true });
  });
  const get = (url: string, accept = '*/*') => t.app.inject({ method: 'GET', url, headers: { accept } });

  it('serves the operators\' import map resolved to the build, never cached', async () => {
    const res = await get('/import-map.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toContain('application/importmap+json');
    expect(res.json()).toEqual({
      imports: { react: '/vendor/react.abcdef0123.js', '@khel/shell': '/modules/shell/shell.0123456789.js', '@khel/games': '/modules/games/games.js' },
    });
  });

  it('an edit of the map applies on the next request, with nothing rebuilt', async () => {
    const map = JSON.parse(fs.readFileSync(web.importMapPath, 'utf8'));
    map.imports['@khel/games'] = 'https://cdn.example/games.1.js';
    fs.writeFileSync(web.importMapPath, JSON.stringify(map));
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(web.importMapPath, later, later);
    expect((await get('/import-map.json')).json().imports['@khel/games']).toBe('https://cdn.example/games.1.js');
  });

  it('serves the runtime configuration script', async () => {
    const res = await get('/runtime-config.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/javascript');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(
      'window.__KHEL_CONFIG__ = {"services":{"site":"/site","user":"/user","notification":"/notification","wallet":"/wallet","bonus":"/bonus","sports":"/sports","fantasy":"/fantasy","reports":"/reports","ops":"/ops"},"domain":"localhost"};\n',
    );
  });

  it('caches content-hashed files for a year and the rest not at all', async () => {
    const hashed = await get('/vendor/react.abcdef0123.js');
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(hashed.body).toBe('/* react */');
    for (const asset of ['/modules/shell/eng.traineddata.0a1b2c3d4e.gz', '/modules/shell/1472a23d831b649f6308.js']) {
      expect((await get(asset)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const worker = await get('/sw.js');
    expect(worker.headers['cache-control']).toBe('no-cache');
  });

  it('sends the precompressed copy the browser accepts', async () => {
    const file = path.join(web.webDir, 'vendor/react.abcdef0123.js');
    const zlib = await import('node:zlib');
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync('/* react */'));
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync('/* react */'));
    const br = await t.app.inject({ method: 'GET', url: '/vendor/react.abcdef0123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('text/javascript');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe('/* react */');
    const gz = await t.app.inject({ method: 'GET', url: '/vendor/react.abcdef0123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe('/* react */');
    const plain = await t.app.inject({ method: 'GET', url: '/vendor/react.abcdef0123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('/* react */');
    fs.rmSync(`${file}.gz`);
    fs.rmSync(`${file}.br`);
  });

  it('types every file of the build itself (scripts text/javascript, text in utf-8) and says what the answer varies on', async () => {
    const js = await get('/vendor/react.abcdef0123.js');
    expect([js.statusCode, js.headers['content-type'], js.headers.vary]).toEqual([200, 'text/javascript; charset=utf-8', 'accept-encoding']);
    expect(js.headers['last-modified']).toEqual(expect.any(String));
    expect((await get('/modules/shell/eng.traineddata.0a1b2c3d4e.gz')).headers['content-type']).toBe('application/gzip');
    expect((await get('/', 'text/html')).headers['content-type']).toBe('text/html; charset=utf-8');
    fs.writeFileSync(path.join(web.webDir, 'manifest.webmanifest'), '{}');
    expect((await get('/manifest.webmanifest')).headers['content-type']).toBe('application/manifest+json; charset=utf-8');
  });

  it('never sends a file from outside the build or a dotfile', async () => {
    fs.writeFileSync(path.join(web.webDir, '.env'), 'SECRET=1');
    fs.writeFileSync(path.join(path.dirname(web.webDir), 'outside.js'), '/* outside */');
    for (const url of ['/.env', '/../outside.js', '/%2e%2e/outside.js', '/modules/..%2f..%2foutside.js', '/vendor/%2e%2e%2f%2e%2e%2foutside.js']) {
      const res = await get(url);
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.body).not.toContain('SECRET');
      expect(res.body).not.toContain('/* outside */');
    }
  });

  it('answers 304 when the browser has the file already', async () => {
    const first = await get('/sw.js');
    const again = await t.app.inject({ method: 'GET', url: '/sw.js', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers a logical module URL with today\'s build of it', async () => {
    const res = await get('/modules/shell/shell.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('System.register');
  });

  it('answers every page of the route table a browser asks for with index.html', async () => {
    for (const url of ['/', '/deposit', '/transaction-details/42', '/Deposit/', '/cricket-fight/my-contests/7', '/cricket-fight/12/place-bet', '/backoffice/players/3', '/faq?x=1']) {
      const res = await get(url, 'text/html,application/xhtml+xml');
      expect([url, res.statusCode, res.body]).toEqual([url, 200, '<!doctype html><title>Khel</title>']);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers a browser navigation to a path that is no page with the site\'s 404 page and status 404', async () => {
    const navigate = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: '*/*', 'sec-fetch-mode': 'navigate' } });
    for (const url of ['/nowhere/at/all?x=1', '/sports', '/deposit/x', '/user/nope', '/sports/cricket', '/cricket-fight/1/2/3', '/wallet']) {
      for (const res of [await get(url, 'text/html,application/xhtml+xml'), await navigate(url)]) {
        expect([url, res.statusCode, res.headers['content-type'], res.body]).toEqual([url, 404, 'text/html; charset=utf-8', '<!doctype html><title>Khel</title>']);
        expect(res.headers['cache-control']).toBe('no-cache');
        // The page's own CSP (no inline script), not the run-nothing one of JSON answers.
        expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      }
    }
  });

  it('answers the page routes that share a service prefix with the page, for a browser only', async () => {
    for (const url of ['/bonus', '/sports/cricket/4', '/sports/cricket/4/77']) {
      const page = await get(url, 'text/html,application/xhtml+xml');
      expect([url, page.statusCode, page.body]).toEqual([url, 200, '<!doctype html><title>Khel</title>']);
      const navigated = await t.app.inject({ method: 'GET', url, headers: { accept: '*/*', 'sec-fetch-mode': 'navigate' } });
      expect([url, navigated.statusCode]).toEqual([url, 200]);
      const api = await get(url, 'application/json, text/plain, */*');
      expect([url, api.statusCode]).toEqual([url, 404]);
    }
  });

  it('answers an API client, or a script fetching, with the API\'s JSON 404, never the page', async () => {
    for (const [url, headers] of [
      ['/user/nope', { accept: 'application/json, text/plain, */*' }],
      ['/sports', { accept: '*/*' }],
      ['/sports', { accept: 'text/html', 'sec-fetch-mode': 'cors' }],
      ['/nowhere', { accept: 'application/json' }],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect([url, res.statusCode, res.json().message]).toEqual([url, 404, `Route GET ${url} not found`]);
    }
    const missing = await get('/modules/games/games.js');
    expect(missing.statusCode).toBe(404);
    const traversal = await get('/..%2f..%2fetc%2fpasswd');
    expect(traversal.statusCode).toBe(404);
  });

  it('still answers the API\'s own routes to a browser navigation', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health', headers: { accept: 'text/html', 'sec-fetch-mode': 'navigate' } });
    expect([res.statusCode, res.json().status]).toEqual([200, 'ok']);
  });

  it('keeps the API working beside the site', async () => {
    expect((await get('/health')).json()).toMatchObject({ status: 'ok' });
  });
});

describe('KHEL_SERVICE_URLS', () => {
  it('overrides some service URLs and keeps the others', () => {
    const urls = serviceUrls({ KHEL_SERVICE_URLS: '{"user":"https://user.example.com/","wallet":"https://wallet.example.com"}' });
    expect(urls.user).toBe('https://user.example.com');
    expect(urls.wallet).toBe('https://wallet.example.com');
    expect(urls.site).toBe('/site');
  });
  it('refuses malformed values', () => {
    expect(() => serviceUrls({ KHEL_SERVICE_URLS: 'nope' })).toThrow('KHEL_SERVICE_URLS must be JSON');
    expect(() => serviceUrls({ KHEL_SERVICE_URLS: '{"casino":"x"}' })).toThrow('unknown service "casino"');
  });
});
