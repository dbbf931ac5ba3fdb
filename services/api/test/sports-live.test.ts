import { LiveChannel, type LiveSocket } from '../src/live/channel';
import { LIVE_LIMITS } from '../src/live/protocol';
import { PriceHub } from '../src/sports/feed/hub';
import { makeMarket } from './sports-fixtures';
import { LiveTestClient } from './sports-live-support';
import { startSportsApp, type SportsApp } from './sports-routes-support';

/** The live price channel (GET /sports/live): what the manual feed changes reaches a subscribed socket. */

describe('live channel over a WebSocket (PGlite)', () => {
  let s: SportsApp;
  const clients: LiveTestClient[] = [];
  const connect = async () => {
    const c = await LiveTestClient.connect(s.app);
    clients.push(c);
    return c;
  };
  beforeAll(async () => {
    s = await startSportsApp('pglite', { sports: { flushMs: 10 } });
    await s.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await s.close();
  });

  it('a plain request is told to upgrade', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/sports/live' });
    expect(res.json()).toMatchObject({ statusCode: 426, message: 'Connect with a WebSocket to receive live prices' });
  });

  it('a market subscriber gets the snapshot, then the price change and the suspension the manual feed makes', async () => {
    const m = await makeMarket(s.testDb.db, { kind: 'match_odds', runners: ['A', 'B'] }, { back: 200, lay: 202 });
    const c = await connect();
    expect(await c.next((f) => f.t === 'hello')).toEqual({ t: 'hello', heartbeat_ms: LIVE_LIMITS.heartbeatMs, max_topics: LIVE_LIMITS.maxTopics });
    const topic = `market:${m.marketId}`;
    c.send({ op: 'sub', topics: [topic] });
    const snap = (await c.next((f) => f.t === 'snap')) as { market: { version: number; status: string; runners: Array<{ id: string; back: Array<{ odds: number }> }> } };
    expect(snap.market).toMatchObject({ market_id: m.marketId, status: 'open' });
    expect(snap.market.runners.map((r) => r.back[0]!.odds)).toEqual([2, 2]);

    s.app.sports.manual.setPrices(m.marketId, [{ runnerId: m.runnerIds[0]!, back: [{ odds: 250, size: 5000 }], lay: [{ odds: 252 }] }]);
    const batch = await c.next((f) => f.t === 'batch');
    const item = (batch.items as Array<{ topic: string; market: { version: number; runners: unknown[] } }>)[0]!;
    expect(item.topic).toBe(topic);
    expect(item.market.version).toBeGreaterThan(snap.market.version);
    expect(item.market.runners).toEqual([{ id: m.runnerIds[0], back: [{ odds: 2.5, size: 50, line: null, rate: null }], lay: [{ odds: 2.52, size: null, line: null, rate: null }] }]);

    const seen = c.frames.length;
    s.app.sports.manual.suspend(m.marketId, true);
    const suspended = await c.next((f) => f.t === 'batch', seen);
    expect(suspended.items).toEqual([{ topic, market: { market_id: m.marketId, status: 'suspended' } }]);

    // a later subscriber's snapshot already has both changes (kept in memory from the hub)
    const late = await connect();
    late.send({ op: 'sub', topics: [topic] });
    const lateSnap = (await late.next((f) => f.t === 'snap')) as { market: { status: string; version: number; runners: Array<{ back: Array<{ odds: number }> }> } };
    expect(lateSnap.market).toMatchObject({ status: 'suspended', version: item.market.version });
    expect(lateSnap.market.runners[0]!.back[0]!.odds).toBe(2.5);
  });

  it('event topics carry the state; unknown topics are gone, bad frames refused; unsubscribing stops delivery', async () => {
    const m = await makeMarket(s.testDb.db, { kind: 'match_odds', runners: ['A', 'B'] });
    const c = await connect();
    const other = await connect();
    c.send({ op: 'sub', topics: [`event:${m.eventId}`, 'market:999999999'] });
    expect(await c.next((f) => f.t === 'gone')).toEqual({ t: 'gone', topic: 'market:999999999' });
    await c.next((f) => f.t === 'snap' && f.topic === `event:${m.eventId}`);
    s.app.sports.manual.setStatus(m.eventId, { inPlay: true, status: 'live', state: { score: '12/1', overs: 2.3 } });
    const ev = await c.next((f) => f.t === 'batch');
    expect(ev.items).toEqual([{ topic: `event:${m.eventId}`, event: { event_id: m.eventId, in_play: true, status: 'live', state: { score: '12/1', overs: 2.3 } } }]);

    c.send('not json');
    expect(await c.next((f) => f.t === 'err')).toMatchObject({ message: expect.stringContaining('A frame must be JSON') });
    c.send({ op: 'sub', topics: ['casino:1'] });
    expect(await c.next((f) => f.t === 'err' && String(f.message).includes('casino:1'))).toBeTruthy();
    c.send({ op: 'sub', topics: Array.from({ length: LIVE_LIMITS.maxTopics }, (_, i) => `market:${i + 1}`) });
    expect(await c.next((f) => f.t === 'err' && String(f.message).startsWith('At most'))).toEqual({ t: 'err', message: `At most ${LIVE_LIMITS.maxTopics} topics per connection` });
    c.send({ op: 'ping' });
    expect(await c.next((f) => f.t === 'pong')).toEqual({ t: 'pong' });

    const topic = `market:${m.marketId}`;
    c.send({ op: 'sub', topics: [topic] });
    other.send({ op: 'sub', topics: [topic] });
    await c.next((f) => f.t === 'snap' && f.topic === topic);
    await other.next((f) => f.t === 'snap' && f.topic === topic);
    c.send({ op: 'unsub', topics: [topic] });
    c.send({ op: 'ping' });
    const mark = c.frames.length;
    await c.next((f) => f.t === 'pong', mark - 1);
    s.app.sports.manual.setPrices(m.marketId, [{ runnerId: m.runnerIds[0]!, back: [{ odds: 300 }], lay: [{ odds: 310 }] }]);
    await other.next((f) => f.t === 'batch');
    await new Promise((r) => setTimeout(r, 100));
    expect(c.marketItems(topic)).toEqual([]);
  });
});

