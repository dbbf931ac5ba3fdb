/**
 * Where a round's randomness comes from (docs/provably-fair.md): block `cursor` of a round is
 * HMAC-SHA256(key = the server seed's 64 hex digits as text, message = `<client seed>:<nonce>:<cursor>`), 32 bytes;
 * the server computes it with node:crypto, the verifier page with Web Crypto. Each 4 bytes make one float in [0, 1):
 * b0/256 + b1/256² + b2/256³ + b3/256⁴, 8 floats per block, cursor 0, 1, 2, ... as a game needs more.
 */
export interface RoundSource {
  /** The 32 bytes of block `cursor`. */
  bytes(cursor: number): Uint8Array;
}

export const FLOATS_PER_BLOCK = 8;

/** Thrown by a source that has not computed a block yet (the page computes blocks ahead, asynchronously). */
export class NeedMoreBlocks extends Error {
  constructor(readonly cursor: number) {
    super(`block ${cursor} is not computed`);
  }
}

export const floatAt = (b: Uint8Array, offset: number): number => b[offset]! / 256 + b[offset + 1]! / 256 ** 2 + b[offset + 2]! / 256 ** 3 + b[offset + 3]! / 256 ** 4;

/** The round's floats in order: block 0's eight, then block 1's, ... */
export function floatStream(src: RoundSource): () => number {
  let cursor = 0;
  let offset = 0;
  let block = src.bytes(0);
  return () => {
    if (offset === 32) {
      block = src.bytes(++cursor);
      offset = 0;
    }
    const f = floatAt(block, offset);
    offset += 4;
    return f;
  };
}

/** An outcome and what it pays: stake × num ÷ den, rounded down to the paisa (0/1 for a loss). */
export interface Played {
  outcome: Record<string, unknown>;
  num: number;
  den: number;
}
