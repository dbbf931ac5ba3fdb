import type { FastifyInstance } from 'fastify';
import { unprocessable } from '../../http/errors';
import { ok } from '../../http/reply';
import { eventDetail } from '../../sports/queries';
import { eventRows, eventVenue, racingCard, sportsCatalog } from '../../sports/player-reads';
import { idParam } from './bet-input';
import { eventDetailView, eventRowView } from './views';

/**
 * The public reads of the sports pages: the sports list, events by sport or competition (in play first), an
 * event with its markets and prices, and the racing card. GET paths are one segment under /sports with query
 * keys: /sports/<a>/<b>[/<c>] is a page of the site (web/plugin.ts), so no API read takes that shape.
 */

export const EVENT_QUERY_MESSAGES = {
  sport: 'sport must be a sport code (lowercase letters, digits, dashes)',
  competition: 'competition_id must be an id',
} as const;

const CODE = /^[a-z0-9][a-z0-9-]{0,39}$/;

function optionalCode(value: unknown, message: string): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !CODE.test(value)) throw unprocessable([message]);
  return value;
}

export async function eventRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.get('/catalog', async () => {
    const sports = await sportsCatalog(db);
    return ok({
      sports: sports.map((s) => ({
        id: s.id, code: s.code, name: s.name, is_racing: s.isRacing,
        live: s.competitions.reduce((n, c) => n + c.live, 0), upcoming: s.competitions.reduce((n, c) => n + c.upcoming, 0),
        competitions: s.competitions,
      })),
    });
  });

  app.get('/events', async (request) => {
    const query = request.query as Record<string, unknown>;
    const sport = optionalCode(query.sport, EVENT_QUERY_MESSAGES.sport);
    const given = query.competition_id;
    if (given !== undefined && given !== '' && (typeof given !== 'string' || !/^\d{1,18}$/.test(given))) throw unprocessable([EVENT_QUERY_MESSAGES.competition]);
    const rows = await eventRows(db, { sport, competitionId: (given as string | undefined) || undefined });
    return ok({ items: rows.map(eventRowView) });
  });

  app.get('/event', async (request) => {
    const eventId = idParam((request.query as Record<string, unknown>).event_id, 'Event');
    const detail = await eventDetail(db, eventId);
    return ok(eventDetailView(detail, await eventVenue(db, eventId)));
  });

  app.get('/racing', async (request) => {
    const category = optionalCode((request.query as Record<string, unknown>).category, EVENT_QUERY_MESSAGES.sport);
    const categories = await racingCard(db, category);
    return ok({
      categories: categories.map((c) => ({
        id: c.id, code: c.code, name: c.name,
        venues: c.venues.map((v) => ({
          id: v.id, name: v.name,
          races: v.races.map((r) => ({ id: r.id, name: r.name, start_time: r.startTime.toISOString(), in_play: r.inPlay, status: r.status })),
        })),
      })),
    });
  });
}
