// `npm run bench:ocr`: the slip reader (@khel/shared/utr over tesseract.js) on a corpus of generated payment slips
// (scripts/slips: 8 layouts — UPI app receipts light and dark, bank IMPS/NEFT tables with a 12-digit account or a +91
// mobile beside the reference, references in blocks and spaced — each in 11 cases as players send them: screenshot,
// forwarded, forwarded twice, sideways both ways, cropped, Hindi, 38 % resolution, photo, glare, out of focus;
// `--copies N` slips of each, 1 by default), read twice: by the wallet on the device, in Debian's Chromium
// against the composed site (the deposit screen, from choosing the slip to its UTR in the UTR field, with the server's
// auto-UTR blocked so the device reads alone), and by the server's POST /wallet/client/auto-utr. Prints right / none /
// wrong for each reader and each case (wrong, another number, must be 0; none is the player typing it), and the cold times (browser: a fresh context, so worker, core and language data
// load first, 5 slips; server: the first call after start) and warm times (every slip, the worker running). Also the
// wallet module's own gzipped JavaScript a player downloads before OCR is needed. Prints the "OCR" section for
// docs/benchmarks.md and saves it to .bench/ocr.md (untracked). Needs Debian's chromium; builds when the build is
// missing (`--build` forces it). `--server-only`: the server's half alone, for iterating on the reader.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { CHROMIUM, ensureSystemPackages } from '../lib/system-packages.mjs';
import { saveSection } from './output.mjs';
import { waitForServer } from './wait-for-server.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BUILT_WEB = path.join(ROOT, 'dist/web');
let WEB = BUILT_WEB; // measured from a private copy, so a rebuild during the run cannot disturb it
const require = createRequire(import.meta.url);
const RUNS = 5;
const GOALS = { warmMs: 1500, coldMs: 4000, walletGzip: 60 * 1024 };
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const secs = (ms) => `${(ms / 1000).toFixed(2)} s`;
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

function build() {
  const missing = ['dist/web/index.html', 'services/api/dist/main.js'].some((f) => !fs.existsSync(path.join(ROOT, f)));
  if (!missing && !process.argv.includes('--build')) return;
  const r = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs')], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const COPIES = Number(process.argv[process.argv.indexOf('--copies') + 1]) || 1;
/** `--server-only`: the server's reader alone (a quicker run while changing the reader); prints, saves nothing. */
const SERVER_ONLY = process.argv.includes('--server-only');
const percentile = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))];

/** The corpus, rendered in Chromium now (scripts/slips/corpus.mjs): never committed. */
async function renderSlips() {
  const { renderCorpus } = await import('../slips/corpus.mjs');
  const { chromium } = require('playwright-core');
  const renderer = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    return await renderCorpus(renderer, { seed: 16, copies: COPIES });
  } finally {
    await renderer.close();
  }
}

/** A reading's kind: the slip's UTR (right), nothing (none: the player types it), or another number (wrong). */
const kindOf = (r) => (r.read === r.slip.utr ? 'right' : r.read === '(none)' ? 'none' : 'wrong');

/** Right / none / wrong out of total, warm median/p90/worst, cold median, and per variant; `wrong` lists the misreads. */
function summary(result) {
  const count = (rows, kind) => rows.filter((r) => kindOf(r) === kind).length;
  const warm = result.warm.map((r) => r.ms);
  const byVariant = Object.fromEntries(
    [...new Set(result.warm.map((r) => r.slip.variant))].map((v) => {
      const rows = result.warm.filter((r) => r.slip.variant === v);
      const times = rows.map((r) => r.ms);
      return [v, { right: count(rows, 'right'), none: count(rows, 'none'), wrong: count(rows, 'wrong'), total: rows.length, median: median(times), worst: Math.max(...times) }];
    }),
  );
  return {
    right: count(result.warm, 'right'),
    none: count(result.warm, 'none'),
    wrongCount: count(result.warm, 'wrong'),
    total: result.warm.length,
    warm: { median: median(warm), p90: percentile(warm, 0.9), worst: Math.max(...warm) },
    cold: { median: median(result.cold.map((r) => r.ms)), worst: Math.max(...result.cold.map((r) => r.ms)), n: result.cold.length },
    byVariant,
    wrong: result.warm.filter((r) => kindOf(r) === 'wrong').map((r) => `${r.slip.name}: ${r.read} for ${r.slip.utr}`),
    missed: result.warm.filter((r) => kindOf(r) === 'none').map((r) => r.slip.name),
  };
}

