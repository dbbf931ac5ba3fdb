// A worker of `npm run bench:odds`: many WebSocket subscribers in one process, driven by the parent over IPC.
// Each socket subscribes to its topics (the live protocol: {"op":"sub","topics":[...]}), waits for a snap per
// topic, then records for every market item it receives the time from the feed (the item's version is the feed's
// clock in microseconds when it handed the update over) and whether any update came twice or not at all.
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';

const BUCKET_US = 100; // histogram resolution
const BUCKETS = 100_000; // up to 10 s
const hist = new Uint32Array(BUCKETS + 1);
const sockets = [];
let measuring = null; // { from } once the parent says so

const nowUs = () => (performance.timeOrigin + performance.now()) * 1000;

// The market items of a batch frame, read without parsing the whole frame (the clients share the machine with
// the servers they measure, so they do as little as they can): both servers write each item as
// {"topic":"market:<id>","market":{"market_id":"<id>","version":<n>,...}.
const ITEM = /"topic":"(market:\d+)","market":\{"market_id":"\d+","version":(\d+)/g;

function onFrame(s, text) {
  if (text.startsWith('{"t":"snap"')) {
    s.snapped.add(JSON.parse(text).topic);
    if (s.snapped.size === s.topics.length) s.ready = true;
    return;
  }
  if (!text.startsWith('{"t":"batch"') || !measuring) return;
  const now = nowUs();
  for (const m of text.matchAll(ITEM)) {
    const topic = m[1];
    const version = Number(m[2]);
    if (version < measuring.from) continue;
    const last = s.last.get(topic) ?? 0;
    if (version <= last) s.duplicates += 1;
    else s.last.set(topic, version);
    s.counts.set(topic, (s.counts.get(topic) ?? 0) + 1);
    hist[Math.min(BUCKETS, Math.max(0, Math.floor((now - version) / BUCKET_US)))] += 1;
  }
}

function open({ url, topics }) {
  return new Promise((resolve) => {
    const s = { topics, snapped: new Set(), ready: false, counts: new Map(), last: new Map(), duplicates: 0, closed: false };
    const ws = new WebSocket(url, { perMessageDeflate: false });
    s.ws = ws;
    ws.on('open', () => {
      ws.send(JSON.stringify({ op: 'sub', topics }));
      resolve(s);
    });
    ws.on('message', (data) => onFrame(s, data.toString()));
    ws.on('close', () => (s.closed = true));
    ws.on('error', () => {
      s.closed = true;
      resolve(s);
    });
    sockets.push(s);
  });
}

async function connect(clients) {
  // At most 100 handshakes at a time: the server sees a steady stream, not 2,500 at once.
  let next = 0;
  await Promise.all(Array.from({ length: 100 }, async () => {
    while (next < clients.length) await open(clients[next++]);
  }));
  for (let i = 0; i < 600 && sockets.some((s) => !s.ready && !s.closed); i++) await new Promise((r) => setTimeout(r, 100));
  return { connected: sockets.filter((s) => !s.closed).length, ready: sockets.filter((s) => s.ready).length };
}

/** Per socket: updates received per market within the measured window, against the ticks the feed sent. */
function report(expected) {
  let missing = 0;
  let extra = 0;
  let socketsShort = 0;
  let duplicates = 0;
  for (const s of sockets) {
    let short = false;
    for (const topic of s.topics) {
      const n = s.counts.get(topic) ?? 0;
      if (n < expected) {
        missing += expected - n;
        short = true;
      } else if (n > expected) extra += n - expected;
    }
    if (short) socketsShort += 1;
    duplicates += s.duplicates;
  }
  const buckets = [];
  hist.forEach((n, i) => n && buckets.push([i, n]));
  return { sockets: sockets.length, closed: sockets.filter((s) => s.closed).length, missing, extra, duplicates, socketsShort, buckets, bucketUs: BUCKET_US };
}

process.on('message', async (m) => {
  if (m.cmd === 'connect') process.send({ type: 'ready', ...(await connect(m.clients)) });
  else if (m.cmd === 'measure') {
    measuring = { from: m.from };
    process.send({ type: 'measuring' });
  } else if (m.cmd === 'report') process.send({ type: 'report', ...report(m.expected) });
  else if (m.cmd === 'close') {
    for (const s of sockets) s.ws.terminate();
    process.exit(0);
  }
});
