import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db';

/**
 * A secret generated once and kept in the database, so every API process on one database agrees on it
 * (JWT signing key, VAPID keys, upload signing key). The first process to ask creates it.
 */
export async function getOrCreateSecret(db: Queryable, name: string, make: () => string = () => randomBytes(32).toString('base64url')): Promise<string> {
  const existing = await db.query<{ value: string }>('SELECT value FROM app_secrets WHERE name = $1', [name]);
  if (existing.rows[0]) return existing.rows[0].value;
  await db.query('INSERT INTO app_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, make()]);
  const row = await db.query<{ value: string }>('SELECT value FROM app_secrets WHERE name = $1', [name]);
  return row.rows[0]!.value;
}
