import stringify from 'safe-stable-stringify';
import type { Db, Queryable } from '../db/db';
import { conflict } from '../http/errors';
import type { Actor } from '../ops/actor';
import { writeAudit } from '../ops/audit';
import { rollbackFixedOddsRun } from '../bets/rollback-run';
import { insertRun, settleRunInBatches, standingRun, type StandingRun } from '../bets/runs';
import { getMatch } from './matches';
import { settleFightBatch } from './settle-batch';
import type { MatchRow } from './types';

/**
 * Settling a match's fights. A completed match settles on its scores (the run's result names the scores version);
 * an abandoned one refunds every fight. Starting a run, in one transaction under the match's row lock: each open
 * or matched fight's outcome is decided (both totals from the squads' runs or balls, the higher total wins, a tie
 * or an untaken fight is void; the commission is commission_bp of the pot, rounded down) and written on the fight,
 * and a bet_settlement_runs row is made; then the players settle in batches (settle-batch.ts).
 *
 * Settling again with the same result resumes a run a crash interrupted, or pays nothing more once it is done. A
 * correction after settlement changes the scores version: settling then rolls the done run back through reversing
 * entries (bets/rollback-run.ts, refused with 409 when a player no longer holds what it paid) and settles anew, in
 * the same transaction as the correction that asked for it, so a correction settles again exactly once.
 */

export const SETTLE_TEXT = {
  notOver: 'The match is not over: complete or abandon it first',
  running: 'The settlement is still running; settle again to finish it first',
  none: 'This match has no settlement to roll back',
  otherRun: 'Settlement not found on this match',
} as const;

export interface SettleReport {
  runId: string | null;
  bets: number;
  players: number;
  resumed: boolean;
  alreadySettled: boolean;
  /** an earlier settlement on other scores was rolled back first */
  resettled: boolean;
}

export interface SettleOptions {
  now: Date;
  batchSize?: number;
  workers?: number;
  afterBatch?: (betsSoFar: number) => void | Promise<void>;
}

export interface StartedRun {
  runId: string;
  resumed: boolean;
  done: boolean;
  resettled: boolean;
}

const resultOf = (m: MatchRow) => (m.status === 'abandoned' ? { abandoned: true } : { scoresVersion: m.scoresVersion });

/** Settles (or resumes, or settles again after a correction) a completed or abandoned match. */
export async function settleMatch(db: Db, matchId: string, actor: Actor, opts: SettleOptions): Promise<SettleReport> {
  for (;;) {
    const start = await db.tx((q) => startRun(q, matchId, actor, opts.now));
    if ('finish' in start) {
      // A run on older scores is still running: finish it, then settle again on the current ones.
      await runBatches(db, matchId, start.finish, opts);
      continue;
    }
    return finishRun(db, matchId, start, opts);
  }
}

/** The batches of a started run (or nothing when it was already done). */
export async function finishRun(db: Db, matchId: string, start: StartedRun, opts: SettleOptions): Promise<SettleReport> {
  if (start.done) return { runId: start.runId, bets: 0, players: 0, resumed: false, alreadySettled: true, resettled: false };
  const settled = await runBatches(db, matchId, start.runId, opts);
  return { runId: start.runId, ...settled, resumed: start.resumed, alreadySettled: false, resettled: start.resettled };
}

function runBatches(db: Db, matchId: string, runId: string, opts: SettleOptions) {
  return settleRunInBatches(db, {
    product: 'fantasy', marketId: matchId, runId, now: opts.now, batchSize: opts.batchSize, workers: opts.workers, afterBatch: opts.afterBatch,
    batch: (q, limit, partition) => settleFightBatch(q, { matchId, runId, limit, now: opts.now, partition }),
  });
}

/**
 * Starts (or finds) the run for the match's current result, in the caller's transaction. `{finish}`: a run on
 * another result is still running and must be finished first.
 */
export async function startRun(q: Queryable, matchId: string, actor: Actor, now: Date): Promise<StartedRun | { finish: string }> {
  const m = await getMatch(q, matchId, 'update');
  if (m.status !== 'completed' && m.status !== 'abandoned') throw conflict(SETTLE_TEXT.notOver);
  const result = resultOf(m);
  const run = await standingRun(q, 'fantasy', m.id, true);
  let resettled = false;
  if (run) {
    if (stringify(run.result) === stringify(result)) return { runId: run.id, resumed: run.status === 'running', done: run.status === 'done', resettled: false };
    if (run.status === 'running') return { finish: run.id };
    await rollbackRun(q, m, run, actor, now, 'fantasy.resettle');
    resettled = true;
  }
  const outcomes = await decideOutcomes(q, m, now);
  const runId = await insertRun(q, 'fantasy', m.id, result, actor, now);
  await writeAudit(q, {
    actor, action: m.status === 'abandoned' ? 'fantasy.void' : 'fantasy.settle', target: `fantasy:${m.id}`,
    before: run ? { runId: run.id, result: run.result } : null, after: { runId, result, ...outcomes }, at: now,
  });
  return { runId, resumed: false, done: false, resettled };
}

