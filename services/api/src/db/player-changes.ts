/**
 * Which players' balances, sessions or standing just changed, told to every part of every API process that
 * keeps a copy of them (the balance poll's cache). Writers call `publish` after their transaction commits (the
 * Db does that for `q.playersChanged()`); this process's listeners hear it at once, other processes through
 * PostgreSQL NOTIFY a moment later.
 *
 * NOTIFY is sent after the commit, never inside the writer's transaction: a NOTIFY in a transaction takes a
 * database-wide lock through its commit, which would serialise every ledger posting (measured: spread postings
 * fell to the one-hot-player rate).
 */

/** The players whose data changed, or 'all' when changes may have been missed (a lost LISTEN connection). */
export type PlayerChange = readonly string[] | 'all';
export type PlayerChangeListener = (change: PlayerChange) => void;

/** Carries changes between processes; absent for PGlite, which only one process can open. */
export interface ChangeTransport {
  /** Sends one batch of player ids to the other processes. */
  send(userIds: readonly string[]): Promise<void>;
  /** Starts receiving; `onChange` gets other processes' batches, and 'all' whenever the link drops or returns. */
  start(onChange: PlayerChangeListener, onLinkUp: (up: boolean) => void): void;
  stop(): Promise<void>;
}

export const CHANGE_CHANNEL = 'khel_players';
// A NOTIFY payload must stay under 8000 bytes.
const MAX_PAYLOAD = 7800;

export class PlayerChanges {
  private readonly listeners = new Set<PlayerChangeListener>();
  private outbox = new Set<string>();
  private flushing = false;
  private started = false;
  private linkUp: boolean;

  constructor(private readonly transport?: ChangeTransport) {
    this.linkUp = !transport;
  }

  /**
   * Whether every change made anywhere reaches this process: always with one process (PGlite), and with
   * PostgreSQL while the LISTEN connection is up. A cache must not keep anything while this is false.
   */
  get complete(): boolean {
    return this.linkUp;
  }

  /** Listens to changes; the first listener opens the link to the other processes. Returns the unsubscribe. */
  subscribe(listener: PlayerChangeListener): () => void {
    this.listeners.add(listener);
    if (this.transport && !this.started) {
      this.started = true;
      this.transport.start(
        (change) => this.tell(change),
        (up) => {
          this.linkUp = up;
          // Down: what other processes change now goes unheard. Up again: what was kept before may be stale.
          this.tell('all');
        },
      );
    }
    return () => this.listeners.delete(listener);
  }

  /** After a commit: tells this process now and queues the ids for the other processes. */
  publish(userIds: Iterable<string>): void {
    const ids = [...new Set(userIds)];
    if (!ids.length) return;
    this.tell(ids);
    if (!this.transport) return;
    for (const id of ids) this.outbox.add(id);
    if (!this.flushing) {
      this.flushing = true;
      // Everything published in this event-loop turn goes out as one NOTIFY.
      setImmediate(() => void this.flush());
    }
  }

  /** Sends what is queued; resolves when the outbox is empty (tests and shutdown wait on it). */
  async flush(): Promise<void> {
    try {
      while (this.outbox.size) {
        const batch = takeBatch(this.outbox);
        // A failed send cannot be taken back; the listeners' caches expire entries on their own.
        await this.transport!.send(batch).catch(() => undefined);
      }
    } finally {
      this.flushing = false;
    }
  }

  async close(): Promise<void> {
    if (this.outbox.size && this.transport) await this.flush();
    this.listeners.clear();
    if (this.started) await this.transport!.stop();
  }

  private tell(change: PlayerChange): void {
    for (const listener of this.listeners) {
      try {
        listener(change);
      } catch {
        // A listener's failure must not undo the writer's success: the change is committed.
      }
    }
  }
}

function takeBatch(outbox: Set<string>): string[] {
  const batch: string[] = [];
  let bytes = 0;
  for (const id of outbox) {
    if (bytes + id.length + 1 > MAX_PAYLOAD) break;
    batch.push(id);
    bytes += id.length + 1;
    outbox.delete(id);
  }
  return batch;
}

/** A NOTIFY payload: the sending process's tag (so it can skip its own), then the ids. */
export function encodeChange(sender: string, userIds: readonly string[]): string {
  return `${sender}:${userIds.join(',')}`;
}

export function decodeChange(payload: string): { sender: string; userIds: string[] } {
  const colon = payload.indexOf(':');
  return { sender: payload.slice(0, colon), userIds: payload.slice(colon + 1).split(',').filter((id) => /^[0-9]{1,18}$/.test(id)) };
}
