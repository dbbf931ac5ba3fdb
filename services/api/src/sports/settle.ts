import type { Db, Queryable } from '../db/db';
import { ApiError, conflict, unprocessable } from '../http/errors';
import { houseAccount, InsufficientFundsError, playerAccounts, post, type PostingLine } from '../ledger';
import type { Actor } from '../ops/actor';
import { writeAudit } from '../ops/audit';
import { emitAccountEvent } from '../account-events/emit';
import { formatPaise } from './bet-price';
import { loadMarket, type MarketRow } from './catalog';
import { settledPnl } from './exposure';
import { rollbackSettlement } from './settle-rollback';
import type { MarketResult, PositionBet, Side } from './types';

/**
 * Settling a market: the result is declared once (a settlement run), then each player's matched bets settle in a
 * transaction of their own: one posting releases the exposure held for the market and pays the P&L from / to the
 * house `bets` account (exposure -E, cash +(E + P&L), house -P&L, zero lines left out), with a bet_settlements row
 * per bet and the bets marked settled (or void, P&L 0) in that same transaction. A crash leaves the run
 * 'running': settling again with the same result resumes it, skipping every player already paid (their bets are
 * no longer matched, and the posting's key `sports:settle:<run>:<user>` could not pay twice anyway); an operator may
 * also roll a running run back (settle-rollback.ts).
 *
 * Never more than the market held (issue 26 finding 4): the result is checked against the market (a winner or the
 * exact number of placed runners, all of them its own), so a player's loss can never exceed the exposure held for
 * it, the worst case over every valid result. Should a player's settlement still want more than was held (or fail
 * for money), the run stops and is rolled back at once, everything it paid reversed, and the call answers 409 with
 * the reason: never a run left 'running' that blocks the market, never a 500.
 */

export const SETTLE_MESSAGES = {
  badResult: 'The result does not fit this market',
  otherResult: 'This market was settled with another result; roll it back first',
  notSettleable: 'Market cannot be settled',
  placed: (count: number) => `placed must list exactly ${count} different runners of this market`,
  overdrawn: (userId: string, loss: bigint, held: bigint) =>
    `player ${userId} would lose ${formatPaise(loss)} on this market but ${formatPaise(held)} is held`,
  stopped: (reason: string) => `Settlement stopped and rolled back: ${reason}. Nothing was settled; the market is closed and can be settled again.`,
} as const;

/** How many runners a place market's result names: its places, or every runner when fewer run. */
export function placedCount(places: number, runners: number): number {
  return Math.min(places, runners);
}

/** A player's settlement that must not be made: the run is rolled back (settleMarket). */
class SettlementRefused extends Error {}

export interface SettleReport {
  runId: string;
  result: MarketResult;
  /** bets settled by this call (0 on a replay of a finished run) */
  bets: number;
  players: number;
  resumed: boolean;
}

export interface SettleOptions {
  now?: Date;
  /** called after each player's transaction commits, with the bets settled so far (tests inject a crash here) */
  afterPlayer?: (betsSoFar: number) => void | Promise<void>;
}

export async function settleMarket(db: Db, marketId: string, result: MarketResult, actor: Actor, opts: SettleOptions = {}): Promise<SettleReport> {
  const now = opts.now ?? new Date();
  const { runId, resumed, done, market } = await db.tx((q) => startRun(q, marketId, result, actor, now));
  const report: SettleReport = { runId, result, bets: 0, players: 0, resumed };
  if (done) return report;
  const users = await db.query<{ user_id: string }>(
    `SELECT DISTINCT user_id::text FROM bets WHERE product = 'sports' AND market_id = $1 AND status = 'matched' ORDER BY 1`,
    [marketId],
  );
  for (const { user_id: userId } of users.rows) {
    let n: number | null;
    try {
      n = await db.tx((q) => settlePlayer(q, market, runId, userId, result, now));
    } catch (error) {
      const reason =
        error instanceof SettlementRefused ? error.message
        : error instanceof InsufficientFundsError ? `player ${userId} cannot pay what the result takes`
        : null;
      if (reason === null) throw error; // a crash: the run stays running, to resume or roll back
      return stopRun(db, marketId, actor, reason, now);
    }
    if (n === null) break; // the run was rolled back meanwhile
    if (n) {
      report.bets += n;
      report.players += 1;
      await opts.afterPlayer?.(report.bets);
    }
  }
  await db.query(`UPDATE bet_settlement_runs SET status = 'done', finished_at = $2 WHERE id = $1 AND status = 'running'`, [runId, now]);
  return report;
}

