import type { LiveItem } from '@khel/shared/contracts';
import type { Db } from '../db/db';
import type { PriceHub } from '../sports/feed/hub';
import type { MarketUpdate } from '../sports/feed/types';
import { LIVE_LIMITS, LIVE_MESSAGES, parseClientFrame, parseTopic, type LiveLimits } from './protocol';
import { TopicState } from './snapshots';

/**
 * The live channel of one API process (protocol.ts): sockets, their topics, and ONE subscription to the price
 * hub. Each hub batch becomes at most one frame per socket; sockets with the same topics in the batch share one
 * encoded frame (5,000 pages on one event cost one JSON.stringify, not 5,000). Topic states live only while
 * someone subscribes (snapshots.ts), so memory follows the subscriptions, not the markets.
 */

/** What the channel needs of a socket (ws's WebSocket has it; tests use a fake). */
export interface LiveSocket {
  readonly bufferedAmount: number;
  readonly readyState: number;
  send(data: string | Buffer, options?: { binary?: boolean }): void;
  ping(): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
}

const OPEN = 1;

class Client {
  readonly topics = new Set<string>();
  badFrames = 0;
  alive = true;
  constructor(readonly socket: LiveSocket) {}
}

export interface LiveStats {
  clients: number;
  topics: number;
  dropped: number;
}

export class LiveChannel {
  private readonly clients = new Set<Client>();
  private readonly bySocket = new Map<LiveSocket, Client>();
  private readonly states = new Map<string, TopicState>();
  private readonly subscribers = new Map<string, Set<Client>>();
  private readonly loading = new Map<string, Promise<boolean>>();
  private readonly stopHub: () => void;
  private readonly heartbeat: NodeJS.Timeout;
  private dropped = 0;

  constructor(private readonly db: Db, hub: PriceHub, private readonly limits: Readonly<LiveLimits> = LIVE_LIMITS) {
    this.stopHub = hub.subscribe((updates) => this.onBatch(updates));
    this.heartbeat = setInterval(() => this.beat(), limits.heartbeatMs);
    this.heartbeat.unref();
  }

  stats(): LiveStats {
    return { clients: this.clients.size, topics: this.states.size, dropped: this.dropped };
  }

  /** A new socket: says hello; the caller passes its frames to `message` and calls `disconnect` on close. */
  connect(socket: LiveSocket): void {
    const client = new Client(socket);
    this.clients.add(client);
    this.bySocket.set(socket, client);
    this.send(client, JSON.stringify({ t: 'hello', heartbeat_ms: this.limits.heartbeatMs, max_topics: this.limits.maxTopics }));
  }

  pong(socket: LiveSocket): void {
    const client = this.bySocket.get(socket);
    if (client) client.alive = true;
  }

  message(socket: LiveSocket, text: string): void {
    const client = this.bySocket.get(socket);
    if (!client) return;
    const frame = parseClientFrame(text);
    if ('error' in frame) {
      this.send(client, JSON.stringify({ t: 'err', message: frame.error }));
      if (++client.badFrames > this.limits.maxBadFrames) socket.close(1008, 'too many bad frames');
      return;
    }
    if (frame.op === 'ping') return this.send(client, '{"t":"pong"}');
    if (frame.op === 'unsub') {
      for (const topic of frame.topics) this.leave(client, topic);
      return;
    }
    const fresh = frame.topics.filter((t) => !client.topics.has(t));
    if (client.topics.size + new Set(fresh).size > this.limits.maxTopics) {
      return this.send(client, JSON.stringify({ t: 'err', message: LIVE_MESSAGES.tooMany(this.limits.maxTopics) }));
    }
    for (const topic of new Set(fresh)) void this.join(client, topic);
  }

  disconnect(socket: LiveSocket): void {
    const client = this.bySocket.get(socket);
    if (!client) return;
    this.bySocket.delete(socket);
    this.clients.delete(client);
    for (const topic of [...client.topics]) this.leave(client, topic);
  }

  close(): void {
    this.stopHub();
    clearInterval(this.heartbeat);
    for (const c of this.clients) c.socket.terminate();
    this.clients.clear();
    this.bySocket.clear();
  }

