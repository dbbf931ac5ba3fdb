module.exports = require('../../scripts/webpack/module-config').appWebpackConfig(__dirname);
