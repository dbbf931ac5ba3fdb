import { findUtr } from './findUtr';

/** Reads the UTR of a slip on the device; tesseract.js (and its worker, core and data) load only now. */
export async function readUtrOnDevice(image: Blob): Promise<string | null> {
  const { recognizeText } = await import(/* webpackChunkName: "ocr" */ './engine');
  return findUtr(await recognizeText(image));
}
