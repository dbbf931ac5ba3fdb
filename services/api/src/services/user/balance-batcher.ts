import type { Queryable } from '../../db/db';

export interface BalanceRow {
  bets_count: number;
  cash: string;
  bonus: string;
  exposure: string;
  hold: string;
  /** when the session expires, ms since the epoch */
  expires_ms: number;
}

/**
 * Session check and ledger balances for many polls in one query: polls that miss the cache in the same
 * event-loop turn share one round trip, so under load the database sees a few large reads instead of one per
 * request.
 */
const BATCH_SQL = `
  SELECT r.i::int AS i, u.bets_count, (extract(epoch FROM s.expires_at) * 1000)::float8 AS expires_ms,
         coalesce(sum(a.balance) FILTER (WHERE a.kind = 'cash'), 0)::text AS cash,
         coalesce(sum(a.balance) FILTER (WHERE a.kind = 'bonus'), 0)::text AS bonus,
         coalesce(sum(a.balance) FILTER (WHERE a.kind = 'exposure'), 0)::text AS exposure,
         coalesce(sum(a.balance) FILTER (WHERE a.kind = 'withdrawal_hold'), 0)::text AS hold
    FROM unnest($1::uuid[], $2::bigint[]) WITH ORDINALITY AS r(sid, uid, i)
    JOIN sessions s ON s.id = r.sid AND s.user_id = r.uid AND s.ended_at IS NULL AND s.expires_at > $3
    JOIN users u ON u.id = s.user_id AND NOT u.blocked
    LEFT JOIN ledger_accounts a ON a.user_id = u.id
   GROUP BY r.i, u.id, s.expires_at`;

const MAX_BATCH = 256;

interface Pending {
  sid: string;
  uid: string;
  resolve: (row: BalanceRow | undefined) => void;
  reject: (error: unknown) => void;
}

export class BalanceBatcher {
  private queue: Pending[] = [];
  private scheduled = false;

  constructor(
    private readonly db: Queryable,
    private readonly now: () => Date,
  ) {}

  /** The player's row when the session is live and the player not blocked; undefined otherwise. */
  load(sid: string, uid: string): Promise<BalanceRow | undefined> {
    return new Promise((resolve, reject) => {
      this.queue.push({ sid, uid, resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    this.scheduled = false;
    while (this.queue.length) void this.run(this.queue.splice(0, MAX_BATCH));
  }

  private async run(batch: Pending[]): Promise<void> {
    try {
      const { rows } = await this.db.query<BalanceRow & { i: number }>(BATCH_SQL, [batch.map((p) => p.sid), batch.map((p) => p.uid), this.now()]);
      const byIndex = new Map(rows.map((r) => [r.i, r]));
      batch.forEach((p, index) => p.resolve(byIndex.get(index + 1)));
    } catch (error) {
      for (const p of batch) p.reject(error);
    }
  }
}