/** Rolls the run back (what it paid reversed) and answers why: 409, the market closed and settleable again. */
async function stopRun(db: Db, marketId: string, actor: Actor, reason: string, now: Date): Promise<never> {
  try {
    await rollbackSettlement(db, marketId, actor, now, reason);
  } catch (error) {
    if (error instanceof ApiError) throw conflict(`Settlement stopped: ${reason}. It could not be rolled back (${error.message}); settle again with the same result or roll it back.`);
    throw error;
  }
  throw conflict(SETTLE_MESSAGES.stopped(reason));
}

function sameResult(a: MarketResult, b: MarketResult): boolean {
  const norm = (r: MarketResult) => ('placed' in r ? { placed: [...r.placed].sort() } : r);
  return JSON.stringify(norm(a)) === JSON.stringify(norm(b));
}

export function checkResult(m: MarketRow, result: MarketResult): void {
  const ok =
    'void' in result ? result.void === true
    : 'winner' in result ? ['match_odds', 'bookmaker', 'racing_win'].includes(m.kind) && m.runnerIds.includes(String(result.winner))
    : 'placed' in result ? m.kind === 'racing_place' && Array.isArray(result.placed) && result.placed.length === placedCount(m.places, m.runnerIds.length) &&
        new Set(result.placed).size === result.placed.length && result.placed.every((id) => m.runnerIds.includes(String(id)))
    : 'value' in result ? m.kind === 'fancy' && Number.isInteger(result.value) && result.value >= 0
    : false;
  if (!ok) throw unprocessable([SETTLE_MESSAGES.badResult]);
}

async function startRun(q: Queryable, marketId: string, result: MarketResult, actor: Actor, now: Date) {
  const market = await loadMarket(q, marketId, 'update');
  checkResult(market, result);
  const standing = await q.query<{ id: string; status: string; result: MarketResult }>(
    `SELECT id::text, status, result FROM bet_settlement_runs WHERE product = 'sports' AND market_id = $1 AND status <> 'rolled_back'`,
    [marketId],
  );
  const run = standing.rows[0];
  if (run) {
    if (!sameResult(run.result, result)) throw conflict(SETTLE_MESSAGES.otherResult);
    return { runId: run.id, resumed: run.status === 'running', done: run.status === 'done', market };
  }
  if (market.status === 'settled' || market.status === 'void') throw conflict(SETTLE_MESSAGES.notSettleable);
  const inserted = await q.query<{ id: string }>(
    `INSERT INTO bet_settlement_runs (product, market_id, result, actor, operator_id, started_at)
     VALUES ('sports', $1, $2::jsonb, $3, $4, $5) RETURNING id::text`,
    [marketId, JSON.stringify(result), actor.name, actor.operatorId, now],
  );
  const status = 'void' in result ? 'void' : 'settled';
  await q.query('UPDATE sports_markets SET status = $2, updated_at = now() WHERE id = $1', [marketId, status]);
  // Bets still waiting out an in-play delay are refused: the market closed under them.
  await q.query(
    `UPDATE bets SET status = 'refused', refusal = 'Market is closed' WHERE product = 'sports' AND market_id = $1 AND status = 'pending'`,
    [marketId],
  );
  const runId = inserted.rows[0]!.id;
  await writeAudit(q, { actor, action: 'sports.settle', target: `market:${marketId}`, before: { status: market.status }, after: { status, result, runId }, at: now });
  return { runId, resumed: false, done: false, market };
}

