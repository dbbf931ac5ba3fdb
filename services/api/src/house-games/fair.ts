import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * The provably fair scheme (DESIGN.md "Games: facts from the field"): the bytes of a round are
 * HMAC-SHA256(server seed, `<client seed>:<nonce>:<cursor>`), cursor 0, 1, 2, ... as a game needs more; each
 * 4 bytes make one float in [0, 1): b0/256 + b1/256² + b2/256³ + b3/256⁴. The server seed's SHA-256 is shown
 * before the round and the seed itself after a rotation, so anyone can recompute every round.
 */
export interface RoundSeeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

export const sha256Hex = (text: string): string => createHash('sha256').update(text).digest('hex');
export const newServerSeed = (): string => randomBytes(32).toString('hex');
export const newClientSeed = (): string => randomBytes(8).toString('hex');

export function roundBytes(s: RoundSeeds, cursor: number): Buffer {
  return createHmac('sha256', s.serverSeed).update(`${s.clientSeed}:${s.nonce}:${cursor}`).digest();
}

function floatAt(bytes: Buffer, offset: number): number {
  return bytes[offset]! / 256 + bytes[offset + 1]! / 256 ** 2 + bytes[offset + 2]! / 256 ** 3 + bytes[offset + 3]! / 256 ** 4;
}

/** The round's floats, as many as a game asks for (8 per HMAC). */
export function floats(s: RoundSeeds): () => number {
  let cursor = 0;
  let bytes = roundBytes(s, 0);
  let offset = 0;
  return () => {
    if (offset === 32) {
      bytes = roundBytes(s, ++cursor);
      offset = 0;
    }
    const f = floatAt(bytes, offset);
    offset += 4;
    return f;
  };
}

/**
 * Crash: r = the first 52 bits of the round's HMAC, X = r / 2⁵², point = max(1, floor(99 / (1 − X)) / 100), so
 * P(point ≥ m) = 0.99 / m: a 1 % edge. Answered ×100 (2.47 -> 247) so it is exact.
 */
export function crashPointX100(s: RoundSeeds): number {
  const r = parseInt(roundBytes(s, 0).toString('hex').slice(0, 13), 16);
  const x = r / 2 ** 52;
  return Math.max(100, Math.floor(99 / (1 - x)));
}
