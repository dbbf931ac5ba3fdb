import path from 'node:path';
import pLimit from 'p-limit';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { pageWords, readUtrInPasses, type UtrPass } from '@khel/shared/utr';

/**
 * Reads a payment reference (UTR) off a payment screenshot with tesseract.js on the server, with the same finder and
 * passes as the browser (`@khel/shared/utr`) and the same English model (LSTM, best_int, from the local
 * @tesseract.js-data/eng package, never a CDN). One worker per process, used serially.
 */
const PSM_OF: Record<UtrPass, PSM> = { '3': PSM.AUTO, '6': PSM.SINGLE_BLOCK };

let worker: Promise<Worker> | undefined;
const oneAtATime = pLimit(1);

function localLangPath(): string {
  return path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
}

function getWorker(cacheDir: string): Promise<Worker> {
  worker ??= createWorker('eng', OEM.LSTM_ONLY, { langPath: localLangPath(), cachePath: path.resolve(cacheDir), cacheMethod: 'none', gzip: true });
  worker.catch(() => (worker = undefined));
  return worker;
}

/**
 * The UTR on the slip, or undefined when the shared reader is not sure of one (its passes, trust rules and quarter
 * turns are `readUtrInPasses`'s, the same as the browser's).
 */
export async function recogniseUtr(image: Buffer, cacheDir: string): Promise<string | undefined> {
  return oneAtATime(async () => {
    const w = await getWorker(cacheDir);
    const utr = await readUtrInPasses(new Uint8Array(image.buffer, image.byteOffset, image.byteLength), async (img, pass, straighten) => {
      await w.setParameters({ tessedit_pageseg_mode: PSM_OF[pass] });
      const { data } = await w.recognize(Buffer.from(img.buffer, img.byteOffset, img.byteLength), { rotateAuto: straighten === true }, { text: true, blocks: true });
      return { text: data.text ?? '', words: pageWords(data.blocks) };
    });
    return utr ?? undefined;
  });
}

/** Ends the worker (app close, tests). */
export async function stopUtrWorker(): Promise<void> {
  const w = worker;
  worker = undefined;
  if (w) await (await w).terminate();
}
