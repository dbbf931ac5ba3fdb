import { outcomeOf, sha256Hex } from './fair';
import type { Round } from './api';

/** A past Dice round played with known seeds, for the page's tests (not used by the page). */
export const TEST_SERVER_SEED = '3f'.repeat(32);

export async function diceTestRound(over: Partial<Round> = {}): Promise<Round> {
  const s = { serverSeed: TEST_SERVER_SEED, clientSeed: 'lucky_7', nonce: 4 };
  const played = await outcomeOf('dice', s, { target: 40, over: true });
  return {
    id: '9', game: 'dice', stake: 10, payout: played.multiplier ? 24.75 : 0, params: { target: 40, over: true }, outcome: played.outcome, version: 1,
    server_seed_hash: await sha256Hex(TEST_SERVER_SEED), client_seed: 'lucky_7', nonce: 4, status: 'settled', refusal: null, server_seed: TEST_SERVER_SEED,
    created_at: '2026-11-23T12:00:00.000Z', ...over,
  };
}
