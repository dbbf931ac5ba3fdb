import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { startTestApp, type TestApp } from './app-harness';

/** A web build holding the development gallery, as scripts/webpack/dev-gallery.js writes it. */
function webWithGallery(): { webDir: string; importMapPath: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'khel-dev-pages-'));
  const webDir = path.join(root, 'web');
  fs.mkdirSync(path.join(webDir, 'dev/gallery'), { recursive: true });
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Khel</title>');
  fs.writeFileSync(path.join(webDir, 'dev/gallery/index.html'), '<!doctype html><title>Khel primitives (development)</title>');
  fs.writeFileSync(path.join(webDir, 'dev/gallery/gallery.0123456789.js'), 'System.register([], function () { return {}; });');
  fs.writeFileSync(path.join(webDir, 'manifest.json'), JSON.stringify({ modules: {} }));
  const importMapPath = path.join(root, 'import-map.json');
  fs.writeFileSync(importMapPath, JSON.stringify({ imports: {} }));
  return { webDir, importMapPath };
}

describe.each([false, true])('development pages with production=%s', (production) => {
  let t: TestApp;
  let web: { webDir: string; importMapPath: string };
  beforeAll(async () => {
    web = webWithGallery();
    // Production as an operator runs it: NODE_ENV=production with an SMS gateway (no log OTP sender, no sandbox).
    const env = production ? { NODE_ENV: 'production', KHEL_OTP_SENDER: 'http', KHEL_SMS_URL: 'https://sms.example.test/send' } : {};
    t = await startTestApp('pglite', { config: { ...loadConfig(env), logLevel: 'silent', ...web } });
    expect(t.app.deps.config.production).toBe(production);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(path.dirname(web.webDir), { recursive: true, force: true });
  });
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html,*/*' } });

  it(production ? 'answers 404 for the gallery page and its files' : 'serves the gallery page and its files', async () => {
    for (const url of ['/dev/gallery', '/dev/gallery/', '/dev/gallery/index.html', '/dev/gallery/gallery.0123456789.js']) {
      const res = await get(url);
      expect([url, res.statusCode]).toEqual([url, production ? 404 : 200]);
      // in production a navigation there is the site's own 404 page (status 404), never the gallery; in development
      // the gallery itself, never the site's page in its place
      if (production) expect(res.body).not.toContain('Khel primitives (development)');
      else expect(res.body).not.toContain('<title>Khel</title>');
    }
    if (!production) expect((await get('/dev/gallery')).body).toContain('Khel primitives (development)');
  });

  it('still serves the site itself', async () => {
    const res = await get('/deposit');
    expect([res.statusCode, res.body]).toEqual([200, '<!doctype html><title>Khel</title>']);
  });
});