function printSummary(title, s) {
  console.log(`\n${title}: right ${s.right}, none ${s.none}, wrong ${s.wrongCount} of ${s.total}`);
  console.log(`  warm: median ${secs(s.warm.median)}, p90 ${secs(s.warm.p90)}, worst ${secs(s.warm.worst)}; cold: median ${secs(s.cold.median)} of ${s.cold.n}, worst ${secs(s.cold.worst)}`);
  console.log('  case             right / none / wrong   warm median, worst');
  for (const [v, r] of Object.entries(s.byVariant)) console.log(`  ${v.padEnd(16)} ${String(r.right).padStart(5)} / ${String(r.none).padStart(4)} / ${String(r.wrong).padStart(5)}   ${secs(r.median)}, ${secs(r.worst)}`);
  for (const w of s.wrong) console.log(`  WRONG ${w}`);
  if (s.missed.length) console.log(`  none: ${s.missed.join(', ')}`);
}

function docsSection(browser, server, wallet, machine, layouts, variants) {
  const date = new Date().toISOString().slice(0, 10);
  const met = (ok) => (ok ? 'met' : '**not met**');
  const row = (name, s) => `| ${name} | ${s.right} | ${s.none} | ${s.wrongCount} | ${secs(s.cold.median)} | ${secs(s.warm.median)} | ${secs(s.warm.p90)} | ${secs(s.warm.worst)} |`;
  const caseRow = (v) => {
    const b = browser.byVariant[v];
    const sv = server.byVariant[v];
    return `| ${v} | ${b.right} / ${b.none} / ${b.wrong} | ${sv.right} / ${sv.none} / ${sv.wrong} | ${secs(b.median)} | ${secs(sv.median)} |`;
  };
  return [
    '## OCR (`npm run bench:ocr`)',
    '',
    'The slip reader (`@khel/shared/utr` over tesseract.js: AUTO, then SINGLE_BLOCK when no trusted reference, AUTO on the',
    'straightened slip when a number was read but not trusted, and the slip turned a quarter each way when nothing labelled',
    'was found; a slip under 500 px wide, unless a JPEG coarser than about quality 30, read enlarged (grey, twice the size);',
    `a number is returned only when its digits are read at confidence 90 or more) on ${browser.total} generated slips`,
    `(\`scripts/slips\`): ${layouts} layouts × ${variants.length} cases (${variants.join(', ')}), ${COPIES} of each, every one with a random 12-digit UTR and a`,
    'phone number, accounts or app ids beside it. right = the UTR; none = nothing (the player types it); wrong = another number.',
    'Browser: Debian\'s Chromium on the production build, from choosing the slip on the deposit screen to its UTR in the',
    'field, the server\'s auto-UTR blocked; cold = a fresh context (worker, core and English data loaded first), warm = the same',
    `page after a first slip. Server: POST /wallet/client/auto-utr; cold = the first call after start. Run of ${date} on ${machine},`,
    'while other work shared the machine.',
    '',
    '| reader | right | none | wrong | cold (median) | warm (median) | warm p90 | warm worst |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    row('browser (device)', browser),
    row('server (auto-UTR)', server),
    '',
    '| case | browser right / none / wrong | server right / none / wrong | browser warm median | server warm median |',
    '| --- | --- | --- | ---: | ---: |',
    ...Object.keys(browser.byVariant).map(caseRow),
    '',
    `The wallet module's own JavaScript before OCR is needed (gzip -9): **${kb(wallet.bytes)}** (${wallet.files.length} files); every wallet`,
    `screen's JavaScript except OCR: ${kb(wallet.allButOcr)}. OCR chunk, worker, core and English data: ${wallet.ocrCount} files, ${kb(wallet.ocrBytes)} as served.`,
    '',
    `Goals: 0 wrong — browser ${met(browser.wrongCount === 0)}, server ${met(server.wrongCount === 0)}; every case read — browser ${met(browser.right === browser.total)},`,
    `server ${met(server.right === server.total)}; warm ≤ 1.5 s (median) — ${met(browser.warm.median <= GOALS.warmMs)}; cold ≤ 4 s (median) — ${met(browser.cold.median <= GOALS.coldMs)};`,
    `wallet JS ≤ 60 KB gz — ${met(wallet.allButOcr <= GOALS.walletGzip)}.`,
    '',
  ];
}

