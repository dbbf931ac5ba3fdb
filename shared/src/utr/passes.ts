import { numberConfidence, sameNumberIn, TRUSTED_CONFIDENCE, type OcrWord } from './confidence';
import { enlargedSlip, pgm } from './enlarge';
import { readUtr } from './findUtr';
import { turnedImage, type QuarterTurn } from './orientation';

/**
 * Tesseract's page segmentation modes the slip reader uses, in order: first AUTO (3), which finds the slip's text
 * blocks and copes with photos; then, only when that finds no trusted reference, SINGLE_BLOCK (6), which reads a
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
 * Recognises a slip's text with one page segmentation mode (the OCR engine of the browser or the server); `straighten`
 * asks tesseract to measure the text lines' skew and turn the image level first (tesseract.js's `rotateAuto`).
 */
export type RecogniseText = (image: Uint8Array, pass: UtrPass, straighten?: boolean) => Promise<PassText>;

/** A number one pass read, how it was named (`sure`: a reference label), and tesseract's confidence in its digits. */
interface Reading {
  utr: string;
  sure: boolean;
  confidence: number;
  /** Read on the straightened slip, which may lose a dark slip's faint labels: its guesses never count. */
  straight: boolean;
}

/** Quarter turns tried, in order, when the upright slip shows no number: saved a quarter anticlockwise, then clockwise. */
const TURNS: QuarterTurn[] = [1, 3];

/**
 * Reads a slip's UTR, or null: never a number it is unsure of (the player then types it; a wrong number may be
 * submitted unchecked). A number is taken only when tesseract read its digits with a confidence of at least
 * TRUSTED_CONFIDENCE, and it is either named by a reference label or the one number on the slip that can be a UTR.
 *
 * In as few passes as the slip allows: AUTO, then SINGLE_BLOCK. When either found a number but not trusted, one more
 * AUTO pass on the straightened slip (a photo of a screen turned a few degrees, where the LSTM misreads digits): its
 * trusted reading of the same number (at most 3 digits apart) is taken, or a trusted reference of its own. When the
 * upright slip shows no labelled number, it may be a screenshot saved sideways: AUTO on the slip turned a quarter
 * each way (orientation.ts).
 *
 * A slip shrunk on its way (narrower than SMALL_WIDTH) is read enlarged instead (enlarge.ts: grey, twice the size),
 * in the same passes but the straightened one: on an enlarged, heavily compressed slip the straightened pass read a
 * digit wrong at full confidence (bench:ocr's bank-neft-table.forwarded-twice), and such a slip is no turned photo.
 */
export async function readUtrInPasses(image: Uint8Array, recognise: RecogniseText): Promise<string | null> {
  const readings: Reading[] = [];
  const read = async (img: Uint8Array, pass: UtrPass, straighten = false): Promise<PassText> => {
    const page = await recognise(img, pass, straighten);
    const reading = readUtr(page.text);
    if (reading) readings.push({ ...reading, confidence: numberConfidence(reading.utr, page.words), straight: straighten });
    return page;
  };

  const small = enlargedSlip(image);
  const upright = small ? pgm(small) : image;
  for (const pass of UTR_PASSES) {
    await read(upright, pass);
    const utr = trusted(readings, true);
    if (utr) return utr;
  }
  const guessed = trusted(readings, false);
  if (guessed) return guessed;
  if (readings.length) {
    const straight = small ? null : await read(image, UTR_PASSES[0], true);
    const utr = trusted(readings, false) ?? (straight && mended(readings, straight));
    // A labelled number, even unsure, says the slip is upright: turning it cannot help.
    if (utr || readings.some((r) => r.sure)) return utr;
  }
  for (const turn of TURNS) {
    const turned = small ? pgm(small, turn) : turnedImage(image, turn);
    if (!turned) break;
    await read(turned, UTR_PASSES[0]);
    const utr = trusted(readings, true);
    if (utr) return utr;
  }
  return trusted(readings, false);
}

/**
 * The trusted readings' number: a reference (12 digits before 10), else (unless `sureOnly`) the guess every trusted
 * guess agrees on; null when they differ. A guess of the straightened pass never counts.
 */
function trusted(readings: Reading[], sureOnly: boolean): string | null {
  const ok = readings.filter((r) => r.confidence >= TRUSTED_CONFIDENCE);
  const sure = ok.filter((r) => r.sure);
  const pool = sure.length || sureOnly ? sure : ok.filter((r) => !r.straight);
  const numbers = new Set(pool.map((r) => r.utr));
  if (numbers.size <= 1) return pool[0]?.utr ?? null;
  const twelve = [...numbers].filter((n) => n.length === 12);
  return twelve.length === 1 ? twelve[0]! : null;
}

/**
 * The number of an untrusted reading (a reference, or the one number that can be a UTR), as the straightened pass read
 * it with trust: the same length, at most 3 digits apart, its own words at TRUSTED_CONFIDENCE or more. The straightened
 * pass only mends digits, never chooses the number: it can lose a dark slip's faint labels. Null otherwise.
 */
function mended(readings: Reading[], straight: PassText): string | null {
  const found = new Set<string>();
  for (const r of readings.filter((x) => !x.straight)) {
    const same = sameNumberIn(r.utr, straight.text);
    if (same && numberConfidence(same, straight.words) >= TRUSTED_CONFIDENCE) found.add(same);
  }
  return found.size === 1 ? [...found][0]! : null;
}
