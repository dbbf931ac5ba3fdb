import type { PlayerLiveMessage } from '../contracts/inbox';
import type { LiveServerMessage } from '../contracts/live';
import { LiveChannel, type EventUpdate, type LiveStatus, type MarketUpdate, type SocketLike } from './live-channel';

/** The page's live channel against a fake WebSocket: lazy connect, shared topics, resubscribe after a drop, heartbeat watchdog. */

class FakeSocket implements SocketLike {
  readyState = 0;
  onopen: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  sent: unknown[] = [];
  closed = false;
  constructor(readonly url: string) {}
  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }
  close(): void {
    this.closed = true;
    this.readyState = 3;
  }
  open(): void {
    this.readyState = 1;
    this.onopen?.({});
  }
  server(msg: LiveServerMessage | PlayerLiveMessage): void {
    this.onmessage?.({ data: JSON.stringify(msg) });
  }
  drop(): void {
    this.readyState = 3;
    this.onclose?.({});
  }
}

describe('LiveChannel (browser)', () => {
  let sockets: FakeSocket[];
  let channel: LiveChannel;
  let statuses: LiveStatus[];
  beforeEach(() => {
    jest.useFakeTimers();
    sockets = [];
    channel = new LiveChannel({ url: 'ws://test/sports/live', createSocket: (url) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s;
    }, backoffMs: { initial: 100, max: 1000 }, idleCloseMs: 500, random: () => 1 });
    statuses = [];
    channel.status$.subscribe((s) => statuses.push(s));
  });
  afterEach(() => {
    channel.close();
    jest.useRealTimers();
  });

  it('connects on the first subscription, subscribes once per topic, merges changes and shares the state with a late subscriber', () => {
    expect(sockets).toHaveLength(0);
    const a: MarketUpdate[] = [];
    const subA = channel.marketUpdates('7').subscribe((u) => a.push(u));
    expect(sockets).toHaveLength(1);
    expect(statuses).toEqual(['idle', 'connecting']);
    sockets[0]!.open();
    expect(sockets[0]!.sent).toEqual([{ op: 'sub', topics: ['market:7'] }]);
    sockets[0]!.server({ t: 'hello', heartbeat_ms: 1000, max_topics: 100 });
    sockets[0]!.server({ t: 'snap', topic: 'market:7', market: { market_id: '7', version: 3, status: 'open', runners: [{ id: '1', back: [{ odds: 2 }], lay: [] }, { id: '2', back: [{ odds: 3 }], lay: [] }] } });
    sockets[0]!.server({ t: 'batch', items: [{ topic: 'market:7', market: { market_id: '7', version: 4, runners: [{ id: '2', back: [{ odds: 3.5 }], lay: [] }] } }] });
    sockets[0]!.server({ t: 'batch', items: [{ topic: 'market:7', market: { market_id: '7', version: 2, runners: [{ id: '2', back: [{ odds: 9 }], lay: [] }] } }] });
    expect(a.map((u) => u.snapshot)).toEqual([true, false, false]);
    expect(a[1]!.changed.runners).toEqual([{ id: '2', back: [{ odds: 3.5 }], lay: [] }]);
    // the older version (2) does not overwrite the newer prices
    expect(a[2]!.market).toMatchObject({ version: 4, status: 'open', runners: [{ id: '1', back: [{ odds: 2 }], lay: [] }, { id: '2', back: [{ odds: 3.5 }], lay: [] }] });

    const b: MarketUpdate[] = [];
    const subB = channel.marketUpdates('7').subscribe((u) => b.push(u));
    expect(sockets[0]!.sent).toHaveLength(1);
    expect(b).toHaveLength(1);
    expect(b[0]).toMatchObject({ snapshot: true, market: { version: 4 } });
    subA.unsubscribe();
    expect(sockets[0]!.sent).toHaveLength(1);
    subB.unsubscribe();
    expect(sockets[0]!.sent).toEqual([{ op: 'sub', topics: ['market:7'] }, { op: 'unsub', topics: ['market:7'] }]);
    // no topic left: the socket closes after the idle time
    jest.advanceTimersByTime(500);
    expect(sockets[0]!.closed).toBe(true);
    expect(statuses.at(-1)).toBe('idle');
  });

  it('reconnects with growing delays after a drop and resubscribes every topic; the new snapshot resyncs', () => {
    const events: EventUpdate[] = [];
    channel.marketUpdates('7').subscribe();
    channel.eventUpdates('3').subscribe((u) => events.push(u));
    sockets[0]!.open();
    expect(sockets[0]!.sent).toEqual([{ op: 'sub', topics: ['market:7', 'event:3'] }]);
    sockets[0]!.drop();
    expect(statuses.at(-1)).toBe('reconnecting');
    jest.advanceTimersByTime(99);
    expect(sockets).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    sockets[1]!.drop();
    jest.advanceTimersByTime(199);
    expect(sockets).toHaveLength(2);
    jest.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    sockets[2]!.open();
    expect(statuses.at(-1)).toBe('open');
    expect(sockets[2]!.sent).toEqual([{ op: 'sub', topics: ['market:7', 'event:3'] }]);
    sockets[2]!.server({ t: 'snap', topic: 'event:3', event: { event_id: '3', in_play: true, status: 'live', state: { score: '10/0' } } });
    sockets[2]!.server({ t: 'batch', items: [{ topic: 'event:3', event: { event_id: '3', state: { score: '14/0' } } }] });
    expect(events.at(-1)).toMatchObject({ snapshot: false, event: { in_play: true, status: 'live', state: { score: '14/0' } } });
    // after a good connection the backoff starts again from the first delay
    sockets[2]!.drop();
    jest.advanceTimersByTime(100);
    expect(sockets).toHaveLength(4);
  });

  it('replaces a socket that heard nothing for two heartbeats, and completes a topic the server says is gone', () => {
    let completed = false;
    channel.marketUpdates('99').subscribe({ complete: () => (completed = true) });
    channel.marketUpdates('7').subscribe();
    sockets[0]!.open();
    sockets[0]!.server({ t: 'hello', heartbeat_ms: 1000, max_topics: 100 });
    sockets[0]!.server({ t: 'gone', topic: 'market:99' });
    expect(completed).toBe(true);
    jest.advanceTimersByTime(2_500);
    sockets[0]!.server({ t: 'hb' });
    jest.advanceTimersByTime(2_999);
    expect(sockets[0]!.closed).toBe(false);
    jest.advanceTimersByTime(1);
    expect(sockets[0]!.closed).toBe(true);
    jest.advanceTimersByTime(100);
    expect(sockets).toHaveLength(2);
    sockets[1]!.open();
    expect(sockets[1]!.sent).toEqual([{ op: 'sub', topics: ['market:7'] }]);
  });

  it('uses the sports service address of the page by default', () => {
    const made: string[] = [];
    const c = new LiveChannel({ createSocket: (url) => {
      made.push(url);
      return new FakeSocket(url);
    } });
    c.marketUpdates('1').subscribe();
    expect(made).toEqual([`ws://${location.host}/sports/live`]);
    c.close();
  });

  it("the player's topic: auth on open, me once authed, again after a drop; a new token is sent at once; logout leaves me", () => {
    channel.setPlayerToken('tok1');
    const got: PlayerLiveMessage[] = [];
    const sub = channel.playerMessages().subscribe((m) => got.push(m));
    expect(sockets).toHaveLength(1);
    sockets[0]!.open();
    expect(sockets[0]!.sent).toEqual([{ op: 'auth', token: 'tok1' }]);
    sockets[0]!.server({ t: 'authed' });
    expect(sockets[0]!.sent).toEqual([{ op: 'auth', token: 'tok1' }, { op: 'sub', topics: ['me'] }]);
    sockets[0]!.server({ t: 'snap', topic: 'me', unread: 2 });
    const note = { id: '5', kind: 'deposit' as const, title: 'Deposit approved', body: 'b', data: {}, created_at: '2026-11-23T10:00:00.000Z', read: false };
    sockets[0]!.server({ t: 'note', notification: note, unread: 3 });
    sockets[0]!.server({ t: 'unread', unread: 0 });
    expect(got).toEqual([{ t: 'snap', topic: 'me', unread: 2 }, { t: 'note', notification: note, unread: 3 }, { t: 'unread', unread: 0 }]);

    // dropped: reconnects (the player's messages keep the socket) and authenticates again
    sockets[0]!.drop();
    jest.advanceTimersByTime(100);
    expect(sockets).toHaveLength(2);
    sockets[1]!.open();
    sockets[1]!.server({ t: 'authed' });
    expect(sockets[1]!.sent).toEqual([{ op: 'auth', token: 'tok1' }, { op: 'sub', topics: ['me'] }]);

    channel.setPlayerToken('tok2');
    channel.setPlayerToken(null);
    expect(sockets[1]!.sent.slice(2)).toEqual([{ op: 'auth', token: 'tok2' }, { op: 'unsub', topics: ['me'] }]);
    sub.unsubscribe();
    jest.advanceTimersByTime(500);
    expect(sockets[1]!.closed).toBe(true);
  });
});
