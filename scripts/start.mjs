// `npm start [-- --demo]`: install, build, seed an empty database with the demo data (on the embedded database, or
// with --demo / KHEL_DEMO_DATA=1; never with NODE_ENV=production), then serve the composed site and the API on one port.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { requireSupportedNode } from './lib/node-version.mjs';

// Before anything else loads: on an older Node the dependencies fail in obscure ways, so say which Node is needed.
requireSupportedNode('npm start');
const { demoCredentialLines, ensureSeeded } = await import('./lib/database.mjs');
const { API_DIST, ROOT, WEB_DIR, ensureBuilt, ensureDependencies, log } = await import('./lib/prepare.mjs');

const port = Number(process.env.PORT ?? 9000);
const env = {
  ...process.env,
  PORT: String(port),
  KHEL_WEB_DIR: process.env.KHEL_WEB_DIR ?? WEB_DIR,
  KHEL_DATA_DIR: process.env.KHEL_DATA_DIR ?? path.join(ROOT, 'data'),
};

async function waitForHealth(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) return false;
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

async function main() {
  ensureDependencies();
  ensureBuilt();
  const demo = await ensureSeeded(env, process.argv.slice(2));
  // The demo's sports events play live (the simulator); main.js cannot see --demo, so it is told here.
  if (demo) env.KHEL_SPORTS_SIMULATOR ??= '1';

  const server = spawn(process.execPath, [path.join(API_DIST, 'main.js')], { cwd: ROOT, env, stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      if (server.exitCode === null) server.kill(signal);
    });
  }
  server.on('exit', (code, signal) => process.exit(code ?? (signal === 'SIGTERM' || signal === 'SIGINT' ? 0 : 1)));

  const url = `http://localhost:${port}`;
  if (!(await waitForHealth(url, server))) {
    console.error(`[khel] the server did not answer ${url}/health`);
    if (server.exitCode === null) server.kill('SIGTERM');
    return;
  }
  const where = env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${path.relative(ROOT, env.KHEL_DATA_DIR) || '.'}`;
  console.log('');
  log(`Khel is running at ${url}  (API and site on one port; database: ${where})`);
  if (demo) {
    log('Demo credentials:');
    for (const line of demoCredentialLines()) console.log(`    ${line}`);
  } else {
    log('No demo data. The first admin: npm run create-admin -- --username <name> (the server log says when none exists)');
  }
  log('Ctrl+C stops it.');
}

main().catch((error) => {
  console.error(`[khel] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
