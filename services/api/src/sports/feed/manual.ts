import type { EventStatus, MarketResult, RunnerPrices } from '../types';
import { FeedListeners, type Feed, type FeedListener } from './types';

/** The operator's feed: prices, suspensions, event status and results entered by hand (the console calls it). */
export class ManualFeed implements Feed {
  readonly name = 'manual';
  private readonly listeners = new FeedListeners();

  subscribe(listener: FeedListener): () => void {
    return this.listeners.subscribe(listener);
  }

  start(): void {}

  stop(): void {}

  setPrices(marketId: string, runners: Array<{ runnerId: string } & RunnerPrices>): void {
    this.listeners.emit({ type: 'prices', marketId, runners });
  }

  suspend(marketId: string, suspended: boolean): void {
    this.listeners.emit({ type: 'suspend', marketId, suspended });
  }

  setStatus(eventId: string, status: { inPlay?: boolean; status?: EventStatus; state?: Record<string, unknown> }): void {
    this.listeners.emit({ type: 'status', eventId, ...status });
  }

  declareResult(marketId: string, result: MarketResult): void {
    this.listeners.emit({ type: 'result', marketId, result });
  }
}
