import { emitAccountEvent } from '../account-events/emit';
import type { Db } from '../db/db';
import { conflict } from '../http/errors';
import { InsufficientFundsError, reverse } from '../ledger';
import type { Actor } from '../ops/actor';
import { writeAudit } from '../ops/audit';
import { loadMarket } from './catalog';
import { marketExposure } from './exposure';
import { matchedBets } from './place-bet';

export const ROLLBACK_MESSAGES = {
  none: 'Market has no settlement to roll back',
  spent: (userId: string) => `Player ${userId} no longer holds the settled amount; the settlement cannot be rolled back`,
} as const;

/**
 * Rolls a settlement back, all of it in one transaction: every posting of the run is reversed by its exact
 * opposite (the ledger stays append-only), the bets are matched again and their exposure held again, the run is
 * marked rolled_back (kept, with its settlement rows and their reversal ids), the market is closed and can be
 * settled again, and the account event settlementRolledBack undoes what the settlement caused downstream. Audited. Refused, changing nothing, if a player has already spent what the run paid.
 *
 * A run still 'running' (a crash stopped it, or settle.ts stopped it: `reason`) may be rolled back too, so a run
 * that cannot finish never blocks its market: what it paid so far is reversed; the players it had not reached still
 * hold their bets. Each player's settlement takes the run row shared, this takes it exclusively, so a run being
 * resumed elsewhere stops at its next player.
 */
export async function rollbackSettlement(
  db: Db,
  marketId: string,
  actor: Actor,
  now: Date = new Date(),
  reason?: string,
): Promise<{ runId: string; postings: number }> {
  return db.tx(async (q) => {
    const market = await loadMarket(q, marketId, 'update');
    const { rows } = await q.query<{ id: string; status: string; result: unknown }>(
      `SELECT id::text, status, result FROM bet_settlement_runs WHERE product = 'sports' AND market_id = $1 AND status <> 'rolled_back' FOR UPDATE`,
      [marketId],
    );
    const run = rows[0];
    if (!run) throw conflict(ROLLBACK_MESSAGES.none);
    const postings = await q.query<{ posting_id: string; user_id: string }>(
      `SELECT DISTINCT posting_id::text, user_id::text FROM bet_settlements WHERE run_id = $1 AND posting_id IS NOT NULL ORDER BY 1`,
      [run.id],
    );
    for (const p of postings.rows) {
      try {
        const reversal = await reverse(q, p.posting_id, 'sports_settle_reversal', { runId: run.id, marketId });
        await q.query('UPDATE bet_settlements SET reversal_id = $3 WHERE run_id = $1 AND posting_id = $2', [run.id, p.posting_id, reversal.transactionId]);
      } catch (error) {
        if (error instanceof InsufficientFundsError) throw conflict(ROLLBACK_MESSAGES.spent(p.user_id));
        throw error;
      }
    }
    const bets = await q.query<{ user_id: string; n: string }>(
      `WITH b AS (UPDATE bets SET status = 'matched', pnl = NULL, settled_at = NULL
                   WHERE id IN (SELECT bet_id FROM bet_settlements WHERE run_id = $1) RETURNING user_id)
       SELECT user_id::text, count(*)::text AS n FROM b GROUP BY user_id`,
      [run.id],
    );
    const shape = { kind: market.kind, runnerIds: market.runnerIds, places: market.places };
    for (const b of bets.rows) {
      // The reversal put the released exposure back on the ledger; the exposure row says it again.
      const exposure = marketExposure(shape, await matchedBets(q, marketId, b.user_id));
      await q.query(
        `UPDATE bet_market_exposures SET exposure = $3, updated_at = now() WHERE product = 'sports' AND market_id = $1 AND user_id = $2`,
        [marketId, b.user_id, exposure.toString()],
      );
      await q.query('UPDATE users SET bets_count = bets_count + $2 WHERE id = $1', [b.user_id, Number(b.n)]);
    }
    q.playersChanged(bets.rows.map((b) => b.user_id));
    await q.query(`UPDATE bet_settlement_runs SET status = 'rolled_back', rolled_back_at = $2 WHERE id = $1`, [run.id, now]);
    // Downstream (issue 26 finding 5): a bonus these bets released goes back to wagering; the players are told.
    await emitAccountEvent(q, 'settlementRolledBack', { product: 'sports', runId: run.id, marketId, userIds: bets.rows.map((b) => b.user_id), reason: reason ?? null, at: now });
    await q.query(`UPDATE sports_markets SET status = 'closed', updated_at = now() WHERE id = $1`, [marketId]);
    await writeAudit(q, {
      actor,
      action: 'sports.settlement_rollback',
      target: `market:${marketId}`,
      before: { status: market.status, runId: run.id, result: run.result, run: run.status },
      after: { status: 'closed', reversed: postings.rowCount, ...(reason ? { reason } : {}) },
      at: now,
    });
    return { runId: run.id, postings: postings.rowCount };
  });
}