/** Writes each open or matched fight's totals, outcome, commission and final status; returns the counts. */
async function decideOutcomes(q: Queryable, m: MatchRow, now: Date) {
  const { rows } = await q.query<{ won: number; refunded: number; commission: string }>(
    `WITH sc AS (SELECT id, runs, balls FROM fantasy_players WHERE match_id = $1),
     t AS (
       SELECT f.id,
              coalesce(sum(CASE WHEN e.side = 'p' THEN CASE WHEN f.kind = 'max_run' THEN sc.runs ELSE sc.balls END END), 0)::int AS pt,
              coalesce(sum(CASE WHEN e.side = 't' THEN CASE WHEN f.kind = 'max_run' THEN sc.runs ELSE sc.balls END END), 0)::int AS tt
         FROM fantasy_fights f
         LEFT JOIN LATERAL (SELECT 'p' AS side, x FROM unnest(f.poster_team) x UNION ALL SELECT 't', x FROM unnest(f.taker_team) x) e ON true
         LEFT JOIN sc ON sc.id = e.x
        WHERE f.match_id = $1 AND f.status IN ('open', 'matched')
        GROUP BY f.id
     ),
     o AS (
       SELECT t.id, t.pt, t.tt,
              CASE WHEN $2 OR f.taker_id IS NULL THEN 'void' WHEN t.pt > t.tt THEN 'poster' WHEN t.tt > t.pt THEN 'taker' ELSE 'tie' END AS outcome
         FROM t JOIN fantasy_fights f ON f.id = t.id
     ),
     up AS (
       UPDATE fantasy_fights f SET poster_total = o.pt, taker_total = CASE WHEN f.taker_id IS NULL THEN NULL ELSE o.tt END, outcome = o.outcome,
              commission = CASE WHEN o.outcome IN ('poster', 'taker') THEN (2 * f.stake * f.commission_bp) / 10000 ELSE 0 END,
              status = CASE WHEN o.outcome IN ('poster', 'taker') THEN 'settled' ELSE 'refunded' END, closed_at = $3
         FROM o WHERE f.id = o.id
       RETURNING f.outcome, f.commission
     )
     SELECT count(*) FILTER (WHERE outcome IN ('poster', 'taker'))::int AS won, count(*) FILTER (WHERE outcome NOT IN ('poster', 'taker'))::int AS refunded,
            coalesce(sum(commission), 0)::text AS commission FROM up`,
    [m.id, m.status === 'abandoned', now],
  );
  const r = rows[0]!;
  return { fightsWon: r.won, fightsRefunded: r.refunded, commission: r.commission };
}

/**
 * Reverses a done run (every posting by its exact opposite, the bets matched again and their stakes held again) and
 * returns its fights to open or matched, in the caller's transaction; audited as `action`.
 */
export async function rollbackRun(q: Queryable, m: MatchRow, run: StandingRun, actor: Actor, now: Date, action: string): Promise<number> {
  if (run.status === 'running') throw conflict(SETTLE_TEXT.running);
  const done = await rollbackFixedOddsRun(q, { product: 'fantasy', marketId: m.id, runId: run.id, kind: 'fantasy_settle_reversal', now });
  await q.query(
    `UPDATE fantasy_fights SET status = CASE WHEN taker_id IS NULL THEN 'open' ELSE 'matched' END, outcome = NULL, poster_total = NULL,
            taker_total = NULL, commission = 0, closed_at = NULL
      WHERE match_id = $1 AND id IN (SELECT b.selection_id FROM bet_settlements s JOIN bets b ON b.id = s.bet_id WHERE s.run_id = $2)`,
    [m.id, run.id],
  );
  await writeAudit(q, { actor, action, target: `fantasy:${m.id}`, before: { runId: run.id, result: run.result }, after: { reversed: done.postings }, at: now });
  return done.postings;
}

/** An admin's rollback of the match's settlement (the run they saw); the fights are open to settle again. */
export async function rollbackMatch(db: Db, matchId: string, runId: string, actor: Actor, now: Date): Promise<{ postings: number; alreadyRolledBack: boolean }> {
  return db.tx(async (q) => {
    const m = await getMatch(q, matchId, 'update');
    const run = await standingRun(q, 'fantasy', m.id, true);
    if (run?.id !== runId) {
      const { rows } = await q.query<{ status: string }>(`SELECT status FROM bet_settlement_runs WHERE id = $1 AND product = 'fantasy' AND market_id = $2`, [
        /^\d{1,18}$/.test(runId) ? runId : '0', m.id,
      ]);
      if (rows[0]?.status === 'rolled_back') return { postings: 0, alreadyRolledBack: true };
      throw run ? conflict(SETTLE_TEXT.otherRun) : conflict(SETTLE_TEXT.none);
    }
    return { postings: await rollbackRun(q, m, run, actor, now, 'fantasy.rollback'), alreadyRolledBack: false };
  });
}
