/**
 * The one webpack config factory: every app, @khel/shared, the root config and each vendor library is a
 * System module (output.library.type 'system') that leaves the shared libraries to the import map.
 */
const path = require('node:path');
const fs = require('node:fs');
const { VENDORS, SHARED_NAMES, ROOT } = require('./vendors');

const WEB_DIR = path.join(ROOT, 'dist/web');
const SWCRC = JSON.parse(fs.readFileSync(path.join(ROOT, '.swcrc'), 'utf8'));

function swcRule(mode) {
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

/** Options shared by every System module build. */
function base({ mode, name, outDir, publicPath, file, own, entry }) {
  return {
    name,
    mode,
    context: ROOT,
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
    // `es2015` picks rxjs's ES2015 build (smaller than its ES5 default); the mode picks single-spa's production build.
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'], conditionNames: ['webpack', mode, 'browser', 'es2015', 'import', 'module', 'default'] },
    module: { rules: [swcRule(mode)] },
    plugins: [new (require('webpack').IgnorePlugin)({ resourceRegExp: /^\.\/locale$/, contextRegExp: /moment$/ })],
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

/** @khel/shared, and its validation entry as a second module so class-validator stays off Home's path. */
function sharedConfigs({ mode = 'production' } = {}) {
  const dir = path.join(ROOT, 'shared');
  const configs = [];
  const main = path.join(dir, 'src/index.ts');
  if (fs.existsSync(main)) {
    configs.push(
      base({ mode, name: '@khel/shared', file: 'shared', own: ['@khel/shared'], entry: main, outDir: path.join(WEB_DIR, 'modules/shared'), publicPath: '/modules/shared/' }),
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
  return configs;
}

/** The root config: single-spa start-up, layout, guard. single-spa-layout is bundled (only the root uses it). */
function rootConfig({ mode = 'production' } = {}) {
  const dir = path.join(ROOT, 'root-config');
  const configs = [
    base({ mode, name: '@khel/root-config', file: 'root-config', own: [], entry: path.join(dir, 'src/index.ts'), outDir: path.join(WEB_DIR, 'root'), publicPath: '/root/' }),
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
      module: { rules: [swcRule(mode)] },
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
    return c;
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

module.exports = { appConfig, appWebpackConfig, sharedConfigs, rootConfig, vendorConfigs, DEV_PORTS, WEB_DIR, ROOT };
