import '../test-env';
import type { LiveUpdate } from './model';
import { liveUrl, subscribeEvent } from './live';

/** A stand-in socket: records what the page sends; the test plays the server. */
class FakeSocket {
  static all: FakeSocket[] = [];
  sent: unknown[] = [];
  closed = false;
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(public url: string) {
    FakeSocket.all.push(this);
  }
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  close() {
    this.closed = true;
    this.onclose?.();
  }
  serve(msg: unknown) {
    this.onmessage?.({ data: JSON.stringify(msg) });
  }
}

const real = globalThis.WebSocket;
beforeEach(() => {
  FakeSocket.all = [];
  (globalThis as { WebSocket: unknown }).WebSocket = FakeSocket;
  jest.useFakeTimers();
});
afterEach(() => {
  (globalThis as { WebSocket: unknown }).WebSocket = real;
  jest.useRealTimers();
});

describe('live channel', () => {
  it('addresses the sports service over ws, from a site path or another host', () => {
    expect(liveUrl('/sports', 'http://localhost:9000/sports-event-detail/7')).toBe('ws://localhost:9000/sports/live');
    expect(liveUrl('https://sports.example.com/', 'https://khel.example.com/')).toBe('wss://sports.example.com/live');
  });

  it("subscribes to the event and its markets and passes snapshots and changes on as the page's updates", () => {
    const got: LiveUpdate[] = [];
    const stop = subscribeEvent('7', ['11', '12'], (u) => got.push(u));
    const ws = FakeSocket.all[0]!;
    ws.onopen!();
    expect(ws.sent).toEqual([{ op: 'sub', topics: ['event:7', 'market:11', 'market:12'] }]);
    ws.serve({ t: 'hello', heartbeat_ms: 15000, max_topics: 100 });
    ws.serve({ t: 'snap', topic: 'market:11', market: { market_id: '11', version: 3, status: 'open', runners: [{ id: '21', back: [{ odds: 1.8, size: 500 }], lay: [{ odds: 1.82 }] }] } });
    ws.serve({ t: 'batch', items: [{ topic: 'market:12', market: { market_id: '12', status: 'suspended' } }, { topic: 'event:7', event: { event_id: '7', state: { score: '52/2' } } }] });
    ws.serve({ t: 'hb' });
    expect(got).toEqual([
      { marketId: '11', version: 3, status: 'open', runners: [{ runnerId: '21', back: [{ odds: 180, size: 500, line: null }], lay: [{ odds: 182, size: null, line: null }] }] },
      { marketId: '12', status: 'suspended' },
      { eventId: '7', eventState: { score: '52/2' } },
    ]);
    stop();
    expect(ws.closed).toBe(true);
    jest.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('reconnects and resubscribes when the socket closes or goes silent for two heartbeats', () => {
    subscribeEvent('7', ['11'], () => undefined);
    FakeSocket.all[0]!.onopen!();
    FakeSocket.all[0]!.close();
    jest.advanceTimersByTime(1000);
    const second = FakeSocket.all[1]!;
    second.onopen!();
    expect(second.sent).toEqual([{ op: 'sub', topics: ['event:7', 'market:11'] }]);
    jest.advanceTimersByTime(30_000);
    expect(second.closed).toBe(true);
    jest.advanceTimersByTime(1000);
    expect(FakeSocket.all).toHaveLength(3);
  });
});
