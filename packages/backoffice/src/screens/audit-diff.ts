type Plain = Record<string, unknown>;
const isPlain = (v: unknown): v is Plain => typeof v === 'object' && v !== null && !Array.isArray(v);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * When both states are objects, only the fields that changed (so a decision reads "status: pending ->
 * approve_completed" instead of two full records); otherwise the states as they are.
 */
export function changedFields(before: unknown, after: unknown): { before: unknown; after: unknown } {
  if (!isPlain(before) || !isPlain(after)) return { before, after };
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => !same(before[k], after[k]));
  if (!keys.length) return { before, after };
  const pick = (o: Plain) => Object.fromEntries(keys.filter((k) => k in o).map((k) => [k, o[k]]));
  return { before: pick(before), after: pick(after) };
}

/** A state as short text: strings as they are, objects as "key: value" lines. */
export function showState(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  if (isPlain(value)) {
    const lines = Object.entries(value).map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`);
    return lines.length ? lines.join('\n') : '—';
  }
  return JSON.stringify(value);
}
