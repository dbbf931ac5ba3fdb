import type { Queryable } from '../db/db';
import { notFound } from '../http/errors';
import type { Actor } from '../ops/actor';
import { writeAudit } from '../ops/audit';
import type { CasinoSection } from './games';
import type { GameChanges } from './operator-input';

/** The console's games table: every game, whatever its state, filtered; and an edit of a game's lobby settings, audited. */
export interface OpsGameView {
  id: string;
  provider_id: string;
  provider_name: string;
  code: string;
  name: string;
  section: CasinoSection;
  thumbnail: string;
  rtp: number;
  enabled: boolean;
  provider_enabled: boolean;
  sort_order: number;
}

export interface GameFilter {
  provider?: string;
  section?: string;
  enabled?: boolean;
  search?: string;
  page: number;
  pageSize: number;
}

type Row = Omit<OpsGameView, 'rtp'> & { rtp_bp: number };
const COLUMNS = `g.id::text AS id, g.provider_id, p.name AS provider_name, g.code, g.name, g.section, g.thumbnail, g.rtp_bp,
  g.enabled, p.enabled AS provider_enabled, g.sort_order`;
const view = ({ rtp_bp, ...r }: Row): OpsGameView => ({ ...r, rtp: rtp_bp / 100 });

export async function listGames(q: Queryable, f: GameFilter): Promise<{ items: OpsGameView[]; total: number; page: number }> {
  const like = f.search ? `%${f.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = `FROM casino_games g JOIN casino_providers p ON p.id = g.provider_id
    WHERE ($1::text IS NULL OR g.provider_id = $1) AND ($2::text IS NULL OR g.section = $2) AND ($3::boolean IS NULL OR g.enabled = $3)
      AND ($4::text IS NULL OR g.name ILIKE $4 OR g.code ILIKE $4)`;
  const params = [f.provider ?? null, f.section ?? null, f.enabled ?? null, like];
  const total = await q.query<{ n: number }>(`SELECT count(*)::int AS n ${where}`, params);
  const { rows } = await q.query<Row>(
    `SELECT ${COLUMNS} ${where} ORDER BY g.section, p.sort_order, g.sort_order, g.name LIMIT $5 OFFSET $6`,
    [...params, f.pageSize, (f.page - 1) * f.pageSize],
  );
  return { items: rows.map(view), total: total.rows[0]?.n ?? 0, page: f.page };
}

export async function gameView(q: Queryable, id: string, lock = false): Promise<OpsGameView> {
  const { rows } = await q.query<Row>(
    `SELECT ${COLUMNS} FROM casino_games g JOIN casino_providers p ON p.id = g.provider_id WHERE g.id = $1${lock ? ' FOR UPDATE OF g' : ''}`,
    [id],
  );
  if (!rows[0]) throw notFound('Game not found');
  return view(rows[0]);
}

const audited = (g: OpsGameView) => ({ enabled: g.enabled, section: g.section, sort_order: g.sort_order, thumbnail: g.thumbnail });

export async function updateGame(q: Queryable, id: string, changes: GameChanges, actor: Actor, now: Date): Promise<OpsGameView> {
  const before = await gameView(q, id, true);
  await q.query(
    `UPDATE casino_games SET enabled = COALESCE($2, enabled), section = COALESCE($3, section), sort_order = COALESCE($4, sort_order),
            thumbnail = COALESCE($5, thumbnail) WHERE id = $1`,
    [id, changes.enabled ?? null, changes.section ?? null, changes.sortOrder ?? null, changes.thumbnail ?? null],
  );
  const after = await gameView(q, id);
  await writeAudit(q, { actor, action: 'casino.game.update', target: `game ${id} (${after.provider_id}/${after.code})`, before: audited(before), after: audited(after), at: now });
  return after;
}
