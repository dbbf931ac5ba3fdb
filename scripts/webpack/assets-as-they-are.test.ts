import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';

/**
 * A file a module emits with `new URL(..., import.meta.url)` is served as its authors wrote it: the production build
 * (terser with `module` on) must not rename its top-level names. tesseract.js's worker reads the core's
 * `var TesseractCore` as a global after importScripts(); renamed, every slip logged "Failed to load TesseractCore".
 */
const { base } = require('./module-config') as { base: (o: Record<string, unknown>) => webpack.Configuration };

jest.setTimeout(60_000);

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'khel-assets-'));
  fs.writeFileSync(path.join(dir, 'core.js'), 'var ClassicCore = (function () { return { ready: true }; })();\n');
  fs.writeFileSync(path.join(dir, 'entry.js'), "export const coreUrl = new URL('./core.js', import.meta.url).href;\nexport const twice = (n) => n * 2;\n");
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

test('an emitted script keeps its global names; the module itself is still minified', async () => {
  const out = path.join(dir, 'out');
  const config = base({ mode: 'production', name: 'assets-test', file: 'entry', own: [], entry: path.join(dir, 'entry.js'), outDir: out, publicPath: '/t/' });
  config.devtool = false;
  const stats = await new Promise<webpack.Stats>((resolve, reject) => webpack(config, (error, s) => (error || !s ? reject(error) : resolve(s))));
  expect(stats.hasErrors()).toBe(false);
  const files = fs.readdirSync(out);
  const core = files.find((f) => /^core\.[0-9a-f]{10}\.js$/.test(f));
  expect(core).toBeDefined();
  expect(fs.readFileSync(path.join(out, core!), 'utf8')).toContain('var ClassicCore');
  const entry = files.find((f) => /^entry\.[0-9a-f]{10}\.js$/.test(f))!;
  expect(fs.readFileSync(path.join(out, entry), 'utf8')).not.toMatch(/\n\s+/);
});
