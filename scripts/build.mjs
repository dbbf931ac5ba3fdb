// `npm run build`: @khel/shared for node (the API imports @khel/shared/validation), the API, then the web build.
// `npm run build -- --web` builds only the web; `--node` only shared and the API.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const swcBin = path.join(ROOT, 'node_modules/@swc/cli/bin/swc.js');
const args = new Set(process.argv.slice(2));
const only = args.has('--web') ? 'web' : args.has('--node') ? 'node' : 'all';
const log = (line) => console.log(line);

/** Compiles <pkg>/src to <pkg>/dist (CommonJS, legacy decorators: the repository's .swcrc). */
function swc(pkg) {
  const cwd = path.join(ROOT, pkg);
  fs.rmSync(path.join(cwd, 'dist'), { recursive: true, force: true });
  execFileSync(
    process.execPath,
    [swcBin, 'src', '-d', 'dist', '--strip-leading-paths', '--config-file', path.join(ROOT, '.swcrc'), '--ignore', '**/*.test.ts,**/*.test.tsx', '--quiet'],
    { cwd, stdio: 'inherit' },
  );
}

function buildNode() {
  log('[build] @khel/shared -> shared/dist (node)');
  swc('shared');
  log('[build] API -> services/api/dist');
  swc('services/api');
  const migrations = path.join(ROOT, 'services/api/src/db/migrations');
  const target = path.join(ROOT, 'services/api/dist/db/migrations');
  fs.mkdirSync(target, { recursive: true });
  for (const file of fs.readdirSync(migrations).filter((f) => f.endsWith('.sql'))) {
    fs.copyFileSync(path.join(migrations, file), path.join(target, file));
  }
}

async function main() {
  const started = Date.now();
  if (only !== 'web') buildNode();
  if (only !== 'node') {
    const { buildWeb } = require('./webpack/build-web.js');
    const mode = process.env.NODE_ENV === 'development' ? 'development' : 'production';
    await buildWeb({ mode, log });
    log(`[build] web -> dist/web (${mode})`);
  }
  log(`[build] done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error) => {
  console.error(`[build] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
