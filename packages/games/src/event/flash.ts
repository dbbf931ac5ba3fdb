import type { PriceLevel, Runner } from '../api/model';

/** Which price cells moved between two versions of a market, and which way: the cells flash in that colour. */
export type Move = 'up' | 'down';

/** Key of one cell: runner, column and level. */
export const cellKey = (runnerId: string, column: 'back' | 'lay', level: number): string => `${runnerId}:${column}:${level}`;

function compare(before: PriceLevel | undefined, after: PriceLevel | undefined): Move | null {
  if (!before || !after) return null;
  const a = after.line ?? after.odds;
  const b = before.line ?? before.odds;
  if (a !== b) return a > b ? 'up' : 'down';
  if (after.odds !== before.odds) return after.odds > before.odds ? 'up' : 'down';
  return null;
}

/** The cells whose price (or fancy line) changed from `before` to `after`, with the direction. */
export function movedCells(before: Runner[], after: Runner[]): Map<string, Move> {
  const moves = new Map<string, Move>();
  const old = new Map(before.map((r) => [r.id, r]));
  for (const r of after) {
    const prev = old.get(r.id);
    if (!prev) continue;
    for (const column of ['back', 'lay'] as const) {
      r[column].forEach((level, i) => {
        const move = compare(prev[column][i], level);
        if (move) moves.set(cellKey(r.id, column, i), move);
      });
    }
  }
  return moves;
}
