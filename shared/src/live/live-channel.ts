import { BehaviorSubject, Observable, Subject } from 'rxjs';
import type { LiveEventData, LiveItem, LiveMarketData, LiveServerMessage } from '../contracts/live';
import type { LiveFantasyData } from '../contracts/fantasy';
import type { PlayerLiveMessage } from '../contracts/inbox';
import { runtimeConfig } from '../config/runtime';
import { mergeEvent, mergeFantasy, mergeMarket } from './merge';

/**
 * The page's live prices (server side and wire protocol: services/api/src/live/protocol.ts). ONE WebSocket per
 * page, opened on the first subscription and closed a while after the last one ends; it reconnects with
 * exponential backoff (jittered) and resubscribes every topic, whose fresh snapshots resync the page. A socket
 * that hears nothing for two heartbeats is presumed dead and replaced. Several subscribers of one market share
 * one server subscription; a late subscriber starts from the state merged so far.
 *
 * The logged-in player's own topic `me` (notifications, unread count) rides the same socket: the page gives the
 * player's token (setPlayerToken; the shell does, as auth$ changes) and subscribes to playerMessages(); after each
 * (re)connect the channel sends the auth frame and, once the server says authed, subscribes to `me` again.
 */

import type { EventUpdate, FantasyScoresUpdate, LiveChannelOptions, LiveStatus, MarketUpdate, SocketLike, TopicData } from './live-channel-types';

export type { EventUpdate, FantasyScoresUpdate, LiveChannelOptions, LiveStatus, MarketUpdate, SocketLike } from './live-channel-types';

interface Topic {
  subject: Subject<{ data: TopicData; snapshot: boolean }>;
  count: number;
  state: TopicData | null;
}

const OPEN = 1;

function defaultUrl(): string {
  const base = runtimeConfig().services.sports;
  const absolute = new URL(`${base}/live`, location.href);
  absolute.protocol = absolute.protocol === 'https:' ? 'wss:' : 'ws:';
  return absolute.toString();
}

export class LiveChannel {
  readonly status$ = new BehaviorSubject<LiveStatus>('idle');
  private readonly topics = new Map<string, Topic>();
  private socket: SocketLike | null = null;
  private attempts = 0;
  private heartbeatMs = 15_000;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private idleTimer: ReturnType<typeof setTimeout> | null = null;
  private watchdog: ReturnType<typeof setTimeout> | null = null;
  private token: string | null = null;
  private readonly player = new Subject<PlayerLiveMessage>();
  private playerFollowers = 0;

  constructor(private readonly opts: LiveChannelOptions = {}) {}

  /** A market's prices and status: its snapshot first, then each change (with the merged state). */
  marketUpdates(marketId: string): Observable<MarketUpdate> {
    return new Observable<MarketUpdate>((sub) =>
      this.follow(`market:${marketId}`, ({ data, snapshot }, state) => sub.next({ market: state as LiveMarketData, changed: data as LiveMarketData, snapshot }), () => sub.complete()),
    );
  }

  /** An event's in-play flag, status and state (score, overs, ...). */
  eventUpdates(eventId: string): Observable<EventUpdate> {
    return new Observable<EventUpdate>((sub) =>
      this.follow(`event:${eventId}`, ({ data, snapshot }, state) => sub.next({ event: state as LiveEventData, changed: data as LiveEventData, snapshot }), () => sub.complete()),
    );
  }

  /** A fantasy match's live scores (topic fantasy:<matchId>): its snapshot first, then each change, merged. */
  fantasyUpdates(matchId: string): Observable<FantasyScoresUpdate> {
    return new Observable<FantasyScoresUpdate>((sub) => this.follow(`fantasy:${matchId}`, ({ snapshot }, state) => sub.next({ scores: state as LiveFantasyData, snapshot }), () => sub.complete()));
  }

  /**
   * The player whose messages `me` carries (null: logged out). A new token is sent at once on an open socket
   * (the server moves the socket to the token's player); null leaves `me`.
   */
  setPlayerToken(token: string | null): void {
    if (token === this.token) return;
    const before = this.token;
    this.token = token;
    if (token) this.send({ op: 'auth', token });
    else if (before && this.playerFollowers) this.send({ op: 'unsub', topics: ['me'] });
  }

  /** The logged-in player's messages: snap (unread count), each new notification (note), unread count changes. */
  playerMessages(): Observable<PlayerLiveMessage> {
    return new Observable<PlayerLiveMessage>((sub) => {
      const s = this.player.subscribe(sub);
      this.playerFollowers += 1;
      if (this.idleTimer) clearTimeout(this.idleTimer);
      this.idleTimer = null;
      if (this.playerFollowers === 1 && this.token) this.send({ op: 'auth', token: this.token });
      this.ensureSocket();
      return () => {
        s.unsubscribe();
        this.playerFollowers -= 1;
        if (this.playerFollowers > 0) return;
        this.send({ op: 'unsub', topics: ['me'] });
        if (!this.busy()) this.idleTimer = setTimeout(() => this.shutDown(), this.opts.idleCloseMs ?? 30_000);
      };
    });
  }

  /** Something keeps the socket: a price topic or the player's messages. */
  private busy(): boolean {
    return this.topics.size > 0 || this.playerFollowers > 0;
  }

  /** Closes the socket and forgets every topic (a page leaving; tests). */
  close(): void {
    for (const t of this.topics.values()) t.subject.complete();
    this.topics.clear();
    this.shutDown();
  }

