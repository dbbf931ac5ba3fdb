import type { PlayerChange, PlayerChanges } from '../db/player-changes';

/**
 * What a live session's requests read again and again, kept per session until the player's data changes: the
 * balance poll's answer (services/user/account-routes.ts) and the session check of every player call
 * (player-guard.ts). Every write of a balance, a session or a player's standing says so (`q.playersChanged()`),
 * here at once and in the other API processes through PostgreSQL NOTIFY, so an unchanged player (nearly every
 * request) is answered without the database. Money never moves on what is kept here: postings read and lock the
 * accounts themselves, and a logout or a block reaches every process's copy with its commit's NOTIFY.
 *
 * Safety nets: nothing is kept while changes from other processes cannot be heard (the LISTEN connection is
 * down), a load that a change overtakes is not kept, and an entry is re-read after MAX_AGE_MS whatever happens,
 * so a write made behind the API's back (a hand-run SQL fix) shows within that time.
 */
export const MAX_AGE_MS = 15_000;
const MAX_ENTRIES = 200_000;

/** What is kept per session: the answer, ready to use, and when the session expires. */
export interface KeptPoll {
  /** ms since the epoch */
  expiresMs: number;
}

interface Entry<T> {
  userId: string;
  value: T;
  keptAt: number;
}

export type LoadPoll<T> = (sessionId: string, userId: string) => Promise<T | undefined>;

export class SessionCache<T extends KeptPoll> {
  private readonly bySession = new Map<string, Entry<T>>();
  private readonly sessionsOf = new Map<string, Set<string>>();
  /** Loads under way per player; a change marks them so their answers are not kept. */
  private readonly loading = new Map<string, Set<{ overtaken: boolean }>>();
  private readonly unsubscribe: () => void;

  constructor(
    private readonly changes: PlayerChanges,
    private readonly loadPoll: LoadPoll<T>,
  ) {
    this.unsubscribe = changes.subscribe((change) => this.forget(change));
  }

  /** The poll's answer for a live session of this player at `now` (ms), or undefined (ended, expired, blocked). */
  async get(sessionId: string, userId: string, now: number): Promise<T | undefined> {
    const kept = this.bySession.get(sessionId);
    if (kept && kept.userId === userId && now - kept.keptAt < MAX_AGE_MS) {
      return kept.value.expiresMs > now ? kept.value : undefined;
    }
    const load = { overtaken: false };
    let loads = this.loading.get(userId);
    if (!loads) this.loading.set(userId, (loads = new Set()));
    loads.add(load);
    try {
      const value = await this.loadPoll(sessionId, userId);
      if (value && !load.overtaken && this.changes.complete) this.keep(sessionId, userId, value, now);
      // The loader's own clock may differ from the caller's (a test's moved clock): the caller's decides.
      return value && value.expiresMs > now ? value : undefined;
    } finally {
      loads.delete(load);
      if (!loads.size) this.loading.delete(userId);
    }
  }

  get size(): number {
    return this.bySession.size;
  }

  close(): void {
    this.unsubscribe();
    this.bySession.clear();
    this.sessionsOf.clear();
  }

  private keep(sessionId: string, userId: string, value: T, now: number): void {
    this.drop(sessionId);
    if (this.bySession.size >= MAX_ENTRIES) {
      // Maps iterate in insertion order: the oldest entry goes.
      const oldest = this.bySession.keys().next().value;
      if (oldest !== undefined) this.drop(oldest);
    }
    this.bySession.set(sessionId, { userId, value, keptAt: now });
    let sessions = this.sessionsOf.get(userId);
    if (!sessions) this.sessionsOf.set(userId, (sessions = new Set()));
    sessions.add(sessionId);
  }

  private drop(sessionId: string): void {
    const entry = this.bySession.get(sessionId);
    if (!entry) return;
    this.bySession.delete(sessionId);
    const sessions = this.sessionsOf.get(entry.userId);
    sessions?.delete(sessionId);
    if (sessions && !sessions.size) this.sessionsOf.delete(entry.userId);
  }

  private forget(change: PlayerChange): void {
    if (change === 'all') {
      this.bySession.clear();
      this.sessionsOf.clear();
      for (const loads of this.loading.values()) for (const load of loads) load.overtaken = true;
      return;
    }
    for (const userId of change) {
      const sessions = this.sessionsOf.get(userId);
      if (sessions) for (const sessionId of [...sessions]) this.drop(sessionId);
      const loads = this.loading.get(userId);
      if (loads) for (const load of loads) load.overtaken = true;
    }
  }
}
