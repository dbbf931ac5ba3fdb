/**
 * The one webpack config factory: every app, @khel/shared, the root config and each vendor library is a
 * System module (output.library.type 'system') that leaves the shared libraries to the import map.
 */
const path = require('node:path');
const fs = require('node:fs');
const { VENDORS, SHARED_NAMES, ROOT } = require('./vendors');

const WEB_DIR = path.join(ROOT, 'dist/web');
const SWCRC = JSON.parse(fs.readFileSync(path.join(ROOT, '.swcrc'), 'utf8'));

function swcRule() {
  const jsc = {
    ...SWCRC.jsc,
    target: 'es2020',
    // Always the production JSX transform: the import map serves react/jsx-runtime, never jsx-dev-runtime.
    transform: { ...SWCRC.jsc.transform, react: { runtime: 'automatic', development: false } },
  };
  return {
    test: /\.(t|j)sx?$/,
    exclude: /node_modules/,
    use: { loader: require.resolve('swc-loader'), options: { jsc, module: { type: 'es6' }, sourceMaps: true } },
  };
}

function externalsFor(own) {
  const names = SHARED_NAMES.filter((n) => !own.includes(n));
  return Object.fromEntries(names.map((n) => [n, n]));
}

/**
 * Files a module emits with `new URL('pkg/file', import.meta.url)` (the OCR's tesseract.js worker and core, already
 * minified by their authors) are served byte for byte: marked minimized, so terser never rewrites them. Its `module`
 * option above is right for our System modules but not for a classic script: it renamed the core's top-level
 * `var TesseractCore`, which the worker's importScripts() reads as a global ("Failed to load TesseractCore").
 */
class AssetsAsTheyAre {
  apply(compiler) {
    const { Compilation } = require('webpack');
    compiler.hooks.thisCompilation.tap('AssetsAsTheyAre', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'AssetsAsTheyAre', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE }, () => {
        for (const asset of compilation.getAssets()) {
          if (asset.info.sourceFilename && !asset.info.minimized) compilation.updateAsset(asset.name, asset.source, { minimized: true });
        }
      });
    });
  }
}

/** Options shared by every System module build. */
function base({ mode, name, outDir, publicPath, file, own, entry }) {
  return {
    name,
    mode,
    context: ROOT,
    // ES2020 browsers, as the sources are compiled for (swcRule): webpack's runtime and the minifier may then write
    // arrow functions, const and ?. instead of their ES5 spellings.
    target: ['web', 'es2020'],
    entry: { [file]: [path.join(__dirname, 'set-public-path.js'), entry] },
    // Never an eval devtool: the site's Content-Security-Policy has no 'unsafe-eval', in development too.
    devtool: mode === 'production' ? 'source-map' : 'cheap-module-source-map',
    output: {
      path: outDir,
      publicPath,
      filename: mode === 'production' ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: mode === 'production' ? '[name].[contenthash:10].js' : '[name].js',
      library: { type: 'system' },
      uniqueName: name,
      clean: false,
      chunkLoadTimeout: 120_000,
      // Assets (OCR worker, wasm, traineddata) content-hashed like the chunks, so they are cached for a year too.
      assetModuleFilename: mode === 'production' ? '[name].[contenthash:10][ext]' : '[name][ext]',
    },
    externalsType: 'system',
    externals: externalsFor(own),
    // `es2015` picks rxjs's ES2015 build (smaller than its ES5 default), as a condition, and class-transformer's, as a
    // package field (its ES5 build is 0.4 KB more of Home); the mode picks single-spa's production build.
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      conditionNames: ['webpack', mode, 'browser', 'es2015', 'import', 'module', 'default'],
      mainFields: ['browser', 'es2015', 'module', 'main'],
    },
    module: { rules: [swcRule()] },
    // terser as webpack runs it (2 passes), with a third pass, and `module`: each file is one System.register() call
    // (strict code, nothing of it global), so names at its top level may be shortened and unused ones dropped.
    optimization: { minimizeOptions: { javascript: { module: true, compress: { passes: 3 } } } },
    plugins: [new (require('webpack').IgnorePlugin)({ resourceRegExp: /^\.\/locale$/, contextRegExp: /moment$/ }), new AssetsAsTheyAre()],
    performance: { hints: false },
    infrastructureLogging: { level: 'warn' },
    stats: 'errors-warnings',
  };
}

