import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/db';
import { unprocessable } from '../http/errors';

const KEY = /^[A-Za-z0-9_.:-]{1,128}$/;

export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string' || !KEY.test(raw)) throw unprocessable(['Idempotency-Key must be 1 to 128 letters, digits or ._:-']);
  return raw;
}

/**
 * Runs a player's change once per Idempotency-Key, in one database transaction with the record of its answer.
 * A replay (even a concurrent one: the key's row is inserted first, so the second waits on it) returns the first
 * answer and changes nothing. A failed first attempt leaves no record, so its replay runs again.
 */
export async function once<T extends object>(
  request: FastifyRequest,
  scope: string,
  work: (q: Queryable) => Promise<T>,
): Promise<T> {
  const { db } = request.server.deps;
  const key = idempotencyKeyOf(request);
  const userId = request.player!.userId;
  if (!key) return db.tx(work);
  return db.tx(async (q) => {
    const claimed = await q.query(
      `INSERT INTO idempotency_records (user_id, scope, key, status_code, body) VALUES ($1, $2, $3, 0, '{}'::jsonb)
       ON CONFLICT (user_id, scope, key) DO NOTHING RETURNING key`,
      [userId, scope, key],
    );
    if (!claimed.rowCount) {
      const first = await q.query<{ body: T }>('SELECT body FROM idempotency_records WHERE user_id = $1 AND scope = $2 AND key = $3', [userId, scope, key]);
      return first.rows[0]!.body;
    }
    const answer = await work(q);
    await q.query('UPDATE idempotency_records SET status_code = 200, body = $4::jsonb WHERE user_id = $1 AND scope = $2 AND key = $3', [
      userId,
      scope,
      key,
      JSON.stringify(answer),
    ]);
    return answer;
  });
}
