import { auditChanges } from '@khel/shared/console-contracts';
import { csvRows } from '../lib/csv';
import type { AuditRow } from './audit-query';

/**
 * The audit rows as CSV (the one writer, lib/csv.ts: quoting and the formula guard), CR LF line ends, with the
 * readable changes beside the raw states.
 */
const HEADER = ['id', 'time', 'actor', 'who', 'action', 'target', 'changes', 'before', 'after'];

const json = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v));

export function auditCsv(rows: AuditRow[]): string {
  const records = rows.map((r) => {
    const changes = auditChanges(r.before, r.after).map((c) => `${c.field}: ${c.before} -> ${c.after}`).join('; ');
    return [String(r.id), r.created_at, r.actor_kind, r.operator, r.action, r.target ?? '', changes, json(r.before), json(r.after)];
  });
  return csvRows([HEADER, ...records], { crlf: true });
}
