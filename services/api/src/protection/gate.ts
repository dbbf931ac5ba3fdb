import type { Db, Queryable } from '../db/db';
import type { PlayerChange } from '../db/player-changes';
import { refuseIfOnBreak } from './enforce';
import { standingOf } from './standing';

/**
 * The bet paths' view of a player's protection, kept per process so a bet of a player with nothing set costs no
 * query (sports' one round trip, bench:bets). A protection change is told on the player-change channel as the
 * player's SHADOW id (PROTECTION_SHADOW + id, still a plain id on the wire): a player's ordinary changes (every bet
 * moves their balance) do not drop the view, only a change of their protection does, in every process.
 * Safety nets as the balance cache's: nothing is kept while other processes' changes cannot be heard, a read that
 * a change overtook is not kept, and every view is read again after 15 s.
 */
export interface BetGate {
  timeOutUntil: Date | null;
  selfExcludedUntil: Date | null;
  /** a loss limit is set: the bet must be checked against it in its transaction */
  lossLimited: boolean;
}

const PROTECTION_SHADOW = 100_000_000_000_000_000n;
const MAX_AGE_MS = 15_000;
const MAX_ENTRIES = 100_000;

export const shadowId = (userId: string) => (PROTECTION_SHADOW + BigInt(userId)).toString();

/** Says that a player's protection (limits, time-out, self-exclusion) changed, with the player's own change. */
export function protectionChanged(q: Queryable, userId: string): void {
  q.playersChanged([userId, shadowId(userId)]);
}

interface Raw {
  time_out_until: Date | null;
  self_excluded_until: Date | null;
  loss_limited: boolean;
}

class GateCache {
  private readonly entries = new Map<string, { raw: Raw; readAt: number }>();
  private readonly loads = new Map<string, { overtaken: boolean }>();

  constructor(private readonly db: Db) {
    db.changes.subscribe((change) => this.forget(change));
  }

  private forget(change: PlayerChange): void {
    if (change === 'all') {
      this.entries.clear();
      for (const l of this.loads.values()) l.overtaken = true;
      return;
    }
    for (const id of change) {
      if (!/^[0-9]{18}$/.test(id)) continue;
      const userId = (BigInt(id) - PROTECTION_SHADOW).toString();
      this.entries.delete(userId);
      const load = this.loads.get(userId);
      if (load) load.overtaken = true;
    }
  }

  async raw(userId: string, nowMs: number): Promise<Raw> {
    const kept = this.entries.get(userId);
    if (kept && nowMs - kept.readAt < MAX_AGE_MS) return kept.raw;
    const load = { overtaken: false };
    this.loads.set(userId, load);
    try {
      const { rows } = await this.db.query<Raw>(
        `SELECT p.time_out_until, p.self_excluded_until,
                EXISTS (SELECT 1 FROM player_limits l WHERE l.user_id = $1 AND l.kind = 'loss' AND l.amount IS NOT NULL) AS loss_limited
           FROM (SELECT 1) one LEFT JOIN player_protection p ON p.user_id = $1`,
        [userId],
      );
      const raw = rows[0] ?? { time_out_until: null, self_excluded_until: null, loss_limited: false };
      if (!load.overtaken && this.db.changes.complete) {
        if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
        this.entries.set(userId, { raw, readAt: nowMs });
      }
      return raw;
    } finally {
      if (this.loads.get(userId) === load) this.loads.delete(userId);
    }
  }
}

const caches = new WeakMap<Db, GateCache>();

/** The player's gate at `now`; refuses (ProtectionRefused) during a time-out or a self-exclusion. */
export async function betGate(db: Db, userId: string, now: Date): Promise<BetGate> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new GateCache(db);
    caches.set(db, cache);
  }
  const raw = await cache.raw(userId, now.getTime());
  const standing = standingOf(raw, now);
  refuseIfOnBreak(standing);
  return { timeOutUntil: standing.timeOutUntil, selfExcludedUntil: standing.selfExcludedUntil, lossLimited: raw.loss_limited };
}
