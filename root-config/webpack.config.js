// The root config (and the service worker) as built by `npm run build`; this file lets webpack-cli build them alone.
const { rootConfig } = require('../scripts/webpack/module-config');

module.exports = (_env, argv = {}) => rootConfig({ mode: argv.mode ?? 'production' });
