import { recognizeUtr } from './engine';

// tesseract.js stands in: a worker whose text depends on the page segmentation mode last set.
const texts: Record<string, string> = {};
const calls: string[] = [];
jest.mock('tesseract.js', () => {
  let psm = '';
  const worker = {
    setParameters: jest.fn(async (p: { tessedit_pageseg_mode: string }) => void (psm = p.tessedit_pageseg_mode)),
    recognize: jest.fn(async () => {
      calls.push(psm);
      return { data: { text: texts[psm] ?? '' } };
    }),
  };
  return { createWorker: jest.fn(async () => worker), OEM: { LSTM_ONLY: 1 }, PSM: { AUTO: '3', SINGLE_BLOCK: '6' } };
});

const slip = new Blob(['png'], { type: 'image/png' });
beforeEach(() => {
  calls.length = 0;
  for (const k of Object.keys(texts)) delete texts[k];
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

  it('null when neither pass finds a number that can be a UTR (never the +91 phone)', async () => {
    texts['3'] = texts['6'] = 'Paid from +91 98765 43210';
    await expect(recognizeUtr(slip)).resolves.toBeNull();
  });
});
