// `npm test`: install what the tests need (npm packages, Debian's chromium), build, run every jest project.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, ensureBuilt, ensureDependencies, log, run } from './lib/prepare.mjs';

// The browser tests drive Debian's chromium (KHEL_CHROMIUM points them at another build).
const CHROMIUM = process.env.KHEL_CHROMIUM ?? '/usr/bin/chromium';

function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `[khel] The browser tests need Debian's chromium at ${CHROMIUM}. Install it as root:\n` +
        '    sudo apt-get update && sudo apt-get install -y chromium\n' +
        'then run `npm test` again.',
    );
    process.exit(1);
  }
  log('installing Debian chromium for the browser tests');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update'], { env });
  run('apt-get', ['install', '-y', 'chromium'], { env });
  if (!fs.existsSync(CHROMIUM)) {
    console.error(`[khel] apt-get installed chromium but ${CHROMIUM} is still missing`);
    process.exit(1);
  }
}

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

function main() {
  ensureChromium();
  ensureDependencies();
  ensureBuilt();
  // Strict TypeScript over every workspace: a type error fails the run like a failing test.
  run(process.execPath, [path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.json', '--noEmit']);
  const runs = [
    jest('api + web', ['--selectProjects', 'api', 'web']),
    jest('e2e (browser)', ['--selectProjects', 'e2e', '--runInBand']),
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
