import type { PlayerMessageListener } from '../notifications/hub';
import type { LiveSocket } from './client';
import type { LiveAuthenticate } from './player-auth';
import { LIVE_MESSAGES, PLAYER_TOPIC, SESSION_END_FRAME } from './protocol';

/** What the player topic needs of the notifications runtime (tests pass their own). */
export interface PlayerFeed {
  authenticate: LiveAuthenticate;
  hub: { subscribe(listener: PlayerMessageListener): () => void };
  unread(userId: string): Promise<number>;
}

/** Failed auth frames a socket may send before it is closed (tokens cannot be guessed; this stops a loop). */
const MAX_AUTH_FAILURES = 5;

/**
 * The player's own topic `me` on the live channel (protocol.ts): a socket proves whose it is with an auth frame
 * (a player token, checked as every player route checks it), then subscribes to `me` and receives that player's
 * notifications and unread count, from whichever API process wrote them (the hub).
 */
export class PlayerTopic {
  private readonly userOf = new Map<LiveSocket, string>();
  private readonly failures = new Map<LiveSocket, number>();
  private readonly followers = new Map<string, Set<LiveSocket>>();
  private readonly stopHub: () => void;

  constructor(
    private readonly feed: PlayerFeed,
    private readonly send: (socket: LiveSocket, data: string) => void,
    private readonly opts: { maxSocketsPerPlayer?: number; refuse?: (socket: LiveSocket) => void } = {},
  ) {
    this.stopHub = feed.hub.subscribe((m) => this.hand(m.userId, m.frame));
  }

  get followed(): number {
    return this.followers.size;
  }

  async auth(socket: LiveSocket, token: string): Promise<void> {
    let userId: string | null = null;
    try {
      userId = await this.feed.authenticate(token);
    } catch {
      userId = null;
    }
    if (socket.readyState !== 1) return;
    const before = this.userOf.get(socket);
    if (before && before !== userId) this.unfollow(socket);
    if (!userId) {
      this.userOf.delete(socket);
      this.send(socket, JSON.stringify({ t: 'err', message: LIVE_MESSAGES.authFailed }));
      const failures = (this.failures.get(socket) ?? 0) + 1;
      this.failures.set(socket, failures);
      if (failures >= MAX_AUTH_FAILURES) socket.close(1008, 'too many failed logins');
      return;
    }
    if (before !== userId && this.opts.maxSocketsPerPlayer !== undefined && this.socketsOf(userId) >= this.opts.maxSocketsPerPlayer) {
      this.userOf.delete(socket);
      this.send(socket, JSON.stringify({ t: 'err', message: LIVE_MESSAGES.tooManyPlayerSockets }));
      this.opts.refuse?.(socket);
      return;
    }
    this.userOf.set(socket, userId);
    this.send(socket, '{"t":"authed"}');
  }

  async follow(socket: LiveSocket): Promise<void> {
    const userId = this.userOf.get(socket);
    if (!userId) return this.send(socket, JSON.stringify({ t: 'err', message: LIVE_MESSAGES.authFirst }));
    let set = this.followers.get(userId);
    if (!set) this.followers.set(userId, (set = new Set()));
    set.add(socket);
    let unread = 0;
    try {
      unread = await this.feed.unread(userId);
    } catch {
      // the count arrives with the next notification
    }
    if (set.has(socket)) this.send(socket, JSON.stringify({ t: 'snap', topic: PLAYER_TOPIC, unread }));
  }

  /**
   * The player's session ended (logout, password change): every socket authorised as them here stops receiving
   * their messages at once, is told so and is closed (4001); the page reconnects and sends its token again, which
   * only a still-live session's passes (issue 27 M4).
   */
  end(userId: string): void {
    this.followers.delete(userId);
    for (const [socket, owner] of [...this.userOf]) {
      if (owner !== userId) continue;
      this.userOf.delete(socket);
      this.send(socket, JSON.stringify({ t: 'err', message: LIVE_MESSAGES.ended }));
      socket.close(4001, 'session ended');
    }
  }

  private socketsOf(userId: string): number {
    let n = 0;
    for (const owner of this.userOf.values()) if (owner === userId) n += 1;
    return n;
  }

  unfollow(socket: LiveSocket): void {
    const userId = this.userOf.get(socket);
    const set = userId ? this.followers.get(userId) : undefined;
    if (!set) return;
    set.delete(socket);
    if (!set.size) this.followers.delete(userId!);
  }

  disconnect(socket: LiveSocket): void {
    this.unfollow(socket);
    this.userOf.delete(socket);
    this.failures.delete(socket);
  }

  close(): void {
    this.stopHub();
    this.followers.clear();
    this.userOf.clear();
  }

  /** Hands a player's frame to each of their sockets here; returns how many. */
  private hand(userId: string, frame: string): number {
    if (frame === SESSION_END_FRAME) {
      this.end(userId);
      return 0;
    }
    const set = this.followers.get(userId);
    if (!set) return 0;
    let handed = 0;
    for (const socket of [...set]) {
      if (socket.readyState !== 1) continue;
      this.send(socket, frame);
      handed += 1;
    }
    return handed;
  }
}