describe('live channel fan-out and limits (fake sockets)', () => {
  class FakeSocket implements LiveSocket {
    bufferedAmount = 0;
    readyState = 1;
    sent: string[] = [];
    pings = 0;
    terminated = false;
    send(data: string | Buffer): void {
      this.sent.push(data.toString());
    }
    ping(): void {
      this.pings += 1;
    }
    close(): void {
      this.readyState = 3;
    }
    terminate(): void {
      this.terminated = true;
      this.readyState = 3;
    }
  }
  const noDb = { query: async () => ({ rows: [] }) } as unknown as ConstructorParameters<typeof LiveChannel>[0];

  it('sockets with the same topics share one frame; each socket gets only its topics, once per batch', async () => {
    const marketDb = {
      // the known-topic read (known-topics.ts) finds markets 1 to 3; a market's read finds one runner
      query: async (sql: string) =>
        /WHERE id > \$1/.test(sql) ? { rows: /sports_markets/.test(sql) ? [{ id: '1' }, { id: '2' }, { id: '3' }] : [] } : { rows: [{ kind: 'match_odds', status: 'open', runner_id: '1', back: [], lay: [], version: '1' }] },
    } as unknown as ConstructorParameters<typeof LiveChannel>[0];
    const hub = new PriceHub({ flushMs: 1 });
    const channel = new LiveChannel(marketDb, hub);
    const [a, b, c] = [new FakeSocket(), new FakeSocket(), new FakeSocket()];
    for (const [socket, topics] of [[a, ['market:1', 'market:2']], [b, ['market:1']], [c, ['market:2', 'market:1']]] as const) {
      channel.connect(socket);
      channel.message(socket, JSON.stringify({ op: 'sub', topics }));
    }
    await new Promise((r) => setTimeout(r, 20));
    for (const socket of [a, b, c]) socket.sent.length = 0;
    hub.publish({ marketId: '1', status: 'suspended' });
    hub.publish({ marketId: '2', status: 'suspended' });
    hub.publish({ marketId: '3', status: 'suspended' });
    await hub.flush();
    const both = '{"t":"batch","items":[{"topic":"market:1","market":{"market_id":"1","status":"suspended"}},{"topic":"market:2","market":{"market_id":"2","status":"suspended"}}]}';
    expect(a.sent).toEqual([both]);
    expect(c.sent).toEqual([both]);
    expect(b.sent).toEqual(['{"t":"batch","items":[{"topic":"market:1","market":{"market_id":"1","status":"suspended"}}]}']);
    channel.message(a, JSON.stringify({ op: 'unsub', topics: ['market:2'] }));
    channel.disconnect(c);
    hub.publish({ marketId: '2', status: 'open' });
    await hub.flush();
    expect([a.sent.length, b.sent.length, c.sent.length]).toEqual([1, 1, 1]);
    expect(channel.stats()).toMatchObject({ clients: 2, topics: 1 });
    channel.close();
    await hub.close();
  });

  it('a topic the database cannot read now is refused with a reason and the socket closed, so the page reconnects', async () => {
    const failing = { query: async () => Promise.reject(new Error('connection lost')) } as unknown as ConstructorParameters<typeof LiveChannel>[0];
    const hub = new PriceHub({ flushMs: 1 });
    const channel = new LiveChannel(failing, hub);
    const socket = new FakeSocket();
    let closedWith: number | undefined;
    socket.close = (code?: number) => {
      closedWith = code;
      socket.readyState = 3;
    };
    channel.connect(socket);
    channel.message(socket, JSON.stringify({ op: 'sub', topics: ['market:5'] }));
    await new Promise((r) => setTimeout(r, 20));
    expect(socket.sent.at(-1)).toBe(JSON.stringify({ t: 'err', message: 'Live prices are not available now; reconnect' }));
    expect(closedWith).toBe(1011);
    expect(channel.stats().topics).toBe(0);
    channel.close();
    await hub.close();
  });

  it('drops a socket whose unsent data passed the limit instead of buffering more, and one that stopped answering pings', async () => {
    const hub = new PriceHub({ flushMs: 1 });
    const channel = new LiveChannel(noDb, hub, { ...LIVE_LIMITS, heartbeatMs: 20, maxBufferedBytes: 1000 });
    const slow = new FakeSocket();
    const quiet = new FakeSocket();
    const fine = new FakeSocket();
    for (const socket of [slow, quiet, fine]) channel.connect(socket);
    slow.bufferedAmount = 5000;
    // the heartbeat tries to send to the slow socket, which is dropped; the quiet one never pongs
    const pong = setInterval(() => channel.pong(fine), 5);
    await new Promise((r) => setTimeout(r, 90));
    clearInterval(pong);
    expect(slow.terminated).toBe(true);
    expect(quiet.terminated).toBe(true);
    expect(fine.terminated).toBe(false);
    expect(fine.pings).toBeGreaterThanOrEqual(2);
    expect(fine.sent.filter((f) => f === '{"t":"hb"}').length).toBeGreaterThanOrEqual(2);
    expect(channel.stats()).toMatchObject({ clients: 1, dropped: 1 });
    channel.close();
    await hub.close();
  });
});
