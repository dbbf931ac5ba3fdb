/**
 * THE LIVE PRICE CHANNEL: WIRE PROTOCOL (GET /sports/live, WebSocket, JSON text frames; types in
 * @khel/shared/contracts sports.ts: LiveClientMessage, LiveServerMessage; browser client shared/src/live).
 *
 * Public (prices are public): no token. One socket per page; topics are
 *   market:<marketId>  a market's prices (3 levels each side per runner, decimal odds, rupees) and status
 *   event:<eventId>    an event's in-play flag, status and state (score, overs, ...); its markets are topics of their own
 *   fantasy:<matchId>  a fantasy match's status, state and every squad player's runs and balls (src/fantasy/live.ts)
 *   me                 the logged-in player's own messages (notifications, unread count): only after an auth frame
 *
 * Client -> server
 *   {"op":"sub","topics":["market:12","event:3"]}   subscribe (at most LIVE_LIMITS.maxTopics per socket in all)
 *   {"op":"unsub","topics":["market:12"]}           unsubscribe
 *   {"op":"ping"}                                   answered {"t":"pong"}
 *   {"op":"auth","token":"<player token>"}         whose socket this is: the token is checked as every player route
 *                                                   checks it (signature, expiry, live session, player not blocked:
 *                                                   player-auth.ts); answered {"t":"authed"} or {"t":"err"} (after
 *                                                   5 failures the socket is closed, 1008). Sent again after each
 *                                                   (re)connect and with a refreshed token; another player's token
 *                                                   moves the socket to that player (its `me` subscription ends)
 *   A frame is at most LIVE_LIMITS.maxFrameBytes; a bad one is answered {"t":"err","message":...}. Every refusal
 *   (a bad frame, an unknown topic answered "gone", more than framesPerSecond frames or subscriptionsPerSecond
 *   topics in a second, too many topics) counts; after LIVE_LIMITS.maxBadFrames of them the socket is closed (1008)
 *   and its address may open no socket for LIVE_LIMITS.penaltyMs (refused 429 at the upgrade).
 *   Abuse limits (issue 27 H2; docs/security.md "Live channel limits"): at most maxSocketsPerAddress sockets per
 *   client address (more are closed at once, 1008) and maxSocketsPerPlayer authorised as one player; a browser's
 *   upgrade whose Origin is not the site's own (or KHEL_PUBLIC_URL's, or KHEL_LIVE_ORIGINS') is refused (403);
 *   whether a market, event or match exists is answered from memory (known-topics.ts), never a read per topic.
 *
 * Server -> client
 *   {"t":"hello","heartbeat_ms":15000,"max_topics":100}     on connect
 *   {"t":"snap","topic":"market:12","market":{...}}         after each sub: the whole current state (market: market_id,
 *                                                           version, status, runners with id/back/lay; event: event_id,
 *                                                           in_play, status, state). Updates follow it, never precede it.
 *   {"t":"batch","items":[{"topic":"market:12","market":{...}}, {"topic":"event:3","event":{...}}]}
 *                                                           the changes of one hub batch (coalesced per market, about
 *                                                           every 50 ms) for the socket's topics; a market item carries
 *                                                           only what changed (runners: those whose prices changed, each
 *                                                           with its full columns; version grows with every price change)
 *   {"t":"gone","topic":"market:99"}                        no such market or event (the topic is dropped)
 *   {"t":"err","message":"..."}                             a refused frame (unknown op, bad topic, too many topics); when
 *                                                           the server cannot read a topic it says so and closes (1011):
 *                                                           the client reconnects with backoff
 *   {"t":"hb"}                                              every heartbeat_ms; a client that hears nothing for two
 *                                                           heartbeats reconnects (and resubscribes: the snaps resync it)
 *   {"t":"authed"}                                          the auth frame's token was accepted
 *   {"t":"snap","topic":"me","unread":3}                    after sub to me: the player's unread notifications count
 *   {"t":"note","notification":{...},"unread":4}            a new notification (PlayerNotification: id, kind, title,
 *                                                           body, data, created_at, read) and the unread count with it
 *   {"t":"unread","unread":0}                               the unread count changed (marked read in some tab)
 *
 * Delivery: each API process subscribes once to the PriceHub (src/sports/feed/hub.ts); with REDIS_URL the hub hears
 * every batch of every process exactly once (one Redis subscription, per-origin sequence numbers), so a subscriber on
 * any process gets each update exactly once. The server pings (WebSocket ping frames) with each heartbeat and drops
 * a socket that did not pong since the last one. A player's messages travel the same way through the notifications
 * hub (src/notifications/hub.ts, Redis channel khel:notifications): a process that handed a notification to a
 * socket acknowledges it, and the writer's process pushes it to the player's devices when nobody did (relay.ts). A slow socket (more than LIVE_LIMITS.maxBufferedBytes waiting to be
 * written) is dropped rather than buffered: memory per socket stays bounded; the client reconnects and resyncs.
 */
