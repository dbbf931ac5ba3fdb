import type { Db } from '../db/db';
import { keyedLimit } from '../lib/keyed-limit';
import type { PlayerChange } from '../db/player-changes';
import { sendPushToUser } from './push';
import type { NotificationHub } from './hub';
import { pendingFor, restorePending, takePending } from './pending';
import { noteFrame, unreadCount, type NotificationRow, NOTIFICATION_COLUMNS } from './read';

/** Sends a web push to a player (push.ts sendPushToUser by default; tests pass their own). */
export type PushSender = (db: Db, userId: string, payload: Record<string, unknown>) => Promise<unknown>;

export interface RelayOptions {
  /** how long to wait for some process to say a tab showed the toast before pushing instead (ms) */
  ackWaitMs?: number;
  push?: PushSender;
  onError?: (error: unknown) => void;
}

/**
 * Delivers the notifications this process wrote once their transactions commit. notify() marks each row pending
 * and says the player changed; that change is told in this process right after the commit, so the relay then
 * reads which marked rows are really there (a rolled-back one never is), and for each, in order per player:
 *  1. publishes it to the player's open tabs through the hub (every process, their `me` sockets), with the
 *     unread count;
 *  2. when no tab of the player received it (no process acknowledged within ackWaitMs), sends it as a web push to
 *     the player's subscribed devices, unless the player turned notifications off (users.notifications_enabled).
 * Why "only when no tab has it": a player looking at the site already sees the toast; a system notification on
 * top of it is noise. A tab that is open but asleep (a phone's background tab) drops its socket at the next
 * heartbeat, after which pushes resume.
 */
export class NotificationRelay {
  /** one delivery at a time per player, in order */
  private readonly turns = keyedLimit(1);
  private readonly stop: () => void;

  constructor(private readonly db: Db, private readonly hub: NotificationHub, private readonly opts: RelayOptions = {}) {
    this.stop = db.changes.subscribe((change) => this.onChange(change));
  }

  /** Resolves when everything queued so far was delivered (tests, shutdown). */
  async idle(): Promise<void> {
    await this.turns.idle();
  }

  close(): void {
    this.stop();
  }

  private onChange(change: PlayerChange): void {
    if (change === 'all') return;
    for (const { userId } of pendingFor(change)) this.enqueue(userId);
  }

  private enqueue(userId: string): void {
    this.turns(userId, () => this.deliver(userId)).catch((error: unknown) => this.opts.onError?.(error));
  }

  private async deliver(userId: string): Promise<void> {
    const marks = takePending(userId);
    if (!marks.size) return;
    let rows: NotificationRow[] = [];
    try {
      ({ rows } = await this.db.query<NotificationRow>(
        `SELECT ${NOTIFICATION_COLUMNS} FROM notifications WHERE user_id = $1 AND id = ANY($2::bigint[]) ORDER BY created_at, id`,
        [userId, [...marks.keys()]],
      ));
    } finally {
      // What is not there yet (or not read) may belong to a transaction still open: marked again until it commits or expires.
      for (const row of rows) marks.delete(row.id);
      restorePending(userId, marks);
    }
    if (!rows.length) return;
    const unread = await unreadCount(this.db, userId);
    const unseen: NotificationRow[] = [];
    for (const [i, row] of rows.entries()) {
      const frame = noteFrame(row, unread - (rows.length - 1 - i));
      if (!(await this.hub.publish({ userId, frame, notificationId: row.id }, this.opts.ackWaitMs))) unseen.push(row);
    }
    if (unseen.length) await this.push(userId, unseen);
  }

  private async push(userId: string, rows: NotificationRow[]): Promise<void> {
    const { rows: user } = await this.db.query<{ on: boolean }>('SELECT notifications_enabled AS on FROM users WHERE id = $1', [userId]);
    if (!user[0]?.on) return;
    const send = this.opts.push ?? ((db, id, payload) => sendPushToUser(db, id, payload));
    for (const row of rows) {
      await send(this.db, userId, { title: row.title, body: row.body, url: '/notifications', tag: `khel-n${row.id}`, id: row.id, kind: row.kind });
    }
  }
}
