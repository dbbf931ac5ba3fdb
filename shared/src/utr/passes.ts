import { numberConfidence, sameNumberIn, SURE_CONFIDENCE, type OcrWord } from './confidence';
import { readUtr } from './findUtr';

/**
 * Tesseract's page segmentation modes the slip reader uses, in order: first AUTO (3), which finds the slip's text
 * blocks and copes with photos; then, only when that finds no labelled reference, SINGLE_BLOCK (6), which reads a
 * table's rows whole (label and value on one line) where AUTO may read its two columns apart.
 */
export const UTR_PASSES = ['3', '6'] as const;
export type UtrPass = (typeof UTR_PASSES)[number];

/** What one OCR pass read: its text, its words with their confidence. */
export interface PassText {
  text: string;
  words: OcrWord[];
}

/**
 * Recognises the slip's text with one page segmentation mode (the OCR engine of the browser or the server);
 * `straighten` asks tesseract to measure the text lines' skew and turn the image level first (tesseract.js's
 * `rotateAuto`).
 */
export type RecogniseText = (pass: UtrPass, straighten?: boolean) => Promise<PassText>;

/** The number a pass chose, and that pass's words (to judge how sure tesseract was of it). */
interface Chosen {
  utr: string;
  words: OcrWord[];
}

/**
 * Reads a slip's UTR in one OCR pass when it goes well: a slip whose first pass names its reference costs one pass;
 * otherwise the second pass's labelled reference wins, then the first pass's guess, then the second's. Null when
 * neither finds a number that can be a UTR.
 *
 * When tesseract was unsure of the chosen number's words (a photo of a screen turned a few degrees: its LSTM
 * misreads digits, an 8 for a 5), one more AUTO pass reads the slip straightened, and the number there that differs
 * in the fewest digits (at most 3) replaces it. Not the straightened pass alone: it can lose a dark slip's faint
 * grey labels, so it can mend the number but not choose it.
 */
export async function readUtrInPasses(recognise: RecogniseText): Promise<string | null> {
  let chosen: Chosen | null = null;
  let guess: Chosen | null = null;
  for (const pass of UTR_PASSES) {
    const read = await recognise(pass);
    const reading = readUtr(read.text);
    if (reading?.sure) {
      chosen = { utr: reading.utr, words: read.words };
      break;
    }
    guess ??= reading && { utr: reading.utr, words: read.words };
  }
  chosen ??= guess;
  if (!chosen) return null;
  if (numberConfidence(chosen.utr, chosen.words) >= SURE_CONFIDENCE) return chosen.utr;
  const straight = await recognise(UTR_PASSES[0], true);
  return sameNumberIn(chosen.utr, straight.text) ?? chosen.utr;
}
