// The operators' import-map command (one implementation with the operator console: services/api/src/import-map,
// this file only starts services/api/src/import-map/cli.ts from the build and adds the headless-browser check).
//   npm run import-map -- show | history
//   npm run import-map -- set @khel/<module> <url> [--base http://localhost:9000] [--new]
//   npm run import-map -- set <core module> <url> --i-understand-core [--browser]
//   npm run import-map -- rollback | reapply <history file>
// The map is KHEL_IMPORT_MAP or ./import-map.json; site paths (/modules/...) are read from the web build
// (KHEL_WEB_DIR or dist/web); other hosts must be in KHEL_MODULE_HOSTS. Every change and refusal is audited
// as cli:<OS user> in import-map.audit.jsonl beside the map, and in the database's audit log when DATABASE_URL is set.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const CLI = path.join(ROOT, 'services/api/dist/import-map/cli.js');
const SOURCE = path.join(ROOT, 'services/api/src/import-map');
const BROWSER_TIMEOUT_MS = 30_000;

/** The build is stale when any import-map source is newer than the compiled command. */
function stale() {
  if (!fs.existsSync(CLI)) return true;
  const built = fs.statSync(CLI).mtimeMs;
  return fs.readdirSync(SOURCE).some((f) => fs.statSync(path.join(SOURCE, f)).mtimeMs > built);
}

/**
 * Loads the site in headless Chromium (never in this process's JavaScript engine) and waits for the shell to
 * mount; a page error in a module, the shell's error panel or the time limit is a problem.
 */
async function browserCheck(base) {
  let chromium;
  try {
    ({ chromium } = require('playwright-core'));
  } catch {
    return 'the --browser check needs playwright-core (npm install in the repository)';
  }
  const browser = await chromium.launch({ executablePath: process.env.KHEL_CHROMIUM ?? '/usr/bin/chromium', headless: true, args: ['--no-sandbox'], timeout: BROWSER_TIMEOUT_MS });
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(base, { timeout: BROWSER_TIMEOUT_MS });
    const shell = '[data-khel-app="@khel/shell"]';
    const state = await page
      .waitForSelector(`${shell}[data-khel-state="mounted"], ${shell}[data-khel-state="error"]`, { state: 'attached', timeout: BROWSER_TIMEOUT_MS })
      .then((el) => el.getAttribute('data-khel-state'))
      .catch(() => 'timeout');
    if (state === 'mounted') return null;
    return `in a headless browser the shell did not mount at ${base} (${state}${errors.length ? `; page errors: ${errors.slice(0, 3).join(' | ')}` : ''})`;
  } finally {
    await browser.close();
  }
}

if (stale()) execFileSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs'), '--node'], { stdio: 'inherit' });
const { runImportMapCli } = require(CLI);
const code = await runImportMapCli({
  argv: process.argv.slice(2),
  env: process.env,
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  browserCheck,
});
process.exit(code);