async function main() {
  build();
  ensureSystemPackages(['chromium'], 'bench:ocr');
  const { DEMO_CREDENTIALS } = require(path.join(ROOT, 'services/api/dist/seed/demo-credentials.js'));
  const { LAYOUT_NAMES, VARIANTS } = await import('../slips/corpus.mjs');
  const data = fs.mkdtempSync(path.join(os.tmpdir(), 'khel-bench-ocr-'));
  WEB = path.join(data, 'web');
  fs.cpSync(BUILT_WEB, WEB, { recursive: true });
  const port = 9800 + Math.floor(Math.random() * 150);
  const env = { ...process.env, PORT: String(port), KHEL_DATA_DIR: path.join(data, 'db'), KHEL_WEB_DIR: WEB, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL; // its own PGlite database in a temporary directory
  const { ensureSeeded } = await import(path.join(ROOT, 'scripts/lib/database.mjs'));
  await ensureSeeded(env);
  const server = spawn(process.execPath, [path.join(ROOT, 'services/api/dist/main.js')], { cwd: ROOT, env, stdio: 'inherit' });
  try {
    const base = `http://localhost:${port}`;
    await waitForServer(`${base}/health`, server);
    const started = Date.now();
    const slips = await renderSlips();
    console.log(`rendered ${slips.length} slips in ${secs(Date.now() - started)}`);
    const { measureBrowser, measureServer } = await import('./ocr-measure.mjs');
    const player = DEMO_CREDENTIALS.player;
    const serverResult = summary(await measureServer(base, player, slips));
    printSummary('server (POST /wallet/client/auto-utr)', serverResult);
    if (SERVER_ONLY) {
      // For iterating on the reader: no browser, no docs section; fails only on a wrong number.
      if (serverResult.wrongCount) process.exitCode = 1;
      return;
    }
    const coldSlips = slips.filter((s) => s.variant === 'screen').slice(0, RUNS);
    const browserRun = await measureBrowser(base, player, slips, coldSlips);
    const browserResult = summary(browserRun);
    printSummary('browser (on the device)', browserResult);

    const files = browserRun.walletBeforeOcr;
    const ocrFiles = browserRun.ocrFiles;
    const gz = (list) => list.reduce((sum, f) => sum + gzipSync(fs.readFileSync(path.join(WEB, f)), { level: 9 }).length, 0);
    const manifest = JSON.parse(fs.readFileSync(path.join(WEB, 'manifest.json'), 'utf8'));
    const allJs = [manifest.modules['/modules/wallet/wallet.js'], ...(manifest.files?.['/modules/wallet/wallet.js']?.chunks ?? [])].filter(Boolean);
    const allButOcr = allJs.filter((f) => !ocrFiles.includes(f));
    const ocrBytes = ocrFiles.reduce((sum, f) => sum + fs.statSync(path.join(WEB, f)).size, 0);
    const wallet = { files, bytes: gz(files), allButOcr: gz(allButOcr), ocrBytes, ocrCount: ocrFiles.length };
    console.log(`\nwallet JavaScript before OCR (gzip -9): ${kb(wallet.bytes)}; every screen but OCR: ${kb(wallet.allButOcr)}; OCR: ${wallet.ocrCount} files, ${kb(ocrBytes)} as served`);

    // Never a wrong number is the hard goal; every case read is the aim (a slip too poor to trust reads as none).
    const ok =
      browserResult.wrongCount === 0 &&
      serverResult.wrongCount === 0 &&
      browserResult.warm.median <= GOALS.warmMs &&
      browserResult.cold.median <= GOALS.coldMs &&
      wallet.allButOcr <= GOALS.walletGzip;
    const all = browserResult.right === browserResult.total && serverResult.right === serverResult.total;
    console.log(`\ngoals (0 wrong on both, warm ≤ 1.5 s, cold ≤ 4 s, wallet JS ≤ 60 KB gz): ${ok ? 'met' : 'NOT met'}; every case read: ${all ? 'yes' : 'no'}`);
    saveSection('ocr', docsSection(browserResult, serverResult, wallet, `${os.cpus().length} cores`, LAYOUT_NAMES.length, VARIANTS));
    if (!ok) process.exitCode = 1;
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    fs.rmSync(data, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`bench:ocr: ${error instanceof Error ? error.stack : error}`);
  process.exit(1);
});
