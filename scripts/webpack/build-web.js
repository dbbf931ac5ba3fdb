/**
 * Builds the composed site into dist/web: vendor System modules, @khel/shared, the root config, every app that
 * has a src/index.tsx, SystemJS and import-map-overrides, index.html and the build manifest.
 *
 * The import map: the repository's import-map.json is the operators' map. It names each module by its logical
 * URL (/modules/shell/shell.js). The build records logical -> content-hashed URL in dist/web/manifest.json; the
 * server resolves the operators' map through the manifest on every request (so an operator's edit applies on the
 * next reload), and dist/web/import-map.json holds the same resolution made at build time for static hosting.
 */
const path = require('node:path');
const fs = require('node:fs');
const crypto = require('node:crypto');
const zlib = require('node:zlib');
const webpack = require('webpack');
const { base, appConfig, sharedConfigs, rootConfig, vendorConfigs, WEB_DIR, ROOT } = require('./module-config');
const { devGalleryConfigs, writeDevGallery, DEV_GALLERY } = require('./dev-gallery');

const PACKAGES = path.join(ROOT, 'packages');

/** Apps to build: every packages/<name> with an entry. Missing ones are skipped (their routes show the error panel). */
function appShorts() {
  return fs
    .readdirSync(PACKAGES)
    .filter((d) => ['src/index.tsx', 'src/index.ts'].some((f) => fs.existsSync(path.join(PACKAGES, d, f))))
    .sort();
}

/**
 * Standalone pages (packages/<name>/webpack.page.js, e.g. the casino's built-in games shown in an iframe): their own
 * HTML and bundle under dist/web, not single-spa apps, so they are in no manifest or import map.
 */
function pageConfigs(mode) {
  return fs
    .readdirSync(PACKAGES)
    .filter((d) => fs.existsSync(path.join(PACKAGES, d, 'webpack.page.js')))
    .map((d) => require(path.join(PACKAGES, d, 'webpack.page.js'))({ mode, WEB_DIR, ROOT }));
}

/**
 * Runs every build; a failing app fails the build, unless KHEL_SKIP_BROKEN_APPS=1 (then it is left out of the
 * manifest and its routes show the error panel, as for any missing module).
 */
function run(configs, log) {
  configs.parallelism = 3;
  return new Promise((resolve, reject) => {
    webpack(configs, (error, multi) => {
      if (error) return reject(error);
      const good = [];
      const failures = [];
      for (const stats of multi.stats) {
        if (!stats.hasErrors()) {
          good.push(stats);
          continue;
        }
        const text = stats.toString({ all: false, errors: true, colors: false });
        const isApp = /^@khel\/(?!shared|root-config)/.test(stats.compilation.name ?? '');
        if (isApp && process.env.KHEL_SKIP_BROKEN_APPS === '1') log(`[build] skipped broken app ${text}`);
        else failures.push(text);
      }
      if (failures.length) return reject(new Error(failures.join('\n')));
      if (multi.hasWarnings()) console.warn(multi.toString({ all: false, warnings: true, colors: false }));
      resolve(good);
    });
  });
}

/** Copies a file under a content-hashed name (after `fill` replaces its %PLACEHOLDERS%); returns its site URL. */
function copyHashed(source, dir, base, fill = {}) {
  let body = fs.readFileSync(source);
  if (Object.keys(fill).length) body = Buffer.from(Object.entries(fill).reduce((text, [key, value]) => text.replaceAll(`%${key}%`, value), body.toString('utf8')));
  const hash = crypto.createHash('sha256').update(body).digest('hex').slice(0, 10);
  fs.mkdirSync(path.join(WEB_DIR, dir), { recursive: true });
  const name = `${base}.${hash}.js`;
  fs.writeFileSync(path.join(WEB_DIR, dir, name), body);
  return `/${dir}/${name}`;
}

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** The operators' map resolved through a build manifest (logical URL -> hashed URL). */
function resolveImportMap(operatorMap, manifest) {
  const imports = {};
  for (const [name, url] of Object.entries(operatorMap.imports ?? {})) imports[name] = manifest[url] ?? url;
  return { ...operatorMap, imports };
}

