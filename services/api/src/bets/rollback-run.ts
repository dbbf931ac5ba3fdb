import { emitAccountEvent } from '../account-events/emit';
import type { Queryable } from '../db/db';
import { conflict } from '../http/errors';
import { InsufficientFundsError } from '../ledger';
import { pgErrorCode } from '../db/db';

/**
 * Rolls a finished run of fixed-odds bets back inside the caller's transaction (generic; matka uses it, sports'
 * settle-rollback.ts could for large markets): every posting of the run is reversed by its exact opposite in one
 * statement (ledger_post with `reverses`, key `reversal:<id>` as ledger.reverse() uses), the bets return to
 * matched, each player's exposure row is their matched stakes again and bets_count rises back; the run is
 * marked rolled_back. Refused with 409, changing nothing, when a player no longer holds what the run paid.
 */

export const SPENT = (userId: string) => `Player ${userId} no longer holds the settled amount; the result cannot be rolled back`;

const REVERSE_RUN = `
WITH p AS (
  SELECT DISTINCT posting_id, user_id FROM bet_settlements WHERE run_id = $1 AND posting_id IS NOT NULL AND reversal_id IS NULL
),
r AS (
  SELECT p.posting_id, lp.transaction_id AS reversal_id
    FROM (SELECT * FROM p ORDER BY user_id % 64, user_id) p
    CROSS JOIN LATERAL (SELECT array_agg(account_id ORDER BY id) AS acc, array_agg(-amount ORDER BY id) AS amt
                          FROM ledger_entries WHERE transaction_id = p.posting_id) l
    CROSS JOIN LATERAL ledger_post($2, 'reversal:' || p.posting_id, l.acc, l.amt,
                                   jsonb_build_object('runId', $1::text), p.posting_id) lp
)
UPDATE bet_settlements s SET reversal_id = r.reversal_id FROM r WHERE s.run_id = $1 AND s.posting_id = r.posting_id
RETURNING s.user_id::text`;

export async function rollbackFixedOddsRun(q: Queryable, o: { product: string; marketId: string; runId: string; kind: string; now: Date; reason?: string }): Promise<{ postings: number; players: string[] }> {
  // Name a player who spent their winnings, so the refusal says who (the ledger's CHECK is the backstop).
  const spent = await q.query<{ user_id: string }>(
    `SELECT a.user_id::text FROM (SELECT DISTINCT posting_id FROM bet_settlements WHERE run_id = $1 AND posting_id IS NOT NULL) s
       JOIN ledger_entries e ON e.transaction_id = s.posting_id JOIN ledger_accounts a ON a.id = e.account_id
      WHERE a.user_id IS NOT NULL AND e.amount > 0 AND a.balance < e.amount LIMIT 1`,
    [o.runId],
  );
  if (spent.rows[0]) throw conflict(SPENT(spent.rows[0].user_id));
  let reversed: string[];
  try {
    reversed = (await q.query<{ user_id: string }>(REVERSE_RUN, [o.runId, o.kind])).rows.map((r) => r.user_id);
  } catch (error) {
    const code = pgErrorCode(error);
    if (error instanceof InsufficientFundsError || code === 'KH001' || code === '23514') throw conflict(SPENT('?'));
    throw error;
  }
  const postings = await q.query<{ n: number }>('SELECT count(DISTINCT posting_id)::int AS n FROM bet_settlements WHERE run_id = $1 AND posting_id IS NOT NULL', [o.runId]);
  const back = await q.query<{ user_id: string }>(
    `WITH b AS (UPDATE bets SET status = 'matched', pnl = NULL, settled_at = NULL
                 WHERE id IN (SELECT bet_id FROM bet_settlements WHERE run_id = $1) RETURNING user_id, liability),
          t AS (SELECT user_id, sum(liability)::bigint AS held, count(*)::int AS n FROM b GROUP BY user_id),
          e AS (UPDATE bet_market_exposures x SET exposure = x.exposure + t.held, updated_at = $4 FROM t
                 WHERE x.product = $2 AND x.market_id = $3 AND x.user_id = t.user_id),
          u AS (UPDATE users SET bets_count = users.bets_count + t.n FROM t WHERE users.id = t.user_id)
     SELECT user_id::text FROM t`,
    [o.runId, o.product, o.marketId, o.now],
  );
  await q.query(`UPDATE bet_settlement_runs SET status = 'rolled_back', rolled_back_at = $2 WHERE id = $1`, [o.runId, o.now]);
  const players = [...new Set([...reversed, ...back.rows.map((r) => r.user_id)])];
  q.playersChanged(players);
  // Downstream (issue 26 finding 5): a bonus these bets released goes back to wagering; the players are told.
  await emitAccountEvent(q, 'settlementRolledBack', { product: o.product, runId: o.runId, marketId: o.marketId, userIds: players, reason: o.reason ?? null, at: o.now });
  return { postings: postings.rows[0]!.n, players };
}
