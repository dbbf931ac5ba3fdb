import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { updateTopic, type MarketUpdate } from './types';

/**
 * The price hub: every market update goes in, coalesced per market (the latest prices and status of a market
 * replace what was waiting), and goes out in batches (at once when quiet, then at most one per flushMs) to the
 * listeners of this process, or, with a Redis URL,
 * through one Redis channel so that every API process hears every batch exactly once: a hub never delivers its
 * own batches directly, only what it receives back from the channel (one subscription per process), and it drops
 * a batch it has already delivered (seq per origin hub).
 */

export type HubListener = (updates: MarketUpdate[]) => void;

export interface PriceHubOptions {
  /** Redis for fan-out across processes; without it, in process only. */
  redisUrl?: string;
  /** the Redis channel (default khel:prices) */
  channel?: string;
  /**
   * At most one batch per this many ms (default 20): a quiet hub sends an update at once (the next timer turn);
   * while batches go out faster than that, updates wait for the window and are coalesced per market.
   */
  flushMs?: number;
}

interface Batch {
  origin: string;
  seq: number;
  updates: MarketUpdate[];
}

export class PriceHub {
  readonly id = randomUUID();
  private readonly waiting = new Map<string, MarketUpdate>();
  private readonly listeners = new Set<HubListener>();
  private readonly lastSeq = new Map<string, number>();
  private readonly channel: string;
  private readonly flushMs: number;
  private timer: NodeJS.Timeout | null = null;
  private seq = 0;
  private lastFlush = 0;
  private pub?: Redis;
  private sub?: Redis;
  private sending: Promise<unknown> = Promise.resolve();

  constructor(private readonly opts: PriceHubOptions = {}) {
    this.channel = opts.channel ?? 'khel:prices';
    this.flushMs = opts.flushMs ?? 20;
  }

  /** Connects to Redis (when configured) and subscribes; resolves once the subscription stands. */
  async start(): Promise<void> {
    if (!this.opts.redisUrl || this.sub) return;
    this.pub = new Redis(this.opts.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
    this.sub = new Redis(this.opts.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
    await Promise.all([this.pub.connect(), this.sub.connect()]);
    this.sub.on('message', (channel: string, message: string) => {
      if (channel === this.channel) this.receive(message);
    });
    await this.sub.subscribe(this.channel);
  }

  /** Listens to every batch; returns the way to stop. */
  subscribe(listener: HubListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Queues an update; updates to the same market (or event) before the next flush merge into one (the latest wins). */
  publish(update: MarketUpdate): void {
    const key = updateTopic(update);
    const given = Object.fromEntries(Object.entries(update).filter(([, v]) => v !== undefined)) as MarketUpdate;
    const before = this.waiting.get(key);
    this.waiting.set(key, before ? { ...before, ...given } : given);
    if (!this.timer) this.timer = setTimeout(() => this.flush(), Math.max(0, this.lastFlush + this.flushMs - Date.now()));
  }

  /** Sends what is waiting now; resolves once it is handed to Redis (or delivered, in process). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (!this.waiting.size) return this.sending.then(() => undefined);
    this.lastFlush = Date.now();
    const batch: Batch = { origin: this.id, seq: ++this.seq, updates: [...this.waiting.values()] };
    this.waiting.clear();
    if (!this.pub) {
      this.deliver(batch);
      return Promise.resolve();
    }
    const pub = this.pub;
    this.sending = this.sending.then(() => pub.publish(this.channel, JSON.stringify(batch))).catch(() => undefined);
    return this.sending.then(() => undefined);
  }

  private receive(message: string): void {
    let batch: Batch;
    try {
      batch = JSON.parse(message) as Batch;
    } catch {
      return;
    }
    if (typeof batch?.origin !== 'string' || !Array.isArray(batch.updates)) return;
    this.deliver(batch);
  }

  private deliver(batch: Batch): void {
    if ((this.lastSeq.get(batch.origin) ?? 0) >= batch.seq) return;
    this.lastSeq.set(batch.origin, batch.seq);
    for (const l of this.listeners) {
      try {
        l(batch.updates);
      } catch {
        // one listener's failure never stops the others
      }
    }
  }

  async close(): Promise<void> {
    await this.flush();
    this.sub?.disconnect();
    this.pub?.disconnect();
    this.sub = undefined;
    this.pub = undefined;
  }
}
