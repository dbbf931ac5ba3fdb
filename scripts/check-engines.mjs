// `node scripts/check-engines.mjs`: lists every installed package (node_modules at the root, in the workspaces and
// nested) whose `engines.node` excludes the running Node, and exits 1 when there is one. `npm test` runs it, so a
// dependency upgrade that quietly needs a newer Node than the README states fails the run instead of a user's install.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const semver = require('semver');

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The package folders directly inside one node_modules folder (scoped ones opened). */
function packageDirs(nodeModules) {
  if (!fs.existsSync(nodeModules)) return [];
  const dirs = [];
  for (const entry of fs.readdirSync(nodeModules, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const full = path.join(nodeModules, entry.name);
    if (entry.name.startsWith('@') && entry.isDirectory()) {
      for (const scoped of fs.readdirSync(full, { withFileTypes: true })) {
        if (scoped.isDirectory()) dirs.push(path.join(full, scoped.name));
      }
    } else if (entry.isDirectory()) {
      dirs.push(full);
    }
  }
  return dirs;
}

/** Every installed package under `nodeModules`, nested copies included; workspace links are not followed. */
function* installedPackages(nodeModules) {
  for (const dir of packageDirs(nodeModules)) {
    const manifest = path.join(dir, 'package.json');
    if (!fs.existsSync(manifest)) continue;
    let json;
    try {
      json = JSON.parse(fs.readFileSync(manifest, 'utf8'));
    } catch {
      continue;
    }
    yield { dir, name: json.name ?? path.basename(dir), version: json.version ?? '?', node: json.engines?.node };
    yield* installedPackages(path.join(dir, 'node_modules'));
  }
}

/**
 * The installed packages (under `root`'s node_modules and each workspace's) whose engines.node range does not
 * admit `nodeVersion`. A range semver cannot parse counts as excluding: npm could not check it either.
 */
export function packagesExcluding(nodeVersion, root = ROOT) {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const folders = [path.join(root, 'node_modules'), ...(manifest.workspaces ?? []).map((w) => path.join(root, w, 'node_modules'))];
  const found = [];
  for (const folder of folders) {
    for (const pkg of installedPackages(folder)) {
      if (typeof pkg.node !== 'string' || pkg.node.trim() === '' || pkg.node.trim() === '*') continue;
      const valid = semver.validRange(pkg.node);
      if (valid && semver.satisfies(nodeVersion, valid, { includePrerelease: true })) continue;
      found.push({ name: pkg.name, version: pkg.version, engines: pkg.node, where: path.relative(root, pkg.dir) });
    }
  }
  return found;
}

function main() {
  const bad = packagesExcluding(process.version);
  if (bad.length === 0) {
    console.log(`[khel] every installed package allows Node ${process.version}`);
    return;
  }
  console.error(`[khel] ${bad.length} installed package(s) do not allow Node ${process.version}:`);
  for (const p of bad) console.error(`    ${p.name}@${p.version} needs node ${p.engines}  (${p.where})`);
  console.error('Pick versions whose engines allow this Node (npm view <pkg>@<version> engines), or raise the Node requirement in README.md and scripts/lib/node-version.mjs.');
  process.exit(1);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
