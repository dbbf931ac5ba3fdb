import type { FastifyInstance } from 'fastify';
import { AnnouncementPreview, OpsAnnouncement, OpsAnnouncementList } from '@khel/shared/contracts';
import { AnnouncementDto, NOTIFICATION_MESSAGES as M } from '@khel/shared/validation';
import { operatorOnce } from '../../http/idempotency';
import { ok } from '../../http/reply';
import { schemasByRoute, type RouteSpecs } from '../../http/schemas/by-route';
import { parseBody } from '../../http/validate';
import { recentAnnouncements, recipients, segmentOf, sendAnnouncement } from '../../notifications/announcements';
import { actorOf, requireOperator } from '../../ops/operator-auth';

const operator = 'operator' as const;
const refusals = { 422: [M.title, M.body, M.segment, M.days, M.siteId, M.userIds].join(' / ') };

const SCHEMAS: RouteSpecs = {
  'GET /announcements': { summary: 'The announcements sent, newest first (the last 50)', security: operator, data: OpsAnnouncementList },
  'POST /announcements/preview': { summary: 'How many players an announcement would reach now (self-excluded and timed-out players left out)', security: operator, body: AnnouncementDto, data: AnnouncementPreview, refusals },
  'POST /announcements': {
    summary: "Send an announcement to every player of the segment: each gets it in their notifications, as a toast in an open tab, else as a web push (if they allow notifications)",
    description: 'Audited (announcement.send). Self-excluded and timed-out players are left out. With an Idempotency-Key, a replay answers the first send.',
    security: operator,
    body: AnnouncementDto,
    data: OpsAnnouncement,
    message: 'Announcement sent',
    refusals,
  },
};

/** /ops/announcements: operators write, preview and send announcements, and see what was sent. */
export async function opsAnnouncementRoutes(app: FastifyInstance): Promise<void> {
  schemasByRoute(app, ['ops'], SCHEMAS, app.prefix);
  const { db } = app.deps;

  app.get('/announcements', { preHandler: requireOperator('console.read') }, async () => ok({ items: await recentAnnouncements(db) }));

  app.post('/announcements/preview', { preHandler: requireOperator('console.read') }, async (request) => {
    const dto = await parseBody(AnnouncementDto, request.body);
    return ok({ recipients: (await recipients(db, segmentOf(dto), app.deps.now())).length });
  });

  app.post('/announcements', { preHandler: requireOperator('config.manage') }, async (request) => {
    const dto = await parseBody(AnnouncementDto, request.body);
    const actor = actorOf(request.operator!);
    const answer = await operatorOnce(request, 'announcement.send', async (q) => {
      const now = app.deps.now();
      const segment = segmentOf(dto);
      const sent = await sendAnnouncement(q, { title: dto.title.trim(), body: dto.body.trim(), segment, actor, now });
      return { id: sent.id, title: dto.title.trim(), body: dto.body.trim(), segment, recipients: sent.recipients, operator_name: actor.name, created_at: now.toISOString() };
    });
    return ok(answer, 'Announcement sent');
  });
}
