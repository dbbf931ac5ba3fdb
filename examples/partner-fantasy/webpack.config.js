// A partner's @khel/fantasy, built by its own config outside the workspace build: `npx webpack --config
// examples/partner-fantasy/webpack.config.js` writes dist/partner-fantasy.js, a System.register module that leaves
// React, ReactDOM and @khel/shared to the site's import map (docs/module-development.md, "A replacement @khel/fantasy").
const path = require('node:path');

module.exports = {
  mode: 'production',
  target: ['web', 'es2020'],
  entry: path.join(__dirname, 'src/index.js'),
  output: { path: path.join(__dirname, 'dist'), filename: 'partner-fantasy.js', library: { type: 'system' }, clean: true },
  externals: ['react', 'react-dom/client', '@khel/shared'],
};