  private follow(topic: string, next: (m: { data: TopicData; snapshot: boolean }, state: TopicData) => void, done: () => void): () => void {
    let t = this.topics.get(topic);
    if (!t) {
      t = { subject: new Subject(), count: 0, state: null };
      this.topics.set(topic, t);
      this.send({ op: 'sub', topics: [topic] });
    }
    const entry = t;
    entry.count += 1;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    this.ensureSocket();
    // A late subscriber starts from what is known.
    if (entry.state) next({ data: entry.state, snapshot: true }, entry.state);
    const s = entry.subject.subscribe({ next: (m) => next(m, entry.state!), complete: done });
    return () => {
      s.unsubscribe();
      entry.count -= 1;
      if (entry.count > 0 || this.topics.get(topic) !== entry) return;
      this.topics.delete(topic);
      this.send({ op: 'unsub', topics: [topic] });
      if (!this.busy()) this.idleTimer = setTimeout(() => this.shutDown(), this.opts.idleCloseMs ?? 30_000);
    };
  }

  private send(message: unknown): void {
    if (this.socket?.readyState === OPEN) this.socket.send(JSON.stringify(message));
    // Otherwise the open handler subscribes every topic at once.
  }

  private ensureSocket(): void {
    if (this.socket || this.retryTimer) return;
    this.status$.next(this.attempts ? 'reconnecting' : 'connecting');
    const create = this.opts.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
    const socket = create(this.opts.url ?? defaultUrl());
    this.socket = socket;
    socket.onopen = () => {
      this.attempts = 0;
      this.status$.next('open');
      this.feedWatchdog();
      if (this.topics.size) socket.send(JSON.stringify({ op: 'sub', topics: [...this.topics.keys()] }));
      // `me` is asked for once the server has accepted the token (authed).
      if (this.token && this.playerFollowers) socket.send(JSON.stringify({ op: 'auth', token: this.token }));
    };
    socket.onmessage = (ev) => {
      this.feedWatchdog();
      if (typeof ev.data === 'string') this.receive(ev.data);
    };
    socket.onerror = () => undefined;
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.clearWatchdog();
      if (!this.busy()) return this.status$.next('idle');
      this.scheduleRetry();
    };
  }

  private scheduleRetry(): void {
    const { initial, max } = this.opts.backoffMs ?? { initial: 500, max: 15_000 };
    const base = Math.min(max, initial * 2 ** this.attempts);
    const delay = Math.round(base * (0.5 + (this.opts.random ?? Math.random)() / 2));
    this.attempts += 1;
    this.status$.next('reconnecting');
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.busy()) this.ensureSocket();
      else this.status$.next('idle');
    }, delay);
  }

  private receive(text: string): void {
    let msg: LiveServerMessage | PlayerLiveMessage;
    try {
      msg = JSON.parse(text) as LiveServerMessage | PlayerLiveMessage;
    } catch {
      return;
    }
    if (msg.t === 'hello') this.heartbeatMs = msg.heartbeat_ms;
    else if (msg.t === 'authed') {
      if (this.playerFollowers) this.send({ op: 'sub', topics: ['me'] });
    } else if (msg.t === 'note' || msg.t === 'unread' || (msg.t === 'snap' && msg.topic === 'me')) this.player.next(msg as PlayerLiveMessage);
    else if (msg.t === 'snap') this.deliver(msg as LiveItem, true);
    else if (msg.t === 'batch') for (const item of msg.items) this.deliver(item, false);
    else if (msg.t === 'gone') {
      const t = this.topics.get(msg.topic);
      this.topics.delete(msg.topic);
      t?.subject.complete();
    }
  }

  private deliver(item: LiveItem, snapshot: boolean): void {
    const t = this.topics.get(item.topic);
    if (!t) return;
    if (item.market) {
      t.state = snapshot ? item.market : mergeMarket(t.state as LiveMarketData | null, item.market);
      t.subject.next({ data: item.market, snapshot });
    } else if (item.event) {
      t.state = snapshot ? item.event : mergeEvent(t.state as LiveEventData | null, item.event);
      t.subject.next({ data: item.event, snapshot });
    } else if (item.fantasy) {
      t.state = snapshot ? item.fantasy : mergeFantasy(t.state as LiveFantasyData | null, item.fantasy);
      t.subject.next({ data: item.fantasy, snapshot });
    }
  }

  /** Two heartbeats without a frame: the socket is presumed dead and replaced. */
  private feedWatchdog(): void {
    this.clearWatchdog();
    const socket = this.socket;
    this.watchdog = setTimeout(() => {
      if (this.socket !== socket || !socket) return;
      this.socket = null;
      socket.onclose = null;
      socket.close();
      if (this.busy()) this.scheduleRetry();
      else this.status$.next('idle');
    }, this.heartbeatMs * 2 + 1_000);
  }

  private clearWatchdog(): void {
    if (this.watchdog) clearTimeout(this.watchdog);
    this.watchdog = null;
  }

  private shutDown(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.idleTimer = this.retryTimer = null;
    this.clearWatchdog();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.close();
    }
    this.attempts = 0;
    this.status$.next('idle');
  }
}

let pageChannel: LiveChannel | null = null;

/** The page's one live channel (created on first use). */
export function liveChannel(): LiveChannel {
  pageChannel ??= new LiveChannel();
  return pageChannel;
}
