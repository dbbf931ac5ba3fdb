import type { Queryable } from '../db/db';
import { paiseToRupees } from '../ops/money';

/** Support's view of casino rounds (bets rows of product 'casino'), newest first, by player and/or provider. */
export interface OpsRoundView {
  id: string;
  user_id: string;
  user_name: string;
  provider_id: string;
  game: string;
  round: string;
  stake: number;
  status: string;
  pnl: number | null;
  placed_at: string;
  settled_at: string | null;
}

type Row = { id: string; user_id: string; user_name: string; description: Record<string, unknown>; stake: string; status: string; pnl: string | null; placed_at: Date; settled_at: Date | null };

export async function listRounds(q: Queryable, f: { player?: string; provider?: string; page: number; pageSize: number }): Promise<{ items: OpsRoundView[]; total: number; page: number }> {
  let userId: string | null = null;
  if (f.player) {
    // A player by id or user name; nobody found is an empty list, not an error (support types names).
    const byId = /^\d{1,18}$/.test(f.player);
    const { rows } = byId
      ? await q.query<{ id: string }>('SELECT id::text AS id FROM users WHERE id = $1::text::bigint OR user_name = $1::text ORDER BY (id = $1::text::bigint) DESC LIMIT 1', [f.player])
      : await q.query<{ id: string }>('SELECT id::text AS id FROM users WHERE user_name = $1', [f.player]);
    if (!rows[0]) return { items: [], total: 0, page: f.page };
    userId = rows[0].id;
  }
  const where = `FROM bets b JOIN users u ON u.id = b.user_id
    WHERE b.product = 'casino' AND ($1::bigint IS NULL OR b.user_id = $1) AND ($2::text IS NULL OR b.client_key LIKE 'casino:' || $2 || ':%')`;
  const params = [userId, f.provider ?? null];
  const total = await q.query<{ n: number }>(`SELECT count(*)::int AS n ${where}`, params);
  const { rows } = await q.query<Row>(
    `SELECT b.id::text AS id, b.user_id::text AS user_id, u.user_name, b.description, b.stake::text AS stake, b.status, b.pnl::text AS pnl, b.placed_at, b.settled_at
     ${where} ORDER BY b.id DESC LIMIT $3 OFFSET $4`,
    [...params, f.pageSize, (f.page - 1) * f.pageSize],
  );
  const items = rows.map((r) => {
    const d = r.description ?? {};
    return {
      id: r.id,
      user_id: r.user_id,
      user_name: r.user_name,
      provider_id: String(d.provider ?? ''),
      game: String(d.game_name ?? d.game ?? ''),
      round: String(d.round ?? ''),
      stake: paiseToRupees(r.stake) ?? 0,
      status: r.status,
      pnl: paiseToRupees(r.pnl),
      placed_at: new Date(r.placed_at).toISOString(),
      settled_at: r.settled_at ? new Date(r.settled_at).toISOString() : null,
    };
  });
  return { items, total: total.rows[0]?.n ?? 0, page: f.page };
}
