// @khel/shared as System modules (`@khel/shared`, `@khel/shared/validation`); `npm run build` builds it with the rest.
// `npx webpack serve -c shared/webpack.config.js` serves it on :9100 for an import-map override.
const { sharedConfigs, DEV_PORTS } = require('../scripts/webpack/module-config');

module.exports = (_env, argv = {}) => {
  const serving = Boolean(process.env.WEBPACK_SERVE);
  const configs = sharedConfigs({ mode: argv.mode ?? (serving ? 'development' : 'production') });
  if (!serving) return configs;
  // One dev server for both entries.
  const [main, ...rest] = configs;
  for (const c of configs) c.output.publicPath = '/';
  main.devServer = { port: DEV_PORTS.shared, hot: true, headers: { 'Access-Control-Allow-Origin': '*' }, allowedHosts: 'all', static: false };
  return [main, ...rest];
};
