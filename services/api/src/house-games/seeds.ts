import type { Db, Queryable } from '../db/db';
import { unprocessable } from '../http/errors';
import { newClientSeed, newServerSeed, sha256Hex, type RoundSeeds } from './fair';

/** A player's seed pairs (house_seeds): one active, its server seed secret until the player rotates. */
export interface SeedPair {
  id: string;
  serverSeedHash: string;
  clientSeed: string;
  nextNonce: number;
}
export interface RevealedSeed {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  rounds: number;
}

const CLIENT_SEED = /^[A-Za-z0-9_-]{1,64}$/;

export function clientSeedInput(raw: unknown): string | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (typeof raw !== 'string' || !CLIENT_SEED.test(raw)) throw unprocessable(['client_seed must be 1 to 64 letters, digits, _ or -']);
  return raw;
}

async function create(q: Queryable, playerId: string, clientSeed = newClientSeed()): Promise<void> {
  const server = newServerSeed();
  await q.query(
    `INSERT INTO house_seeds (player_id, server_seed, server_seed_hash, client_seed) VALUES ($1, $2, $3, $4)
     ON CONFLICT (player_id) WHERE active DO NOTHING`,
    [playerId, server, sha256Hex(server), clientSeed],
  );
}

type Row = { id: string; server_seed: string; server_seed_hash: string; client_seed: string; next_nonce: number };
const pair = (r: Row): SeedPair => ({ id: r.id, serverSeedHash: r.server_seed_hash, clientSeed: r.client_seed, nextNonce: r.next_nonce });

/** The active pair (made on first use). */
export async function currentSeeds(q: Queryable, playerId: string): Promise<SeedPair> {
  for (;;) {
    const { rows } = await q.query<Row>('SELECT id::text, server_seed, server_seed_hash, client_seed, next_nonce FROM house_seeds WHERE player_id = $1 AND active', [playerId]);
    if (rows[0]) return pair(rows[0]);
    await create(q, playerId);
  }
}

/** Takes the next nonce of the active pair: the seeds of one round. */
export async function takeNonce(q: Queryable, playerId: string): Promise<RoundSeeds & { seedId: string; serverSeedHash: string }> {
  for (;;) {
    const { rows } = await q.query<Row>(
      `UPDATE house_seeds SET next_nonce = next_nonce + 1 WHERE player_id = $1 AND active
       RETURNING id::text, server_seed, server_seed_hash, client_seed, next_nonce - 1 AS next_nonce`,
      [playerId],
    );
    const r = rows[0];
    if (r) return { seedId: r.id, serverSeed: r.server_seed, serverSeedHash: r.server_seed_hash, clientSeed: r.client_seed, nonce: r.next_nonce };
    await create(q, playerId);
  }
}

/** Retires the active pair (its server seed is revealed) and starts a new one with the given or a random client seed. */
export async function rotateSeeds(db: Db, playerId: string, clientSeed: string | undefined, now: Date): Promise<{ current: SeedPair; previous: RevealedSeed | null }> {
  return db.tx(async (q) => {
    const { rows } = await q.query<Row>(
      'UPDATE house_seeds SET active = false, revealed_at = $2 WHERE player_id = $1 AND active RETURNING id::text, server_seed, server_seed_hash, client_seed, next_nonce',
      [playerId, now],
    );
    await create(q, playerId, clientSeed);
    const old = rows[0];
    return {
      current: await currentSeeds(q, playerId),
      previous: old ? { serverSeed: old.server_seed, serverSeedHash: old.server_seed_hash, clientSeed: old.client_seed, rounds: old.next_nonce } : null,
    };
  });
}
