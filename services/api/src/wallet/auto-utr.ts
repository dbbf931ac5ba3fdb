import path from 'node:path';
import { createWorker, type Worker } from 'tesseract.js';

/**
 * Reads a payment reference (UTR) off a payment screenshot with tesseract.js on the server. The English model
 * comes from the local @tesseract.js-data/eng package (never a CDN); one worker per process, used serially.
 */
let worker: Promise<Worker> | undefined;
let queue: Promise<unknown> = Promise.resolve();

function localLangPath(): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require('@tesseract.js-data/eng') as { langPath: string }).langPath;
}

function getWorker(cacheDir: string): Promise<Worker> {
  worker ??= createWorker('eng', 1, { langPath: localLangPath(), cachePath: path.resolve(cacheDir), cacheMethod: 'none', gzip: true });
  return worker;
}

/** The UTR in OCR text: a 12-digit number first (UPI references), else a 10-digit one; spaces inside groups allowed. */
export function findUtr(text: string): string | undefined {
  const candidates = (text.match(/\d[\d ]{8,17}\d/g) ?? []).map((s) => s.replace(/ /g, ''));
  return candidates.find((c) => c.length === 12) ?? candidates.find((c) => c.length === 10);
}

export async function recogniseUtr(image: Buffer, cacheDir: string): Promise<string | undefined> {
  const run = queue.then(async () => {
    const w = await getWorker(cacheDir);
    const { data } = await w.recognize(image);
    return findUtr(data.text);
  });
  queue = run.catch(() => undefined);
  return run;
}

/** Ends the worker (app close, tests). */
export async function stopUtrWorker(): Promise<void> {
  const w = worker;
  worker = undefined;
  if (w) await (await w).terminate();
}
