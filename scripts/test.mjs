// `npm test`: install what the tests need (npm packages, Debian's chromium and Noto fonts), build, run every jest project.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { requireSupportedNode } from './lib/node-version.mjs';

requireSupportedNode('npm test');
const { ROOT, ensureBuilt, ensureDependencies, log, run } = await import('./lib/prepare.mjs');
const { ensureSystemPackages } = await import('./lib/system-packages.mjs');

/** One jest run; returns its exit code and the counts from its --json report. */
function jest(label, args) {
  const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'khel-jest-')), 'report.json');
  const argv = ['--experimental-vm-modules', path.join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js'), ...args, '--json', `--outputFile=${report}`];
  log(`jest ${label}: node ${argv.slice(0, 1).join(' ')} jest ${args.join(' ')}`);
  const result = spawnSync(process.execPath, argv, { cwd: ROOT, stdio: 'inherit', env: process.env });
  let counts = { passed: 0, failed: 0, brokenSuites: 0 };
  try {
    const json = JSON.parse(fs.readFileSync(report, 'utf8'));
    counts = { passed: json.numPassedTests, failed: json.numFailedTests, brokenSuites: json.numRuntimeErrorTestSuites };
  } catch {
    // jest died before writing its report: the exit code below says it failed.
    counts.brokenSuites = 1;
  }
  return { code: result.status ?? 1, ...counts };
}

/** `npm run <script>`; on failure says which check failed (its findings are printed above). */
function staticCheck(script, what) {
  log(`npm run ${script}`);
  const result = spawnSync('npm', ['run', '--silent', script], { cwd: ROOT, stdio: 'inherit', env: process.env });
  if (result.status === 0) return true;
  console.error(`[khel] ${what}: \`npm run ${script}\` failed (exit code ${result.status ?? result.signal}); they are listed above`);
  return false;
}

function main() {
  // Debian's chromium drives the browser tests; Noto renders their Hindi (KHEL_CHROMIUM points at another Chromium).
  ensureSystemPackages(['chromium', 'fonts-noto-core'], 'npm test (the browser tests)');
  ensureDependencies();
  // Every installed package must allow this Node (the README's requirement is what the dependencies really need).
  run(process.execPath, [path.join(ROOT, 'scripts', 'check-engines.mjs')]);
  ensureBuilt();
  // Strict TypeScript over every tsconfig (browser, browser tests, server, e2e) and the lint (layers, cycles, hooks,
  // accessibility) with zero warnings: either failing fails the run like a failing test, before the tests start.
  const checks = [staticCheck('typecheck', 'type errors'), staticCheck('lint', 'lint problems')];
  if (checks.some((ok) => !ok)) {
    console.log('[khel] TESTS FAILED: the static checks above failed; no test ran');
    process.exit(1);
  }
  const runs = [
    // Two workers even on 2 cores (jest's default is one fewer than the cores): most suites wait on PostgreSQL or a
    // child process much of the time; measured 27.6 -> 22.8 min for api + web on a loaded 2-core machine.
    jest('api + web', ['--selectProjects', 'api', 'web', '--maxWorkers=2']),
    // Browser tests two at a time too: each file has its own server, database and Chromium, and a browser test waits
    // on its page much of the time (measured 1,300 s serial in CI -> 601 s with two workers on an idle 2-core machine).
    jest('e2e (browser)', ['--selectProjects', 'e2e', '--maxWorkers=2']),
  ];
  const passed = runs.reduce((n, r) => n + r.passed, 0);
  const brokenSuites = runs.reduce((n, r) => n + r.brokenSuites, 0);
  // A suite that could not run counts as a failure, so "0 failed" is never printed over a broken run.
  const failed = runs.reduce((n, r) => n + r.failed, 0) + brokenSuites;
  const ok = runs.every((r) => r.code === 0) && failed === 0;
  if (brokenSuites > 0) console.log(`[khel] ${brokenSuites} test file(s) failed to run`);
  console.log(`[khel] ${ok ? 'all tests passed' : 'TESTS FAILED'}`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(ok ? 0 : 1);
}

main();
