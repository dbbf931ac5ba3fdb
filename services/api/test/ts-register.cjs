// Lets a child process of the API tests (the API server, the seed and create-admin commands) run the TypeScript
// sources: swc compiles each .ts/.tsx file with the repository's .swcrc, and @khel/shared resolves to its sources
// (as jest's moduleNameMapper does). Compiled files are kept in the OS temp folder by a hash of their text and the
// options, so the suites' many child processes compile the ~600 source files once per change, not once per process.
const crypto = require('node:crypto');
const Module = require('node:module');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../../..');
const options = JSON.parse(fs.readFileSync(path.join(ROOT, '.swcrc'), 'utf8'));
delete options.$schema;
const CACHE = path.join(os.tmpdir(), 'khel-ts-register');
fs.mkdirSync(CACHE, { recursive: true });
const OPTIONS_KEY = JSON.stringify(options) + require('@swc/core/package.json').version;
let swc;

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  if (request === '@khel/shared') return resolveFilename.call(this, path.join(ROOT, 'shared/src/index.ts'), ...rest);
  if (request.startsWith('@khel/shared/')) return resolveFilename.call(this, path.join(ROOT, 'shared/src', request.slice('@khel/shared/'.length)), ...rest);
  return resolveFilename.call(this, request, ...rest);
};

function compiled(filename) {
  const source = fs.readFileSync(filename, 'utf8');
  const key = crypto.createHash('sha256').update(OPTIONS_KEY).update(filename).update('\0').update(source).digest('hex');
  const file = path.join(CACHE, `${key}.js`);
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    swc ??= require('@swc/core');
    const { code } = swc.transformSync(source, { ...options, filename, sourceMaps: false, swcrc: false });
    // Written under a unique name, then renamed: processes starting side by side never read half a file.
    const tmp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
    fs.writeFileSync(tmp, code);
    fs.renameSync(tmp, file);
    return code;
  }
}

for (const ext of ['.ts', '.tsx']) {
  require.extensions[ext] = (module, filename) => module._compile(compiled(filename), filename);
}
