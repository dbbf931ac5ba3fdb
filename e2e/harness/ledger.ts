import { CHANGE_CHANNEL, encodeChange } from '../../services/api/src/db/player-changes';
import type { E2eDatabase } from './database';

export interface PlayerRow {
  id: string;
  user_name: string;
  mobile: string | null;
  last_login_at: Date | null;
}

export async function findPlayer(db: E2eDatabase, login: string): Promise<PlayerRow> {
  const rows = await db.query<PlayerRow>('SELECT id::text, user_name, mobile, last_login_at FROM users WHERE user_name = $1 OR mobile = $1', [login]);
  if (!rows[0]) throw new Error(`no player ${login} in the database`);
  return rows[0];
}

/** The player's cash balance in rupees, read from the ledger. */
export async function cashRupees(db: E2eDatabase, userId: string): Promise<number> {
  const rows = await db.query<{ balance: string }>("SELECT balance::text FROM ledger_accounts WHERE user_id = $1 AND kind = 'cash'", [userId]);
  return Number(rows[0]?.balance ?? 0) / 100;
}

/**
 * Changes a player's cash by `rupees` (positive or negative) the way another API process's operator adjustment
 * does: one balanced posting through the ledger's own SQL function, against the house adjustments account of the
 * player's shard, then the change announced on the player change feed (the server's poll cache hears it).
 */
export async function adjustCash(db: E2eDatabase, userId: string, rupees: number): Promise<void> {
  const paise = BigInt(Math.round(rupees * 100));
  if (paise === 0n) return;
  const [cash] = await db.query<{ id: string }>("SELECT id::text FROM ledger_accounts WHERE user_id = $1 AND kind = 'cash'", [userId]);
  const [house] = await db.query<{ id: string }>('SELECT id::text FROM ledger_accounts WHERE code = $1', [`house:adjustments:${BigInt(userId) % 64n}`]);
  if (!cash || !house) throw new Error(`ledger accounts missing for player ${userId}`);
  const [posted] = await db.query<{ player_ids: string[] }>('SELECT player_ids::text[] FROM ledger_post($1, $2, $3::bigint[], $4::bigint[], $5::jsonb)', [
    'e2e_adjustment',
    `e2e:${Date.now()}:${Math.random()}`,
    [cash.id, house.id],
    [paise.toString(), (-paise).toString()],
    JSON.stringify({ by: 'browser test' }),
  ]);
  await db.query('SELECT pg_notify($1, $2)', [CHANGE_CHANNEL, encodeChange('e2e', posted!.player_ids)]);
}