/** A micro-frontend: packages/<short>, its System module named @khel/<short>. */
function appConfig({ short, dir, mode = 'production', port }) {
  const name = `@khel/${short}`;
  const entry = ['src/index.tsx', 'src/index.ts'].map((f) => path.join(dir, f)).find((f) => fs.existsSync(f));
  if (!entry) throw new Error(`${name}: no src/index.tsx`);
  const config = base({
    mode,
    name,
    file: short,
    own: [],
    entry,
    outDir: path.join(WEB_DIR, 'modules', short),
    publicPath: `/modules/${short}/`,
  });
  if (port) {
    config.output.publicPath = '/';
    config.devServer = devServer(port);
  }
  return config;
}

/** Each module's dev server port (`npm run dev -w packages/<name>`). */
const DEV_PORTS = { shared: 9100, shell: 9101, wallet: 9102, games: 9103, reports: 9104, fantasy: 9105, backoffice: 9106 };

/** The config an app's own webpack.config.js exports: `webpack serve` for development, `webpack` for a build. */
function appWebpackConfig(dir) {
  const short = path.basename(dir);
  return (_env, argv = {}) => {
    const serving = Boolean(process.env.WEBPACK_SERVE);
    return appConfig({ short, dir, mode: argv.mode ?? (serving ? 'development' : 'production'), port: serving ? DEV_PORTS[short] : undefined });
  };
}

/**
 * @khel/shared; its validation entry as a second module so class-validator stays off Home's path; its contracts
 * entry as a third and its kit (primitives Home does not use, bank badges) as a fourth, off Home's path too.
 */
function sharedConfigs({ mode = 'production' } = {}) {
  const dir = path.join(ROOT, 'shared');
  const configs = [];
  const main = path.join(dir, 'src/index.ts');
  if (fs.existsSync(main)) {
    configs.push(
      withValidatorMarks(
        base({ mode, name: '@khel/shared', file: 'shared', own: ['@khel/shared'], entry: main, outDir: path.join(WEB_DIR, 'modules/shared'), publicPath: '/modules/shared/' }),
      ),
    );
  }
  const validation = ['src/validation/index.ts', 'src/validation.ts'].map((f) => path.join(dir, f)).find((f) => fs.existsSync(f));
  if (validation) {
    configs.push(
      base({
        mode,
        name: '@khel/shared/validation',
        file: 'validation',
        own: ['@khel/shared/validation'],
        entry: validation,
        outDir: path.join(WEB_DIR, 'modules/shared'),
        publicPath: '/modules/shared/',
      }),
    );
  }
  const contracts = path.join(dir, 'src/contracts/index.ts');
  if (fs.existsSync(contracts)) {
    const config = base({
      mode,
      name: '@khel/shared/contracts',
      file: 'contracts',
      own: ['@khel/shared/contracts'],
      entry: contracts,
      outDir: path.join(WEB_DIR, 'modules/shared'),
      publicPath: '/modules/shared/',
    });
    config.plugins.push(contractsFromShared(path.dirname(contracts)));
    configs.push(withValidatorMarks(config));
  }
  const consoleContracts = path.join(dir, 'src/console-contracts.ts');
  if (fs.existsSync(consoleContracts)) {
    const config = base({
      mode,
      name: '@khel/shared/console-contracts',
      file: 'console-contracts',
      own: ['@khel/shared/console-contracts'],
      entry: consoleContracts,
      outDir: path.join(WEB_DIR, 'modules/shared'),
      publicPath: '/modules/shared/',
    });
    config.plugins.push(consoleFromContracts(path.join(dir, 'src')));
    configs.push(withValidatorMarks(config));
  }
  const kit = path.join(dir, 'src/kit.ts');
  if (fs.existsSync(kit)) {
    const config = base({ mode, name: '@khel/shared/kit', file: 'kit', own: ['@khel/shared/kit'], entry: kit, outDir: path.join(WEB_DIR, 'modules/shared'), publicPath: '/modules/shared/' });
    config.plugins.push(kitFromShared(path.join(dir, 'src')));
    configs.push(config);
  }
  return configs;
}

