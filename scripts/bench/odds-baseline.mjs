// The baseline of `npm run bench:odds`: a bare `ws` broadcast server. It hears the same feed as the API (the price
// hub's Redis channel), keeps each socket's topics, and on every batch sends each socket one frame with the items
// of its topics (sockets with the same topics share one encoded frame), with no state, checks or database.
// Speaks just enough of the live protocol for the same clients: sub -> one snap per topic, then batches.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WebSocketServer } from 'ws';

const here = path.dirname(fileURLToPath(import.meta.url));
// ioredis is the API's dependency; the baseline borrows it rather than being a second declarer.
const { Redis } = createRequire(path.resolve(here, '../../services/api/package.json'))('ioredis');

const port = Number(process.env.PORT);
const channel = process.env.HUB_CHANNEL ?? 'khel:prices';
const subscribers = new Map(); // topic -> Set<socket>
const topicsOf = new Map(); // socket -> Set<topic>

const wss = new WebSocketServer({ port, host: '127.0.0.1', perMessageDeflate: false, maxPayload: 4096 });
wss.on('connection', (ws) => {
  topicsOf.set(ws, new Set());
  ws.on('message', (data) => {
    let m;
    try {
      m = JSON.parse(data.toString());
    } catch {
      return;
    }
    if (m?.op !== 'sub' || !Array.isArray(m.topics)) return;
    for (const topic of m.topics) {
      topicsOf.get(ws).add(topic);
      if (!subscribers.has(topic)) subscribers.set(topic, new Set());
      subscribers.get(topic).add(ws);
      ws.send(JSON.stringify({ t: 'snap', topic, market: { market_id: topic.slice(7) } }));
    }
  });
  ws.on('close', () => {
    for (const topic of topicsOf.get(ws) ?? []) subscribers.get(topic)?.delete(ws);
    topicsOf.delete(ws);
  });
});

const sub = new Redis(process.env.REDIS_URL);
sub.on('message', (_channel, message) => {
  const batch = JSON.parse(message);
  const items = [];
  const perSocket = new Map();
  for (const u of batch.updates) {
    if (u.marketId === undefined) continue;
    const topic = `market:${u.marketId}`;
    const subs = subscribers.get(topic);
    if (!subs?.size) continue;
    const i = items.push(JSON.stringify({ topic, market: { market_id: u.marketId, version: u.version, runners: u.runners } })) - 1;
    for (const ws of subs) {
      const list = perSocket.get(ws);
      if (list) list.push(i);
      else perSocket.set(ws, [i]);
    }
  }
  const frames = new Map();
  for (const [ws, list] of perSocket) {
    const key = list.join(',');
    let frame = frames.get(key);
    if (!frame) frames.set(key, (frame = Buffer.from(`{"t":"batch","items":[${list.map((i) => items[i]).join(',')}]}`)));
    ws.send(frame, { binary: false });
  }
});
await sub.subscribe(channel);
process.send?.('ready');
