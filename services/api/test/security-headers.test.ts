import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cspSources } from '../src/http/csp';
import { loadConfig } from '../src/config';
import { dbKinds } from './test-db';
import { startTestApp, type TestApp } from './app-harness';

/** A miniature web build (what scripts/webpack/build-web.js writes into dist/web). */
function fakeWebBuild(): { webDir: string; importMapPath: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'khel-headers-'));
  const webDir = path.join(root, 'web');
  fs.mkdirSync(path.join(webDir, 'modules/shell'), { recursive: true });
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Khel</title>');
  fs.writeFileSync(path.join(webDir, 'modules/shell/shell.0123456789.js'), 'System.register([], function () { return {}; });');
  fs.writeFileSync(path.join(webDir, 'sw.js'), '/* worker */');
  fs.writeFileSync(path.join(webDir, 'manifest.json'), JSON.stringify({ modules: { '/modules/shell/shell.js': '/modules/shell/shell.0123456789.js' } }));
  const importMapPath = path.join(root, 'import-map.json');
  fs.writeFileSync(importMapPath, JSON.stringify({ imports: { '@khel/shell': '/modules/shell/shell.js' } }));
  return { webDir, importMapPath };
}

/** The CSP as directive -> sources. */
function csp(header: unknown): Record<string, string[]> {
  expect(typeof header).toBe('string');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

const CDN = 'https://cdn.example.com';

describe.each(dbKinds())('security headers on %s', (kind) => {
  let t: TestApp;
  let web: { webDir: string; importMapPath: string };
  beforeAll(async () => {
    web = fakeWebBuild();
    // The proxy at 127.0.0.1 (inject's address) is trusted; 10.9.9.9 is not.
    t = await startTestApp(kind, { config: { ...web, moduleHosts: ['cdn.example.com'], trustProxy: ['127.0.0.1'] } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(path.dirname(web.webDir), { recursive: true, force: true });
  });
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { accept: '*/*', ...headers } });

  /** What every answer carries, whatever it is. */
  function expectCommon(headers: Record<string, unknown>) {
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['permissions-policy']).toMatch(/(^|, )camera=\(\)/);
    expect(headers['permissions-policy']).toMatch(/(^|, )microphone=\(\)/);
    expect(headers['permissions-policy']).toMatch(/(^|, )geolocation=\(\)/);
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    const policy = csp(headers['content-security-policy']);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(Object.values(policy).flat()).not.toContain("'unsafe-eval'");
    expect(policy['script-src'] ?? []).not.toContain("'unsafe-inline'");
    return policy;
  }

  it('the page: scripts from the site and the module hosts only, WebAssembly for the OCR, no eval, no inline script', async () => {
    const res = await get('/deposit', { accept: 'text/html' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const policy = expectCommon(res.headers);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['script-src']).toEqual(["'self'", CDN, "'wasm-unsafe-eval'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(policy['worker-src']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'", CDN]);
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // Plain http: no HSTS, no upgrade of subresources.
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(policy['upgrade-insecure-requests']).toBeUndefined();
  });

  it('a module file and the service worker carry the page policy (a worker runs under its own script\'s header)', async () => {
    for (const url of ['/modules/shell/shell.0123456789.js', '/modules/shell/shell.js', '/sw.js']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(expectCommon(res.headers)['script-src']).toEqual(["'self'", CDN, "'wasm-unsafe-eval'"]);
    }
  });

  it('the import map and API answers (success, refusal, not found) run nothing if opened as a document', async () => {
    const answers = [
      await get('/import-map.json'),
      await get('/health'),
      await t.app.inject({ method: 'POST', url: '/user/login', payload: { mobile: 'x' } }),
      await get('/user/no-such-route'),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, expect.any(Number), 404]);
    expect(answers[2].statusCode).toBeGreaterThanOrEqual(400);
    for (const res of answers) {
      const policy = expectCommon(res.headers);
      expect(policy['default-src']).toEqual(["'none'"]);
      expect(policy['script-src']).toBeUndefined();
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  // Only an old browser's page reads these; an API answer (the balance poll every 2 s) goes without them.
  it('a page carries the legacy page headers, an API answer does not', async () => {
    const legacy = ['x-dns-prefetch-control', 'x-download-options', 'x-permitted-cross-domain-policies', 'x-xss-protection', 'origin-agent-cluster'];
    const page = await get('/deposit', { accept: 'text/html' });
    expect(legacy.map((h) => page.headers[h])).toEqual(['off', 'noopen', 'none', '0', '?1']);
    const api = await get('/health');
    expect(legacy.map((h) => api.headers[h])).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });

  it('the console is stricter: no module hosts, no WebAssembly, no frames, no referrer', async () => {
    for (const url of ['/backoffice', '/backoffice/deposits']) {
      const res = await get(url, { accept: 'text/html' });
      expect(res.statusCode).toBe(200);
      const policy = expectCommon(res.headers);
      expect(policy['script-src']).toEqual(["'self'"]);
      expect(policy['frame-src']).toEqual(["'none'"]);
      expect(policy['connect-src']).toEqual(["'self'"]);
      expect(policy['object-src']).toEqual(["'none'"]);
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    }
    const api = await get('/ops/auth/me');
    expect(api.statusCode).toBe(401);
    expect(expectCommon(api.headers)['default-src']).toEqual(["'none'"]);
    expect(api.headers['referrer-policy']).toBe('no-referrer');
  });

  it('HSTS only for https through a trusted proxy; a forged X-Forwarded-Proto from anyone else gets none', async () => {
    const viaProxy = await get('/', { accept: 'text/html', 'x-forwarded-proto': 'https' });
    expect(viaProxy.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(csp(viaProxy.headers['content-security-policy'])['upgrade-insecure-requests']).toEqual([]);
    const api = await get('/health', { 'x-forwarded-proto': 'https' });
    expect(api.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');

    const forged = await t.app.inject({ method: 'GET', url: '/', remoteAddress: '10.9.9.9', headers: { accept: 'text/html', 'x-forwarded-proto': 'https' } });
    expect(forged.statusCode).toBe(200);
    expect(forged.headers['strict-transport-security']).toBeUndefined();
    expect(csp(forged.headers['content-security-policy'])['upgrade-insecure-requests']).toBeUndefined();
  });
});

describe('CSP sources', () => {
  it('lists module hosts, services on other hosts and the S3 upload store; site-relative services add nothing', () => {
    const s3 = { KHEL_UPLOAD_DRIVER: 's3', KHEL_S3_BUCKET: 'slips', KHEL_S3_REGION: 'ap-south-1', KHEL_S3_ACCESS_KEY_ID: 'AKID', KHEL_S3_SECRET_ACCESS_KEY: 's' };
    const sources = cspSources(
      loadConfig({ KHEL_MODULE_HOSTS: 'cdn.example.com,http://modules.test:8080', KHEL_SERVICE_URLS: '{"user":"https://user.example.com/api","wallet":"/wallet"}', ...s3 }),
    );
    expect(sources).toEqual({
      moduleHosts: [CDN, 'http://modules.test:8080'],
      serviceOrigins: ['https://user.example.com'],
      uploadOrigins: ['https://slips.s3.ap-south-1.amazonaws.com'],
    });
    expect(cspSources(loadConfig({}))).toEqual({ moduleHosts: [], serviceOrigins: [], uploadOrigins: [] });
    expect(cspSources(loadConfig({ ...s3, KHEL_S3_HOST: 'minio.internal:9000' })).uploadOrigins).toEqual(['https://minio.internal:9000']);
  });
});

describe('the page template', () => {
  it('has no inline script or inline event handler a CSP without unsafe-inline would block', () => {
    const html = fs.readFileSync(path.join(__dirname, '../../../root-config/index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc="/);
      expect(body.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/javascript:/i);
  });
});
