import { randomBytes, randomInt } from 'node:crypto';
import type { Queryable } from '../db/db';
import { pgErrorCode } from '../db/db';
import { ensurePlayerAccounts } from '../ledger';

export interface UserRow {
  id: string;
  user_name: string;
  mobile: string | null;
  password_hash: string;
  is_demo: boolean;
  blocked: boolean;
  refer_code: string;
  stakes: number[] | null;
  bets_count: number;
  last_login_at: Date | null;
  notification_subscribed: boolean;
  notification_unsubscribed: boolean;
}

const COLUMNS = `id::text AS id, user_name, mobile, password_hash, is_demo, blocked, refer_code, stakes, bets_count,
  last_login_at, notification_subscribed, notification_unsubscribed`;

export async function findUserBy(q: Queryable, field: 'id' | 'mobile' | 'user_name', value: string): Promise<UserRow | undefined> {
  const { rows } = await q.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE ${field} = $1`, [value]);
  return rows[0];
}

export async function findUserIdByReferCode(q: Queryable, code: string): Promise<string | undefined> {
  const { rows } = await q.query<{ id: string }>('SELECT id::text AS id FROM users WHERE refer_code = upper($1)', [code]);
  return rows[0]?.id;
}

const REFER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
function referCode(): string {
  const bytes = randomBytes(8);
  return Array.from(bytes, (b) => REFER_ALPHABET[b % REFER_ALPHABET.length]).join('');
}

export interface NewUser {
  userName?: string;
  /** Prefix of a generated user name (when userName is not given). */
  namePrefix?: string;
  mobile: string | null;
  passwordHash: string;
  isDemo?: boolean;
  referredBy?: string;
  lastLoginAt?: Date | null;
}

/**
 * Creates a player and their ledger accounts in the caller's transaction. A generated user name (prefix plus
 * 8 digits) and refer code are retried on the rare collision, inside a savepoint so the transaction survives.
 */
export async function createUser(q: Queryable, user: NewUser): Promise<UserRow> {
  for (let attempt = 0; ; attempt++) {
    const userName = user.userName ?? `${user.namePrefix ?? 'KH'}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
    await q.query('SAVEPOINT create_user');
    let created: UserRow;
    try {
      const { rows } = await q.query<UserRow>(
        `INSERT INTO users (user_name, mobile, password_hash, is_demo, refer_code, referred_by, last_login_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${COLUMNS}`,
        [userName, user.mobile, user.passwordHash, user.isDemo ?? false, referCode(), user.referredBy ?? null, user.lastLoginAt ?? null],
      );
      created = rows[0]!;
      await q.query('RELEASE SAVEPOINT create_user');
    } catch (error) {
      await q.query('ROLLBACK TO SAVEPOINT create_user');
      // A taken mobile or given user name is the caller's to report; a generated name or refer code is retried.
      const constraint = (error as { constraint?: string }).constraint;
      const generated = constraint === 'users_refer_code_key' || (constraint === 'users_user_name_key' && !user.userName);
      if (pgErrorCode(error) !== '23505' || !generated || attempt >= 5) throw error;
      continue;
    }
    await ensurePlayerAccounts(q, created.id);
    return created;
  }
}
