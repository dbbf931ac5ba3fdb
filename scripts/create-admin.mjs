// `npm run create-admin -- --username <name>`: creates an admin operator on the database the server uses
// (DATABASE_URL, or the embedded PGlite in KHEL_DATA_DIR / ./data). The password is asked for at the prompt (twice,
// not shown) or read from the first line of stdin for scripts:
//   printf '%s\n' "$ADMIN_PASSWORD" | npm run create-admin -- --username ops-lead
// It is never taken from the arguments. The command is services/api/src/seed/create-admin-cli.ts (built to
// services/api/dist), built here first when the build is missing or older than its source.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = path.join(ROOT, 'services/api/src/seed/create-admin-cli.ts');
const CLI = path.join(ROOT, 'services/api/dist/seed/create-admin-cli.js');

if (!fs.existsSync(CLI) || fs.statSync(CLI).mtimeMs < fs.statSync(SOURCE).mtimeMs) {
  const built = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs'), '--node'], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const result = spawnSync(process.execPath, [CLI, ...process.argv.slice(2)], { cwd: ROOT, stdio: 'inherit' });
process.exit(result.status ?? 1);
