// The builds bench:lighthouse measures side by side: this checkout, and the production build of an older commit made
// in a git worktree outside the repository (so no test runner, linter or type check of this checkout sees it), kept
// between runs under ~/.cache/khel-bench/builds/<commit>. Each build is served by its own API process on its own
// embedded database (seeded with that commit's own demo data), behind its own TLS edge unless --plain.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { waitForServer } from './wait-for-server.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CACHE = path.join(os.homedir(), '.cache/khel-bench/builds');

function run(cmd, args, cwd, env = process.env) {
  const r = spawnSync(cmd, args, { cwd, stdio: 'inherit', env });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} (in ${cwd}) exited with ${r.status ?? r.signal}`);
}

/** The full commit id of `ref` in this repository. */
export function resolveCommit(ref) {
  return execFileSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], { cwd: ROOT, encoding: 'utf8' }).trim();
}

/** The checkout of `commit` with its production build (dist/web and the API's dist), built on first use. */
export function olderBuild(commit) {
  const dir = path.join(CACHE, commit);
  const done = path.join(dir, '.khel-bench-built');
  if (fs.existsSync(done)) return dir;
  fs.mkdirSync(CACHE, { recursive: true });
  if (!fs.existsSync(path.join(dir, '.git'))) {
    // a half-made worktree from an interrupted run is made again
    spawnSync('git', ['worktree', 'remove', '--force', dir], { cwd: ROOT, stdio: 'ignore' });
    fs.rmSync(dir, { recursive: true, force: true });
    spawnSync('git', ['worktree', 'prune'], { cwd: ROOT, stdio: 'ignore' });
    run('git', ['worktree', 'add', '--detach', dir, commit], ROOT);
  }
  console.log(`[bench] building ${commit.slice(0, 7)} in ${dir} (once)`);
  // `npm install`, not `npm ci`: older lock files lack some platforms' optional packages, which `npm ci` refuses;
  // install keeps every version the lock file pins and adds only what it lacks
  run('npm', ['install', '--no-audit', '--no-fund'], dir);
  run(process.execPath, [path.join(dir, 'scripts/build.mjs')], dir, { ...process.env, NODE_ENV: 'production' });
  fs.writeFileSync(done, `${new Date().toISOString()}\n`);
  return dir;
}

/** This checkout's deploy proxy in front of the API on `apiPort`, ending TLS with a certificate made for this run. */
function startEdge(dataDir, apiPort) {
  const cert = path.join(dataDir, 'edge-cert.pem');
  const key = path.join(dataDir, 'edge-key.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=localhost'], { stdio: 'ignore' });
  // this checkout's proxy serves every build: the edge is the deployment's, not the build's (older commits' proxies
  // did not end TLS, or did not exist)
  const edgePort = apiPort + 1;
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/deploy/proxy.mjs')], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, PORT: String(edgePort), KHEL_PROXY_UPSTREAMS: `http://127.0.0.1:${apiPort}`, KHEL_PROXY_TLS_CERT: cert, KHEL_PROXY_TLS_KEY: key, LOG_LEVEL: 'warn' },
  });
  const ready = new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => String(d).includes('listening on https') && resolve(`https://localhost:${edgePort}`));
    child.once('exit', (code) => reject(new Error(`the TLS edge (scripts/deploy/proxy.mjs) exited with ${code}`)));
    setTimeout(() => reject(new Error('the TLS edge (scripts/deploy/proxy.mjs) did not say it was listening within 30 s')), 30_000).unref();
  });
  return { child, ready };
}

/**
 * Serves the build in `root` (this checkout or an older one) on `port` with a fresh embedded database seeded with
 * its demo data. Resolves to { origin (what the browser opens), api (the API's own origin), stop() }.
 */
export async function serveBuild(root, port, { plain }) {
  const data = fs.mkdtempSync(path.join(os.tmpdir(), 'khel-bench-lighthouse-'));
  const env = { ...process.env, PORT: String(port), KHEL_DATA_DIR: data, KHEL_WEB_DIR: path.join(root, 'dist/web'), LOG_LEVEL: 'warn' };
  // Behind the edge the API believes the proxy's forwarded headers, as docs/deploy.md sets it up: the live channel
  // admits only the site's own pages (their Origin is https://<edge>), so without it the event page's WebSocket was
  // refused (403) and the page measured reconnecting instead of following live prices.
  if (!plain) env.KHEL_TRUST_PROXY = '127.0.0.1';
  // The rolling week of sport makes and plays a week of fixtures (about a quarter of a core on this VM), work of the
  // server's that the phone being measured never does; the demo T20 the bench opens plays without it. Older builds
  // without the setting ignore it.
  env.KHEL_SPORTS_SIM_WEEK = '0';
  const { ensureSeeded } = await import(pathToFileURL(path.join(root, 'scripts/lib/database.mjs')).href);
  await ensureSeeded(env);
  const server = spawn(process.execPath, [path.join(root, 'services/api/dist/main.js')], { cwd: root, env, stdio: 'inherit' });
  const edge = plain ? null : startEdge(data, port);
  const stop = async () => {
    edge?.child.kill('SIGTERM');
    server.kill('SIGTERM');
    await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', resolve)));
    fs.rmSync(data, { recursive: true, force: true });
  };
  try {
    const api = `http://localhost:${port}`;
    await waitForServer(`${api}/health`, server);
    return { origin: edge ? await edge.ready : api, api, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
