import type { Played, RoundSource } from './source';

/**
 * Crash: r = the first 52 bits of block 0 (its first 13 hex digits), X = r ÷ 2⁵², point = max(1.00,
 * ⌊99 ÷ (1 − X)⌋ ÷ 100), so P(point ≥ m) = 0.99 ÷ m: a 1 % edge. ×100 here (2.47 -> 247) so it is exact.
 */
export function crashPointX100(src: RoundSource): number {
  const b = src.bytes(0);
  const r = b[0]! * 2 ** 44 + b[1]! * 2 ** 36 + b[2]! * 2 ** 28 + b[3]! * 2 ** 20 + b[4]! * 2 ** 12 + b[5]! * 2 ** 4 + (b[6]! >> 4);
  return Math.max(100, Math.floor(99 / (1 - r / 2 ** 52)));
}

export interface CrashParams {
  /** 1.01–1000 */
  cash_out: number;
}

export function playCrash(src: RoundSource, p: CrashParams): Played {
  const point = crashPointX100(src);
  const cashOut = Math.round(p.cash_out * 100);
  return { outcome: { crash_point: point / 100 }, num: point >= cashOut ? cashOut : 0, den: 100 };
}