import type { LiveClientMessage } from '@khel/shared/contracts';

export interface LiveLimits {
  heartbeatMs: number;
  maxTopics: number;
  maxFrameBytes: number;
  /** refusals (bad frames, unknown topics, frames or subscriptions over the rate, too many topics) before close (1008) */
  maxBadFrames: number;
  maxBufferedBytes: number;
  /** open sockets per client address (KHEL_LIVE_MAX_SOCKETS_PER_ADDRESS) */
  maxSocketsPerAddress: number;
  /** sockets authorised as one player (KHEL_LIVE_MAX_SOCKETS_PER_PLAYER) */
  maxSocketsPerPlayer: number;
  /** frames a socket may send per second (KHEL_LIVE_FRAMES_PER_SECOND) */
  framesPerSecond: number;
  /** topics a socket may subscribe to per second (KHEL_LIVE_SUBSCRIPTIONS_PER_SECOND) */
  subscriptionsPerSecond: number;
  /** the known-topic sets are refreshed at most this often (KHEL_LIVE_TOPIC_REFRESH_MS; known-topics.ts) */
  topicRefreshMs: number;
  /** after a socket is closed for its refusals, its address opens no socket for this long (KHEL_LIVE_PENALTY_MS) */
  penaltyMs: number;
}

export const LIVE_LIMITS: Readonly<LiveLimits> = {
  heartbeatMs: 15_000,
  maxTopics: 100,
  maxFrameBytes: 4_096,
  maxBadFrames: 20,
  maxBufferedBytes: 1 << 20,
  maxSocketsPerAddress: 20,
  maxSocketsPerPlayer: 10,
  framesPerSecond: 20,
  subscriptionsPerSecond: 200,
  topicRefreshMs: 1_000,
  penaltyMs: 10_000,
};

export const LIVE_MESSAGES = {
  badFrame: 'A frame must be JSON: {"op":"sub"|"unsub","topics":[...]}, {"op":"auth","token":...} or {"op":"ping"}',
  badTopic: (topic: string) => `Unknown topic "${topic.slice(0, 60)}": market:<id>, event:<id>, fantasy:<id> or me`,
  tooMany: (max: number) => `At most ${max} topics per connection`,
  unavailable: 'Live prices are not available now; reconnect',
  authFailed: 'Your session has ended. Please log in again.',
  authFirst: 'Send {"op":"auth","token":...} before subscribing to me',
  noPlayers: 'Player topics are not served here',
  tooFast: 'Too many frames; slow down',
  tooManySubs: 'Too many subscriptions; slow down',
  tooManySockets: 'Too many live connections from this address',
  tooManyPlayerSockets: 'Too many live connections for this account',
  badOrigin: 'This page may not connect to live prices',
  ended: 'Your session has ended. Please log in again.',
} as const;

/**
 * Not a frame for clients: carried by the notifications hub to every process, it ends the player's sockets' `me`
 * (logout, password change: NotificationRuntime.endPlayer; player-topic.ts closes them, 4001).
 */
export const SESSION_END_FRAME = '{"t":"session_end"}';

/** The logged-in player's own topic. */
export const PLAYER_TOPIC = 'me';

/** A client frame: the shared contract's, or the auth frame of the player topic. */
export type ClientFrame = LiveClientMessage | { op: 'auth'; token: string };

export interface ParsedTopic {
  kind: 'market' | 'event' | 'fantasy';
  id: string;
}

const TOPIC = /^(market|event|fantasy):(\d{1,18})$/;

export function parseTopic(topic: unknown): ParsedTopic | null {
  if (typeof topic !== 'string') return null;
  const m = TOPIC.exec(topic);
  return m ? { kind: m[1] as ParsedTopic['kind'], id: m[2]! } : null;
}

/** A client frame, or the message refusing it. */
export function parseClientFrame(text: string): ClientFrame | { error: string } {
  if (text.length > LIVE_LIMITS.maxFrameBytes) return { error: LIVE_MESSAGES.badFrame };
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return { error: LIVE_MESSAGES.badFrame };
  }
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return { error: LIVE_MESSAGES.badFrame };
  const op = (v as { op?: unknown }).op;
  if (op === 'ping') return { op };
  if (op === 'auth') {
    const token = (v as { token?: unknown }).token;
    return typeof token === 'string' && token.length > 0 ? { op, token } : { error: LIVE_MESSAGES.badFrame };
  }
  const topics = (v as { topics?: unknown }).topics;
  if ((op !== 'sub' && op !== 'unsub') || !Array.isArray(topics) || topics.length > LIVE_LIMITS.maxTopics) return { error: LIVE_MESSAGES.badFrame };
  for (const t of topics) if (t !== PLAYER_TOPIC && !parseTopic(t)) return { error: LIVE_MESSAGES.badTopic(String(t)) };
  return { op, topics: topics as string[] };
}
