import { floatStream, type Played, type RoundSource } from './source';

/**
 * Rang Reels, a five-reel slot: 3 rows, 10 fixed paylines, the stake split evenly over the lines. Reel r stops at
 * s = ⌊float r × strip length⌋ and shows strip[s], strip[s + 1], strip[s + 2] (wrapping) from top to bottom. A line
 * pays when 3, 4 or 5 of the symbol on reel 1 lie along it from the left; the wild (reels 2–4 only) stands for any
 * symbol. A win pays the paytable's figure × the line's share of the stake; the lines' wins add up.
 * RTP 95.76 %: each reel's stop is uniform, so the symbols along a line are independent, each drawn with its
 * count on the strip ÷ the strip's length; reels.test.ts sums every combination.
 */
export const SYMBOLS = ['seven', 'crown', 'gem', 'star', 'bell', 'coin', 'wild'] as const;
export type ReelSymbol = (typeof SYMBOLS)[number];
type Paying = Exclude<ReelSymbol, 'wild'>;

const CODE: Record<string, ReelSymbol> = { '7': 'seven', C: 'crown', G: 'gem', S: 'star', B: 'bell', O: 'coin', W: 'wild' };
export const STRIPS: ReelSymbol[][] = [
  'SOBOSGSOSOOCB7BGOCGB',
  'CWBOSOCSOGGSSWBG7OBWBWOO',
  'SWBOOS7OWBGSBCBGSWOOWOGC',
  'CBOOCOOBWWWWSSSB7GOGGBOS',
  'OSCGOSOBOSBBOCG7SOGB',
].map((s) => [...s].map((c) => CODE[c]!));

/** Line pays for 3, 4 and 5 in a row, in multiples of the line's stake. */
export const PAYTABLE: Record<Paying, [number, number, number]> = {
  seven: [20, 60, 250],
  crown: [12, 30, 120],
  gem: [8, 20, 60],
  star: [5, 12, 30],
  bell: [4, 10, 25],
  coin: [3, 6, 12],
};

/** The rows (0 top, 2 bottom) each payline crosses on reels 1 to 5. */
export const PAYLINES: number[][] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 2, 1, 0, 1],
];

/** What one line pays (line-stake multiples) for the five symbols along it, and how many counted. */
export function linePay(symbols: ReelSymbol[]): { count: number; pays: number } {
  const first = symbols[0]!;
  if (first === 'wild') return { count: 0, pays: 0 };
  let count = 1;
  while (count < 5 && (symbols[count] === first || symbols[count] === 'wild')) count++;
  return { count, pays: count >= 3 ? PAYTABLE[first][count - 3] : 0 };
}

export function playReels(src: RoundSource): Played {
  const next = floatStream(src);
  const reels = STRIPS.map((strip) => {
    const stop = Math.floor(next() * strip.length);
    return [0, 1, 2].map((row) => strip[(stop + row) % strip.length]!);
  });
  const wins: { line: number; symbol: ReelSymbol; count: number; pays: number }[] = [];
  PAYLINES.forEach((rows, i) => {
    const along = rows.map((row, r) => reels[r]![row]!);
    const { count, pays } = linePay(along);
    if (pays) wins.push({ line: i + 1, symbol: along[0]!, count, pays });
  });
  const total = wins.reduce((sum, w) => sum + w.pays, 0);
  return { outcome: { reels, wins }, num: total, den: PAYLINES.length };
}
