import { spawnSync } from 'node:child_process';
import { ROOT } from './paths';
import type { KhelServer } from './server';

export interface CommandResult {
  status: number | null;
  output: string;
}

/** Runs `npm run import-map -- <args>` as an operator would, on the map this server serves. */
export function importMapCommand(server: KhelServer, args: string[]): CommandResult {
  const env: NodeJS.ProcessEnv = { ...server.env, KHEL_SITE_URL: server.url };
  delete env.NODE_OPTIONS;
  const result = spawnSync('npm', ['run', '--silent', 'import-map', '--', ...args], { cwd: ROOT, env, encoding: 'utf8', timeout: 60_000 });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}
