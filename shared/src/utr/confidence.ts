import { lineNumbers } from './numbers';

/** A word tesseract recognised, with its confidence (0–100). */
export interface OcrWord {
  text: string;
  confidence: number;
}

/**
 * The word confidence (0–100) from which a number's digits are trusted; below it the reader returns nothing rather
 * than risk a wrong digit. Level, sharp slips read at 90+; on bench:ocr's corpus every misread digit came at 86 or
 * less (a 38 %-resolution screenshot's 290466376682 read as 200466376682 at 86; a turned dark photo's 848 as 545 at 63).
 */
export const TRUSTED_CONFIDENCE = 90;

/**
 * How sure tesseract was of the number `utr`: the lowest confidence among the words whose digits are a part of it
 * (a spaced reference is several words). 100 when no word holds its digits (nothing to judge by).
 */
export function numberConfidence(utr: string, words: readonly OcrWord[]): number {
  const parts = words.filter((w) => {
    const digits = w.text.replace(/\D/g, '');
    return digits.length >= 3 && utr.includes(digits);
  });
  return parts.length ? Math.min(...parts.map((w) => w.confidence)) : 100;
}

/** At most this many digits of a number may differ in the straightened reading for it to be the same number. */
const MAX_MENDED = 3;

/**
 * The same number as `utr` in a second reading of the slip: its numbers of the same length, the one differing in
 * the fewest digits (at most 3, so a different number on the slip is never taken for it). Undefined when none.
 */
export function sameNumberIn(utr: string, text: string): string | undefined {
  let best: { digits: string; differ: number } | undefined;
  for (const line of text.split(/\r?\n/)) {
    for (const { digits, phone } of lineNumbers(line)) {
      if (phone || digits.length !== utr.length) continue;
      const differ = [...digits].filter((d, i) => d !== utr[i]).length;
      if (differ <= MAX_MENDED && (!best || differ < best.differ)) best = { digits, differ };
    }
  }
  return best?.digits;
}

/** tesseract.js's page blocks, as far as the words go. */
interface PageBlock {
  paragraphs: { lines: { words: OcrWord[] }[] }[];
}

/** Every word of a recognised page (tesseract.js `data.blocks`, asked for with the `blocks` output). */
export function pageWords(blocks: readonly PageBlock[] | null | undefined): OcrWord[] {
  return (blocks ?? []).flatMap((b) => b.paragraphs.flatMap((p) => p.lines.flatMap((l) => l.words.map(({ text, confidence }) => ({ text, confidence })))));
}
