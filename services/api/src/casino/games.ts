import type { Queryable } from '../db/db';

export const CASINO_SECTIONS = ['live', 'slots', 'table', 'crash', 'indian'] as const;
export type CasinoSection = (typeof CASINO_SECTIONS)[number];
export const SECTION_NAMES: Record<CasinoSection, string> = {
  live: 'Live Casino',
  slots: 'Slots',
  table: 'Table Games',
  crash: 'Crash',
  indian: 'Indian Games',
};

export interface CasinoGame {
  id: string;
  providerId: string;
  providerName: string;
  code: string;
  name: string;
  section: CasinoSection;
  thumbnail: string;
  rtpBp: number;
}

const COLUMNS = `g.id::text AS id, g.provider_id, p.name AS provider_name, g.code, g.name, g.section, g.thumbnail, g.rtp_bp`;
type Row = { id: string; provider_id: string; provider_name: string; code: string; name: string; section: CasinoSection; thumbnail: string; rtp_bp: number };
const toGame = (r: Row): CasinoGame => ({ id: r.id, providerId: r.provider_id, providerName: r.provider_name, code: r.code, name: r.name, section: r.section, thumbnail: r.thumbnail, rtpBp: r.rtp_bp });

/** The lobby: enabled games of enabled providers, optionally one section and a search on game or provider name. */
export async function lobbyGames(q: Queryable, filter: { section?: CasinoSection; search?: string } = {}): Promise<CasinoGame[]> {
  const like = filter.search ? `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const { rows } = await q.query<Row>(
    `SELECT ${COLUMNS} FROM casino_games g JOIN casino_providers p ON p.id = g.provider_id
      WHERE g.enabled AND p.enabled AND ($1::text IS NULL OR g.section = $1)
        AND ($2::text IS NULL OR g.name ILIKE $2 OR p.name ILIKE $2)
      ORDER BY g.section, p.sort_order, g.sort_order, g.name LIMIT 500`,
    [filter.section ?? null, like],
  );
  return rows.map(toGame);
}

/** One game by its id, whatever its state (launch checks enabled itself). */
export async function gameById(q: Queryable, id: string): Promise<(CasinoGame & { enabled: boolean; providerEnabled: boolean }) | null> {
  const { rows } = await q.query<Row & { enabled: boolean; provider_enabled: boolean }>(
    `SELECT ${COLUMNS}, g.enabled, p.enabled AS provider_enabled FROM casino_games g JOIN casino_providers p ON p.id = g.provider_id WHERE g.id = $1`,
    [id],
  );
  const r = rows[0];
  return r ? { ...toGame(r), enabled: r.enabled, providerEnabled: r.provider_enabled } : null;
}

// A provider names its game by its own code on every call; the catalogue rarely changes, so it is kept a while.
const CACHE_MS = 60_000;
const caches = new WeakMap<Queryable, Map<string, { at: number; game: CasinoGame | null }>>();

export async function gameByCode(q: Queryable, providerId: string, code: string, nowMs = Date.now()): Promise<CasinoGame | null> {
  let byCode = caches.get(q);
  if (!byCode) caches.set(q, (byCode = new Map()));
  const key = `${providerId}\n${code}`;
  const hit = byCode.get(key);
  if (hit && nowMs - hit.at < CACHE_MS) return hit.game;
  const { rows } = await q.query<Row>(
    `SELECT ${COLUMNS} FROM casino_games g JOIN casino_providers p ON p.id = g.provider_id WHERE g.provider_id = $1 AND g.code = $2`,
    [providerId, code],
  );
  const game = rows[0] ? toGame(rows[0]) : null;
  if (byCode.size > 10_000) byCode.clear();
  byCode.set(key, { at: nowMs, game });
  return game;
}
