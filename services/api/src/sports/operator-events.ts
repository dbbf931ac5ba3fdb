import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/db';
import { conflict, notFound } from '../http/errors';
import type { Actor } from '../ops/actor';
import { writeAudit } from '../ops/audit';
import { setEventState, suspendEventMarkets, upsertCompetition, upsertEvent, upsertMarket, upsertSport, type NewMarket } from './catalog';
import { ENDED_EVENT_STATUSES, type EventStatus } from './types';

/**
 * The operator's catalogue: sports with their competitions, the events list (every status, filtered, paged) and
 * the creations, each audited in its own transaction. Codes of what an operator creates are made here
 * (`ops-<random>`): a feed's codes are its own ids, and an operator never picks one by accident.
 */

export interface OpsEventRowView {
  id: string;
  name: string;
  sport: string;
  sport_name: string;
  competition_id: string;
  competition: string;
  venue: string | null;
  start_time: string;
  in_play: boolean;
  status: string;
  markets: number;
  open_markets: number;
  open_bets: number;
}

export interface EventFilter {
  sport?: string;
  competitionId?: string;
  status?: string;
  inPlay?: boolean;
  q?: string;
  page: number;
  pageSize: number;
}

const newCode = () => `ops-${randomUUID().slice(0, 12)}`;

export async function opsCatalog(q: Queryable) {
  const sports = await q.query<{ id: string; code: string; name: string; is_racing: boolean }>(
    'SELECT id::text, code, name, is_racing FROM sports ORDER BY sort_order, name, id',
  );
  const comps = await q.query<{ id: string; sport_id: string; name: string }>(
    'SELECT id::text, sport_id::text, name FROM sports_competitions ORDER BY sort_order, name, id',
  );
  return {
    sports: sports.rows.map((s) => ({ ...s, competitions: comps.rows.filter((c) => c.sport_id === s.id).map((c) => ({ id: c.id, name: c.name })) })),
  };
}

const EVENT_COLUMNS = `e.id::text, e.name, s.code AS sport, s.name AS sport_name, c.id::text AS competition_id, c.name AS competition, e.venue,
  e.start_time, e.in_play, e.status,
  (SELECT count(*)::int FROM sports_markets m WHERE m.event_id = e.id) AS markets,
  (SELECT count(*)::int FROM sports_markets m WHERE m.event_id = e.id AND m.status IN ('open', 'suspended')) AS open_markets,
  (SELECT count(*)::int FROM bets b WHERE b.product = 'sports' AND b.status IN ('pending', 'matched')
      AND b.market_id IN (SELECT m.id FROM sports_markets m WHERE m.event_id = e.id)) AS open_bets`;
const EVENT_FROM = 'FROM sports_events e JOIN sports_competitions c ON c.id = e.competition_id JOIN sports s ON s.id = c.sport_id';

type EventDbRow = Omit<OpsEventRowView, 'start_time'> & { start_time: Date };
const view = (r: EventDbRow): OpsEventRowView => ({ ...r, start_time: new Date(r.start_time).toISOString() });

/** Events of every status, in play first, then the soonest; filtered by sport code, competition, status, in play, name. */
export async function listOpsEvents(q: Queryable, f: EventFilter): Promise<{ items: OpsEventRowView[]; total: number; page: number }> {
  const where = `WHERE ($1::text IS NULL OR s.code = $1) AND ($2::bigint IS NULL OR c.id = $2) AND ($3::text IS NULL OR e.status = $3)
                   AND ($4::boolean IS NULL OR e.in_play = $4) AND ($5::text IS NULL OR strpos(lower(e.name), lower($5)) > 0)`;
  const params = [f.sport ?? null, f.competitionId ?? null, f.status ?? null, f.inPlay ?? null, f.q ?? null];
  const total = await q.query<{ n: number }>(`SELECT count(*)::int AS n ${EVENT_FROM} ${where}`, params);
  const { rows } = await q.query<EventDbRow>(
    `SELECT ${EVENT_COLUMNS} ${EVENT_FROM} ${where} ORDER BY e.in_play DESC, e.start_time, e.id LIMIT $6 OFFSET $7`,
    [...params, f.pageSize, (f.page - 1) * f.pageSize],
  );
  return { items: rows.map(view), total: total.rows[0]?.n ?? 0, page: f.page };
}

