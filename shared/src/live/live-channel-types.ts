import type { LiveEventData, LiveMarketData } from '../contracts/live';
import type { LiveFantasyData } from '../contracts/fantasy';

/** What the live channel (live-channel.ts) hands its subscribers, and what it needs from a socket and its options. */

export type LiveStatus = 'idle' | 'connecting' | 'open' | 'reconnecting';

/** What a market subscriber receives: the full merged state, and what this message changed. */
export interface MarketUpdate {
  market: LiveMarketData;
  changed: LiveMarketData;
  snapshot: boolean;
}

export interface EventUpdate {
  event: LiveEventData;
  changed: LiveEventData;
  snapshot: boolean;
}

/** A fantasy match's scores: every change carries the whole card (status, state, each player's runs and balls). */
export interface FantasyScoresUpdate {
  scores: LiveFantasyData;
  snapshot: boolean;
}

export type TopicData = LiveMarketData | LiveEventData | LiveFantasyData;

/** The part of the browser's WebSocket the channel uses (tests pass a fake). */
export interface SocketLike {
  readyState: number;
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface LiveChannelOptions {
  /** ws(s):// URL; default: the sports service's /live on the page's host */
  url?: string;
  createSocket?: (url: string) => SocketLike;
  /** first retry delay and the longest (ms) */
  backoffMs?: { initial: number; max: number };
  /** how long the socket stays open with no topic (ms) */
  idleCloseMs?: number;
  random?: () => number;
}
