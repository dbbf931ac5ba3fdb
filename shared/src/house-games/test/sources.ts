import { createHmac } from 'node:crypto';
import type { RoundSource } from '../source';

/**
 * Sources for the rules' tests (Node only; no product code imports this): a round's real HMAC blocks, and one that
 * gives chosen floats, to walk through every outcome of a game.
 */
export const hmacSource = (serverSeed: string, clientSeed: string, nonce: number): RoundSource => ({
  bytes: (cursor) => createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${cursor}`).digest(),
});

/** Blocks whose floats are the given ones (each rounded down to a multiple of 2⁻³²), then zeros. */
export function floatsSource(floats: number[]): RoundSource {
  return {
    bytes(cursor) {
      const b = new Uint8Array(32);
      for (let i = 0; i < 8; i++) {
        const f = floats[cursor * 8 + i] ?? 0;
        const n = Math.floor(f * 2 ** 32);
        b[i * 4] = n >>> 24;
        b[i * 4 + 1] = (n >>> 16) & 255;
        b[i * 4 + 2] = (n >>> 8) & 255;
        b[i * 4 + 3] = n & 255;
      }
      return b;
    },
  };
}

/** The float that picks index i of n (its middle), as the games' ⌊float × n⌋ reads it. */
export const pick = (i: number, n: number): number => (i + 0.5) / n;
