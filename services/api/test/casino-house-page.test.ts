import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dbKinds } from './test-db';
import { startTestApp, type TestApp } from './app-harness';

/**
 * The casino's built-in games page (/casino-house/, packages/house-games): served from the web build as a page of
 * its own (not the site's index.html), framable by our own origin only; every other page still refuses frames, and
 * the site's pages may frame it.
 */
function webBuild(): { webDir: string; importMapPath: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'khel-house-'));
  const webDir = path.join(root, 'web');
  fs.mkdirSync(path.join(webDir, 'casino-house'), { recursive: true });
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Khel</title>');
  fs.writeFileSync(path.join(webDir, 'casino-house/index.html'), '<!doctype html><title>Khel Originals</title>');
  fs.writeFileSync(path.join(webDir, 'casino-house/house.0123456789.js'), 'void 0;');
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

describe.each(dbKinds())('the built-in games page on %s', (kind) => {
  let t: TestApp;
  let web: { webDir: string; importMapPath: string };
  beforeAll(async () => {
    web = webBuild();
    t = await startTestApp(kind, { config: web });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(path.dirname(web.webDir), { recursive: true, force: true });
  });
  const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  it('is its own page at the launch URL, framable by this site only', async () => {
    for (const url of ['/casino-house/?token=abc&game=dice&lang=en', '/casino-house']) {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Khel Originals');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(directive(res.headers['content-security-policy'], 'frame-ancestors')).toEqual(["'self'"]);
      expect(directive(res.headers['content-security-policy'], 'frame-src')).toEqual(["'none'"]);
      expect(directive(res.headers['content-security-policy'], 'script-src')).not.toContain("'unsafe-inline'");
    }
    const script = await t.app.inject({ method: 'GET', url: '/casino-house/house.0123456789.js' });
    expect(script.statusCode).toBe(200);
  });

  it('leaves every other page unframable, and lets the site frame its own origin', async () => {
    const res = await page('/casino/live');
    expect(res.body).toContain('<title>Khel</title>');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(directive(res.headers['content-security-policy'], 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(res.headers['content-security-policy'], 'frame-src')).toContain("'self'");
    expect((await page('/casino-housex')).headers['x-frame-options']).toBe('DENY');
  });
});