/** @khel/shared/kit's own files (shared/src/kit.ts exports them); every other shared file it imports is @khel/shared's. */
const KIT_OWN = ['kit.ts', 'brand/BankLogo.tsx', 'brand/banks.ts', 'live/live-channel.ts', 'live/merge.ts', ...['Button', 'Field', 'Input', 'AmountInput', 'Select', 'Tabs', 'Table', 'EmptyState', 'Skeleton'].map((f) => `ui/primitives/${f}.tsx`)];
// The kit's icons (registered with Icon when the kit loads) and its primitives' styles are its own too.
KIT_OWN.push('ui/icons/kit-icons.ts', 'ui/primitives/kit-styles.ts');
// The token refresh, loaded once a player is logged in (shared/src/session/token-refresh-on-login.ts).
KIT_OWN.push('session/token-refresh.ts');
// One-click betting's state, read by logged-in pages only (issue 30).
KIT_OWN.push('click-bet/click-bet.ts');
// The upload client of the slip, QR and console forms (not exported by @khel/shared's entry, which Home loads).
KIT_OWN.push('api/upload.ts');
const kitFromShared = (src) => othersFrom(src, KIT_OWN, 'from-shared.js');

/**
 * A module built from its own files (`ownFiles`, relative to shared/src) that takes every other shared file they
 * import from another System module at run time: the import is rewritten to `reexport` (from-shared.js,
 * from-contracts.js), which re-exports that module as an external, so the page holds one copy of each file.
 */
function othersFrom(src, ownFiles, reexport) {
  const webpack = require('webpack');
  const own = new Set(ownFiles.map((f) => path.join(src, f)));
  const file = (base) => ['', '.ts', '.tsx', '/index.ts'].map((e) => base + e).find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
  return new webpack.NormalModuleReplacementPlugin(/^\.\.?\//, (resource) => {
    const context = path.resolve(resource.context);
    if (!context.startsWith(src + path.sep) && context !== src) return;
    const target = file(path.resolve(context, resource.request));
    if (target && target.startsWith(src + path.sep) && !own.has(target)) resource.request = path.join(__dirname, reexport);
  });
}

/**
 * @khel/shared/contracts bundles the answers @khel/shared does not hold (all but the console's): the field decorators
 * and the answers @khel/shared already holds are taken from it, so there is one class-transformer registry (nested
 * types decode) and one class per answer on the page.
 */
const IN_SHARED = new Set(['./fields', './envelope', './site', './user', './notification']);
function contractsFromShared(dir) {
  const webpack = require('webpack');
  // from-shared.js re-exports the external '@khel/shared' (externals match the import as written, not a rewrite).
  return new webpack.NormalModuleReplacementPlugin(/^\.\/[a-z-]+(\.ts)?$/, (resource) => {
    if (path.resolve(resource.context) === dir && IN_SHARED.has(resource.request.replace(/\.ts$/, ''))) resource.request = path.join(__dirname, 'from-shared.js');
  });
}

/**
 * @khel/shared/console-contracts bundles only the console's answers (the files shared/src/console-contracts.ts
 * exports); every other shared file they import (the field decorators, the wallet's and the reports' answers they
 * build on) is taken from @khel/shared/contracts, so there is still one registry and one class per answer.
 */
const CONSOLE_OWN = ['console-contracts.ts', ...['ops', 'ops-config', 'ops-approvals', 'audit-changes', 'ops-sports', 'ops-casino', 'reports-ops'].map((f) => `contracts/${f}.ts`)];
const consoleFromContracts = (src) => othersFrom(src, CONSOLE_OWN, 'from-contracts.js');

