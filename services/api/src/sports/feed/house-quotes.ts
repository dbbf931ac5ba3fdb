import type { Db } from '../../db/db';
import type { PriceLevel } from '../types';
import { FeedListeners, type Feed, type FeedListener } from './types';

/**
 * The house's standing quotes: markets priced by the house and not moved by any feed (the demo's upcoming events)
 * keep their prices, confirmed every `everyMs` as a feed's heartbeat confirms a price that did not change. Every
 * market has a price age limit (issue 27 L4); these are confirmed well within theirs. Emits the prices as they
 * stand, for open markets of events not yet in play; a market that closes or goes in play is left alone.
 */
export class HouseQuoteFeed implements Feed {
  readonly name = 'house-quotes';
  private readonly listeners = new FeedListeners();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly marketIds: () => Promise<string[]>,
    private readonly everyMs = 20_000,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  subscribe(listener: FeedListener): () => void {
    return this.listeners.subscribe(listener);
  }

  /** Confirms every quoted market once. */
  async confirm(): Promise<void> {
    const ids = await this.marketIds();
    if (!ids.length) return;
    const { rows } = await this.db.query<{ market_id: string; runner_id: string; back: PriceLevel[]; lay: PriceLevel[] }>(
      `SELECT p.market_id::text, p.runner_id::text, p.back, p.lay FROM sports_prices p
         JOIN sports_markets m ON m.id = p.market_id JOIN sports_events e ON e.id = m.event_id
        WHERE p.market_id = ANY($1::bigint[]) AND p.version > 0 AND m.status = 'open' AND NOT e.in_play AND e.status = 'scheduled'
        ORDER BY p.market_id, p.runner_id`,
      [ids],
    );
    const byMarket = new Map<string, Array<{ runnerId: string; back: PriceLevel[]; lay: PriceLevel[] }>>();
    for (const r of rows) byMarket.set(r.market_id, [...(byMarket.get(r.market_id) ?? []), { runnerId: r.runner_id, back: r.back, lay: r.lay }]);
    for (const [marketId, runners] of byMarket) this.listeners.emit({ type: 'prices', marketId, runners });
  }

  start(): void {
    if (this.timer) return;
    const run = () => {
      this.running = this.running.then(() => this.confirm()).catch(this.onError);
    };
    run();
    this.timer = setInterval(run, this.everyMs);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Resolves once the confirmation under way (if any) has ended. */
  idle(): Promise<void> {
    return this.running;
  }
}
