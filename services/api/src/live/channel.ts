import type { LiveItem } from '@khel/shared/contracts';
import type { Db } from '../db/db';
import type { PriceHub } from '../sports/feed/hub';
import { updateTopic, type MarketUpdate } from '../sports/feed/types';
import { KnownTopics } from './known-topics';
import { PlayerTopic, type PlayerFeed } from './player-topic';
import { LIVE_LIMITS, LIVE_MESSAGES, PLAYER_TOPIC, parseClientFrame, parseTopic, type LiveLimits } from './protocol';
import { AddressGate } from './address-gate';
import { Client, OPEN, type LiveSocket } from './client';
import { Cohorts } from './cohorts';
import { TopicState } from './snapshots';

export type { LiveSocket } from './client';

/**
 * The live channel of one API process (protocol.ts): sockets, their topics, and ONE subscription to the price hub.
 * Each hub batch becomes at most one frame per socket, shared by a cohort (cohorts.ts). Topic states live only while
 * someone subscribes (snapshots.ts), so memory follows the subscriptions, not the markets.
 */

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
  private readonly loading = new Map<string, Promise<'found' | 'missing' | 'failed'>>();
  private readonly cohorts = new Cohorts();
  private readonly stopHub: () => void;
  private readonly heartbeat: NodeJS.Timeout;
  private dropped = 0;
  private players: PlayerTopic | null = null;
  private readonly addresses: AddressGate;
  private readonly known: KnownTopics;

  constructor(private readonly db: Db, hub: PriceHub, private readonly limits: Readonly<LiveLimits> = LIVE_LIMITS) {
    this.addresses = new AddressGate(limits);
    this.known = new KnownTopics(db, limits.topicRefreshMs);
    this.stopHub = hub.subscribe((updates) => this.onBatch(updates));
    this.heartbeat = setInterval(() => this.beat(), limits.heartbeatMs);
    this.heartbeat.unref();
  }

  /** Serves the player topic `me` (player-topic.ts) on this channel's sockets. */
  attachPlayers(feed: PlayerFeed): void {
    this.players = new PlayerTopic(
      feed,
      (socket, data) => {
        const client = this.bySocket.get(socket);
        if (client) this.send(client, data);
      },
      { maxSocketsPerPlayer: this.limits.maxSocketsPerPlayer, refuse: (socket) => this.refuse(socket) },
    );
  }

  stats(): LiveStats {
    return { clients: this.clients.size, topics: this.states.size, dropped: this.dropped };
  }

  /** Whether another socket from this address would be over the per-address limit (or the address is penalised). */
  full(address: string): boolean {
    return this.addresses.full(address, Date.now());
  }

  /**
   * A new socket from `address`: says hello (the caller passes its frames to `message` and calls `disconnect` on
   * close), or, past the per-address limit, is told why and closed (1008); false then.
   */
  connect(socket: LiveSocket, address = ''): boolean {
    if (this.full(address)) {
      if (socket.readyState === OPEN) socket.send(JSON.stringify({ t: 'err', message: LIVE_MESSAGES.tooManySockets }));
      socket.close(1008, 'too many connections');
      return false;
    }
    this.addresses.opened(address);
    const client = new Client(socket, address);
    this.clients.add(client);
    this.bySocket.set(socket, client);
    this.send(client, JSON.stringify({ t: 'hello', heartbeat_ms: this.limits.heartbeatMs, max_topics: this.limits.maxTopics }));
    return true;
  }

  /** Ends every `me` subscription of the player on this process (logout, password change: session.ts). */
  endPlayer(userId: string): void {
    this.players?.end(userId);
  }

  pong(socket: LiveSocket): void {
    const client = this.bySocket.get(socket);
    if (client) client.alive = true;
  }

  message(socket: LiveSocket, text: string): void {
    const client = this.bySocket.get(socket);
    if (!client) return;
    const now = Date.now();
    if (!client.frames.take(1, this.limits.framesPerSecond, now)) return this.refuse(socket, LIVE_MESSAGES.tooFast);
    const frame = parseClientFrame(text);
    if ('error' in frame) return this.refuse(socket, frame.error);
    if (frame.op === 'ping') return this.send(client, '{"t":"pong"}');
    if (frame.op === 'auth') {
      if (!this.players) return this.send(client, JSON.stringify({ t: 'err', message: LIVE_MESSAGES.noPlayers }));
      return void this.players.auth(socket, frame.token);
    }
    if (frame.op === 'unsub') {
      for (const topic of frame.topics) {
        if (topic === PLAYER_TOPIC) this.players?.unfollow(socket);
        else this.leave(client, topic);
      }
      return;
    }
    if (frame.topics.includes(PLAYER_TOPIC)) {
      if (!this.players) this.send(client, JSON.stringify({ t: 'err', message: LIVE_MESSAGES.noPlayers }));
      else void this.players.follow(socket);
    }
    const fresh = frame.topics.filter((t) => t !== PLAYER_TOPIC && !client.topics.has(t));
    if (client.topics.size + new Set(fresh).size > this.limits.maxTopics) return this.refuse(socket, LIVE_MESSAGES.tooMany(this.limits.maxTopics));
    if (!client.subs.take(new Set(fresh).size, this.limits.subscriptionsPerSecond, now)) return this.refuse(socket, LIVE_MESSAGES.tooManySubs);
    for (const topic of new Set(fresh)) void this.join(client, topic).catch(() => client.socket.terminate());
  }

  /**
   * A refused frame or topic: said (when there is a message) and counted; past maxBadFrames refusals the socket is
   * closed (1008), so a refusal never buys a free retry.
   */
  refuse(socket: LiveSocket, message?: string): void {
    const client = this.bySocket.get(socket);
    if (!client) return;
    if (message) this.send(client, JSON.stringify({ t: 'err', message }));
    if (++client.badFrames > this.limits.maxBadFrames) {
      // Its address waits a while before its next socket: a closed flooder does not come straight back.
      this.addresses.penalise(client.address, Date.now());
      this.disconnect(socket);
      socket.close(1008, 'too many refused frames');
    }
  }

  disconnect(socket: LiveSocket): void {
    const client = this.bySocket.get(socket);
    if (!client) return;
    this.addresses.closed(client.address);
    this.bySocket.delete(socket);
    this.clients.delete(client);
    this.players?.disconnect(socket);
    for (const topic of [...client.topics]) this.leave(client, topic);
    this.cohorts.regroup(client, this.clients.has(client));
  }

  close(): void {
    this.stopHub();
    this.players?.close();
    clearInterval(this.heartbeat);
    this.addresses.clear();
    for (const c of this.clients) c.socket.terminate();
    this.clients.clear();
    this.bySocket.clear();
  }

  private async join(client: Client, topic: string): Promise<void> {
    client.topics.add(topic);
    let state = this.states.get(topic);
    if (!state) {
      // Whether it exists is answered from memory: a topic that does not exist costs no read (known-topics.ts).
      const parsed = parseTopic(topic)!;
      let exists: boolean;
      try {
        exists = await this.known.has(parsed);
      } catch {
        client.topics.delete(topic);
        this.send(client, JSON.stringify({ t: 'err', message: LIVE_MESSAGES.unavailable }));
        return client.socket.close(1011, 'prices unavailable');
      }
      if (!exists) {
        client.topics.delete(topic);
        if (!this.clients.has(client)) return;
        this.send(client, JSON.stringify({ t: 'gone', topic }));
        return this.refuse(client.socket);
      }
      if (!client.topics.has(topic) || !this.clients.has(client)) return;
      state = this.states.get(topic);
    }
    if (!state) {
      state = new TopicState(topic, parseTopic(topic)!);
      this.states.set(topic, state);
      this.subscribers.set(topic, new Set());
    }
    if (!state.loaded) {
      let load = this.loading.get(topic);
      if (!load) {
        load = state.load(this.db).then(
          (found) => (found ? ('found' as const) : ('missing' as const)),
          () => 'failed' as const,
        );
        this.loading.set(topic, load);
        void load.finally(() => this.loading.delete(topic));
      }
      state.waiting += 1;
      let found: 'found' | 'missing' | 'failed';
      try {
        found = await load;
      } finally {
        state.waiting -= 1;
      }
      if (found !== 'found') {
        client.topics.delete(topic);
        this.maybeForget(topic, state);
        if (found === 'missing') {
          this.known.forget(state.parsed);
          this.send(client, JSON.stringify({ t: 'gone', topic }));
          return this.refuse(client.socket);
        }
        // The database did not answer: the client reconnects (with backoff) and asks again.
        this.send(client, JSON.stringify({ t: 'err', message: LIVE_MESSAGES.unavailable }));
        return client.socket.close(1011, 'prices unavailable');
      }
    }
    // Unsubscribed or disconnected while the state was read.
    if (!client.topics.has(topic) || !this.clients.has(client) || this.states.get(topic) !== state) return this.maybeForget(topic, state);
    this.subscribers.get(topic)!.add(client);
    client.active.add(topic);
    this.cohorts.regroup(client, this.clients.has(client));
    const item: LiveItem = state.market ? { topic, market: state.market } : state.fantasy ? { topic, fantasy: state.fantasy } : { topic, event: state.event! };
    this.send(client, JSON.stringify({ t: 'snap', ...item }));
  }

  private leave(client: Client, topic: string): void {
    client.topics.delete(topic);
    if (client.active.delete(topic)) this.cohorts.regroup(client, this.clients.has(client));
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
    // 1. each update to its topic's state -> one encoded item per topic with subscribers
    const items: Array<[topic: string, json: string]> = [];
    for (const u of updates) {
      this.known.hear(u);
      const topic = updateTopic(u);
      const state = this.states.get(topic);
      if (!state) continue;
      const change = state.apply(u);
      if (!change || !this.subscribers.get(topic)?.size) continue;
      items.push([topic, JSON.stringify({ topic, [state.parsed.kind]: change })]);
    }
    if (!items.length) return;
    // 2. one frame per cohort (sockets with the same topics), sent to each of its sockets
    for (const cohort of this.cohorts.list()) {
      const mine = items.filter(([topic]) => cohort.topics.has(topic));
      if (!mine.length) continue;
      const frame = Buffer.from(`{"t":"batch","items":[${mine.map(([, json]) => json).join(',')}]}`);
      for (const client of [...cohort.clients]) this.send(client, frame);
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
    const now = Date.now();
    this.addresses.expire(now);
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
