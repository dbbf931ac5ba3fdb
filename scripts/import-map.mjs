// The operators' import-map command (one implementation with the operator console: services/api/src/import-map).
//   npm run import-map -- show
//   npm run import-map -- set @khel/<module> <url> [--base http://localhost:9000] [--no-check]
//   npm run import-map -- rollback
//   npm run import-map -- history
// The map is KHEL_IMPORT_MAP or ./import-map.json; site paths (/modules/...) are checked against --base,
// KHEL_SITE_URL or http://localhost:$PORT (9000). The site serves the new map on the next page load.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const LIB = path.join(ROOT, 'services/api/dist/import-map/index.js');

function usage(message) {
  if (message) console.error(`import-map: ${message}`);
  console.error('usage: npm run import-map -- show | set <module> <url> [--base <site URL>] [--no-check] | rollback | history');
  process.exit(2);
}

function option(args, name) {
  const i = args.indexOf(name);
  if (i === -1) return undefined;
  const value = args[i + 1];
  args.splice(i, 2);
  return value;
}

async function main() {
  const args = process.argv.slice(2);
  const noCheck = args.includes('--no-check');
  if (noCheck) args.splice(args.indexOf('--no-check'), 1);
  const base = option(args, '--base') ?? process.env.KHEL_SITE_URL ?? `http://localhost:${process.env.PORT ?? 9000}`;
  const [command, ...rest] = args;
  if (!command) usage();

  if (!fs.existsSync(LIB)) execFileSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs'), '--node'], { stdio: 'inherit' });
  const { ImportMapStore } = require(LIB);
  const file = path.resolve(process.env.KHEL_IMPORT_MAP ?? path.join(ROOT, 'import-map.json'));
  const store = new ImportMapStore(file);

  switch (command) {
    case 'show': {
      console.log(JSON.stringify(await store.read(), null, 2));
      return;
    }
    case 'set': {
      const [name, url] = rest;
      if (!name || !url) usage('set needs a module name and a URL');
      const result = await store.set(name, url, { baseUrl: base, skipCheck: noCheck });
      if (result.check) console.log(`checked ${result.check.url}: exports ${result.check.exports.join(', ')}`);
      console.log(`${name}: ${result.previous ?? '(none)'} -> ${url}`);
      console.log(`wrote ${path.relative(process.cwd(), file) || file}; the site loads it on the next page load`);
      return;
    }
    case 'rollback': {
      const entry = await store.rollback();
      console.log(`rolled back ${entry.action} of ${entry.at} (${entry.detail})`);
      return;
    }
    case 'history': {
      const entries = await store.history();
      if (!entries.length) console.log('no history yet');
      for (const e of entries) console.log(`${e.at}  ${e.action}  ${e.detail}`);
      return;
    }
    default:
      usage(`unknown command "${command}"`);
  }
}

main().catch((error) => {
  console.error(`import-map: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
