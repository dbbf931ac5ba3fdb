// What `npm start` and `npm test` share: install dependencies when needed, build when sources changed.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const WEB_DIR = path.join(ROOT, 'dist', 'web');
export const API_DIST = path.join(ROOT, 'services', 'api', 'dist');

const INSTALL_STAMP = path.join(ROOT, 'node_modules', '.khel-install-stamp');
const BUILD_STAMP = path.join(ROOT, 'dist', '.khel-build-stamp');

export function log(message) {
  console.log(`\x1b[36m[khel]\x1b[0m ${message}`);
}

/** Runs a command in the repository, output shown; exits the process with its code when it fails. */
export function run(command, args, options = {}) {
  log(`${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    console.error(`[khel] "${command} ${args.join(' ')}" failed with exit code ${result.status ?? result.signal}`);
    process.exit(result.status || 1);
  }
}

/** The lock file and every workspace manifest: what `npm ci` installs from. */
function installInputsHash() {
  const hash = createHash('sha256');
  hash.update(fs.readFileSync(path.join(ROOT, 'package-lock.json')));
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  for (const workspace of manifest.workspaces ?? []) {
    const file = path.join(ROOT, workspace, 'package.json');
    if (fs.existsSync(file)) hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex');
}

/** `npm ci` when node_modules is missing or was installed from another package-lock.json. */
export function ensureDependencies() {
  const wanted = installInputsHash();
  const nodeModules = path.join(ROOT, 'node_modules');
  if (fs.existsSync(nodeModules)) {
    if (fs.existsSync(INSTALL_STAMP) && fs.readFileSync(INSTALL_STAMP, 'utf8') === wanted) return;
    // npm's own record of the last install is newer than the lock file (an `npm install` by hand): keep it.
    const hidden = path.join(nodeModules, '.package-lock.json');
    const lock = path.join(ROOT, 'package-lock.json');
    if (fs.existsSync(hidden) && fs.statSync(hidden).mtimeMs >= fs.statSync(lock).mtimeMs) {
      fs.writeFileSync(INSTALL_STAMP, wanted);
      return;
    }
  }
  log('npm ci --no-audit --no-fund');
  const ci = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: ROOT, stdio: ['inherit', 'inherit', 'pipe'], encoding: 'utf8' });
  if (ci.stderr) process.stderr.write(ci.stderr);
  if (ci.status !== 0) {
    // npm refuses a lock file that lacks entries for optional platform packages its registry does not serve
    // (npm/cli#9846), e.g. swc's darwin/win32 binaries behind a Linux-only mirror. Install from the same lock
    // file with `npm install` then, which keeps the locked versions and leaves the lock file as it is.
    if (!/Missing: \S+ from lock file/.test(ci.stderr ?? '')) {
      console.error(`[khel] npm ci failed with exit code ${ci.status ?? ci.signal}`);
      process.exit(ci.status || 1);
    }
    log('npm ci refused the lock file over optional platform packages this registry lacks; installing with npm install');
    run('npm', ['install', '--no-save', '--no-audit', '--no-fund']);
  }
  fs.writeFileSync(INSTALL_STAMP, wanted);
}

const SKIP_DIRS = new Set(['node_modules', 'dist', '.git', 'data', 'e2e', '.notes', 'coverage', 'test', '__tests__', '.bench', 'history', 'docs']);

/** Newest modification time of the files a build reads (sources, configs, the import map, the lock file). */
function newestSourceMtime(dir = ROOT) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') && entry.name !== '.swcrc') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) newest = Math.max(newest, newestSourceMtime(full));
    } else if (!/\.(test|e2e)\.tsx?$|\.md$/.test(entry.name)) {
      newest = Math.max(newest, fs.statSync(full).mtimeMs);
    }
  }
  return newest;
}

/** Builds the composed site (dist/web) and the API (services/api/dist) unless both are newer than every source. */
export function ensureBuilt({ force = false } = {}) {
  const outputs = [path.join(WEB_DIR, 'index.html'), path.join(API_DIST, 'main.js')];
  if (!force && outputs.every((f) => fs.existsSync(f)) && fs.existsSync(BUILD_STAMP)) {
    if (fs.statSync(BUILD_STAMP).mtimeMs >= newestSourceMtime()) {
      log('build is up to date (dist/web, services/api/dist)');
      return;
    }
  }
  // scripts/build.mjs builds @khel/shared for node, the API (services/api/dist) and the web (dist/web).
  run('npm', ['run', 'build']);
  for (const f of outputs) {
    if (!fs.existsSync(f)) {
      console.error(`[khel] the build did not produce ${path.relative(ROOT, f)}`);
      process.exit(1);
    }
  }
  fs.mkdirSync(path.dirname(BUILD_STAMP), { recursive: true });
  fs.writeFileSync(BUILD_STAMP, new Date().toISOString());
}
