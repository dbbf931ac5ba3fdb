import { GAME_RULES, NeedMoreBlocks, type HouseGameCode, type RoundSource } from '@khel/shared/house-games';

/**
 * The provably fair scheme recomputed in this browser with Web Crypto: a round's blocks are
 * HMAC-SHA256(key = the server seed's hex text, `<client seed>:<nonce>:<cursor>`), and the games' rules are the
 * same code the game server runs (@khel/shared/house-games). The recipe in words: the "How it is fair" tab.
 */
export type GameCode = HouseGameCode;
export interface Seeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

const enc = new TextEncoder();
export const hex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');

export async function sha256Hex(text: string): Promise<string> {
  return hex(new Uint8Array(await crypto.subtle.digest('SHA-256', enc.encode(text))));
}

/** Block `cursor` of a round: 32 bytes. */
export async function roundBlock(s: Seeds, cursor: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', enc.encode(s.serverSeed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, enc.encode(`${s.clientSeed}:${s.nonce}:${cursor}`)));
}

/** Blocks 0 to count − 1, computed ahead; asking for a later one throws NeedMoreBlocks. */
async function blocks(s: Seeds, count: number): Promise<RoundSource> {
  const list = await Promise.all(Array.from({ length: count }, (_, c) => roundBlock(s, c)));
  return {
    bytes(cursor) {
      const b = list[cursor];
      if (!b) throw new NeedMoreBlocks(cursor);
      return b;
    },
  };
}

/** Any round's outcome and multiplier from its seeds, bet and rules version (the game's current one by default). */
export async function outcomeOf(game: GameCode, s: Seeds, params: Record<string, unknown>, version = GAME_RULES[game].version) {
  for (let count = 2; ; count *= 2) {
    try {
      const played = GAME_RULES[game].play(await blocks(s, count), params, version);
      return { outcome: played.outcome, multiplier: played.num / played.den };
    } catch (e) {
      if (!(e instanceof NeedMoreBlocks) || count > 512) throw e;
    }
  }
}
