import type { Db } from '../db/db';
import type { CasinoConfig } from '../config';
import type { Actor } from '../ops/actor';
import { writeAudit } from '../ops/audit';
import { sweepOpenRounds, type SweepRules } from './round-sweep';
import type { SweepReport } from './sweep-report';

export const SWEEP_AUDIT_ACTION = 'casino.rounds.sweep';

export function sweepRulesOf(c: CasinoConfig): SweepRules {
  return { graceMs: c.sweepGraceS * 1000, refundAfterMs: c.refundAfterH * 3_600_000 };
}

/**
 * One sweep by an operator (console, audited every time) or by the timer (actor `system`, audited when it closed
 * something: a crash is rare, so the audit is not flooded). The audit row lists each round closed, what moved and why.
 */
export async function runRoundSweep(db: Db, actor: Actor, now: Date, rules: SweepRules): Promise<SweepReport> {
  const report = await sweepOpenRounds(db, now, rules);
  if (actor.operatorId !== null || report.closed.length > 0) {
    await writeAudit(db, { actor, action: SWEEP_AUDIT_ACTION, target: 'casino rounds', before: null, after: report, at: now });
  }
  return report;
}
