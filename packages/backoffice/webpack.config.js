// `npm run dev -w packages/<name>`: this module alone from webpack-dev-server, hot reload; see docs/module-development.md.
module.exports = require('../../scripts/webpack/module-config').appWebpackConfig(__dirname);
