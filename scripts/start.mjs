// `npm start`: install, build, seed an empty database, then serve the composed site and the API on one port.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { demoCredentialLines, ensureSeeded } from './lib/database.mjs';
import { API_DIST, ROOT, WEB_DIR, ensureBuilt, ensureDependencies, log } from './lib/prepare.mjs';

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
  await ensureSeeded(env);

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
  log('Demo credentials:');
  for (const line of demoCredentialLines()) console.log(`    ${line}`);
  log('Ctrl+C stops it.');
}

main().catch((error) => {
  console.error(`[khel] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
