import type { LiveFantasyData } from '@khel/shared/contracts';
import type { EventStatus, MarketResult, MarketStatus, RunnerPrices } from '../types';

/**
 * One feed interface for every source of prices and results: the seeded simulator, an operator's manual entry,
 * later a real provider. A feed emits updates; the applier (apply.ts) writes them to the database, settles
 * results and tells the price hub.
 */
export type FeedUpdate =
  | { type: 'prices'; marketId: string; runners: Array<{ runnerId: string } & RunnerPrices> }
  | { type: 'suspend'; marketId: string; suspended: boolean }
  | { type: 'status'; eventId: string; inPlay?: boolean; status?: EventStatus; state?: Record<string, unknown> }
  | { type: 'result'; marketId: string; result: MarketResult };

export type FeedListener = (update: FeedUpdate) => void;

export interface Feed {
  readonly name: string;
  /** Listens to every update; returns the way to stop listening. */
  subscribe(listener: FeedListener): () => void;
  start(): void;
  stop(): void;
}

/**
 * What the hub carries to the pages: a market's latest prices and status, an event's state, or a fantasy match's
 * scores (src/fantasy/live.ts), coalesced.
 */
export interface MarketUpdate {
  /** the market updated (absent for an event's own update) */
  marketId?: string;
  /** the event updated (its state, in play, status) when there is no marketId */
  eventId?: string;
  inPlay?: boolean;
  eventStatus?: string;
  /** the market's price version (grows with every price change) */
  version?: number;
  runners?: Array<{ runnerId: string } & RunnerPrices>;
  status?: MarketStatus;
  eventState?: Record<string, unknown>;
  /** a fantasy match's scores (topic fantasy:<id>) when there is neither marketId nor eventId */
  fantasyMatchId?: string;
  fantasy?: LiveFantasyData;
}

/** The hub's (and the live channel's) key of an update: one per market, event or fantasy match. */
export function updateTopic(u: Pick<MarketUpdate, 'marketId' | 'eventId' | 'fantasyMatchId'>): string {
  if (u.marketId !== undefined) return `market:${u.marketId}`;
  if (u.fantasyMatchId !== undefined) return `fantasy:${u.fantasyMatchId}`;
  return `event:${u.eventId}`;
}

/** One simulated match or race: a step of play per tick, until it is over. */
export interface Sim {
  tick(): void;
  finished: boolean;
}

/** Listeners of a feed, shared by the implementations. */
export class FeedListeners {
  private readonly listeners = new Set<FeedListener>();

  subscribe(listener: FeedListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(update: FeedUpdate): void {
    for (const l of this.listeners) l(update);
  }
}
