import stringify from 'safe-stable-stringify';
import type { Db, Queryable } from '../db/db';
import { conflict, unprocessable } from '../http/errors';
import type { Actor } from '../ops/actor';
import { writeAudit } from '../ops/audit';
import { insertRun, settleRunInBatches, standingRun } from '../bets/runs';
import type { FixedOddsOutcome } from '../bets/settle-batch';
import { isDrawDate } from './clock';
import { getMarket } from './markets';
import { winningSelections } from './numbers';
import { isPana } from './panas';
import { drawSessions, lockSessions } from './sessions';
import type { Session } from './types';

/**
 * Declaring a session's result and settling it. The open result (a pana) settles the open session's singles and
 * pattis; the close result (after the open one) settles the close session: its singles and pattis, jodi (open ank
 * then close ank) and the sangams. Declaring writes a settlement run and the session's pana in one transaction
 * (under the session's exclusive lock: bets under way finish first, later ones see it declared); then the bets
 * settle in batches through the ledger (src/bets/settle-batch.ts). Declaring again with the same pana resumes a
 * run a crash interrupted, or pays nothing more once it is done; another pana is refused until rolled back.
 * A void refunds every bet of the session (same run mechanism, P&L 0).
 */

export const RESULT_MESSAGES = {
  badDate: 'date must be a date such as 2026-11-23',
  badPana: 'pana must be a valid pana of three digits in ascending order, 0 counting as 10 (e.g. 123, 190, 000)',
  openFirst: 'Declare the open result first',
  openVoid: 'The open session is void: the close session can only be voided',
  other: 'This session was settled with another result; roll it back first',
} as const;

export interface DeclareInput {
  marketId: string;
  date: string;
  session: Session;
  /** the pana, or void */
  pana: string | 'void';
}

export interface SettleReport {
  runId: string;
  bets: number;
  players: number;
  resumed: boolean;
  alreadySettled: boolean;
}

export interface SettleOptions {
  now?: Date;
  batchSize?: number;
  workers?: number;
  afterBatch?: (betsSoFar: number) => void | Promise<void>;
}

export async function declareResult(db: Db, input: DeclareInput, actor: Actor, opts: SettleOptions = {}): Promise<SettleReport> {
  const now = opts.now ?? new Date();
  if (!isDrawDate(input.date)) throw unprocessable([RESULT_MESSAGES.badDate]);
  if (input.pana !== 'void' && !isPana(input.pana)) throw unprocessable([RESULT_MESSAGES.badPana]);
  const start = await db.tx((q) => startRun(q, input, actor, now));
  if (start.done) return { runId: start.runId, bets: 0, players: 0, resumed: false, alreadySettled: true };
  const settled = await settleRunInBatches(db, {
    product: 'matka', marketId: start.sessionId, runId: start.runId, outcome: start.outcome, kind: 'matka_settle', keyPrefix: 'matka:settle',
    now, batchSize: opts.batchSize, workers: opts.workers, afterBatch: opts.afterBatch,
  });
  return { runId: start.runId, ...settled, resumed: start.resumed, alreadySettled: false };
}

async function startRun(q: Queryable, input: DeclareInput, actor: Actor, now: Date) {
  const m = await getMarket(q, input.marketId);
  const first = await drawSessions(q, m.id, input.date);
  await lockSessions(q, [first.open.id, first.close.id], 'update');
  const draw = await drawSessions(q, m.id, input.date);
  const s = draw[input.session];
  let result: Record<string, unknown>;
  let outcome: FixedOddsOutcome;
  if (input.pana === 'void') {
    result = { void: true };
    outcome = { void: true };
  } else if (input.session === 'open') {
    result = { openPana: input.pana };
    outcome = { winners: winningSelections('open', input.pana) };
  } else {
    if (draw.open.status === 'void') throw conflict(RESULT_MESSAGES.openVoid);
    if (draw.open.status !== 'declared' || !draw.open.pana) throw conflict(RESULT_MESSAGES.openFirst);
    result = { openPana: draw.open.pana, closePana: input.pana };
    outcome = { winners: winningSelections('close', draw.open.pana, input.pana) };
  }
  const run = await standingRun(q, 'matka', s.id, true);
  if (run) {
    if (stringify(run.result) !== stringify(result)) throw conflict(RESULT_MESSAGES.other);
    return { runId: run.id, sessionId: s.id, outcome, resumed: run.status === 'running', done: run.status === 'done' };
  }
  const runId = await insertRun(q, 'matka', s.id, result, actor, now);
  const status = input.pana === 'void' ? 'void' : 'declared';
  await q.query('UPDATE matka_sessions SET status = $2, pana = $3, declared_at = $4 WHERE id = $1', [s.id, status, input.pana === 'void' ? null : input.pana, now]);
  await writeAudit(q, {
    actor, action: input.pana === 'void' ? 'matka.void' : 'matka.result', target: `matka:${m.id}:${input.date}:${input.session}`,
    before: { status: s.status, pana: s.pana }, after: { status, result, runId }, at: now,
  });
  return { runId, sessionId: s.id, outcome, resumed: false, done: false };
}
