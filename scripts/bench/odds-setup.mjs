// Pieces of `npm run bench:odds`: the markets in a fresh database, the feed (a PriceHub on Redis, as a feed
// process of the API would be), the subscriber workers and the servers' processes.
import { fork, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const ROOT = path.resolve(here, '../..');
export const API_DIST = path.join(ROOT, 'services/api/dist');
const require = createRequire(import.meta.url);

export const nowUs = () => Math.round((performance.timeOrigin + performance.now()) * 1000);

/** `events` events of `perEvent` match-odds markets (3 runners) each; ids far from other databases' (see below). */
export async function prepareMarkets(url, { events, perEvent }) {
  const { openPostgres } = require(path.join(API_DIST, 'db/postgres.js'));
  const { migrate } = require(path.join(API_DIST, 'db/migrate.js'));
  const { upsertCompetition, upsertEvent, upsertMarket, upsertSport, setPrices } = require(path.join(API_DIST, 'sports/catalog.js'));
  const db = openPostgres(url, { max: 2 });
  try {
    await migrate(db);
    // The hub's Redis channel is shared by every database on this Redis (tests too): ids no one else uses.
    const base = 800_000_000 + Math.floor(Math.random() * 100_000_000);
    for (const seq of ['sports_events_id_seq', 'sports_markets_id_seq', 'sports_runners_id_seq']) await db.query(`SELECT setval('${seq}', $1)`, [base]);
    const sportId = await upsertSport(db, { code: 'cricket', name: 'Cricket' });
    const competitionId = await upsertCompetition(db, { sportId, code: 'bench', name: 'Bench League' });
    const out = [];
    for (let e = 0; e < events; e++) {
      const eventId = await upsertEvent(db, { competitionId, code: `odds-${e}`, name: `Bench ${e}`, startTime: new Date(), inPlay: true });
      const markets = [];
      for (let k = 0; k < perEvent; k++) {
        const m = await upsertMarket(db, { eventId, code: `m${k}`, name: `Market ${k}`, kind: 'match_odds', runners: ['Home', 'Away', 'Draw'] });
        await setPrices(db, m.marketId, m.runnerIds.map((runnerId) => ({ runnerId, back: [{ odds: 200, size: 100_000 }], lay: [{ odds: 202, size: 100_000 }] })));
        markets.push(m);
      }
      out.push({ eventId, markets });
    }
    return out;
  } finally {
    await db.close();
  }
}

/** The feed: every tick, every market gets new prices (3 levels a side) with the feed's clock as its version. */
export async function startFeed(redisUrl, markets, perSecond) {
  const { PriceHub } = require(path.join(API_DIST, 'sports/feed/hub.js'));
  const hub = new PriceHub({ redisUrl });
  await hub.start();
  let tick = 0;
  let timer = null;
  const levels = (odds) => [0, 1, 2].map((i) => ({ odds: odds - i, size: 100_000 + tick * 10 + i }));
  const sendTick = () => {
    tick += 1;
    const version = nowUs();
    markets.forEach((m, j) => {
      const odds = 150 + ((tick + j) % 50);
      hub.publish({ marketId: m.marketId, version, runners: m.runnerIds.map((runnerId, r) => ({ runnerId, back: levels(odds + r), lay: levels(odds + r + 2) })) });
    });
    // One batch per tick, sent now: the feed's time is when the update left it.
    void hub.flush();
  };
  return {
    /** Runs ticks for `seconds`; resolves with how many were sent. */
    run(seconds) {
      const start = tick;
      return new Promise((resolve) => {
        timer = setInterval(sendTick, 1000 / perSecond);
        setTimeout(() => {
          clearInterval(timer);
          resolve(tick - start);
        }, seconds * 1000 + 1000 / perSecond / 2);
      });
    },
    close: () => hub.close(),
  };
}

/** Subscriber workers (odds-client.mjs), `clients` split between them; resolves once all are connected. */
export async function startWorkers(count, clients) {
  const workers = Array.from({ length: count }, () => fork(path.join(here, 'odds-client.mjs'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }));
  const ask = (w, msg, type) => new Promise((resolve) => {
    const on = (m) => {
      if (m.type !== type) return;
      w.off('message', on);
      resolve(m);
    };
    w.on('message', on);
    w.send(msg);
  });
  const ready = await Promise.all(workers.map((w, i) => ask(w, { cmd: 'connect', clients: clients.filter((_, k) => k % count === i) }, 'ready')));
  return {
    connected: ready.reduce((n, r) => n + r.connected, 0),
    ready: ready.reduce((n, r) => n + r.ready, 0),
    measure: (from) => Promise.all(workers.map((w) => ask(w, { cmd: 'measure', from }, 'measuring'))),
    report: async (expected) => mergeReports(await Promise.all(workers.map((w) => ask(w, { cmd: 'report', expected }, 'report')))),
    close: () => Promise.all(workers.map((w) => new Promise((resolve) => {
      w.once('exit', resolve);
      w.send({ cmd: 'close' });
    }))),
  };
}

function mergeReports(reports) {
  const sum = (k) => reports.reduce((n, r) => n + r[k], 0);
  const counts = new Map();
  for (const r of reports) for (const [i, n] of r.buckets) counts.set(i, (counts.get(i) ?? 0) + n);
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  const sorted = [...counts].sort((a, b) => a[0] - b[0]);
  const pct = (p) => {
    let seen = 0;
    for (const [i, n] of sorted) if ((seen += n) >= total * p) return ((i + 1) * reports[0].bucketUs) / 1000;
    return NaN;
  };
  return {
    sockets: sum('sockets'), closed: sum('closed'), missing: sum('missing'), extra: sum('extra'), duplicates: sum('duplicates'),
    socketsShort: sum('socketsShort'), updates: total, p50: pct(0.5), p99: pct(0.99), max: pct(1),
  };
}

/** A server process (the API's main.js or the baseline), its output shown. */
export function startServer(script, env) {
  return spawn(process.execPath, [script], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
}

/** SIGTERM, and SIGKILL if it has not exited 10 s later. */
export function stopServer(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Resident memory of a process in MB (Linux /proc). */
export function rssMb(pid) {
  const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}
