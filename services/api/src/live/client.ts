/**
 * One socket of the live channel (channel.ts) and what the channel keeps for it: its topics, its cohort, its
 * refusals and its per-second frame and subscription windows.
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

export const OPEN = 1;

/** Sockets subscribed to exactly the same topics: one frame per batch serves them all. */
export interface Cohort {
  key: string;
  topics: Set<string>;
  clients: Set<Client>;
}

export class Client {
  /** topics asked for (some may still be loading) */
  readonly topics = new Set<string>();
  /** topics delivered (snapshot sent) */
  readonly active = new Set<string>();
  cohort: Cohort | null = null;
  /** refusals so far (bad frames, unknown topics, over a rate): maxBadFrames of them close the socket */
  badFrames = 0;
  alive = true;
  readonly frames = new PerSecond();
  readonly subs = new PerSecond();
  constructor(
    readonly socket: LiveSocket,
    readonly address: string,
  ) {}
}

/**
 * A count per one-second window (frames, subscriptions of a socket). Synchronous and per socket, so kept here rather
 * than in the throttles (src/throttle), which count logins across processes in Redis or the database.
 */
export class PerSecond {
  private start = 0;
  private count = 0;
  take(n: number, max: number, now: number): boolean {
    if (now - this.start >= 1000) {
      this.start = now;
      this.count = 0;
    }
    if (this.count + n > max) return false;
    this.count += n;
    return true;
  }
}

