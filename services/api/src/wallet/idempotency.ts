import type { FastifyRequest } from 'fastify';
import type { Db, Queryable } from '../db/db';
import { ApiError, unprocessable } from '../http/errors';

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
 * answer and changes nothing. A refusal (400, 404, 409, 422: 'Insufficient Balance', a missing record...) is
 * recorded too, so replaying a refused withdrawal after a deposit is refused again rather than paid; a fault of
 * ours (5xx) or of the session (401, 403) leaves no record and its replay runs again.
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
  try {
    return await runOnce(db, userId, scope, key, work);
  } catch (error) {
    if (!(error instanceof ApiError) || !RECORDED_REFUSALS.has(error.statusCode)) throw error;
    // The change rolled back; its refusal is the key's answer from now on (unless a concurrent twin answered first).
    await db.query(
      `INSERT INTO idempotency_records (user_id, scope, key, status_code, body) VALUES ($1, $2, $3, $4, $5::jsonb)
       ON CONFLICT (user_id, scope, key) DO NOTHING`,
      [userId, scope, key, error.statusCode, JSON.stringify({ message: error.message, details: error.details ?? null })],
    );
    throw error;
  }
}

const RECORDED_REFUSALS = new Set([400, 404, 409, 422]);

async function runOnce<T extends object>(db: Db, userId: string, scope: string, key: string, work: (q: Queryable) => Promise<T>): Promise<T> {
  return db.tx(async (q) => {
    const claimed = await q.query(
      `INSERT INTO idempotency_records (user_id, scope, key, status_code, body) VALUES ($1, $2, $3, 0, '{}'::jsonb)
       ON CONFLICT (user_id, scope, key) DO NOTHING RETURNING key`,
      [userId, scope, key],
    );
    if (!claimed.rowCount) {
      const first = await q.query<{ status_code: number; body: T & { message?: string; details?: string[] | null } }>(
        'SELECT status_code, body FROM idempotency_records WHERE user_id = $1 AND scope = $2 AND key = $3',
        [userId, scope, key],
      );
      const row = first.rows[0]!;
      if (row.status_code >= 400) throw new ApiError(row.status_code, row.body.message ?? 'Request refused', row.body.details ?? undefined);
      return row.body;
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
