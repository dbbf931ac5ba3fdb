// The production layout of docs/deploy.md, on one machine: N API processes (services/api/dist/main.js, as
// `npm start` runs it) on one PostgreSQL database, sharing Redis, behind the reverse proxy (scripts/deploy/proxy.mjs)
// whose address is the only one the APIs trust for X-Forwarded-For. services/api/test/deploy.test.ts starts it.
//
//   DATABASE_URL=postgres://... REDIS_URL=redis://127.0.0.1:6379 NODE_ENV=production [KHEL_SMS_URL=...] \
//     node scripts/deploy/start.mjs [--build]
//
// Environment (besides what the API reads, passed on to it unchanged; see docs/deploy.md):
//   PORT                 the proxy's public port (default 8080); HOST its address (default 127.0.0.1)
//   KHEL_API_PORTS       the API processes' ports, comma-separated (default 9101,9102): one process per port,
//                        each bound to 127.0.0.1 so only the proxy reaches it
//   KHEL_PROXY_ADDRESS   the address the proxy connects to the APIs from (default 127.0.0.1): KHEL_TRUST_PROXY
// --build installs and builds first (as `npm start` does); without it services/api/dist must exist.
// Prints "[deploy] ready <url>" once every API and the proxy answer /health. SIGTERM or SIGINT stops them all;
// if one of them dies, the others are stopped and the script exits 1 (a supervisor restarts the layout).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { API_DIST, ROOT, ensureBuilt, ensureDependencies, log } from '../lib/prepare.mjs';

const env = process.env;
const missing = ['DATABASE_URL', 'REDIS_URL'].filter((name) => !env[name]);
if (missing.length) {
  console.error(`[deploy] ${missing.join(' and ')} must be set: the API processes share one PostgreSQL database and one Redis.`);
  process.exit(1);
}
if (process.argv.includes('--build')) {
  ensureDependencies();
  ensureBuilt();
}
const main = path.join(API_DIST, 'main.js');
if (!fs.existsSync(main)) {
  console.error(`[deploy] ${path.relative(ROOT, main)} is missing: run \`npm run build\` (or start with --build).`);
  process.exit(1);
}

const proxyPort = Number(env.PORT ?? 8080);
const proxyHost = env.HOST ?? '127.0.0.1';
const apiPorts = (env.KHEL_API_PORTS ?? '9101,9102').split(',').map((s) => Number(s.trim())).filter((n) => n > 0);
const proxyAddress = env.KHEL_PROXY_ADDRESS ?? '127.0.0.1';
if (apiPorts.length < 1) {
  console.error('[deploy] KHEL_API_PORTS names no port');
  process.exit(1);
}

const children = [];
let stopping = false;

function start(name, args, childEnv) {
  const child = spawn(process.execPath, args, { cwd: ROOT, env: childEnv, stdio: ['ignore', 'inherit', 'inherit'] });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[deploy] ${name} exited (${signal ?? code}); stopping the layout`);
    stop(1);
  });
  children.push(child);
  return child;
}

function stop(code) {
  if (stopping) return;
  stopping = true;
  let left = children.filter((c) => c.exitCode === null && c.signalCode === null);
  if (left.length === 0) process.exit(code);
  for (const child of left) {
    child.once('exit', () => {
      left = left.filter((c) => c !== child);
      if (left.length === 0) process.exit(code);
    });
    child.kill('SIGTERM');
  }
  // The API allows KHEL_SHUTDOWN_GRACE_MS for in-flight requests; past that (and a margin) nothing is waited for.
  setTimeout(() => {
    for (const child of left) child.kill('SIGKILL');
    process.exit(code);
  }, Number(env.KHEL_SHUTDOWN_GRACE_MS ?? 10_000) + 5_000).unref();
}
process.on('SIGTERM', () => stop(0));
process.on('SIGINT', () => stop(0));

async function waitForHealth(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !stopping) {
    try {
      const response = await fetch(`${url}/health`);
      if (response.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

for (const port of apiPorts) {
  start(`API on port ${port}`, [main], {
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    // Only the proxy's X-Forwarded-For is believed; it sets that header to the client's address.
    KHEL_TRUST_PROXY: proxyAddress,
  });
}
const apiUrls = apiPorts.map((port) => `http://127.0.0.1:${port}`);
for (const url of apiUrls) {
  if (!(await waitForHealth(url))) {
    console.error(`[deploy] ${url}/health did not answer`);
    stop(1);
    await new Promise(() => undefined);
  }
}
start('proxy', [path.join(ROOT, 'scripts/deploy/proxy.mjs')], { ...env, PORT: String(proxyPort), HOST: proxyHost, KHEL_PROXY_UPSTREAMS: apiUrls.join(',') });
const publicUrl = `http://${proxyHost}:${proxyPort}`;
if (!(await waitForHealth(publicUrl))) {
  console.error(`[deploy] the proxy at ${publicUrl} did not answer`);
  stop(1);
} else {
  log(`${apiPorts.length} API processes (${apiUrls.join(', ')}) behind ${publicUrl}; database DATABASE_URL, throttles in REDIS_URL`);
  console.log(`[deploy] ready ${publicUrl}`);
}
