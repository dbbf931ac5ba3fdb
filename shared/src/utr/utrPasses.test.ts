import { readUtrInPasses, UTR_PASSES, type UtrPass } from './passes';

/** A fake OCR engine: the text each pass "reads", and the passes it was asked for. */
function engine(texts: Partial<Record<UtrPass, string>>) {
  const asked: UtrPass[] = [];
  const recognise = async (pass: UtrPass) => {
    asked.push(pass);
    return texts[pass] ?? '';
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
