import type { FastifyRequest } from 'fastify';
import type { Db, Queryable } from '../db/db';
import { unprocessable } from '../http/errors';

const KEY = /^[\w.:-]{1,128}$/;

export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || !KEY.test(raw)) throw unprocessable(['Idempotency-Key must be 1 to 128 letters, digits, or . _ : -']);
  return raw;
}

/**
 * Runs an operator action in one transaction with its Idempotency-Key: the key row is taken first (a concurrent
 * replay waits on it), the answer is stored in the same transaction, and a replay gets that answer back without
 * running anything. An action that fails stores nothing, so it can be tried again.
 */
export async function runOnce<T>(db: Db, opts: { operatorId: string; key?: string; route: string }, action: (q: Queryable) => Promise<T>): Promise<{ body: T; replayed: boolean }> {
  return db.tx(async (q) => {
    if (opts.key) {
      const taken = await q.query('INSERT INTO ops_idempotency (operator_id, key, route) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING key', [opts.operatorId, opts.key, opts.route]);
      if (!taken.rowCount) {
        const { rows } = await q.query<{ route: string; body: T }>('SELECT route, body FROM ops_idempotency WHERE operator_id = $1 AND key = $2', [opts.operatorId, opts.key]);
        if (rows[0]?.route !== opts.route) throw unprocessable(['This Idempotency-Key was used for another request']);
        return { body: rows[0].body, replayed: true };
      }
    }
    const body = await action(q);
    if (opts.key) {
      await q.query('UPDATE ops_idempotency SET status_code = 200, body = $3::jsonb WHERE operator_id = $1 AND key = $2', [opts.operatorId, opts.key, JSON.stringify(body)]);
    }
    return { body, replayed: false };
  });
}
