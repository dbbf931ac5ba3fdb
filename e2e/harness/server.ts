import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDatabase, type E2eDatabase } from './database';
import { freePort } from '../../services/api/test/free-port';
import { API_DIST, IMPORT_MAP, ROOT, WEB_DIR, assertBuilt } from './paths';

export interface SiteOptions {
  /** Serve a private copy of dist/web, so a test can remove or replace a module's file. */
  copyWeb?: boolean;
  env?: Record<string, string>;
}

export interface KhelServer {
  /** http://localhost:<port> */
  url: string;
  port: number;
  db: E2eDatabase;
  webDir: string;
  importMapPath: string;
  /** Environment the server runs with (also right for the repo's commands, e.g. the import-map command). */
  env: NodeJS.ProcessEnv;
  /** Everything the server wrote so far (pino JSON lines). */
  log(): string;
  waitForLog(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();
// Whatever happens to the test process, no server outlives it.
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

async function waitForHealth(url: string, child: ChildProcess, output: () => string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}:\n${output().slice(-4000)}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer ${url}/health within ${timeoutMs} ms:\n${output().slice(-4000)}`);
}

/** The real composed site: built API (all services) + dist/web on a free port, over a fresh seeded database. */
export async function startServer(options: SiteOptions = {}): Promise<KhelServer> {
  assertBuilt();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'khel-e2e-'));
  const webDir = options.copyWeb ? path.join(tmp, 'web') : WEB_DIR;
  if (options.copyWeb) fs.cpSync(WEB_DIR, webDir, { recursive: true });
  const importMapPath = path.join(tmp, 'import-map.json');
  fs.copyFileSync(IMPORT_MAP, importMapPath);

  const db = await createDatabase();
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: db.url,
    KHEL_WEB_DIR: webDir,
    KHEL_IMPORT_MAP: importMapPath,
    KHEL_DATA_DIR: path.join(tmp, 'data'),
    LOG_LEVEL: 'info',
    KHEL_SHUTDOWN_GRACE_MS: '2000',
    ...options.env,
  };
  delete env.NODE_OPTIONS; // jest's --experimental-vm-modules is not for the server

  try {
    // The seed command migrates the empty database, then writes the demo data, as `npm start` does (--demo: demo data
    // on a DATABASE_URL is only ever made when asked for).
    const seeded = spawnSync(process.execPath, [path.join(API_DIST, 'seed-cli.js'), '--demo'], { cwd: ROOT, env, encoding: 'utf8' });
    if (seeded.status !== 0) throw new Error(`seed failed (${seeded.status}):\n${seeded.stdout}\n${seeded.stderr}`);
  } catch (error) {
    await db.drop();
    throw error;
  }

  let output = '';
  const child = spawn(process.execPath, [path.join(API_DIST, 'main.js')], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.on('exit', () => running.delete(child));

  const url = `http://localhost:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    await db.drop();
    fs.rmSync(tmp, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    port,
    db,
    webDir,
    importMapPath,
    env,
    log: () => output,
    async waitForLog(pattern, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const match = output.match(pattern);
        if (match) return match;
        if (Date.now() > deadline) throw new Error(`server log never matched ${pattern}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    stop,
  };
}
