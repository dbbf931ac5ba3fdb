import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import stringify from 'safe-stable-stringify';
import type { Db, Queryable } from '../db/db';
import { unprocessable } from './errors';

/**
 * The one idempotency mechanism (issue 11 point 12), for the player's and the operator's routes alike.
 *
 * A call carrying an Idempotency-Key runs in one database transaction with the key's row: the row is inserted
 * first (a concurrent twin waits on it), the answer is stored in the same transaction, and a replay gets that
 * answer back without running anything. The key is bound to the request it first came with: its scope (the route
 * and the record it acts on) and a SHA-256 of its body in a canonical form (key order does not matter). The same
 * key with another request is refused with 422 and changes nothing.
 *
 * Only a success keeps its key. A refusal (validation or business error) rolls back with the key's row, so the
 * player who corrects a form, or tops up and tries again, is answered afresh instead of with the first refusal;
 * nothing was changed by the refused call, so running the retry cannot pay twice.
 */

const KEY = /^[A-Za-z0-9_.:-]{1,128}$/;
export const IDEMPOTENCY_MESSAGES = {
  badKey: 'Idempotency-Key must be 1 to 128 letters, digits or ._:-',
  otherRequest: 'This Idempotency-Key was used for another request',
} as const;

/** The request's Idempotency-Key header, checked; undefined when the call has none. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string' || !KEY.test(raw)) throw unprocessable([IDEMPOTENCY_MESSAGES.badKey]);
  return raw;
}

/** SHA-256 of the body in canonical JSON (sorted keys), so { a, b } and { b, a } are the same request. */
export function requestHash(body: unknown): string {
  return createHash('sha256').update(stringify(body ?? null) ?? 'null').digest('hex');
}

export interface IdempotentCall {
  db: Db;
  /** Whose key it is: 'player:<id>' or 'operator:<id>'. Keys of different callers never meet. */
  caller: string;
  /** The route and the record it acts on ('withdraw', 'approve:42'): part of what the key is bound to. */
  scope: string;
  key: string | undefined;
  /** The request body the key is bound to. */
  body: unknown;
}

/** Runs `work` once per key (see above); `replayed` says whether the answer is the stored one. */
export async function runIdempotent<T>(call: IdempotentCall, work: (q: Queryable) => Promise<T>): Promise<{ body: T; replayed: boolean }> {
  const { db, caller, scope, key } = call;
  if (!key) return { body: await db.tx(work), replayed: false };
  const hash = requestHash(call.body);
  return db.tx(async (q) => {
    const claimed = await q.query(
      `INSERT INTO idempotency_keys (caller, key, scope, request_hash) VALUES ($1, $2, $3, $4)
       ON CONFLICT (caller, key) DO NOTHING RETURNING key`,
      [caller, key, scope, hash],
    );
    if (!claimed.rowCount) {
      const { rows } = await q.query<{ scope: string; request_hash: string; body: T }>(
        'SELECT scope, request_hash, body FROM idempotency_keys WHERE caller = $1 AND key = $2',
        [caller, key],
      );
      const first = rows[0]!;
      if (first.scope !== scope || first.request_hash !== hash) throw unprocessable([IDEMPOTENCY_MESSAGES.otherRequest]);
      return { body: first.body, replayed: true };
    }
    const body = await work(q);
    await q.query('UPDATE idempotency_keys SET body = $3::jsonb WHERE caller = $1 AND key = $2', [caller, key, JSON.stringify(body ?? null)]);
    return { body, replayed: false };
  });
}

/** A player's call (request.player set by requirePlayer), bound to the request's body. */
export async function playerOnce<T>(request: FastifyRequest, scope: string, work: (q: Queryable) => Promise<T>): Promise<T> {
  const call = { db: request.server.deps.db, caller: `player:${request.player!.userId}`, scope, key: idempotencyKeyOf(request), body: request.body };
  return (await runIdempotent(call, work)).body;
}

/** An operator's call (request.operator set by requireOperator), bound to the request's body. */
export async function operatorOnce<T>(request: FastifyRequest, scope: string, work: (q: Queryable) => Promise<T>): Promise<T> {
  const call = { db: request.server.deps.db, caller: `operator:${request.operator!.id}`, scope, key: idempotencyKeyOf(request), body: request.body };
  return (await runIdempotent(call, work)).body;
}
