import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { allowedOrigin } from '../src/casino/page-origins';
import { forgetProviders } from '../src/casino/providers';
import { startTestApp, type TestApp } from './app-harness';
import { opsCall, opsLogin, seedAll } from './ops-fixtures';
import { dbKinds } from './test-db';

jest.setTimeout(60_000);

/**
 * Outside providers' game pages open in the lobby's iframe, so the site pages' CSP frame-src names the origins of
 * the enabled providers' launch URLs (from casino_providers, read again when an operator changes a provider), only
 * https ones, and nothing else; the built-in /casino-house/ stays same-origin and frames nothing.
 */
function webBuild(): { webDir: string; importMapPath: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'khel-frames-'));
  const webDir = path.join(root, 'web');
  fs.mkdirSync(path.join(webDir, 'casino-house'), { recursive: true });
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Khel</title>');
  fs.writeFileSync(path.join(webDir, 'casino-house/index.html'), '<!doctype html><title>Khel Originals</title>');
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
const BASE_FRAMES = ["'self'", 'https://www.youtube.com', 'https://www.youtube-nocookie.com'];

describe('allowedOrigin', () => {
  it('takes https origins, http for localhost outside production only, never a path or another scheme', () => {
    expect(allowedOrigin('https://games.example.com/launch?t={token}', true)).toBe('https://games.example.com');
    expect(allowedOrigin('https://games.example.com:8443/x', true)).toBe('https://games.example.com:8443');
    expect(allowedOrigin('http://localhost:9100/launch', false)).toBe('http://localhost:9100');
    expect(allowedOrigin('http://127.0.0.1:9100/launch', false)).toBe('http://127.0.0.1:9100');
    expect(allowedOrigin('http://localhost:9100/launch', true)).toBeNull();
    expect(allowedOrigin('http://games.example.com/launch', false)).toBeNull();
    expect(allowedOrigin('/casino-house/?token={token}', false)).toBeNull();
    expect(allowedOrigin('javascript:alert(1)', false)).toBeNull();
    expect(allowedOrigin('https://', false)).toBeNull();
  });
});

describe.each(dbKinds())('the lobby may frame the enabled providers on %s', (kind) => {
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
  const csp = async (url = '/casino/all') => (await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })).headers['content-security-policy'];
  const frames = async (url?: string) => directive(await csp(url), 'frame-src');
  const provider = async (id: string, launch_url: string) => {
    const res = await opsCall(t.app, admin, 'POST', '/ops/casino/providers', { id, name: id, api_base: 'https://api.example.com', launch_url });
    expect(res.statusCode).toBe(200);
  };
  const change = async (id: string, body: unknown) => {
    const res = await opsCall(t.app, admin, 'POST', `/ops/casino/providers/${id}`, body, { 'idempotency-key': `k-${id}-${Date.now()}-${Math.random()}` });
    expect(res.statusCode).toBe(200);
  };

  it('starts with the site, YouTube and the built-in provider (a site path) only', async () => {
    expect(await frames()).toEqual(BASE_FRAMES);
  });

  it('a provider added through the console appears on the next page; disabled or removed, it is gone', async () => {
    await provider('gx', 'https://games.example.com/launch?t={token}&g={game}');
    expect(await frames()).toEqual([...BASE_FRAMES, 'https://games.example.com']);
    expect(await frames('/')).toContain('https://games.example.com');
    // Only the frames: scripts and fetches are not opened to the provider.
    expect(directive(await csp(), 'script-src')).not.toContain('https://games.example.com');
    expect(directive(await csp(), 'connect-src')).not.toContain('https://games.example.com');

    await change('gx', { enabled: false });
    expect(await frames()).toEqual(BASE_FRAMES);
    await change('gx', { enabled: true });
    expect(await frames()).toContain('https://games.example.com');

    await t.app.deps.db.query("DELETE FROM casino_providers WHERE id = 'gx'");
    forgetProviders(t.app.deps.db);
    expect(await frames()).toEqual(BASE_FRAMES);
  });

  it('a launch URL moved to another host moves the frame origin with it', async () => {
    await provider('gy', 'https://old.example.com/launch?t={token}');
    expect(await frames()).toContain('https://old.example.com');
    await change('gy', { launch_url: 'https://new.example.com/launch?t={token}' });
    const now = await frames();
    expect(now).toContain('https://new.example.com');
    expect(now).not.toContain('https://old.example.com');
  });

  it('never plain http on the internet; http://localhost in development', async () => {
    await provider('plain', 'http://plain.example.com/launch?t={token}');
    await provider('local', 'http://localhost:9100/launch?t={token}');
    const now = await frames();
    expect(now).not.toContain('http://plain.example.com');
    expect(now).toContain('http://localhost:9100');
  });

  it('the built-in games page stays framable by this site only and frames nothing; the console and JSON frame nothing', async () => {
    const house = await csp('/casino-house/?token=abc&game=dice');
    expect(directive(house, 'frame-src')).toEqual(["'none'"]);
    expect(directive(house, 'frame-ancestors')).toEqual(["'self'"]);
    expect(directive(await csp('/backoffice/'), 'frame-src')).toEqual(["'none'"]);
    const json = await t.app.inject({ method: 'GET', url: '/site/version' });
    expect(directive(json.headers['content-security-policy'], 'frame-src')).toBeUndefined();
    expect(directive(json.headers['content-security-policy'], 'default-src')).toEqual(["'none'"]);
  });
});
