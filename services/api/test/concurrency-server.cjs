// Runs the API (src/main.ts) as its own OS process for the concurrency and crash suites: TypeScript compiled on
// the fly by swc with the repository's .swcrc, @khel/shared resolved to its sources (as jest's moduleNameMapper does).
const Module = require('node:module');
const fs = require('node:fs');
const path = require('node:path');
const swc = require('@swc/core');

const ROOT = path.resolve(__dirname, '../../..');
const options = JSON.parse(fs.readFileSync(path.join(ROOT, '.swcrc'), 'utf8'));
delete options.$schema;

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  if (request === '@khel/shared') return resolveFilename.call(this, path.join(ROOT, 'shared/src/index.ts'), ...rest);
  if (request.startsWith('@khel/shared/')) return resolveFilename.call(this, path.join(ROOT, 'shared/src', request.slice('@khel/shared/'.length)), ...rest);
  return resolveFilename.call(this, request, ...rest);
};
for (const ext of ['.ts', '.tsx']) {
  require.extensions[ext] = (module, filename) => {
    const { code } = swc.transformSync(fs.readFileSync(filename, 'utf8'), { ...options, filename, sourceMaps: false, swcrc: false });
    module._compile(code, filename);
  };
}
require(path.join(ROOT, 'services/api/src/main.ts'));
