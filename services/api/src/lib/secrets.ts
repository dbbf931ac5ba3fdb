import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db';
import type { SecretBox } from './secret-box';

const newSecret = () => randomBytes(32).toString('base64url');

/**
 * A secret generated once and kept in the database, so every API process on one database agrees on it
 * (JWT signing key, VAPID keys, upload signing key). The first process to ask creates it.
 * Gateway and SMS credentials use getOrCreateSealedSecret instead: they are encrypted at rest.
 */
export async function getOrCreateSecret(db: Queryable, name: string, make: () => string = newSecret): Promise<string> {
  const existing = await db.query<{ value: string }>('SELECT value FROM app_secrets WHERE name = $1', [name]);
  if (existing.rows[0]) return existing.rows[0].value;
  await db.query('INSERT INTO app_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, make()]);
  const row = await db.query<{ value: string }>('SELECT value FROM app_secrets WHERE name = $1', [name]);
  return row.rows[0]!.value;
}

/** The plaintext of a sealed secret (a gateway or SMS credential), or undefined when none is stored. */
export async function readSealedSecret(db: Queryable, box: SecretBox, name: string): Promise<string | undefined> {
  const { rows } = await db.query<{ value: string }>('SELECT value FROM app_secrets WHERE name = $1', [name]);
  return rows[0] ? box.open(name, rows[0].value) : undefined;
}

/** Stores (or replaces) a gateway or SMS credential, sealed under the secrets key. */
export async function putSealedSecret(db: Queryable, box: SecretBox, name: string, plaintext: string): Promise<void> {
  await db.query('INSERT INTO app_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value', [name, box.seal(name, plaintext)]);
}

/** Like getOrCreateSecret, for a credential sealed at rest: only the sealed value ever reaches the database. */
export async function getOrCreateSealedSecret(db: Queryable, box: SecretBox, name: string, make: () => string = newSecret): Promise<string> {
  const existing = await readSealedSecret(db, box, name);
  if (existing !== undefined) return existing;
  await db.query('INSERT INTO app_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, box.seal(name, make())]);
  return (await readSealedSecret(db, box, name))!;
}
