// jsdom lacks a few browser globals react-router and the upload code use; tests import this first.
import { TextDecoder, TextEncoder } from 'node:util';
// The site loads @khel/shared/kit with the wallet (BankLogo), which registers the kit's icons (trash, pending...).
import '@khel/shared/kit';

const g = globalThis as Record<string, unknown>;
g.TextEncoder ??= TextEncoder;
g.TextDecoder ??= TextDecoder;
if (typeof URL.createObjectURL !== 'function') {
  let n = 0;
  URL.createObjectURL = () => `blob:test/${++n}`;
  URL.revokeObjectURL = () => undefined;
}
