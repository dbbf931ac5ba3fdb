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

/**
 * A cell flashing: which way, the update that began it (`id`, to end it), and `again`, flipped when a cell still
 * flashing moves again, which restarts its animation (the cell itself stays: no new button per flash).
 */
export type Flash = { move: Move; id: number; again: boolean };

/** One market's flashing cells, by cell key. */
export type Flashes = Map<string, Flash>;

/**
 * The event page's flashing cells, by market: a live update replaces only its own market's map, so the cards of the
 * other markets keep the very same props and are not drawn again (MarketCard is memoised).
 */
export type EventFlashes = Map<string, Flashes>;

export const NO_FLASHES: Flashes = new Map();

/** `all` with the cells of `marketId` that moved flashing under `id`. */
export function withFlashes(all: EventFlashes, marketId: string, moved: Map<string, Move>, id: number): EventFlashes {
  const market = new Map(all.get(marketId));
  for (const [key, move] of moved) {
    const still = market.get(key);
    market.set(key, { move, id, again: still ? !still.again : false });
  }
  return new Map(all).set(marketId, market);
}

/** `all` without the flashes of the given [market, id] pairs (the very same map when none of them is left). */
export function withoutFlashes(all: EventFlashes, ended: Array<[marketId: string, id: number]>): EventFlashes {
  let out = all;
  for (const [marketId, id] of ended) {
    const market = out.get(marketId);
    if (!market) continue;
    const left = new Map([...market].filter(([, f]) => f.id !== id));
    if (left.size === market.size) continue;
    if (out === all) out = new Map(all);
    if (left.size) out.set(marketId, left);
    else out.delete(marketId);
  }
  return out;
}
