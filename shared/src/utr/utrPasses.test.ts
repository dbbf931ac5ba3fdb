import { numberConfidence, pageWords, sameNumberIn } from './confidence';
import { readUtrInPasses, UTR_PASSES, type PassText, type UtrPass } from './passes';

type Page = string | PassText;
const sure = (text: string): PassText => ({ text, words: text.split(/\s+/).map((t) => ({ text: t, confidence: 95 })) });

/** A fake OCR engine: the text each pass "reads" (words at 95 unless given), and the passes it was asked for. */
function engine(texts: Partial<Record<UtrPass | 'straight', Page>>) {
  const asked: string[] = [];
  const recognise = async (pass: UtrPass, straighten?: boolean) => {
    const key = straighten ? 'straight' : pass;
    asked.push(key);
    const page = texts[key] ?? '';
    return typeof page === 'string' ? sure(page) : page;
  };
  return { asked, recognise };
}

describe('readUtrInPasses: a second page segmentation only when the first finds no reference', () => {
  it('stops after the first pass when it names the reference', async () => {
    const e = engine({ '3': 'UTR: 412345678901', '6': 'UTR: 999999999999' });
    await expect(readUtrInPasses(e.recognise)).resolves.toBe('412345678901');
    expect(e.asked).toEqual(['3']);
  });

  it('runs the second pass (SINGLE_BLOCK) when the first finds nothing or only a guess', async () => {
    expect(UTR_PASSES).toEqual(['3', '6']);
    const none = engine({ '3': 'Payment successful', '6': 'IMPS Ref No (RRN) 590680979140' });
    await expect(readUtrInPasses(none.recognise)).resolves.toBe('590680979140');
    expect(none.asked).toEqual(['3', '6']);
    const guessed = engine({ '3': 'Paid\n791818039196', '6': 'bank account 791818039196\nUTR 228557161772' });
    await expect(readUtrInPasses(guessed.recognise)).resolves.toBe('228557161772');
    expect(guessed.asked).toEqual(['3', '6']);
  });

  it("keeps the first pass's guess when the second finds nothing better, and null when neither finds a number", async () => {
    await expect(readUtrInPasses(engine({ '3': 'Paid\n412345678901', '6': 'Paid' }).recognise)).resolves.toBe('412345678901');
    await expect(readUtrInPasses(engine({ '3': 'Paid', '6': 'Paid\n312345678901' }).recognise)).resolves.toBe('312345678901');
    await expect(readUtrInPasses(engine({ '3': 'Paid', '6': 'Mobile 9876543210' }).recognise)).resolves.toBeNull();
  });
});

describe('readUtrInPasses: a number tesseract was unsure of is re-read on the straightened slip', () => {
  // bench:ocr's turned dark photo: the labels read level, the UTR's 848 as 545 at confidence 63.
  const unsure: PassText = {
    text: 'a account 769616912005\na 772225326545',
    words: [
      { text: 'account', confidence: 70 },
      { text: '769616912005', confidence: 68 },
      { text: '772225326545', confidence: 63 },
    ],
  };
  const straight = 'KHEL PAYMENTS\n7497643691\n769616912008\n772225326848\n25 Mar 2026, 4:57 PM';

  it('takes the straightened reading of the same number (the fewest digits apart), never its neighbour', async () => {
    const e = engine({ '3': 'payment successful\npaid to\nUTR', '6': unsure, straight });
    await expect(readUtrInPasses(e.recognise)).resolves.toBe('772225326848');
    expect(e.asked).toEqual(['3', '6', 'straight']);
  });

  it('keeps the number when the straightened slip has no number near it', async () => {
    const e = engine({ '6': unsure, straight: 'KHEL PAYMENTS\n111111111111' });
    await expect(readUtrInPasses(e.recognise)).resolves.toBe('772225326545');
    expect(e.asked).toEqual(['3', '6', 'straight']);
  });

  it('no straightened pass when tesseract was sure of the number', async () => {
    const e = engine({ '3': 'UTR: 412345678901', straight: 'UTR: 412345678909' });
    await expect(readUtrInPasses(e.recognise)).resolves.toBe('412345678901');
    expect(e.asked).toEqual(['3']);
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
