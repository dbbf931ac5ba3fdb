import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

/**
 * Carries a player's live messages (a new notification, the unread count) to every API process, where the live
 * channel hands them to that player's sockets on the `me` topic (src/live/player-topic.ts). With a Redis URL
 * they go through one Redis channel (every process hears every message once, its own included); without, in
 * process. A process that handed a notification to at least one socket says so on the ack channel, so the
 * process that wrote it knows whether some tab of the player showed it (else it sends a web push: relay.ts).
 */

export interface PlayerMessage {
  userId: string;
  /** the server frame, already encoded ({"t":"note",...} or {"t":"unread",...}: src/live/protocol.ts) */
  frame: string;
  /** set for a notification: acknowledged when some socket received it */
  notificationId?: string;
}

/** Hears a message; returns how many sockets of this process it was handed to. */
export type PlayerMessageListener = (message: PlayerMessage) => number;

export interface NotificationHubOptions {
  redisUrl?: string;
  /** the Redis channel (default khel:notifications; acks on <channel>:ack) */
  channel?: string;
}

interface Envelope extends PlayerMessage {
  origin: string;
}

export class NotificationHub {
  readonly id = randomUUID();
  private readonly listeners = new Set<PlayerMessageListener>();
  private readonly acks = new Map<string, () => void>();
  private readonly channel: string;
  private pub?: Redis;
  private sub?: Redis;

  constructor(private readonly opts: NotificationHubOptions = {}) {
    this.channel = opts.channel ?? 'khel:notifications';
  }

  async start(): Promise<void> {
    if (!this.opts.redisUrl || this.sub) return;
    this.pub = new Redis(this.opts.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
    this.sub = new Redis(this.opts.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
    await Promise.all([this.pub.connect(), this.sub.connect()]);
    this.sub.on('message', (channel: string, text: string) => {
      if (channel === this.channel) this.receive(text);
      else if (channel === `${this.channel}:ack`) this.acks.get(text)?.();
    });
    await this.sub.subscribe(this.channel, `${this.channel}:ack`);
  }

  subscribe(listener: PlayerMessageListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Sends a message to every process. Resolves true when some socket received it (a notification: waits up to
   * ackWaitMs for another process to say so), false otherwise.
   */
  async publish(message: PlayerMessage, ackWaitMs = 1_500): Promise<boolean> {
    if (!this.pub) return this.deliver(message) > 0;
    const id = message.notificationId;
    const acked = id
      ? new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => finish(false), ackWaitMs);
          const finish = (value: boolean) => {
            clearTimeout(timer);
            this.acks.delete(id);
            resolve(value);
          };
          this.acks.set(id, () => finish(true));
        })
      : Promise.resolve(false);
    try {
      await this.pub.publish(this.channel, JSON.stringify({ ...message, origin: this.id } satisfies Envelope));
    } catch {
      if (id) this.acks.get(id)?.();
      return false;
    }
    return acked;
  }

  private receive(text: string): void {
    let m: Envelope;
    try {
      m = JSON.parse(text) as Envelope;
    } catch {
      return;
    }
    if (typeof m?.userId !== 'string' || typeof m.frame !== 'string') return;
    const handed = this.deliver(m);
    if (handed > 0 && m.notificationId) void this.pub?.publish(`${this.channel}:ack`, m.notificationId).catch(() => undefined);
  }

  private deliver(message: PlayerMessage): number {
    let handed = 0;
    for (const listener of this.listeners) {
      try {
        handed += listener(message);
      } catch {
        // one listener's failure never stops the others
      }
    }
    return handed;
  }

  async close(): Promise<void> {
    for (const ack of [...this.acks.values()]) ack();
    this.sub?.disconnect();
    this.pub?.disconnect();
    this.sub = undefined;
    this.pub = undefined;
  }
}
