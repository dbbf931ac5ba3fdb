import { auditChanges } from '@khel/shared/contracts';
import type { AuditRow } from './audit-query';

/**
 * The audit rows as CSV (RFC 4180: fields quoted when they hold a comma, a quote or a line break, quotes doubled),
 * with the readable changes beside the raw states. A cell starting with = + - @ is prefixed with ' so a
 * spreadsheet never runs it as a formula (operators open these files).
 */
const HEADER = ['id', 'time', 'actor', 'who', 'action', 'target', 'changes', 'before', 'after'];

function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const json = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v));

export function auditCsv(rows: AuditRow[]): string {
  const lines = [HEADER.join(',')];
  for (const r of rows) {
    const changes = auditChanges(r.before, r.after).map((c) => `${c.field}: ${c.before} -> ${c.after}`).join('; ');
    lines.push([String(r.id), r.created_at, r.actor_kind, r.operator, r.action, r.target ?? '', changes, json(r.before), json(r.after)].map(cell).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
