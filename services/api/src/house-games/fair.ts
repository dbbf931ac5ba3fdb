import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { RoundSource } from '@khel/shared/house-games';

/**
 * The provably fair scheme on the server (docs/provably-fair.md): block `cursor` of a round is
 * HMAC-SHA256(key, `<client seed>:<nonce>:<cursor>`) where the key is the server seed's 64 hex digits taken as
 * text (their ASCII bytes), not the 32 bytes they spell: the scheme every recorded round was played with, kept so
 * they all still verify. The server seed's SHA-256 (of the same text) is shown before the round and the seed itself
 * once the player changes seeds. The games (@khel/shared/house-games) turn the blocks into outcomes.
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

/** A round's blocks, computed as a game asks for them. */
export const roundSource = (s: RoundSeeds): RoundSource => ({ bytes: (cursor) => roundBytes(s, cursor) });
