import WebSocket from 'ws';
import { loadConfig } from '../src/config';
import { LiveChannel, type LiveSocket } from '../src/live/channel';
import { LIVE_LIMITS } from '../src/live/protocol';
import { PriceHub } from '../src/sports/feed/hub';
import { makeMarket } from './sports-fixtures';
import { LiveTestClient } from './sports-live-support';
import { startSportsApp, type SportsApp } from './sports-routes-support';

/**
 * Issue 27 H2: the live channel's abuse limits, on PostgreSQL. A flood of sockets subscribing to topics that do not
 * exist is answered from memory (no read per topic), refused topics count toward closing the socket, an address
 * has a socket cap, and a browser page of another origin cannot open the channel.
 */

const TOPIC_TABLES = /sports_markets|sports_events|fantasy_matches/;
/** the fantasy runtime's lock sweep reads fantasy_matches on its own timer: not the channel's */
const NOT_THE_CHANNEL = /^\s*INSERT|locked_at IS NULL/;

describe('live channel limits (PostgreSQL)', () => {
  let s: SportsApp;
  let port = 0;
  let topicReads = 0;
  const sockets: WebSocket[] = [];

  beforeAll(async () => {
    // A closed flooder's address waits 1.5 s (default 10 s) before its next socket, so the suite can go on.
    s = await startSportsApp('postgres', { sports: { flushMs: 10 }, config: { live: { ...loadConfig({}).live, penaltyMs: 1500 } } });
    await s.app.listen({ port: 0, host: '127.0.0.1' });
    port = (s.app.server.address() as { port: number }).port;
    // Every query the API makes that reads a topic's table (a market's, an event's, a fantasy match's) is counted.
    const db = s.app.deps.db;
    const query = db.query.bind(db);
    db.query = ((sql: Parameters<typeof query>[0], params?: unknown[]) => {
      const text = typeof sql === 'string' ? sql : sql.text;
      if (TOPIC_TABLES.test(text) && !NOT_THE_CHANNEL.test(text)) {
        topicReads += 1;
        if (process.env.DEBUG_LIVE) console.log(text);
      }
      return query(sql as string, params);
    }) as typeof db.query;
  });
  afterAll(async () => {
    for (const ws of sockets) ws.terminate();
    await s.close();
  });

  /** Opens a socket: its close code, or the HTTP status that refused the upgrade. */
  const open = (headers: Record<string, string> = {}) =>
    new Promise<{ ws?: WebSocket; status?: number }>((resolve) => {
      const ws = new WebSocket(`ws://127.0.0.1:${port}/sports/live`, { headers });
      sockets.push(ws);
      ws.once('open', () => resolve({ ws }));
      ws.once('unexpected-response', (_req, res) => {
        resolve({ status: res.statusCode });
        res.resume();
        ws.terminate();
      });
      ws.once('error', () => resolve({}));
    });

  it('50 sockets subscribing to unknown topics: 20 are let in, every refusal counts and closes them, no read per topic, the API stays quick', async () => {
    const real = await makeMarket(s.testDb.db, { kind: 'match_odds', runners: ['A', 'B'] });
    const attempts = await Promise.all(Array.from({ length: 50 }, () => open()));
    const opened = attempts.filter((a) => a.ws).map((a) => a.ws!);
    expect(opened).toHaveLength(LIVE_LIMITS.maxSocketsPerAddress);
    expect(attempts.filter((a) => a.status === 429)).toHaveLength(50 - LIVE_LIMITS.maxSocketsPerAddress);

    const closes = opened.map((ws) => new Promise<number>((resolve) => ws.once('close', (code) => resolve(code))));
    const gone = new Map<WebSocket, number>();
    for (const ws of opened) ws.on('message', (data) => (JSON.parse(data.toString()).t === 'gone' ? gone.set(ws, (gone.get(ws) ?? 0) + 1) : undefined));
    const before = topicReads;
    let sent = 0;
    for (let frame = 0; frame < 5; frame += 1) {
      for (const [i, ws] of opened.entries()) {
        if (ws.readyState !== WebSocket.OPEN) continue;
        ws.send(JSON.stringify({ op: 'sub', topics: Array.from({ length: 10 }, (_, k) => `market:${900_000_000 + i * 1000 + frame * 10 + k}`) }));
        sent += 10;
      }
    }
    const started = Date.now();
    const version = await s.app.inject({ method: 'GET', url: '/site/version' });
    expect(version.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(1000);

    // Each socket is closed for its refusals (policy violation), after at most maxBadFrames + 1 "gone".
    expect(await Promise.all(closes)).toEqual(opened.map(() => 1008));
    for (const ws of opened) expect(gone.get(ws)).toBeLessThanOrEqual(LIVE_LIMITS.maxBadFrames + 1);
    expect(sent).toBeGreaterThanOrEqual(400);
    // The known-topic sets were read once (three kinds), not once per topic.
    expect(topicReads - before).toBeLessThanOrEqual(3);

    // The flooding address opens no socket for a while; then a real market answers on a fresh socket.
    expect((await open()).status).toBe(429);
    await new Promise((r) => setTimeout(r, 1500));
    const c = await LiveTestClient.connect(s.app);
    c.send({ op: 'sub', topics: [`market:${real.marketId}`] });
    expect(await c.next((f) => f.t === 'snap')).toMatchObject({ topic: `market:${real.marketId}`, market: { market_id: real.marketId, status: 'open' } });
    // a market made after the sets were read is found too (the refresh reads only newer ids)
    await new Promise((r) => setTimeout(r, LIVE_LIMITS.topicRefreshMs));
    const later = await makeMarket(s.testDb.db, { kind: 'match_odds', runners: ['A', 'B'] });
    c.send({ op: 'sub', topics: [`market:${later.marketId}`] });
    expect(await c.next((f) => f.t === 'snap' && f.topic === `market:${later.marketId}`)).toMatchObject({ market: { market_id: later.marketId } });
    c.close();
  });

  it('a browser page of another origin is refused (403); the site itself and a client with no Origin are let in', async () => {
    const evil = await open({ origin: 'https://evil.example' });
    expect(evil.status).toBe(403);
    const own = await open({ origin: `http://127.0.0.1:${port}` });
    expect(own.ws?.readyState).toBe(WebSocket.OPEN);
    own.ws!.close();
    const cli = await open();
    expect(cli.ws?.readyState).toBe(WebSocket.OPEN);
    cli.ws!.close();
  });

  it('the limits come from the environment, with their defaults', () => {
    expect(loadConfig({}).live).toEqual({ maxSocketsPerAddress: 20, maxSocketsPerPlayer: 10, framesPerSecond: 20, subscriptionsPerSecond: 200, maxRefusals: 20, topicRefreshMs: 1000, penaltyMs: 10_000, origins: [] });
    expect(loadConfig({ KHEL_LIVE_MAX_SOCKETS_PER_ADDRESS: '3', KHEL_LIVE_ORIGINS: 'https://khel.example/' }).live).toMatchObject({ maxSocketsPerAddress: 3, origins: ['https://khel.example'] });
    expect(() => loadConfig({ KHEL_LIVE_FRAMES_PER_SECOND: '0' })).toThrow('KHEL_LIVE_FRAMES_PER_SECOND');
  });
});

describe('live channel rate limits (fake sockets)', () => {
  class FakeSocket implements LiveSocket {
    bufferedAmount = 0;
    readyState = 1;
    sent: string[] = [];
    closedWith?: number;
    send(data: string | Buffer): void {
      this.sent.push(data.toString());
    }
    ping(): void {}
    close(code?: number): void {
      this.closedWith = code;
      this.readyState = 3;
    }
    terminate(): void {
      this.readyState = 3;
    }
  }
  const noDb = { query: async () => ({ rows: [] }) } as unknown as ConstructorParameters<typeof LiveChannel>[0];

  it('frames over the per-second rate are refused and counted until the socket is closed', async () => {
    const hub = new PriceHub({ flushMs: 1 });
    const channel = new LiveChannel(noDb, hub, { ...LIVE_LIMITS, framesPerSecond: 5, maxBadFrames: 3, penaltyMs: 50 });
    const socket = new FakeSocket();
    channel.connect(socket, '10.0.0.1');
    for (let i = 0; i < 5; i += 1) channel.message(socket, '{"op":"ping"}');
    expect(socket.sent.filter((f) => f === '{"t":"pong"}')).toHaveLength(5);
    channel.message(socket, '{"op":"ping"}');
    expect(socket.sent.at(-1)).toBe(JSON.stringify({ t: 'err', message: 'Too many frames; slow down' }));
    for (let i = 0; i < 3; i += 1) channel.message(socket, '{"op":"ping"}');
    expect(socket.closedWith).toBe(1008);
    expect(channel.stats().clients).toBe(0);
    // its address opens no socket for penaltyMs, then may again
    expect(channel.full('10.0.0.1')).toBe(true);
    await new Promise((r) => setTimeout(r, 60));
    expect(channel.full('10.0.0.1')).toBe(false);
    channel.close();
    await hub.close();
  });

  it('subscriptions over the per-second rate are refused; sockets per address are capped', async () => {
    const hub = new PriceHub({ flushMs: 1 });
    const channel = new LiveChannel(noDb, hub, { ...LIVE_LIMITS, subscriptionsPerSecond: 4, maxSocketsPerAddress: 2 });
    const [a, b, c] = [new FakeSocket(), new FakeSocket(), new FakeSocket()];
    expect([channel.connect(a, '10.0.0.2'), channel.connect(b, '10.0.0.2'), channel.connect(c, '10.0.0.2')]).toEqual([true, true, false]);
    expect(c.sent).toEqual([JSON.stringify({ t: 'err', message: 'Too many live connections from this address' })]);
    expect(c.closedWith).toBe(1008);
    channel.message(a, JSON.stringify({ op: 'sub', topics: ['market:1', 'market:2', 'market:3', 'market:4', 'market:5'] }));
    expect(a.sent.at(-1)).toBe(JSON.stringify({ t: 'err', message: 'Too many subscriptions; slow down' }));
    channel.close();
    await hub.close();
  });

  it('sockets authorised as one player are capped', async () => {
    const hub = new PriceHub({ flushMs: 1 });
    const channel = new LiveChannel(noDb, hub, { ...LIVE_LIMITS, maxSocketsPerPlayer: 2 });
    channel.attachPlayers({ authenticate: async () => '7', hub: { subscribe: () => () => undefined }, unread: async () => 0 });
    const sockets = [new FakeSocket(), new FakeSocket(), new FakeSocket()];
    for (const [i, socket] of sockets.entries()) {
      channel.connect(socket, `10.0.1.${i}`);
      channel.message(socket, JSON.stringify({ op: 'auth', token: 't' }));
    }
    await new Promise((r) => setTimeout(r, 10));
    expect(sockets.map((x) => x.sent.at(-1))).toEqual(['{"t":"authed"}', '{"t":"authed"}', JSON.stringify({ t: 'err', message: 'Too many live connections for this account' })]);
    channel.close();
    await hub.close();
  });
});
