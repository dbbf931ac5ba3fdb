/**
 * An audit row's before and after as readable changes (issue 27: the console showed raw JSON clipped in cells):
 * one line per field that changed, nested objects by their dotted path, values as short text. The console's audit
 * list and its CSV export read the same lines.
 */
export interface AuditChange {
  field: string;
  before: string;
  after: string;
}

type Plain = Record<string, unknown>;
const isPlain = (v: unknown): v is Plain => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A value as short text: '—' for none, strings as they are, lists and objects as compact JSON. */
export function auditValue(v: unknown): string {
  if (v === null || v === undefined) return '—';
  if (typeof v === 'string') return v === '' ? '""' : v;
  if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint') return String(v);
  return JSON.stringify(v);
}

function flatten(v: unknown, prefix: string, out: Map<string, unknown>, depth: number): void {
  if (isPlain(v) && depth < 4 && Object.keys(v).length) {
    for (const [k, child] of Object.entries(v)) flatten(child, prefix ? `${prefix}.${k}` : k, out, depth + 1);
  } else {
    out.set(prefix, v);
  }
}

/** The fields that differ between two states (a state that is not an object is one field, named "value"). */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const a = new Map<string, unknown>();
  const b = new Map<string, unknown>();
  flatten(isPlain(before) ? before : before === null || before === undefined ? {} : { value: before }, '', a, 0);
  flatten(isPlain(after) ? after : after === null || after === undefined ? {} : { value: after }, '', b, 0);
  const fields = [...new Set([...a.keys(), ...b.keys()])].filter((k) => k !== '');
  return fields
    .filter((k) => JSON.stringify(a.get(k)) !== JSON.stringify(b.get(k)))
    .map((field) => ({ field, before: a.has(field) ? auditValue(a.get(field)) : '—', after: b.has(field) ? auditValue(b.get(field)) : '—' }));
}
