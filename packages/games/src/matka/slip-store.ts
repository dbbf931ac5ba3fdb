import { newIdempotencyKey } from '@khel/shared';
import { lineId, PLAY_TYPES, type SlipLine } from './model';

/**
 * The slip kept in sessionStorage per market, so a reload loses nothing: its lines, the stake for new numbers, and
 * its Idempotency-Key. The key changes with every change of the lines (a key is bound to one body), so a reload
 * after a lost answer sends the same slip with the same key and is answered with the first result, never twice.
 * A slip of another day's draw is dropped.
 */
export interface StoredSlip {
  drawDate: string;
  lines: SlipLine[];
  stake: string;
  key: string;
}

const PREFIX = 'khel_matka_slip:';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage blocked: the slip lives in memory only
  }
}

const isLine = (l: unknown): l is SlipLine => {
  const v = l as Partial<SlipLine> | null;
  return (
    !!v && PLAY_TYPES.some((p) => p.type === v.type) && (v.session === null || v.session === 'open' || v.session === 'close') &&
    typeof v.number === 'string' && typeof v.stake === 'string'
  );
};

export function readSlip(marketId: string, drawDate: string, defaultStake: string): StoredSlip {
  const fresh = { drawDate, lines: [], stake: defaultStake, key: newIdempotencyKey() };
  const raw = storage()?.getItem(PREFIX + marketId);
  if (!raw) return fresh;
  try {
    const s = JSON.parse(raw) as Partial<StoredSlip>;
    if (s.drawDate !== drawDate || !Array.isArray(s.lines) || typeof s.key !== 'string') return fresh;
    const lines = s.lines.filter(isLine);
    const unique = lines.filter((l, i) => lines.findIndex((o) => lineId(o) === lineId(l)) === i);
    return { drawDate, lines: unique, stake: typeof s.stake === 'string' ? s.stake : defaultStake, key: s.key };
  } catch {
    return fresh;
  }
}

export function writeSlip(marketId: string, slip: StoredSlip): void {
  try {
    if (slip.lines.length === 0 && !slip.stake) storage()?.removeItem(PREFIX + marketId);
    else storage()?.setItem(PREFIX + marketId, JSON.stringify(slip));
  } catch {
    // full or blocked storage: the slip still works for this page
  }
}
