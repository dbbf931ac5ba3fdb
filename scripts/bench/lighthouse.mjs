#!/usr/bin/env node
// npm run bench:lighthouse — Lighthouse's mobile performance score of Home (/) and of the sports event page
// (/sports-event-detail/:event_id of the demo's live T20, the simulator making it live),
// logged out, on the production build served by the API with the demo data (an embedded database in a temporary
// folder), in Debian's Chromium: each page beside the production build of an older commit, in the same run,
// interleaved (run 1 measures this build first, run 2 the older one first, and so on), so a figure is always read
// beside its baseline on the same machine at the same moment. Lighthouse's default mobile run: a Moto G class
// phone, simulated slow 4G and 4x CPU slowdown. Each audit prints Lighthouse's benchmarkIndex of the machine: CPU
// throttling is relative to the host (its docs: the default 4x is calibrated for index 1500 - 2000).
//
// Goal (issue 31): each page's median at least 95, never below the older build's median in the same run, and the
// event page's Total Blocking Time at most 200 ms (median) while the feed runs.
//
// Options: `-- --runs N` (default 5 per page and build); `-- --no-build` measures the existing dist/web;
// `-- --baseline <commit>` the older build for Home (default bb5adc8, the build of three weeks before issue 31);
// `-- --event-baseline <commit>` for the event page (default 6d71a25: bb5adc8 had no sports); `-- --no-baseline`
// measures this build alone; `-- --pages home|event` one page only. Older builds are made once in a worktree
// outside the repository (scripts/bench/lighthouse-builds.mjs).
//
// Served as docs/deploy.md deploys it: through the deploy proxy ending TLS and speaking HTTP/2, as the TLS edge of
// a real site does (Lighthouse models the protocol it sees: over HTTP/1.1 it allows 6 connections to the origin and
// the page's 20-odd scripts queue). `-- --plain` measures the API directly over HTTP/1.1.
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { audit, loadLighthouse } from './lighthouse-audit.mjs';
import { olderBuild, resolveCommit, ROOT, serveBuild } from './lighthouse-builds.mjs';

const GOAL = 95;
const EVENT_TBT_GOAL_MS = 200;
const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const RUNS = Number(arg('--runs', 5));
const PLAIN = process.argv.includes('--plain');
const NO_BASELINE = process.argv.includes('--no-baseline');
const PAGES = arg('--pages', 'home,event').split(',');
const BASELINE = { home: arg('--baseline', 'bb5adc8'), event: arg('--event-baseline', '6d71a25') };

const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * The event page to measure on a build: the demo's live T20 (every build since sports has it, so both builds show the
 * same page: the rolling week's first in-play match may be a Test with 17 markets), else the first in-play cricket
 * event, else the first event; null if the build has none.
 */
const DEMO_EVENT = 'Mumbai Strikers v Delhi Chargers';
async function eventPath(api) {
  for (let i = 0; i < 60; i++) {
    const res = await fetch(`${api}/sports/events?sport=cricket`).catch(() => null);
    if (res && res.status === 404) return null; // a build from before sports
    const items = (await res?.json().catch(() => null))?.data?.items ?? [];
    const event = items.find((e) => e.in_play && e.name === DEMO_EVENT) ?? items.find((e) => e.in_play) ?? items[0];
    if (event) return `/sports-event-detail/${event.id}`;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return null;
}

async function main() {
  if (!process.argv.includes('--no-build')) {
    const r = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs')], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
  const tools = await loadLighthouse();
  // builds: 'current' and one per distinct older commit
  const commits = NO_BASELINE ? [] : [...new Set(PAGES.map((p) => resolveCommit(BASELINE[p])))];
  const roots = new Map([['current', ROOT], ...commits.map((c) => [c, olderBuild(c)])]);
  const basePort = 9400 + Math.floor(Math.random() * 300);
  const served = new Map();
  try {
    let port = basePort;
    for (const [name, root] of roots) {
      served.set(name, await serveBuild(root, port, { plain: PLAIN }));
      port += 2;
    }
    // what each page is on each build: [label, build, url]
    const targets = [];
    for (const page of PAGES) {
      const builds = NO_BASELINE ? ['current'] : ['current', resolveCommit(BASELINE[page])];
      for (const build of builds) {
        const s = served.get(build);
        const p = page === 'home' ? '/' : await eventPath(s.api);
        if (p === null) console.log(`${page} on ${build.slice(0, 7)}: that build has no cricket event to open; not measured`);
        else targets.push({ page, build, url: `${s.origin}${p}`, runs: [] });
      }
    }
    console.log(`machine: ${os.cpus().length} cores (${os.cpus()[0]?.model}), load ${load()}`);
    for (const t of targets) console.log(`  ${t.page.padEnd(5)} ${t.build === 'current' ? 'current' : t.build.slice(0, 7)}: ${t.url}`);
    for (let i = 0; i < RUNS; i++) {
      for (const page of PAGES) {
        const pair = targets.filter((t) => t.page === page);
        // interleaved: the order of the builds alternates from run to run
        for (const t of i % 2 ? [...pair].reverse() : pair) {
          const r = await audit(tools, t.url, `${page}-${t.build === 'current' ? 'current' : 'older'}`);
          t.runs.push(r);
          console.log(`run ${i + 1} ${page.padEnd(5)} ${t.build === 'current' ? 'current' : t.build.slice(0, 7)}: performance ${r.score} (${r.formFactor}, ${r.protocol}, benchmarkIndex ${r.benchmarkIndex}): FCP ${r.fcp}, LCP ${r.lcp}, TBT ${r.tbt}, CLS ${r.cls}, SI ${r.si}`);
        }
      }
    }
    let met = true;
    console.log('');
    for (const page of PAGES) {
      const [current, older] = [targets.find((t) => t.page === page && t.build === 'current'), targets.find((t) => t.page === page && t.build !== 'current')];
      if (!current) continue;
      const score = median(current.runs.map((r) => r.score));
      const tbt = median(current.runs.map((r) => r.tbtMs));
      const olderScore = older ? median(older.runs.map((r) => r.score)) : null;
      const checks = [`>= ${GOAL}: ${score >= GOAL ? 'met' : 'NOT met'}`];
      if (older) checks.push(`not below ${older.build.slice(0, 7)} (${olderScore}): ${score >= olderScore ? 'met' : 'NOT met'}`);
      if (page === 'event') checks.push(`TBT ${tbt} ms <= ${EVENT_TBT_GOAL_MS} ms: ${tbt <= EVENT_TBT_GOAL_MS ? 'met' : 'NOT met'}`);
      met &&= score >= GOAL && (olderScore === null || score >= olderScore) && (page !== 'event' || tbt <= EVENT_TBT_GOAL_MS);
      console.log(`Lighthouse mobile performance, ${page}: ${score} (median of ${RUNS}; TBT median ${tbt} ms); ${checks.join('; ')}`);
      console.log(`  main-thread time by script (last run, 4x slowdown): ${current.runs.at(-1).scripts.join(', ')}`);
    }
    console.log(`load average after: ${load()}`);
    if (!met) process.exitCode = 1;
  } finally {
    for (const s of served.values()) await s.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