export async function opsEventRow(q: Queryable, eventId: string): Promise<OpsEventRowView> {
  if (!/^\d{1,18}$/.test(eventId)) throw notFound('Event not found');
  const { rows } = await q.query<EventDbRow>(`SELECT ${EVENT_COLUMNS} ${EVENT_FROM} WHERE e.id = $1`, [eventId]);
  if (!rows[0]) throw notFound('Event not found');
  return view(rows[0]);
}

export async function createSport(q: Queryable, s: { code: string; name: string; isRacing: boolean }, actor: Actor, now: Date): Promise<string> {
  const taken = await q.query('SELECT 1 FROM sports WHERE code = $1', [s.code]);
  if (taken.rowCount) throw conflict(`A sport with the code "${s.code}" already exists`);
  const id = await upsertSport(q, { code: s.code, name: s.name, isRacing: s.isRacing, sortOrder: 100 });
  await writeAudit(q, { actor, action: 'sports.sport.create', target: `sport:${id}`, before: null, after: s, at: now });
  return id;
}

export async function createCompetition(q: Queryable, c: { sportId: string; name: string }, actor: Actor, now: Date): Promise<string> {
  const sport = await q.query('SELECT 1 FROM sports WHERE id = $1', [c.sportId]);
  if (!sport.rowCount) throw notFound('Sport not found');
  const id = await upsertCompetition(q, { sportId: c.sportId, code: newCode(), name: c.name });
  await writeAudit(q, { actor, action: 'sports.competition.create', target: `competition:${id}`, before: null, after: c, at: now });
  return id;
}

export async function createEvent(
  q: Queryable,
  e: { competitionId: string; name: string; venue: string | null; startTime: Date; inPlay: boolean },
  actor: Actor,
  now: Date,
): Promise<string> {
  const comp = await q.query('SELECT 1 FROM sports_competitions WHERE id = $1', [e.competitionId]);
  if (!comp.rowCount) throw notFound('Competition not found');
  const id = await upsertEvent(q, { competitionId: e.competitionId, code: newCode(), name: e.name, venue: e.venue ?? undefined, startTime: e.startTime, inPlay: e.inPlay });
  await writeAudit(q, { actor, action: 'sports.event.create', target: `event:${id}`, before: null, after: { ...e, startTime: e.startTime.toISOString() }, at: now });
  return id;
}

/**
 * An event's in-play flag and status (what the feed's status update sets), audited. An event that ends (finished,
 * cancelled, abandoned) has its open markets suspended first, as the feed applier does; returns the markets suspended.
 */
export async function setOpsEventState(
  q: Queryable,
  eventId: string,
  s: { inPlay?: boolean; status?: EventStatus },
  actor: Actor,
  now: Date,
): Promise<string[]> {
  const before = await opsEventRow(q, eventId);
  await q.query('SELECT 1 FROM sports_events WHERE id = $1 FOR UPDATE', [eventId]);
  const suspended = s.status && ENDED_EVENT_STATUSES.includes(s.status) ? await suspendEventMarkets(q, eventId) : [];
  await setEventState(q, eventId, s);
  await writeAudit(q, {
    actor, action: 'sports.event.status', target: `event:${eventId}`, before: { in_play: before.in_play, status: before.status },
    after: suspended.length ? { ...s, suspended_markets: suspended } : s, at: now,
  });
  return suspended;
}

export async function createMarket(q: Queryable, m: Omit<NewMarket, 'code'>, actor: Actor, now: Date): Promise<string> {
  const ev = await q.query<{ status: string }>('SELECT status FROM sports_events WHERE id = $1', [m.eventId]);
  if (!ev.rows[0]) throw notFound('Event not found');
  if (ENDED_EVENT_STATUSES.includes(ev.rows[0].status as EventStatus)) throw conflict(`The event is ${ev.rows[0].status}: no new markets`);
  const { marketId } = await upsertMarket(q, { ...m, code: newCode(), sortOrder: 100 });
  await writeAudit(q, { actor, action: 'sports.market.create', target: `market:${marketId}`, before: null, after: m, at: now });
  return marketId;
}
