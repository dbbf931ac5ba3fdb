// One Lighthouse audit (mobile performance) of a URL in Debian's Chromium, for bench:lighthouse.
//
// Lighthouse is not a dependency of the repository: it brings 201 packages, 185 MB (Sentry, Puppeteer, the trace
// engine) for this one figure, and its current major needs Node 22. The first run installs lighthouse 12 (the
// last major that runs on Node 20) into the untracked .bench/lighthouse with npm; later runs reuse it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHROMIUM } from '../lib/system-packages.mjs';
import { ROOT } from './lighthouse-builds.mjs';

const LH_DIR = path.join(ROOT, '.bench/lighthouse');
const LH_VERSION = '12.8.2';

/** lighthouse and chrome-launcher from .bench/lighthouse, installed there on first use. */
export async function loadLighthouse() {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`bench:lighthouse needs Chromium at ${CHROMIUM} (apt-get install chromium)`);
  const pkg = path.join(LH_DIR, 'node_modules/lighthouse/package.json');
  if (!fs.existsSync(pkg) || JSON.parse(fs.readFileSync(pkg, 'utf8')).version !== LH_VERSION) {
    console.log(`[bench] installing lighthouse ${LH_VERSION} into ${path.relative(ROOT, LH_DIR)} (once)`);
    fs.mkdirSync(LH_DIR, { recursive: true });
    if (!fs.existsSync(path.join(LH_DIR, 'package.json'))) fs.writeFileSync(path.join(LH_DIR, 'package.json'), '{"private":true}\n');
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--no-package-lock', '--ignore-scripts', `lighthouse@${LH_VERSION}`], { cwd: LH_DIR, stdio: 'inherit' });
  }
  const entry = (name, file) => pathToFileURL(path.join(LH_DIR, 'node_modules', name, file)).href;
  const lh = await import(entry('lighthouse', 'core/index.js'));
  const launcher = await import(entry('chrome-launcher', 'dist/index.js'));
  return { lighthouse: lh.default, launch: launcher.launch };
}

/**
 * One audit of `url`; a run Lighthouse itself could not record (NO_NAVSTART, NO_FCP: "please run Lighthouse
 * again") is run again, at most twice. `reportName` names the saved report (.bench/lighthouse-<name>.json).
 */
export async function audit(tools, url, reportName) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(tools, url, reportName);
    } catch (error) {
      if (attempt >= 3 || !/^lighthouse: (NO_NAVSTART|NO_FCP|NO_LCP)/.test(error.message)) throw error;
      console.log(`(run not recorded by Lighthouse: ${error.message.split(' ').slice(0, 2).join(' ')}; running it again)`);
    }
  }
}

async function auditOnce({ lighthouse, launch }, url, reportName) {
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--ignore-certificate-errors'] });
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
    const lhr = result.lhr;
    // the whole report, for the audit details (long tasks, per-script time, render-blocking requests)
    fs.writeFileSync(path.join(ROOT, `.bench/lighthouse-${reportName}.json`), result.report);
    if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const metric = (id) => lhr.audits[id]?.displayValue ?? '-';
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcp: metric('first-contentful-paint'), lcp: metric('largest-contentful-paint'), tbt: metric('total-blocking-time'),
      tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN),
      cls: metric('cumulative-layout-shift'), si: metric('speed-index'), formFactor: lhr.configSettings.formFactor,
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      protocol: lhr.audits['network-requests']?.details?.items?.find((i) => i.resourceType === 'Script')?.protocol ?? '?',
      // where the main thread went: the scripts that cost most to evaluate and run (what TBT is made of)
      scripts: (lhr.audits['bootup-time']?.details?.items ?? []).slice(0, 6).map((i) => `${/^https?:/.test(i.url) ? new URL(i.url).pathname : i.url} ${Math.round(i.total)} ms`),
    };
  } finally {
    await chrome.kill();
  }
}
