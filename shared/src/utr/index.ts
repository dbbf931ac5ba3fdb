/** The one slip reader of browser and server: the UTR finder and its OCR passes (DOM-free, no OCR engine here). */
export { numberConfidence, pageWords, sameNumberIn, TRUSTED_CONFIDENCE, type OcrWord } from './confidence';
export { orientationOf, turnedImage, type QuarterTurn } from './orientation';
export { COARSE_JPEG, enlargedSlip, ENLARGE, imageWidth, jpegQuantization, pgm, SMALL_WIDTH, type GreyImage } from './enlarge';
export { findUtr, readUtr, type UtrReading } from './findUtr';
export { readUtrInPasses, UTR_PASSES, type PassText, type RecogniseText, type UtrPass } from './passes';
