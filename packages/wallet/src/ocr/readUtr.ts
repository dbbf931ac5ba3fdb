/**
 * Reads the UTR of a slip on the device; tesseract.js (its worker, core and data) and the shared finder
 * (`@khel/shared/utr`) load only now, in the OCR chunk.
 */
export async function readUtrOnDevice(image: Blob): Promise<string | null> {
  const { recognizeUtr } = await import(/* webpackChunkName: "ocr" */ './engine');
  return recognizeUtr(image);
}