async function buildWeb({ mode = 'production', log = console.log } = {}) {
  fs.rmSync(WEB_DIR, { recursive: true, force: true });
  fs.mkdirSync(WEB_DIR, { recursive: true });
  const apps = appShorts();
  const configs = [
    ...vendorConfigs(),
    ...sharedConfigs({ mode }),
    ...rootConfig({ mode }),
    ...apps.map((short) => appConfig({ short, dir: path.join(PACKAGES, short), mode })),
    ...devGalleryConfigs({ base, mode, ROOT, WEB_DIR }),
    ...pageConfigs(mode),
  ];
  log(`[build] webpack: ${configs.length} modules (apps: ${apps.join(', ') || 'none'})`);
  const built = await run(configs, log);

  const manifest = {};
  /** Per module: its lazy chunks and its other emitted files (OCR worker, wasm, data), for the bundle benchmark. */
  const files = {};
  for (const child of built) {
    if (child.compilation.name === DEV_GALLERY) continue; // a development page, in no manifest (scripts/webpack/dev-gallery.js)
    if (child.compilation.name?.startsWith('page:')) continue; // a standalone page (pageConfigs)
    const { publicPath, entrypoints, chunks, assets } = child.toJson({ all: false, publicPath: true, entrypoints: true, chunks: true, assets: true });
    for (const [entry, info] of Object.entries(entrypoints)) {
      const file = info.assets.map((a) => a.name).find((n) => n.endsWith('.js'));
      if (!file || publicPath === '/') continue; // the service worker keeps its fixed URL
      const logical = `${publicPath}${entry}.js`;
      manifest[logical] = `${publicPath}${file}`;
      const lazy = chunks.filter((c) => !c.initial).flatMap((c) => c.files).filter((f) => f.endsWith('.js'));
      const inChunks = new Set(chunks.flatMap((c) => c.files));
      const other = assets.map((a) => a.name).filter((n) => !inChunks.has(n) && !n.endsWith('.map') && !n.endsWith('.LICENSE.txt'));
      if (lazy.length || other.length) files[logical] = { chunks: lazy.map((f) => publicPath + f), assets: other.map((f) => publicPath + f) };
    }
  }

  const nm = path.join(ROOT, 'node_modules');
  const libs = {
    SYSTEMJS: copyHashed(path.join(nm, 'systemjs/dist/system.min.js'), 'lib', 'system'),
    IMO_API: copyHashed(path.join(nm, 'import-map-overrides/dist/import-map-overrides-api.js'), 'lib', 'import-map-overrides-api'),
    IMO_FULL: copyHashed(path.join(nm, 'import-map-overrides/dist/import-map-overrides.js'), 'lib', 'import-map-overrides'),
  };
  // The page's own scripts are files, not inline, so the Content-Security-Policy needs no 'unsafe-inline'.
  const boot = path.join(ROOT, 'root-config/boot');
  libs.DEVTOOLS = copyHashed(path.join(boot, 'devtools.js'), 'lib', 'devtools', { IMO_FULL: libs.IMO_FULL, IMO_API: libs.IMO_API });
  libs.START = copyHashed(path.join(boot, 'start.js'), 'lib', 'start', { BOOT_ORDER: BOOT_ORDER.join(',') });
  fs.writeFileSync(path.join(WEB_DIR, 'manifest.json'), JSON.stringify({ modules: manifest, libs, files }, null, 2));
  const resolved = resolveImportMap(readJson(path.join(ROOT, 'import-map.json')), manifest);
  fs.writeFileSync(path.join(WEB_DIR, 'import-map.json'), JSON.stringify(resolved, null, 2));

  fs.writeFileSync(path.join(WEB_DIR, 'index.html'), renderIndex(libs, resolved));
  writeDevGallery({ built, systemjs: libs.SYSTEMJS, ROOT, WEB_DIR });
  copyStatic();
  precompress(WEB_DIR);
  return { manifest, libs, apps };
}

// What every page's start needs (all on Home's path too), preloaded by index.html so none waits behind another, in
// dependency order: start.js evaluates them one by one in that order (BOOT_ORDER), one task each.
const BOOT_MODULES = [
  'react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'rxjs', 'axios', 'i18next', 'react-i18next', 'react-router-dom',
  'single-spa', '@khel/shared', '@khel/shell', '@khel/root-config',
];
// The shell is mounted by the root config like every module; the root config is start.js's own last import.
const BOOT_ORDER = BOOT_MODULES.filter((name) => name !== '@khel/shell' && name !== '@khel/root-config');

function renderIndex(libs, importMap) {
  const template = fs.readFileSync(path.join(ROOT, 'root-config/index.html'), 'utf8');
  const preloads = BOOT_MODULES.map((name) => importMap.imports[name])
    .filter((url) => typeof url === 'string' && url.startsWith('/'))
    .map((url) => `<link rel="preload" as="script" href="${url}" />`)
    .join('\n    ');
  return template
    .replace('%SYSTEMJS%', libs.SYSTEMJS)
    .replace('%DEVTOOLS%', libs.DEVTOOLS)
    .replace('%START%', libs.START)
    .replace('%PRELOADS%', preloads);
}

/** gzip and brotli copies beside every compressible file, served when the browser accepts them. */
const COMPRESSIBLE = /\.(js|html|json|css|svg|webmanifest|wasm|txt)$/;
function precompress(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      precompress(file);
      continue;
    }
    if (!COMPRESSIBLE.test(entry.name)) continue;
    const body = fs.readFileSync(file);
    if (body.length < 1024) continue;
    const gz = zlib.gzipSync(body, { level: 9 });
    if (gz.length < body.length * 0.9) fs.writeFileSync(`${file}.gz`, gz);
    const br = zlib.brotliCompressSync(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: body.length > 1_000_000 ? 9 : 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
    if (br.length < body.length * 0.9) fs.writeFileSync(`${file}.br`, br);
  }
}

/** root-config/public (web manifest, icons) as is. */
function copyStatic() {
  const dir = path.join(ROOT, 'root-config/public');
  if (fs.existsSync(dir)) fs.cpSync(dir, WEB_DIR, { recursive: true });
}

module.exports = { buildWeb, resolveImportMap, appShorts };