  private async join(client: Client, topic: string): Promise<void> {
    client.topics.add(topic);
    let state = this.states.get(topic);
    if (!state) {
      state = new TopicState(topic, parseTopic(topic)!);
      this.states.set(topic, state);
      this.subscribers.set(topic, new Set());
    }
    if (!state.loaded) {
      let load = this.loading.get(topic);
      if (!load) {
        load = state.load(this.db).catch(() => false);
        this.loading.set(topic, load);
        void load.finally(() => this.loading.delete(topic));
      }
      state.waiting += 1;
      let found: boolean;
      try {
        found = await load;
      } finally {
        state.waiting -= 1;
      }
      if (!found) {
        client.topics.delete(topic);
        this.maybeForget(topic, state);
        return this.send(client, JSON.stringify({ t: 'gone', topic }));
      }
    }
    // Unsubscribed or disconnected while the state was read.
    if (!client.topics.has(topic) || !this.clients.has(client) || this.states.get(topic) !== state) return this.maybeForget(topic, state);
    this.subscribers.get(topic)!.add(client);
    const item: LiveItem = state.market ? { topic, market: state.market } : { topic, event: state.event! };
    this.send(client, JSON.stringify({ t: 'snap', ...item }));
  }

  private leave(client: Client, topic: string): void {
    client.topics.delete(topic);
    const state = this.states.get(topic);
    this.subscribers.get(topic)?.delete(client);
    if (state) this.maybeForget(topic, state);
  }

  /** Drops a topic's state once nobody subscribes to it or waits for its first read. */
  private maybeForget(topic: string, state: TopicState): void {
    if (this.states.get(topic) !== state || this.subscribers.get(topic)?.size || state.waiting > 0) return;
    this.forget(topic);
  }

  private forget(topic: string): void {
    this.states.delete(topic);
    this.subscribers.delete(topic);
  }

  private onBatch(updates: MarketUpdate[]): void {
    // 1. each update to its topic's state -> one encoded item per topic
    const items: string[] = [];
    const itemClients: Array<Set<Client>> = [];
    for (const u of updates) {
      const topic = u.marketId !== undefined ? `market:${u.marketId}` : `event:${u.eventId}`;
      const state = this.states.get(topic);
      if (!state) continue;
      const change = state.apply(u);
      const subs = this.subscribers.get(topic);
      if (!change || !subs?.size) continue;
      items.push(JSON.stringify(state.parsed.kind === 'market' ? { topic, market: change } : { topic, event: change }));
      itemClients.push(subs);
    }
    if (!items.length) return;
    // 2. per socket, the items it subscribes to; sockets with the same items share one frame
    const perClient = new Map<Client, number[]>();
    itemClients.forEach((subs, i) => {
      for (const c of subs) {
        const list = perClient.get(c);
        if (list) list.push(i);
        else perClient.set(c, [i]);
      }
    });
    const frames = new Map<string, Buffer>();
    for (const [client, list] of perClient) {
      const key = list.join(',');
      let frame = frames.get(key);
      if (!frame) {
        frame = Buffer.from(`{"t":"batch","items":[${list.map((i) => items[i]).join(',')}]}`);
        frames.set(key, frame);
      }
      this.send(client, frame);
    }
  }

  /** Sends, or drops a socket that cannot keep up (its unsent data over the limit). */
  private send(client: Client, data: string | Buffer): void {
    const { socket } = client;
    if (socket.readyState !== OPEN) return;
    if (socket.bufferedAmount > this.limits.maxBufferedBytes) {
      this.dropped += 1;
      this.disconnect(socket);
      socket.terminate();
      return;
    }
    socket.send(data, { binary: false });
  }

  private beat(): void {
    for (const client of [...this.clients]) {
      if (!client.alive) {
        this.disconnect(client.socket);
        client.socket.terminate();
        continue;
      }
      client.alive = false;
      if (client.socket.readyState === OPEN) client.socket.ping();
      this.send(client, '{"t":"hb"}');
    }
  }
}
