import { recognizeUtr } from './engine';

// tesseract.js stands in: a worker whose text depends on the page segmentation mode last set (and on whether it was
// asked to straighten the slip: 'straight'); its words carry the confidence in `confidence` (95 unless set).
const texts: Record<string, string> = {};
const confidence: Record<string, number> = {};
const calls: string[] = [];
jest.mock('tesseract.js', () => {
  let psm = '';
  const worker = {
    setParameters: jest.fn(async (p: { tessedit_pageseg_mode: string }) => void (psm = p.tessedit_pageseg_mode)),
    recognize: jest.fn(async (image: Blob, options: { rotateAuto: boolean }, output: { blocks: boolean }) => {
      if (!(image instanceof Blob)) throw new Error('tesseract.js in the browser reads a Blob');
      const key = options.rotateAuto ? 'straight' : psm;
      calls.push(key);
      const text = texts[key] ?? '';
      const words = text.split(/\s+/).map((t) => ({ text: t, confidence: confidence[key] ?? 95 }));
      return { data: { text, blocks: output.blocks ? [{ paragraphs: [{ lines: [{ words }] }] }] : null } };
    }),
  };
  return { createWorker: jest.fn(async () => worker), OEM: { LSTM_ONLY: 1 }, PSM: { AUTO: '3', SINGLE_BLOCK: '6' } };
});

// jsdom's Blob has no arrayBuffer() (every browser the site supports has): read it as browsers do, through FileReader.
if (!Blob.prototype.arrayBuffer) {
  Blob.prototype.arrayBuffer = function (this: Blob) {
    return new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(this);
    });
  };
}
const slip = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
beforeEach(() => {
  calls.length = 0;
  for (const k of Object.keys(texts)) delete texts[k];
  for (const k of Object.keys(confidence)) delete confidence[k];
});

describe('the wallet reads slips with the shared finder, in a second pass only when needed', () => {
  it('one pass (AUTO) when it names the reference', async () => {
    texts['3'] = 'Mobile Number +91 6578911393\nTransaction Reference No 546648211301';
    await expect(recognizeUtr(slip)).resolves.toBe('546648211301');
    expect(calls).toEqual(['3']);
  });

  it('a second pass (SINGLE_BLOCK) when the first reads a table\'s header only', async () => {
    texts['3'] = 'Union Bank of Bharat\nIMPS Fund Transfer Acknowledgement';
    texts['6'] = 'Beneficiary Account No 742229104838\nIMPS Ref No (RRN) 590680979140';
    await expect(recognizeUtr(slip)).resolves.toBe('590680979140');
    expect(calls).toEqual(['3', '6']);
  });

  it('one more pass on the straightened slip when tesseract was unsure of the number, which mends its digits', async () => {
    texts['3'] = 'Paid to KHEL PAYMENTS\nUTR 772225326545';
    confidence['3'] = 63;
    texts.straight = 'KHEL PAYMENTS\n769616912008\n772225326848';
    await expect(recognizeUtr(slip)).resolves.toBe('772225326848');
    expect(calls).toEqual(['3', '6', 'straight']);
  });

  it('null rather than a number tesseract was unsure of in every pass', async () => {
    texts['3'] = texts['6'] = texts.straight = 'UPI Ref No 2004 6637 6682';
    confidence['3'] = confidence['6'] = confidence.straight = 86;
    await expect(recognizeUtr(slip)).resolves.toBeNull();
  });

  it('null when neither pass finds a number that can be a UTR (never the +91 phone)', async () => {
    texts['3'] = texts['6'] = 'Paid from +91 98765 43210';
    await expect(recognizeUtr(slip)).resolves.toBeNull();
  });
});
