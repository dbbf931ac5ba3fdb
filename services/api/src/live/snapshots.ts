import type { LiveEventData, LiveFantasyData, LiveMarketData } from '@khel/shared/contracts';
import type { Db } from '../db/db';
import { readLiveScores } from '../fantasy/live';
import type { MarketUpdate } from '../sports/feed/types';
import type { PriceLevel } from '../sports/types';
import { liveMarketView } from './market-view';
import type { ParsedTopic } from './protocol';

/**
 * The current state of one topic, kept in memory while someone subscribes to it: read once from the database,
 * then kept up to date from the hub's updates, so a later subscriber's snapshot needs no query. Updates that
 * arrive while the first read runs are kept and applied on top of it (a price update older than the read, by
 * its version, is dropped), so nothing between the read and the first subscription is lost.
 */
export class TopicState {
  /** the market's kind (for the bookmaker/fancy fields of its prices) */
  kind = '';
  market: LiveMarketData | null = null;
  event: LiveEventData | null = null;
  fantasy: LiveFantasyData | null = null;
  loaded = false;
  /** subscribers waiting for the first read */
  waiting = 0;
  private early: MarketUpdate[] = [];

  constructor(readonly topic: string, readonly parsed: ParsedTopic) {}

  /** Reads the state; false when there is no such market or event. */
  async load(db: Db): Promise<boolean> {
    if (this.parsed.kind === 'market') {
      const snap = await readMarket(db, this.parsed.id);
      if (!snap) return false;
      this.kind = snap.kind;
      this.market = snap.market;
    } else if (this.parsed.kind === 'fantasy') {
      this.fantasy = await readLiveScores(db, this.parsed.id);
      if (!this.fantasy) return false;
    } else {
      const { rows } = await db.query<{ in_play: boolean; status: LiveEventData['status']; state: Record<string, unknown> }>(
        'SELECT in_play, status, state FROM sports_events WHERE id = $1',
        [this.parsed.id],
      );
      if (!rows[0]) return false;
      this.event = { event_id: this.parsed.id, in_play: rows[0].in_play, status: rows[0].status, state: rows[0].state ?? {} };
    }
    this.loaded = true;
    for (const u of this.early.splice(0)) this.apply(u);
    return true;
  }

  /** Applies a hub update; returns what changed as the channel sends it (null: nothing to send yet). */
  apply(u: MarketUpdate): LiveMarketData | LiveEventData | LiveFantasyData | null {
    if (!this.loaded) {
      if (this.early.length < 1000) this.early.push(u);
      return null;
    }
    if (this.parsed.kind === 'fantasy') {
      // A fantasy update carries the whole card; one older than what we hold (by scores version) is not sent.
      if (!u.fantasy || (u.fantasy.scores_version ?? 0) < (this.fantasy!.scores_version ?? 0)) return null;
      this.fantasy = { ...this.fantasy!, ...u.fantasy, match_id: this.parsed.id };
      return { ...u.fantasy, match_id: this.parsed.id };
    }
    if (this.parsed.kind === 'event') {
      const change: LiveEventData = { event_id: this.parsed.id };
      if (u.inPlay !== undefined) change.in_play = u.inPlay;
      if (u.eventStatus !== undefined) change.status = u.eventStatus as LiveEventData['status'];
      if (u.eventState !== undefined) change.state = u.eventState;
      this.event = { ...this.event!, ...change };
      return change;
    }
    const m = this.market!;
    // Prices older than what we hold (the read saw a later version) are not sent again.
    const stale = u.version !== undefined && m.version !== undefined && u.version < m.version;
    const change = liveMarketView(this.kind, { ...u, marketId: this.parsed.id, ...(stale ? { version: undefined, runners: undefined } : {}) });
    if (change.version !== undefined) m.version = change.version;
    if (change.status !== undefined) m.status = change.status;
    if (change.runners) {
      const byId = new Map(change.runners.map((r) => [r.id, r]));
      m.runners = (m.runners ?? []).map((r) => byId.get(r.id) ?? r);
    }
    return change.version === undefined && change.status === undefined && !change.runners ? null : change;
  }
}

async function readMarket(db: Db, marketId: string): Promise<{ kind: string; market: LiveMarketData } | null> {
  const { rows } = await db.query<{ kind: string; status: LiveMarketData['status']; runner_id: string | null; back: PriceLevel[] | null; lay: PriceLevel[] | null; version: string | null }>(
    `SELECT m.kind, m.status, r.id::text AS runner_id, p.back, p.lay, p.version::text
       FROM sports_markets m LEFT JOIN sports_runners r ON r.market_id = m.id LEFT JOIN sports_prices p ON p.runner_id = r.id
      WHERE m.id = $1 ORDER BY r.sort_order, r.id`,
    [marketId],
  );
  if (!rows[0]) return null;
  const kind = rows[0].kind;
  const runners = rows.filter((r) => r.runner_id).map((r) => ({ runnerId: r.runner_id!, back: r.back ?? [], lay: r.lay ?? [] }));
  const version = Math.max(0, ...rows.map((r) => Number(r.version ?? 0)));
  return { kind, market: liveMarketView(kind, { marketId, version, status: rows[0].status, runners }) };
}
