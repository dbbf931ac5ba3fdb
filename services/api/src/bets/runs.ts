import type { Db, Queryable } from '../db/db';
import type { Actor } from '../ops/actor';
import { settleFixedOddsBatch, type BatchResult, type FixedOddsOutcome } from './settle-batch';

/**
 * Settlement runs of the shared bets model (generic over products): a market has at most one standing run
 * (bet_settlement_runs_standing); a run is 'running' until every bet is settled, then 'done'. Settling again with
 * the same result resumes a running run or finds a done one; a different result is the caller's conflict.
 */

export interface StandingRun {
  id: string;
  status: 'running' | 'done';
  result: Record<string, unknown>;
}

export async function standingRun(q: Queryable, product: string, marketId: string, lock = false): Promise<StandingRun | null> {
  const { rows } = await q.query<StandingRun>(
    `SELECT id::text, status, result FROM bet_settlement_runs WHERE product = $1 AND market_id = $2 AND status <> 'rolled_back'
     ${lock ? 'FOR UPDATE' : ''}`,
    [product, marketId],
  );
  return rows[0] ?? null;
}

export async function insertRun(q: Queryable, product: string, marketId: string, result: object, actor: Actor, now: Date): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO bet_settlement_runs (product, market_id, result, actor, operator_id, started_at)
     VALUES ($1, $2, $3::jsonb, $4, $5, $6) RETURNING id::text`,
    [product, marketId, JSON.stringify(result), actor.name, actor.operatorId, now],
  );
  return rows[0]!.id;
}

export interface RunBatchesOptions {
  product: string;
  marketId: string;
  runId: string;
  /** The fixed-odds batch's outcome, ledger kind and key prefix (matka), unless `batch` is given. */
  outcome?: FixedOddsOutcome;
  kind?: string;
  keyPrefix?: string;
  /** A product's own batch (fantasy: each bet's P&L from its fight); default the fixed-odds batch (settle-batch.ts). */
  batch?: (q: Queryable, limit: number, partition: { k: number; of: number }) => Promise<BatchResult>;
  now: Date;
  /** players per transaction (default 500) */
  batchSize?: number;
  /** batches settled at once (default 2) */
  workers?: number;
  /** after each committed batch, with the bets settled so far (tests inject a crash here) */
  afterBatch?: (betsSoFar: number) => void | Promise<void>;
}

/**
 * Settles every remaining bet of the run in batches, `workers` at once (each its own house shards, so they never
 * wait on each other; default 2), then marks the run done. A failing batch (or afterBatch) stops every worker after
 * its current batch and is rethrown: the run stays 'running' and settling it again resumes it.
 */
export async function settleRunInBatches(db: Db, o: RunBatchesOptions): Promise<{ bets: number; players: number }> {
  let bets = 0;
  let players = 0;
  let failed: { error: unknown } | null = null;
  const of = Math.max(1, o.workers ?? 2);
  const settle =
    o.batch ??
    ((q: Queryable, limit: number, partition: { k: number; of: number }) =>
      settleFixedOddsBatch(q, { product: o.product, marketId: o.marketId, runId: o.runId, outcome: o.outcome!, limit, kind: o.kind!, keyPrefix: o.keyPrefix!, now: o.now, partition }));
  const worker = async (k: number) => {
    while (!failed) {
      const batch = await db.tx((q) => settle(q, o.batchSize ?? 500, { k, of }));
      if (!batch.players.length) return;
      bets += batch.bets;
      players += batch.players.length;
      await o.afterBatch?.(bets);
    }
  };
  await Promise.all(Array.from({ length: of }, (_, k) => worker(k).catch((error: unknown) => void (failed ??= { error }))));
  if (failed) throw (failed as { error: unknown }).error;
  await db.query(`UPDATE bet_settlement_runs SET status = 'done', finished_at = $2 WHERE id = $1 AND status = 'running'`, [o.runId, o.now]);
  return { bets, players };
}
