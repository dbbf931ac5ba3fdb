import type { Db } from '../../db/db';
import { SYSTEM_ACTOR } from '../../ops/actor';
import { setEventState, setMarketStatus, setPrices, suspendEventMarkets } from '../catalog';
import { ENDED_EVENT_STATUSES } from '../types';
import { settleMarket } from '../settle';
import type { PriceHub } from './hub';
import type { Feed, FeedUpdate } from './types';

/**
 * Applies a feed's updates: prices and statuses written to the database (what bets are taken against), then told
 * to the price hub; a result closes the market and settles it (as the system). Updates of one market apply in
 * order, one at a time; different markets in parallel. A failure is reported and does not stop the feed.
 *
 * Suspend before finish (issue 27 M6): an event that ends (finished, cancelled, abandoned) has its open markets
 * suspended in the same transaction as its status, whatever order the feed sends them in (an event's and its
 * markets' updates queue apart, so the feed's own suspend could land after the finish). Bets also check the event.
 */
export class FeedApplier {
  private readonly chains = new Map<string, Promise<void>>();
  private readonly latestPrices = new Map<string, FeedUpdate>();

  constructor(
    private readonly db: Db,
    private readonly hub: PriceHub,
    private readonly onError: (error: unknown, update: FeedUpdate) => void = () => undefined,
  ) {}

  /** Applies every update the feed emits; returns the way to stop. */
  attach(feed: Feed): () => void {
    return feed.subscribe((u) => void this.enqueue(u));
  }

  /**
   * Queues an update behind the earlier ones of its market (or event); resolves once applied. Prices coalesce:
   * while a market's prices wait to be written, newer prices replace them in their place in the queue, so a
   * feed faster than the database never builds a backlog.
   */
  enqueue(update: FeedUpdate): Promise<void> {
    const key = update.type === 'status' ? `e:${update.eventId}` : `m:${update.marketId}`;
    if (update.type === 'prices') {
      const waiting = this.latestPrices.has(update.marketId);
      this.latestPrices.set(update.marketId, update);
      if (waiting) return this.chains.get(key) ?? Promise.resolve();
    }
    const next = (this.chains.get(key) ?? Promise.resolve())
      .then(() => this.apply(update.type === 'prices' ? this.takePrices(update.marketId) : update))
      .catch((error) => this.onError(error, update));
    this.chains.set(key, next);
    void next.then(() => {
      if (this.chains.get(key) === next) this.chains.delete(key);
    });
    return next;
  }

  /** Resolves once everything queued so far is applied. */
  async idle(): Promise<void> {
    while (this.chains.size) await Promise.all([...this.chains.values()]);
  }

  private takePrices(marketId: string): FeedUpdate {
    const u = this.latestPrices.get(marketId)!;
    this.latestPrices.delete(marketId);
    return u;
  }

  private async apply(u: FeedUpdate): Promise<void> {
    switch (u.type) {
      case 'prices': {
        const version = await setPrices(this.db, u.marketId, u.runners);
        this.hub.publish({ marketId: u.marketId, version, runners: u.runners });
        return;
      }
      case 'suspend': {
        const status = u.suspended ? 'suspended' : 'open';
        const changed = await this.db.tx(async (q) => {
          const { rows } = await q.query<{ status: string }>('SELECT status FROM sports_markets WHERE id = $1', [u.marketId]);
          // a closed, settled or void market is not reopened (nor suspended) by the feed
          if (!rows[0] || !['open', 'suspended'].includes(rows[0].status)) return false;
          await setMarketStatus(q, u.marketId, status);
          return true;
        });
        if (changed) this.hub.publish({ marketId: u.marketId, status });
        return;
      }
      case 'status': {
        const ends = u.status !== undefined && ENDED_EVENT_STATUSES.includes(u.status);
        const suspended = await this.db.tx(async (q) => {
          const done = ends ? await suspendEventMarkets(q, u.eventId) : [];
          await setEventState(q, u.eventId, u);
          return done;
        });
        for (const marketId of suspended) this.hub.publish({ marketId, status: 'suspended' });
        this.hub.publish({ eventId: u.eventId, inPlay: u.inPlay, eventStatus: u.status, eventState: u.state });
        return;
      }
      case 'result': {
        await this.db.tx(async (q) => {
          const { rows } = await q.query<{ status: string }>('SELECT status FROM sports_markets WHERE id = $1', [u.marketId]);
          if (rows[0] && ['open', 'suspended'].includes(rows[0].status)) await setMarketStatus(q, u.marketId, 'closed');
        });
        await settleMarket(this.db, u.marketId, u.result, SYSTEM_ACTOR);
        this.hub.publish({ marketId: u.marketId, status: 'void' in u.result ? 'void' : 'settled' });
        return;
      }
    }
  }
}
