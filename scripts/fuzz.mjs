#!/usr/bin/env node
// npm run fuzz — the long run of the API fuzzer (services/api/test/fuzz.test.ts and test/fuzz/*): at least 50,000
// generated requests spread over every route the app registers, on PGlite (default) or on a PostgreSQL database it
// creates and drops (`npm run fuzz -- --db postgres`, server from KHEL_TEST_PG_URL). Prints the answers per status
// class and the refused requests that changed a money row; exits non-zero on any 5xx or such change.
//   --requests N   how many requests (default 50000)     --seed N   replay a run
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
};
const requests = Number(arg('requests', '50000'));
const db = arg('db', 'pglite');
const seed = arg('seed', String(Date.now() % 1_000_000));
if (!['pglite', 'postgres'].includes(db) || !(requests > 0)) {
  console.error('usage: npm run fuzz -- [--db pglite|postgres] [--requests N] [--seed N]');
  process.exit(2);
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'khel-fuzz-'));
const report = path.join(dir, 'report');
const started = Date.now();
console.log(`[fuzz] ${requests} requests on ${db}, seed ${seed}`);
const jest = spawnSync(
  process.execPath,
  ['--experimental-vm-modules', path.join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js'), 'services/api/test/fuzz.test.ts', '--selectProjects', 'api'],
  {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, CI: 'true', KHEL_FUZZ_REQUESTS: String(requests), KHEL_FUZZ_DB: db, KHEL_FUZZ_SEED: seed, KHEL_FUZZ_REPORT: report },
  },
);

const file = `${report}.${db}.json`;
if (!fs.existsSync(file)) {
  console.error(`[fuzz] the run ended before it finished (jest exit ${jest.status}); no report`);
  process.exit(1);
}
const r = JSON.parse(fs.readFileSync(file, 'utf8'));
fs.rmSync(dir, { recursive: true, force: true });
const seconds = ((Date.now() - started) / 1000).toFixed(0);
console.log(`\n[fuzz] ${r.sent} requests to ${r.routes} routes on ${r.kind} in ${seconds} s (seed ${r.seed})`);
for (const [cls, n] of Object.entries(r.byClass)) console.log(`[fuzz]   ${cls}: ${n}`);
console.log(`[fuzz]   refused requests that changed a money row: ${r.unexpectedChanges}`);
for (const f of r.failures.slice(0, 20)) console.log(`[fuzz]   ${f.slice(0, 400)}`);
process.exit(r.byClass['5xx'] > 0 || r.unexpectedChanges > 0 || r.failures.length > 0 ? 1 : 0);
