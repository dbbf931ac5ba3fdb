import type { Queryable } from '../db/db';

export const PLAYER_ACCOUNT_KINDS = ['cash', 'bonus', 'exposure', 'withdrawal_hold'] as const;
export type PlayerAccountKind = (typeof PLAYER_ACCOUNT_KINDS)[number];
export type PlayerAccounts = Record<PlayerAccountKind, string>;

export const HOUSE_PURPOSES = ['deposits', 'withdrawals', 'bonus', 'bets', 'adjustments', 'opening'] as const;
export type HousePurpose = (typeof HOUSE_PURPOSES)[number];
const HOUSE_SHARDS = 64;

/** Creates the player's four accounts (once); call it in the transaction that creates the player. */
export async function ensurePlayerAccounts(q: Queryable, userId: string | number): Promise<PlayerAccounts> {
  await q.query(
    `INSERT INTO ledger_accounts (user_id, kind)
     SELECT $1, k FROM unnest($2::text[]) AS k
     ON CONFLICT (user_id, kind) DO NOTHING`,
    [userId, PLAYER_ACCOUNT_KINDS],
  );
  return playerAccounts(q, userId);
}

export async function playerAccounts(q: Queryable, userId: string | number): Promise<PlayerAccounts> {
  const { rows } = await q.query<{ id: string; kind: PlayerAccountKind }>(
    'SELECT id::text AS id, kind FROM ledger_accounts WHERE user_id = $1',
    [userId],
  );
  const out = {} as PlayerAccounts;
  for (const r of rows) out[r.kind] = r.id;
  for (const k of PLAYER_ACCOUNT_KINDS) {
    if (!out[k]) throw new Error(`player ${userId} has no ${k} account`);
  }
  return out;
}

// House account ids never change once migrated, so every process may cache them.
const houseIds = new Map<string, string>();

/** The house account for a purpose, sharded by player so postings for different players don't share a row. */
export async function houseAccount(q: Queryable, purpose: HousePurpose, userId: string | number): Promise<string> {
  const code = `house:${purpose}:${Number(BigInt(userId) % BigInt(HOUSE_SHARDS))}`;
  const cached = houseIds.get(code);
  if (cached) return cached;
  const { rows } = await q.query<{ id: string }>('SELECT id::text AS id FROM ledger_accounts WHERE code = $1', [code]);
  if (!rows[0]) throw new Error(`house account ${code} missing`);
  houseIds.set(code, rows[0].id);
  return rows[0].id;
}
