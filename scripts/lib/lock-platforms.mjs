// `node scripts/lib/lock-platforms.mjs [--check] [lock file]`: keeps package-lock.json complete for `npm ci`.
//
// npm installs a lock file only when every dependency edge has an entry, optional platform binaries included
// (npm/cli#9846). A registry or mirror that serves only Linux builds (@swc/core-darwin-arm64 and the like 404 there)
// makes `npm install` drop those entries, and `npm ci` on a fresh clone then fails with "Missing: ... from lock file".
// This adds an entry for each missing optional platform package: its version, its npmjs.org tarball, `optional`,
// and the os/cpu/libc its name encodes, so npm skips it on any other platform without fetching it. With --check it
// only lists what is missing (exit 1 when anything is).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const LOCK = path.join(ROOT, 'package-lock.json');

const OS = ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openharmony', 'sunos', 'aix', 'netbsd', 'openbsd'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'mips64el'];

/** os, cpu and libc from a platform package name such as @swc/core-linux-arm64-musl; null when it names none. */
export function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.find((p) => CPU.includes(p));
  if (!os || !cpu) return null;
  const platform = { os: [os], cpu: [cpu] };
  if (os === 'linux') {
    if (parts.some((p) => p === 'musl' || p === 'musleabihf')) platform.libc = ['musl'];
    else if (parts.some((p) => p === 'gnu' || p === 'glibc')) platform.libc = ['glibc'];
  }
  return platform;
}

/** The lock key a dependency `name` of the package at `from` resolves to (node_modules lookup upwards), or null. */
export function resolveInLock(packages, from, name) {
  let base = from;
  for (;;) {
    const key = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (packages[key]) return key;
    if (!base) return null;
    const i = base.lastIndexOf('/node_modules/');
    base = i < 0 ? '' : base.slice(0, i);
  }
}

/** Every dependency edge of the lock with no entry: { from, name, spec, optional }. */
export function missingEntries(lock) {
  const missing = [];
  for (const [key, pkg] of Object.entries(lock.packages)) {
    const kinds = ['dependencies', 'optionalDependencies', ...(key.includes('node_modules/') ? [] : ['devDependencies'])];
    for (const kind of kinds) {
      for (const [name, spec] of Object.entries(pkg[kind] ?? {})) {
        if (!resolveInLock(lock.packages, key, name)) missing.push({ from: key, name, spec, optional: kind === 'optionalDependencies' });
      }
    }
  }
  return missing;
}

/** Adds entries for missing optional platform packages pinned to an exact version; returns the names added. */
export function completePlatforms(lock) {
  const added = [];
  for (const { from, name, spec, optional } of missingEntries(lock)) {
    const platform = platformOf(name);
    if (!optional || !platform || !/^\d+\.\d+\.\d+$/.test(spec)) continue;
    const parent = lock.packages[from];
    const key = `node_modules/${name}`;
    if (lock.packages[key]) continue;
    const entry = {
      version: spec,
      resolved: `https://registry.npmjs.org/${name}/-/${name.split('/').pop()}-${spec}.tgz`,
      ...(parent.dev ? { dev: true } : {}),
      optional: true,
      ...platform,
    };
    // Where npm itself would put it: keys in locale order, so the diff is the new entries only.
    const entries = Object.entries(lock.packages);
    const at = entries.findIndex(([k]) => k !== '' && k.localeCompare(key, 'en') > 0);
    entries.splice(at < 0 ? entries.length : at, 0, [key, entry]);
    lock.packages = Object.fromEntries(entries);
    added.push(`${name}@${spec}`);
  }
  return added;
}

function main() {
  const file = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? LOCK;
  const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (process.argv.includes('--check')) {
    const missing = missingEntries(lock);
    for (const m of missing) console.error(`missing from package-lock.json: ${m.name}@${m.spec} (needed by ${m.from || 'the root'})`);
    process.exit(missing.length ? 1 : 0);
  }
  const added = completePlatforms(lock);
  fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(added.length ? `added ${added.length} optional platform entries:\n  ${added.join('\n  ')}` : 'package-lock.json has every optional platform entry');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
