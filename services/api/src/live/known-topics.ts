import type { Queryable } from '../db/db';
import type { MarketUpdate } from '../sports/feed/types';
import type { ParsedTopic } from './protocol';

const TABLES: Record<ParsedTopic['kind'], string> = { market: 'sports_markets', event: 'sports_events', fantasy: 'fantasy_matches' };
const KINDS = Object.keys(TABLES) as Array<ParsedTopic['kind']>;
/**
 * Rows inserted by transactions that committed after a later id was seen: each refresh looks again this far below
 * the highest id it knows (ids are bigserial), so a slow transaction's market is not missed for ever.
 */
const OVERLAP = 1000n;

/**
 * Which markets, events and fantasy matches exist, held in memory so the live channel answers a topic that does
 * not exist without reading the database (issue 27 H2: each unknown `market:<id>` was a query, and 20 sockets
 * could stall the API). Filled by one read of every id, then kept up to date two ways: every hub update names its
 * market, event or match (added at once), and a topic not in the sets triggers a refresh of only the ids above
 * the highest known, at most once per `refreshMs` (KHEL_LIVE_TOPIC_REFRESH_MS) however many sockets ask: a flood
 * of unknown topics costs at most one small indexed read per kind per interval, and each of its answers waits for
 * the next refresh (a throttle of its own).
 */
export class KnownTopics {
  private readonly ids: Record<ParsedTopic['kind'], Set<string>> = { market: new Set(), event: new Set(), fantasy: new Set() };
  private readonly max: Record<ParsedTopic['kind'], bigint> = { market: 0n, event: 0n, fantasy: 0n };
  private refreshedAt = Number.NEGATIVE_INFINITY;
  private pending: Promise<void> | null = null;

  constructor(
    private readonly db: Queryable,
    private readonly refreshMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Whether the topic's market, event or match exists. One not in the sets waits for the next refresh (at once
   * when the last one is older than refreshMs, else when it is), so a market made a moment ago is found within
   * refreshMs, and however many unknown topics are asked for, the database is read at most once per interval.
   */
  async has(topic: ParsedTopic): Promise<boolean> {
    if (this.ids[topic.kind].has(topic.id)) return true;
    await this.nextRefresh();
    return this.ids[topic.kind].has(topic.id);
  }

  /** A hub update names a market, event or match that exists. */
  hear(u: Pick<MarketUpdate, 'marketId' | 'eventId' | 'fantasyMatchId'>): void {
    if (u.marketId !== undefined) this.add('market', u.marketId);
    else if (u.fantasyMatchId !== undefined) this.add('fantasy', u.fantasyMatchId);
    else if (u.eventId !== undefined) this.add('event', u.eventId);
  }

  /** The database said the topic's row is gone (deleted): it is unknown again. */
  forget(topic: ParsedTopic): void {
    this.ids[topic.kind].delete(topic.id);
  }

  private add(kind: ParsedTopic['kind'], id: string): void {
    this.ids[kind].add(id);
  }

  /** The next refresh, shared by every caller that asks before it runs. */
  private nextRefresh(): Promise<void> {
    if (this.pending) return this.pending;
    const wait = Math.max(0, this.refreshedAt + this.refreshMs - this.now());
    const run = (async () => {
      if (wait > 0) await new Promise<void>((resolve) => setTimeout(resolve, wait).unref());
      this.refreshedAt = this.now();
      await this.refresh();
    })();
    this.pending = run;
    return run.finally(() => {
      if (this.pending === run) this.pending = null;
    });
  }

  /** One read per kind of the ids above the highest known (all of them the first time). */
  private async refresh(): Promise<void> {
    for (const kind of KINDS) {
      const from = this.max[kind] > OVERLAP ? this.max[kind] - OVERLAP : 0n;
      const { rows } = await this.db.query<{ id: string }>(`SELECT id::text AS id FROM ${TABLES[kind]} WHERE id > $1`, [from.toString()]);
      for (const { id } of rows) {
        this.ids[kind].add(id);
        const n = BigInt(id);
        if (n > this.max[kind]) this.max[kind] = n;
      }
    }
  }
}
