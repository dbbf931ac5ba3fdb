/**
 * Khel's logo geometry, the one source for the React components (Logo.tsx) and the files in root-config/public
 * (svg.ts writes them; brand.test.ts checks the files match).
 *
 * The mark: a saffron tile holding a geometric "K" whose upper arm ends in a ball in flight (Khel: play, game).
 * The wordmark: "khel" drawn as round-capped strokes (no font needed, so it looks the same everywhere).
 */
export const BRAND = {
  saffron: '#ff9f1c',
  saffronDeep: '#ff6b1a',
  ink: '#1a0f00',
  paper: '#f1f4fa',
} as const;

/** The mark on a 48 x 48 grid. */
export const MARK = {
  tile: { size: 48, radius: 12 },
  stroke: 'M16 12v24M17.5 25.5 31 36M17.5 23.5 27 15',
  ball: { cx: 33.5, cy: 11.5, r: 4.5 },
  seam: 'M30.4 9.6a4.5 4.5 0 0 1 2.2 6.3',
  strokeWidth: 6,
} as const;

/** The wordmark "khel" on a 92 x 48 grid (baseline y 40, x-height y 20). */
export const WORDMARK = {
  width: 92,
  height: 48,
  strokes: 'M4 8v32M5 31l13-11M10 27l9 13M29 8v32M29 28c0-5 3.5-8 7.5-8s7.5 3 7.5 8v12M54 30h18a9 9 0 1 0-2.6 6.4M82 8v26q0 6 6 6',
  strokeWidth: 6,
} as const;
