import { floatStream, type Played, type RoundSource } from './source';

/**
 * Plinko: the ball meets one peg per row and goes right when that row's float is at least 0.5, left otherwise; the
 * bucket is the number of rights (0 to rows), and pays that bucket's multiplier for the rows and risk chosen.
 * Every table returns 99.00 % ± 0.1 (exactly: Σ C(rows, k) ÷ 2^rows × multiplier; plinko.test.ts computes each).
 */
export const PLINKO_ROWS = [8, 12, 16] as const;
export const PLINKO_RISKS = ['low', 'medium', 'high'] as const;
export type PlinkoRows = (typeof PLINKO_ROWS)[number];
export type PlinkoRisk = (typeof PLINKO_RISKS)[number];
export interface PlinkoParams {
  rows: PlinkoRows;
  risk: PlinkoRisk;
}

// Hundredths of the stake, from an edge bucket (0 or all rights) to the middle; the other half mirrors it.
const HALF: Record<PlinkoRows, Record<PlinkoRisk, number[]>> = {
  8: { low: [560, 210, 110, 100, 50], medium: [1200, 300, 130, 70, 43], high: [2450, 420, 140, 40, 20] },
  12: { low: [900, 300, 160, 140, 110, 100, 50], medium: [2400, 1000, 400, 200, 110, 60, 35], high: [4000, 1400, 560, 250, 100, 40, 19] },
  16: {
    low: [1600, 900, 200, 140, 140, 120, 110, 100, 50],
    medium: [5000, 2500, 1000, 500, 300, 150, 100, 50, 35],
    high: [10000, 3000, 1500, 700, 390, 200, 70, 30, 20],
  },
};

/** The multipliers of every bucket, left to right, in hundredths. */
export const plinkoTable = (rows: PlinkoRows, risk: PlinkoRisk): number[] => Array.from({ length: rows + 1 }, (_, k) => HALF[rows][risk][Math.min(k, rows - k)]!);

export function playPlinko(src: RoundSource, p: PlinkoParams): Played {
  const next = floatStream(src);
  let path = '';
  for (let i = 0; i < p.rows; i++) path += next() >= 0.5 ? 'R' : 'L';
  const bucket = path.split('R').length - 1;
  const x100 = plinkoTable(p.rows, p.risk)[bucket]!;
  return { outcome: { path, bucket, multiplier: x100 / 100 }, num: x100, den: 100 };
}