/** The browser builds of @khel/shared's main and contracts modules take class-validator-marks.js for class-validator. */
function withValidatorMarks(config) {
  config.resolve.alias = { ...config.resolve.alias, 'class-validator$': path.join(__dirname, 'class-validator-marks.js') };
  return config;
}

/**
 * The root config's parts a page needs only sometimes, each a System module of its own that the root config loads by
 * name through the import map (as @khel/shared/kit is): no webpack chunk-loading runtime in root-config.js.
 * Import-map name -> file under root-config/src; the module is /root/<file>.js.
 */
const ROOT_PARTS = {
  // A logged-in player's background work, loaded at the first token (root-config/src/player-services.ts).
  '@khel/root-config/logged-in': 'logged-in',
  // The site settings' meta tags, front_css and pixel, loaded only when the settings carry one (root-config/src/site-head.ts).
  '@khel/root-config/site-extras': 'site-extras',
};

/** The root config: single-spa start-up, layout, guard; and its parts (ROOT_PARTS). */
function rootConfig({ mode = 'production' } = {}) {
  const dir = path.join(ROOT, 'root-config');
  const configs = [
    base({ mode, name: '@khel/root-config', file: 'root-config', own: [], entry: path.join(dir, 'src/index.ts'), outDir: path.join(WEB_DIR, 'root'), publicPath: '/root/' }),
    ...Object.entries(ROOT_PARTS).map(([name, file]) =>
      base({ mode, name, file, own: [], entry: path.join(dir, `src/${file}.ts`), outDir: path.join(WEB_DIR, 'root'), publicPath: '/root/' }),
    ),
  ];
  const sw = path.join(dir, 'src/sw.ts');
  if (fs.existsSync(sw)) {
    // The service worker is a classic script at a fixed URL (/sw.js) so its scope is the whole site.
    configs.push({
      name: 'service-worker',
      mode,
      context: ROOT,
      target: 'webworker',
      entry: { sw: sw },
      devtool: false,
      output: { path: WEB_DIR, filename: '[name].js', publicPath: '/' },
      resolve: { extensions: ['.ts', '.js'] },
      module: { rules: [swcRule()] },
      stats: 'errors-warnings',
    });
  }
  return configs;
}

/** Each vendor library as its own System module; every other vendor is external to it. */
function vendorConfigs() {
  return VENDORS.map((v) =>
    base({
      mode: 'production',
      name: `vendor:${v.name}`,
      file: v.file,
      own: [v.name, ...(v.aliases ?? [])],
      entry: v.entry(),
      outDir: path.join(WEB_DIR, 'vendor'),
      publicPath: '/vendor/',
    }),
  ).map((c) => {
    // Vendors have no public path of their own to set (no lazy chunks); keep the bare library as the entry.
    c.entry = { [Object.keys(c.entry)[0]]: c.entry[Object.keys(c.entry)[0]][1] };
    if (c.name === 'vendor:axios') c.plugins.push(withoutAxiosFetch());
    return c;
  });
}

/** axios's fetch adapter replaced by a stub (axios-no-fetch.js): the clients use XHR, for upload progress too. */
function withoutAxiosFetch() {
  const webpack = require('webpack');
  const adapters = path.join(ROOT, 'node_modules/axios/lib/adapters');
  return new webpack.NormalModuleReplacementPlugin(/^\.\/fetch\.js$/, (resource) => {
    if (path.resolve(resource.context) === adapters) resource.request = path.join(__dirname, 'axios-no-fetch.js');
  });
}

function devServer(port) {
  return {
    port,
    hot: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    allowedHosts: 'all',
    client: { overlay: { warnings: false, errors: true }, webSocketURL: `ws://localhost:${port}/ws` },
    devMiddleware: { writeToDisk: false },
    static: false,
  };
}

module.exports = { AssetsAsTheyAre, base, appConfig, IN_SHARED, KIT_OWN, CONSOLE_OWN, ROOT_PARTS, appWebpackConfig, sharedConfigs, rootConfig, vendorConfigs, DEV_PORTS, WEB_DIR, ROOT };
