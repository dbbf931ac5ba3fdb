import { FILTER_MESSAGES } from '@khel/shared/contracts';
import { unprocessable } from '../http/errors';

/**
 * Keyset pagination (never OFFSET): a page ends with the sort key of its last row, and the next page is the rows
 * after that key in the same order. Rows written in between either sort before the first page (newer) or take their
 * own place, so none is skipped or shown twice. The cursor is that key as opaque base64url JSON; what comes back is
 * checked part by part before it reaches SQL, and anything else is the 422 that asks for a reload.
 *
 * Times are kept to the microsecond (PostgreSQL's precision) as 'YYYY-MM-DDTHH:MM:SS.ffffffZ': a JavaScript Date
 * would cut them to the millisecond and put two rows of one millisecond on the wrong side of the key.
 */
export type KeyPart = 'time' | 'id' | 'word';

const CHECKS: Record<KeyPart, RegExp> = {
  time: /^(19[7-9]\d|2\d{3})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:[0-5]\d\.\d{6}Z$/,
  id: /^[0-9]{1,18}$/,
  word: /^[a-z_]{1,20}$/,
};

/** SQL that renders a timestamptz as a cursor time. */
export const cursorTime = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** A calendar time that exists (no 31 February): read back, it is the same text to the second. */
function realTime(text: string): boolean {
  const ms = Date.parse(`${text.slice(0, 19)}Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 19) === text.slice(0, 19);
}

export function encodeCursor(parts: string[]): string {
  return Buffer.from(JSON.stringify(parts), 'utf8').toString('base64url');
}

/** The key a cursor holds, each part checked against its kind; undefined when no cursor was given. */
export function decodeCursor(value: unknown, shape: readonly KeyPart[]): string[] | undefined {
  if (value === undefined || value === '') return undefined;
  const refuse = () => unprocessable([FILTER_MESSAGES.cursor]);
  if (typeof value !== 'string' || value.length > 200 || !/^[A-Za-z0-9_-]+$/.test(value)) throw refuse();
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    throw refuse();
  }
  if (!Array.isArray(parts) || parts.length !== shape.length) throw refuse();
  shape.forEach((kind, i) => {
    const part = parts[i];
    if (typeof part !== 'string' || !CHECKS[kind].test(part) || (kind === 'time' && !realTime(part))) throw refuse();
  });
  return parts as string[];
}

/** One more row than the page is read: when it is there, the page's last row's key is the next cursor. */
export function pageOf<R>(rows: R[], limit: number, keyOf: (row: R) => string[]): { items: R[]; next: string | null } {
  if (rows.length <= limit) return { items: rows, next: null };
  const items = rows.slice(0, limit);
  return { items, next: encodeCursor(keyOf(items[items.length - 1]!)) };
}
