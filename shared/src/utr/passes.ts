import { readUtr, type UtrReading } from './findUtr';

/**
 * Tesseract's page segmentation modes the slip reader uses, in order: first AUTO (3), which finds the slip's text
 * blocks and copes with photos; then, only when that finds no labelled reference, SINGLE_BLOCK (6), which reads a
 * table's rows whole (label and value on one line) where AUTO may read its two columns apart.
 */
export const UTR_PASSES = ['3', '6'] as const;
export type UtrPass = (typeof UTR_PASSES)[number];

/** Recognises the slip's text with one page segmentation mode (the OCR engine of the browser or the server). */
export type RecogniseText = (pass: UtrPass) => Promise<string>;

/**
 * Reads a slip's UTR in at most two OCR passes: a slip whose first pass names its reference costs one pass; otherwise
 * the second pass's labelled reference wins, then the first pass's guess, then the second's. Null when neither finds
 * a number that can be a UTR.
 */
export async function readUtrInPasses(recognise: RecogniseText): Promise<string | null> {
  let guess: UtrReading | null = null;
  for (const pass of UTR_PASSES) {
    const reading = readUtr(await recognise(pass));
    if (reading?.sure) return reading.utr;
    guess ??= reading;
  }
  return guess?.utr ?? null;
}
