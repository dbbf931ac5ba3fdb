import type { Db, Queryable } from '../db/db';
import { notFound } from '../http/errors';
import type { Actor } from '../ops/actor';
import { writeAudit } from '../ops/audit';
import { paiseToRupees } from '../ops/money';
import { houseBook } from './book';
import { setMarketStatus } from './catalog';
import { rollbackSettlement } from './settle-rollback';
import { settleMarket, type SettleReport } from './settle';
import type { MarketResult } from './types';

/**
 * What the console's settle, void, roll-back, status and book buttons do, on top of the domain's own functions
 * (settle.ts and settle-rollback.ts audit themselves): which run the operator meant, whether the call found the
 * work already done (a double click, a second operator), and the book with runner names in rupees.
 */

export async function standingRun(q: Queryable, marketId: string): Promise<{ id: string; status: string } | null> {
  const { rows } = await q.query<{ id: string; status: string }>(
    `SELECT id::text, status FROM bet_settlement_runs WHERE product = 'sports' AND market_id = $1 AND status <> 'rolled_back'`,
    [marketId],
  );
  return rows[0] ?? null;
}

/** Settles (or voids) a market; settling again with the same result pays nothing more and says so. */
export async function settleByOperator(db: Db, marketId: string, result: MarketResult, actor: Actor, now: Date): Promise<SettleReport & { alreadySettled: boolean }> {
  const before = await standingRun(db, marketId);
  const report = await settleMarket(db, marketId, result, actor, { now });
  return { ...report, alreadySettled: before?.status === 'done' && before.id === report.runId };
}

/**
 * Rolls back the run the operator saw (`runId`), so a stale page cannot roll back a newer settlement; the same
 * run asked twice answers the first roll-back again (already_rolled_back) and changes nothing. A run left running
 * (a crash) can be rolled back as well as resumed.
 */
export async function rollbackByOperator(db: Db, marketId: string, runId: string, actor: Actor, now: Date): Promise<{ runId: string; postings: number; alreadyRolledBack: boolean }> {
  const { rows } = await db.query<{ status: string; postings: number }>(
    `SELECT r.status, (SELECT count(DISTINCT posting_id)::int FROM bet_settlements s WHERE s.run_id = r.id AND s.posting_id IS NOT NULL) AS postings
       FROM bet_settlement_runs r WHERE r.id = $1 AND r.product = 'sports' AND r.market_id = $2`,
    [runId, marketId],
  );
  const run = rows[0];
  if (!run) throw notFound('Settlement not found on this market');
  if (run.status === 'rolled_back') return { runId, postings: run.postings, alreadyRolledBack: true };
  const done = await rollbackSettlement(db, marketId, actor, now);
  return { ...done, alreadyRolledBack: false };
}

/** Opens, suspends or closes a market (not a settled or void one: 409), audited; returns the status it had. */
export async function setStatusByOperator(q: Queryable, marketId: string, status: 'open' | 'suspended' | 'closed', actor: Actor, now: Date): Promise<string> {
  const before = await setMarketStatus(q, marketId, status);
  await writeAudit(q, { actor, action: 'sports.market.status', target: `market:${marketId}`, before: { status: before }, after: { status }, at: now });
  return before;
}

/** The house's book with the runners' names, in rupees: what the house wins (or pays, negative) on each outcome. */
export async function opsBook(q: Queryable, marketId: string, now: Date) {
  const book = await houseBook(q, marketId);
  const { rows } = await q.query<{ id: string; name: string; kind: string; status: string }>(
    `SELECT r.id::text, r.name, m.kind, m.status FROM sports_markets m LEFT JOIN sports_runners r ON r.market_id = m.id WHERE m.id = $1`,
    [marketId],
  );
  const names = new Map(rows.map((r) => [r.id, r.name]));
  const rupees = (p: string) => paiseToRupees(p) ?? 0;
  return {
    market_id: marketId,
    kind: rows[0]!.kind,
    status: rows[0]!.status,
    bets: book.bets,
    outcomes: book.outcomes.map((o) => ({
      runner_id: o.runnerId ?? null,
      name: o.runnerId ? (names.get(o.runnerId) ?? null) : null,
      value: o.value ?? null,
      pnl: rupees(o.pnl),
    })),
    worst: rupees(book.worst),
    best: rupees(book.best),
    at: now.toISOString(),
  };
}

/** The audit row of a hand price change: the prices before and after, and the version they became. */
export async function auditPrices(q: Queryable, marketId: string, before: unknown, after: unknown, version: number, actor: Actor, now: Date): Promise<void> {
  await writeAudit(q, { actor, action: 'sports.market.prices', target: `market:${marketId}`, before, after: { runners: after, version }, at: now });
}