/** One player's bets on the market, settled in one transaction; how many (0: already done; null: the run was rolled back). */
async function settlePlayer(q: Queryable, m: MarketRow, runId: string, userId: string, result: MarketResult, now: Date): Promise<number | null> {
  // The run row shared: a roll back of this run (FOR UPDATE) waits for this player, or this player for it.
  const run = await q.query<{ status: string }>('SELECT status FROM bet_settlement_runs WHERE id = $1 FOR SHARE', [runId]);
  if (run.rows[0]?.status !== 'running') return null;
  const held = await q.query<{ exposure: string }>(
    `SELECT exposure::text FROM bet_market_exposures WHERE product = 'sports' AND market_id = $1 AND user_id = $2 FOR UPDATE`,
    [m.id, userId],
  );
  const { rows } = await q.query<{ id: string; side: Side; selection_id: string; odds_x100: number; stake: string; line: number | null }>(
    `SELECT id::text, side, selection_id::text, odds_x100, stake::text, line FROM bets
      WHERE product = 'sports' AND market_id = $1 AND user_id = $2 AND status = 'matched' ORDER BY id FOR UPDATE`,
    [m.id, userId],
  );
  if (!rows.length) return 0;
  const pnls = rows.map((r) => {
    const bet: PositionBet = { side: r.side, runnerId: r.selection_id, oddsX100: r.odds_x100, stake: BigInt(r.stake), line: r.line ?? undefined };
    return settledPnl(m.kind, bet, result);
  });
  const total = pnls.reduce((a, b) => a + b, 0n);
  const exposure = BigInt(held.rows[0]?.exposure ?? '0');
  if (total + exposure < 0n) throw new SettlementRefused(SETTLE_MESSAGES.overdrawn(userId, -total, exposure));
  const accounts = await playerAccounts(q, userId);
  const lines: PostingLine[] = [
    { accountId: accounts.exposure, amount: -exposure },
    { accountId: accounts.cash, amount: exposure + total },
    { accountId: await houseAccount(q, 'bets', userId), amount: -total },
  ].filter((l) => l.amount !== 0n);
  let postingId: string | null = null;
  if (lines.length) {
    const posted = await post(q, {
      kind: 'sports_settle',
      idempotencyKey: `sports:settle:${runId}:${userId}`,
      memo: { runId, marketId: m.id, pnl: total.toString(), released: exposure.toString() },
      lines,
    });
    postingId = posted.transactionId;
  }
  const status = 'void' in result ? 'void' : 'settled';
  await q.query(
    `INSERT INTO bet_settlements (run_id, bet_id, user_id, pnl, posting_id, created_at)
     SELECT $1, b, $2, p, $3, $5 FROM unnest($4::bigint[], $6::bigint[]) AS t(b, p)`,
    [runId, userId, postingId, rows.map((r) => r.id), now, pnls.map(String)],
  );
  await q.query(
    `UPDATE bets SET status = $2, pnl = t.p, settled_at = $3 FROM unnest($1::bigint[], $4::bigint[]) AS t(b, p) WHERE bets.id = t.b`,
    [rows.map((r) => r.id), status, now, pnls.map(String)],
  );
  await q.query(
    `UPDATE bet_market_exposures SET exposure = 0, updated_at = now() WHERE product = 'sports' AND market_id = $1 AND user_id = $2`,
    [m.id, userId],
  );
  await q.query('UPDATE users SET bets_count = greatest(bets_count - $2, 0) WHERE id = $1', [userId, rows.length]);
  q.playersChanged([userId]);
  await emitAccountEvent(q, 'betsSettled', { product: 'sports', userIds: [userId], marketId: m.id, runId, at: now });
  return rows.length;
}
