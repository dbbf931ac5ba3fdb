import type { FastifyInstance } from 'fastify';
import { MarkedRead, NotificationPage, UnreadCount } from '@khel/shared/contracts';
import { MarkReadDto, NOTIFICATION_MESSAGES } from '@khel/shared/validation';
import { requirePlayer } from '../../auth/player-guard';
import { unprocessable } from '../../http/errors';
import { ok } from '../../http/reply';
import { routeSchema, type RouteSpec } from '../../http/schemas/route';
import { parseBody } from '../../http/validate';
import { listPage, markRead, parseCursor, unreadCount } from '../../notifications/read';

export const INBOX_MESSAGES = { cursor: 'cursor must be the next_cursor of a page' } as const;

/**
 * The player's notifications (GET /notification/list, /unread-count; POST /read, /read-all). A player reads and
 * marks only their own: every query names the player of the token, so another player's id is simply not found.
 */
export async function inboxRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const tags = ['notification'];
  const schema = (spec: Omit<RouteSpec, 'tags' | 'security'>) => ({ preHandler: requirePlayer, schema: routeSchema({ tags, security: 'player', ...spec }) });

  app.get('/list', schema({ summary: "The player's notifications, newest first, 20 a page", query: { cursor: 'next_cursor of the page before (absent: the newest)' }, data: NotificationPage, refusals: { 422: INBOX_MESSAGES.cursor } }), async (request) => {
    const cursor = parseCursor((request.query as { cursor?: unknown }).cursor);
    if (cursor === 'bad') throw unprocessable([INBOX_MESSAGES.cursor]);
    const userId = request.player!.userId;
    const [page, unread] = await Promise.all([listPage(db, userId, cursor), unreadCount(db, userId)]);
    return ok({ items: page.items, next_cursor: page.next, unread });
  });

  app.get('/unread-count', schema({ summary: "How many of the player's notifications are unread", data: UnreadCount }), async (request) => ok({ unread: await unreadCount(db, request.player!.userId) }));

  const marked = async (userId: string, ids: string[] | null) => {
    const count = await markRead(db, userId, ids, app.deps.now());
    const unread = await unreadCount(db, userId);
    // The player's other tabs update their count.
    if (count) await app.notifications.sendUnread(userId).catch((error: unknown) => app.log.warn({ err: error }, 'unread count not sent'));
    return ok({ marked: count, unread });
  };

  app.post('/read', schema({ summary: 'Mark these notifications of the player read (ids of others are ignored)', body: MarkReadDto, data: MarkedRead, refusals: { 422: NOTIFICATION_MESSAGES.ids } }), async (request) => {
    const { ids } = await parseBody(MarkReadDto, request.body);
    return marked(request.player!.userId, [...new Set(ids)]);
  });

  app.post('/read-all', schema({ summary: "Mark all the player's notifications read", body: { type: 'object', description: 'Empty' }, data: MarkedRead }), async (request) => marked(request.player!.userId, null));
}
