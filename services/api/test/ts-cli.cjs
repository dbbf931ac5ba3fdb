// Runs one of the API's command-line entry points (a .ts file under services/api/src) as its own OS process, from
// source: `node ts-cli.cjs <file.ts> [args...]`. TypeScript is compiled on the fly by swc with the repository's
// .swcrc and @khel/shared resolves to its sources, as in concurrency-server.cjs.
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
const entry = path.resolve(process.argv[2]);
process.argv.splice(1, 2, entry); // the entry sees [node, entry, ...its own arguments]
require(entry);
