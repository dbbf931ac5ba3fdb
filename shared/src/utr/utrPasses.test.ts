import { numberConfidence, pageWords, sameNumberIn } from './confidence';
import { orientationOf } from './orientation';
import { readUtrInPasses, UTR_PASSES, type PassText, type UtrPass } from './passes';

type Page = string | PassText;
/** Words at confidence `c` (95, trusted, unless given). */
const at = (text: string, c = 95): PassText => ({ text, words: text.split(/\s+/).map((t) => ({ text: t, confidence: c })) });

/** A PNG's first bytes: enough for the reader to turn it (orientation.ts). */
const PNG = Uint8Array.from([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82, ...new Array(17).fill(0), 0, 0, 0, 0, 73, 69, 78, 68]);

/**
 * A fake OCR engine: the text each pass "reads" ('3', '6', 'straight', and 'turn1'/'turn3' for the slip turned a
 * quarter clockwise / anticlockwise), and the passes it was asked for.
 */
function engine(texts: Partial<Record<UtrPass | 'straight' | 'turn1' | 'turn3', Page>>) {
  const asked: string[] = [];
  const recognise = async (image: Uint8Array, pass: UtrPass, straighten?: boolean) => {
    const orientation = orientationOf(image);
    const key = straighten ? 'straight' : orientation === 6 ? 'turn1' : orientation === 8 ? 'turn3' : pass;
    asked.push(key);
    const page = texts[key] ?? '';
    return typeof page === 'string' ? at(page) : page;
  };
  return { asked, read: () => readUtrInPasses(PNG, recognise) };
}

describe('readUtrInPasses: a second page segmentation only when the first finds no trusted reference', () => {
  it('stops after the first pass when it names the reference with trusted digits', async () => {
    const e = engine({ '3': 'UTR: 412345678901', '6': 'UTR: 999999999999' });
    await expect(e.read()).resolves.toBe('412345678901');
    expect(e.asked).toEqual(['3']);
  });

  it('runs the second pass (SINGLE_BLOCK) when the first finds nothing or only a guess', async () => {
    expect(UTR_PASSES).toEqual(['3', '6']);
    const none = engine({ '3': 'Payment successful', '6': 'IMPS Ref No (RRN) 590680979140' });
    await expect(none.read()).resolves.toBe('590680979140');
    expect(none.asked).toEqual(['3', '6']);
    const guessed = engine({ '3': 'Paid\n791818039196', '6': 'bank account 791818039196\nUTR 228557161772' });
    await expect(guessed.read()).resolves.toBe('228557161772');
    expect(guessed.asked).toEqual(['3', '6']);
  });

  it('takes a lone trusted guess, and null when no pass finds a number', async () => {
    await expect(engine({ '3': 'Paid\n412345678901', '6': 'Paid' }).read()).resolves.toBe('412345678901');
    await expect(engine({ '3': 'Paid', '6': 'Paid\n312345678901' }).read()).resolves.toBe('312345678901');
    await expect(engine({ '3': 'Paid', '6': 'Mobile 9876543210' }).read()).resolves.toBeNull();
  });
});

describe('readUtrInPasses: never a number tesseract was unsure of (issue 31 point 5)', () => {
  // bench:ocr's paytm-light at 38 % resolution: 290466376682 read as 200466376682 at 86 in every pass.
  it('returns nothing for a labelled number whose digits were read below 90 in every pass', async () => {
    const e = engine({ '3': at('UPI Ref No 2004 6637 6682', 86), '6': at('UPI Ref No 2004 6637 6682', 86), straight: at('UPI Ref No 2004 6637 6682', 86) });
    await expect(e.read()).resolves.toBeNull();
    expect(e.asked).toEqual(['3', '6', 'straight']);
  });

  it('returns nothing when two different numbers could be the guess', async () => {
    const e = engine({ '3': 'Paid\n412345678901\n512345678901', '6': 'Paid\n412345678901\n512345678901' });
    await expect(e.read()).resolves.toBeNull();
  });

  // bench:ocr's turned dark photo: the UTR's 848 read as 545 at 63; straightened, 848 at 96 (but its labels lost).
  const unsure: PassText = {
    text: 'a account 769616912005\na 772225326545',
    words: [
      { text: 'account', confidence: 70 },
      { text: '769616912005', confidence: 68 },
      { text: '772225326545', confidence: 63 },
    ],
  };
  it("takes the straightened pass's trusted reading of the same number, never its neighbour", async () => {
    const straight = 'KHEL PAYMENTS\n7497643691\n769616912008\n772225326848\n25 Mar 2026, 4:57 PM';
    const e = engine({ '3': 'payment successful\npaid to\nUTR', '6': unsure, straight });
    await expect(e.read()).resolves.toBe('772225326848');
    expect(e.asked).toEqual(['3', '6', 'straight']);
  });

  it('returns nothing when the straightened pass does not read the number with trust', async () => {
    await expect(engine({ '6': unsure, straight: at('KHEL PAYMENTS\n772225326848', 70) }).read()).resolves.toBeNull();
    await expect(engine({ '6': unsure, straight: 'KHEL PAYMENTS\n111111111111' }).read()).resolves.toBeNull();
  });
});

describe('readUtrInPasses: a slip saved sideways is read turned a quarter', () => {
  it('turns it a quarter clockwise, then anticlockwise, only when the upright slip shows no labelled number', async () => {
    const e = engine({ '3': 'l1 ;;', '6': '', turn1: 'junk 412345678901', turn3: 'UPI transaction ID\n391255753944' });
    await expect(e.read()).resolves.toBe('391255753944');
    expect(e.asked).toEqual(['3', '6', 'turn1', 'turn3']);
    const clockwise = engine({ turn1: 'UTR: 216254974358' });
    await expect(clockwise.read()).resolves.toBe('216254974358');
    expect(clockwise.asked).toEqual(['3', '6', 'turn1']);
  });

  it('never turns an upright slip whose reference it read unsure (the turn cannot help)', async () => {
    const e = engine({ '3': at('UTR 412345678901', 70), turn1: 'UTR 999999999999' });
    await expect(e.read()).resolves.toBeNull();
    expect(e.asked).toEqual(['3', '6', 'straight']);
  });
});

describe('numberConfidence, sameNumberIn, pageWords', () => {
  it("a number's confidence is its least sure word; a spaced one counts each block; none found is 100", () => {
    expect(numberConfidence('412345678901', [{ text: 'UTR:', confidence: 40 }, { text: '412345678901', confidence: 91 }])).toBe(91);
    expect(numberConfidence('412345678901', [{ text: '4123', confidence: 92 }, { text: '5678', confidence: 71 }, { text: '9012', confidence: 90 }])).toBe(71);
    expect(numberConfidence('412345678901', [{ text: 'Paid', confidence: 30 }])).toBe(100);
  });

  it('the same number is one of the same length at most 3 digits apart, never a phone number', () => {
    expect(sameNumberIn('772225326545', '769616912008\n772225326848')).toBe('772225326848');
    expect(sameNumberIn('772225326545', '772299999945')).toBeUndefined();
    expect(sameNumberIn('9876543210', '+91 9876543219')).toBeUndefined();
  });

  it("flattens tesseract.js's blocks to words", () => {
    const blocks = [{ paragraphs: [{ lines: [{ words: [{ text: 'UTR', confidence: 90 }] }, { words: [{ text: '4123', confidence: 80 }] }] }] }];
    expect(pageWords(blocks)).toEqual([{ text: 'UTR', confidence: 90 }, { text: '4123', confidence: 80 }]);
    expect(pageWords(null)).toEqual([]);
  });
});
