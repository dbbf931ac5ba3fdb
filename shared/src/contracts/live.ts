import type { LiveFantasyData } from './fantasy';
import type { SportsEventStatus, SportsMarketStatus, SportsPriceLevel } from './sports';

/** The live channel's messages (GET /sports/live, WebSocket; JSON text frames; protocol in
 * services/api/src/live/protocol.ts). */

/**
 * A topic: `market:<marketId>` (prices, status), `event:<eventId>` (in play, status, state) or
 * `fantasy:<matchId>` (a fantasy match's scores, contracts/fantasy.ts).
 */
export type LiveTopic = `market:${string}` | `event:${string}` | `fantasy:${string}`;

/** Client to server. */
export type LiveClientMessage = { op: 'sub'; topics: string[] } | { op: 'unsub'; topics: string[] } | { op: 'ping' };

/** A market's change: every field but market_id is present only when it changed (a snapshot has them all). */
export interface LiveMarketData {
  market_id: string;
  version?: number;
  status?: SportsMarketStatus;
  /** The runners whose prices changed, each with its full 3-level columns. */
  runners?: Array<{ id: string; back: SportsPriceLevel[]; lay: SportsPriceLevel[] }>;
}

export interface LiveEventData {
  event_id: string;
  in_play?: boolean;
  status?: SportsEventStatus;
  state?: Record<string, unknown>;
}

/** One delivered change: a market's, an event's or a fantasy match's, under the topic it was subscribed as. */
export interface LiveItem {
  topic: string;
  market?: LiveMarketData;
  event?: LiveEventData;
  fantasy?: LiveFantasyData;
}

/** Server to client. */
export type LiveServerMessage =
  | { t: 'hello'; heartbeat_ms: number; max_topics: number }
  | ({ t: 'snap' } & LiveItem)
  | { t: 'batch'; items: LiveItem[] }
  | { t: 'gone'; topic: string }
  | { t: 'err'; message: string }
  | { t: 'hb' }
  | { t: 'pong' };
