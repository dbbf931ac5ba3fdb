import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { pageWords, readUtrInPasses, type UtrPass } from '@khel/shared/utr';

/**
 * tesseract.js served by the product itself (never a CDN): webpack emits the worker script, the LSTM core and the
 * English traineddata as content-hashed assets beside this module's chunks, and they load only on the first slip.
 */
const WORKER_URL = new URL('tesseract.js/dist/worker.min.js', import.meta.url).href;
const CORE_SIMD_URL = new URL('tesseract.js-core/tesseract-core-simd-lstm.wasm.js', import.meta.url).href;
const CORE_URL = new URL('tesseract.js-core/tesseract-core-lstm.wasm.js', import.meta.url).href;
const ENG_URL = new URL('@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz', import.meta.url).href;

/** The smallest module using a SIMD instruction (i8x16.splat + drop): valid only where wasm SIMD is supported. */
const SIMD_PROBE = new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0, 1, 4, 1, 96, 0, 0, 3, 2, 1, 0, 10, 9, 1, 7, 0, 65, 0, 253, 15, 26, 11]);
const simd = () => typeof WebAssembly === 'object' && WebAssembly.validate(SIMD_PROBE);

let worker: Promise<Worker> | null = null;

/** One worker per page, started on first use and kept warm for the next slip. */
export function ocrWorker(): Promise<Worker> {
  worker ??= createWorker('eng', OEM.LSTM_ONLY, {
    workerPath: WORKER_URL,
    corePath: simd() ? CORE_SIMD_URL : CORE_URL,
    // tesseract fetches `${langPath}/eng.traineddata.gz`; the hashed file takes that tail as an ignored query.
    langPath: `${ENG_URL}?file=`,
    gzip: true,
    workerBlobURL: false,
  });
  worker.catch(() => (worker = null));
  return worker;
}

const PSM_OF: Record<UtrPass, PSM> = { '3': PSM.AUTO, '6': PSM.SINGLE_BLOCK };

/**
 * The UTR on a slip, read by the shared reader (`@khel/shared/utr`: its passes, its trust rules, its quarter turns);
 * null when it is not sure of one. tesseract.js in the browser takes a Blob, so each pass's bytes go as one.
 */
export async function recognizeUtr(image: Blob): Promise<string | null> {
  const w = await ocrWorker();
  const bytes = new Uint8Array(await image.arrayBuffer());
  return readUtrInPasses(bytes, async (img, pass, straighten) => {
    await w.setParameters({ tessedit_pageseg_mode: PSM_OF[pass] });
    const { data } = await w.recognize(new Blob([img as Uint8Array<ArrayBuffer>]), { rotateAuto: straighten === true }, { text: true, blocks: true });
    return { text: data.text ?? '', words: pageWords(data.blocks) };
  });
}
