import { BehaviorSubject, Subject } from 'rxjs';
import type { PlayerNotification } from '@khel/shared/contracts';

/**
 * What the player's live topic tells the shell (player-live.ts feeds them): the unread count (null until the
 * server has said it; the header shows nothing then) and each new notification (the notifications page puts it
 * on top of its list without asking the server again).
 */
export const unread$ = new BehaviorSubject<number | null>(null);
export const notes$ = new Subject<PlayerNotification>();
