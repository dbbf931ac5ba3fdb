import { HINDI } from './translations-hi';

/** Every English string the product translates (the i18next keys). */
export const ENGLISH_KEYS: readonly string[] = Object.keys(HINDI);
