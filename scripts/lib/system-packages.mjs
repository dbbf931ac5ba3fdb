// Debian packages the browser tests and the benchmarks need, installed with apt-get when missing and running as root
// (otherwise the exact command to run is printed and the process exits).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { log, run } from './prepare.mjs';

/** The browser tests and browser benchmarks drive Debian's chromium (KHEL_CHROMIUM points them at another build). */
export const CHROMIUM = process.env.KHEL_CHROMIUM ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** What each Debian package provides, and how to tell it is there. */
export const SYSTEM_PACKAGES = {
  chromium: { what: `Chromium at ${CHROMIUM}`, present: () => fs.existsSync(CHROMIUM) },
  // Noto Sans Devanagari, so Hindi renders as letters, not tofu boxes (e2e/hindi.e2e.ts checks it does).
  'fonts-noto-core': {
    what: 'the Noto Sans Devanagari font',
    present: () => fs.existsSync('/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf'),
  },
  // pgbench, the baseline bench:ledger measures against (Debian's postgresql-client-common only has its wrapper).
  'postgresql-contrib': { what: 'pgbench', present: () => spawnSync('pgbench', ['--version'], { stdio: 'ignore' }).status === 0 },
};

/**
 * Installs the named Debian packages that are missing (apt-get, as root); without root prints the command and
 * exits 1, naming `purpose` (e.g. "npm test (the browser tests)", "bench:ledger").
 */
export function ensureSystemPackages(names, purpose) {
  const missing = names.filter((name) => !SYSTEM_PACKAGES[name].present());
  if (missing.length === 0) return;
  const needs = missing.map((name) => SYSTEM_PACKAGES[name].what).join(' and ');
  if (process.getuid?.() !== 0) {
    console.error(
      `[khel] ${purpose} needs ${needs}. Install as root:\n` +
        `    sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}\n` +
        'then run the command again.',
    );
    process.exit(1);
  }
  log(`installing Debian ${missing.join(', ')} for ${purpose}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update'], { env });
  run('apt-get', ['install', '-y', ...missing], { env });
  const still = missing.filter((name) => !SYSTEM_PACKAGES[name].present());
  if (still.length > 0) {
    console.error(`[khel] apt-get installed ${still.join(', ')} but ${still.map((n) => SYSTEM_PACKAGES[n].what).join(' and ')} is still missing`);
    process.exit(1);
  }
}
