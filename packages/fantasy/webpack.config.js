// `npm run dev -w packages/fantasy`: this module alone from webpack-dev-server (port 9105), hot reload; see docs/module-development.md.
module.exports = require('../../scripts/webpack/module-config').appWebpackConfig(__dirname);
