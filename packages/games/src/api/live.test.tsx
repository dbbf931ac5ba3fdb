import '../test-env';
import type { LiveUpdate } from './model';
import { subscribeEvent } from './live';

/** A stand-in socket: records what the page sends; the test plays the server. */
class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: Array<{ op: string; topics?: string[] }> = [];
  onopen: ((e: unknown) => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: unknown) => void) | null = null;
  onerror: ((e: unknown) => void) | null = null;
  constructor(public url: string) {
    FakeSocket.all.push(this);
  }
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  close() {
    this.readyState = 3;
    this.onclose?.({});
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  serve(msg: unknown) {
    this.onmessage?.({ data: JSON.stringify(msg) });
  }
}

const real = globalThis.WebSocket;
beforeEach(() => {
  FakeSocket.all = [];
  (globalThis as { WebSocket: unknown }).WebSocket = FakeSocket;
});
afterEach(() => {
  (globalThis as { WebSocket: unknown }).WebSocket = real;
});

describe('live prices of an event', () => {
  it("subscribes to the event and its markets on the sports service's /live and passes snapshots and changes on", () => {
    const got: LiveUpdate[] = [];
    const stop = subscribeEvent('7', ['11', '12'], (u) => got.push(u));
    const ws = FakeSocket.all[0]!;
    expect(ws.url).toBe('ws://localhost/sports/live');
    ws.open();
    expect(ws.sent.flatMap((m) => (m.op === 'sub' ? m.topics : [])).sort()).toEqual(['event:7', 'market:11', 'market:12']);
    ws.serve({ t: 'hello', heartbeat_ms: 15000, max_topics: 100 });
    ws.serve({ t: 'snap', topic: 'market:11', market: { market_id: '11', version: 3, status: 'open', runners: [{ id: '21', back: [{ odds: 1.8, size: 500 }], lay: [{ odds: 1.82 }] }] } });
    ws.serve({ t: 'batch', items: [{ topic: 'market:12', market: { market_id: '12', status: 'suspended' } }, { topic: 'event:7', event: { event_id: '7', state: { score: '52/2' } } }] });
    expect(got).toEqual([
      { marketId: '11', version: 3, status: 'open', runners: [{ runnerId: '21', back: [{ odds: 180, size: 500, line: null }], lay: [{ odds: 182, size: null, line: null }] }] },
      { marketId: '12', status: 'suspended' },
      { eventId: '7', eventState: { score: '52/2' } },
    ]);
    stop();
    expect(ws.sent.filter((m) => m.op === 'unsub').flatMap((m) => m.topics).sort()).toEqual(['event:7', 'market:11', 'market:12']);
    ws.serve({ t: 'batch', items: [{ topic: 'market:11', market: { market_id: '11', status: 'closed' } }] });
    expect(got).toHaveLength(3);
  });
});
