// Runs one of the API's command-line entry points (a .ts file under services/api/src) as its own OS process, from
// source: `node ts-cli.cjs <file.ts> [args...]` (TypeScript through ts-register.cjs).
const path = require('node:path');
require('./ts-register.cjs');

const entry = path.resolve(process.argv[2]);
process.argv.splice(1, 2, entry); // the entry sees [node, entry, ...its own arguments]
require(entry);
