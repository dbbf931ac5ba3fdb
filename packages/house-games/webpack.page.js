/**
 * The casino's built-in games (issue 14 item 2) as a page of their own at /casino-house/, shown in the lobby's
 * iframe: a plain browser bundle with its own copy of React (not a System module, not in the import map), so the
 * provider's page shares nothing with the site but the origin. scripts/webpack/build-web.js builds every
 * packages/<name>/webpack.page.js beside the site. Emits dist/web/casino-house/index.html and the games' tile art
 * at dist/web/assets/casino/house/<code>.svg (the thumbnails the provider's catalogue names).
 */
const path = require('node:path');
const fs = require('node:fs');
const webpack = require('webpack');

const OUT = 'casino-house';
const ART = 'assets/casino/house';

/** Writes index.html naming the hashed bundle, and copies the art, once webpack has the assets. */
class HousePage {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('HousePage', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'HousePage', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const js = [...compilation.entrypoints.get('house').getFiles()].filter((f) => f.endsWith('.js'));
        const html = fs.readFileSync(path.join(__dirname, 'index.html'), 'utf8').replace('%SCRIPTS%', js.map((f) => `<script defer src="/${f}"></script>`).join('\n    '));
        compilation.emitAsset(`${OUT}/index.html`, new webpack.sources.RawSource(html));
        for (const file of fs.readdirSync(path.join(__dirname, 'art'))) {
          compilation.emitAsset(`${ART}/${file}`, new webpack.sources.RawSource(fs.readFileSync(path.join(__dirname, 'art', file))));
        }
      });
    });
  }
}

module.exports = function housePageConfig({ mode = 'production', WEB_DIR, ROOT }) {
  const swc = JSON.parse(fs.readFileSync(path.join(ROOT, '.swcrc'), 'utf8'));
  return {
    name: 'page:casino-house',
    mode,
    context: ROOT,
    entry: { house: path.join(__dirname, 'src/main.tsx') },
    devtool: mode === 'production' ? 'source-map' : 'cheap-module-source-map',
    output: {
      path: WEB_DIR,
      publicPath: '/',
      filename: `${OUT}/[name].[contenthash:10].js`,
      chunkFilename: `${OUT}/[name].[contenthash:10].js`,
      clean: false,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'] },
    module: {
      rules: [
        {
          test: /\.(t|j)sx?$/,
          exclude: /node_modules/,
          use: {
            loader: require.resolve('swc-loader'),
            options: { jsc: { ...swc.jsc, target: 'es2020', transform: { ...swc.jsc.transform, react: { runtime: 'automatic', development: false } } }, module: { type: 'es6' }, sourceMaps: true },
          },
        },
      ],
    },
    plugins: [new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) }), new HousePage()],
    performance: { hints: false },
    infrastructureLogging: { level: 'warn' },
    stats: 'errors-warnings',
  };
};
