import { unprocessable } from '../http/errors';
import { sha256Hex } from './fair';
import { houseGame } from './games';

/** Recomputes any round from its seeds, nonce, parameters and rules version: what the tests and the API's /verify run. */
export function verifyRound(body: Record<string, unknown>) {
  const game = houseGame(body.game);
  const params = game.params(body.params);
  const { server_seed: serverSeed, client_seed: clientSeed, nonce, server_seed_hash: given, version = game.version } = body;
  if (typeof serverSeed !== 'string' || !/^[0-9a-f]{64}$/.test(serverSeed)) throw unprocessable(['server_seed must be the 64 hex digits revealed after rotation']);
  if (typeof clientSeed !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(clientSeed)) throw unprocessable(['client_seed must be 1 to 64 letters, digits, _ or -']);
  if (typeof nonce !== 'number' || !Number.isInteger(nonce) || nonce < 0 || nonce > 2_147_483_647) throw unprocessable(['nonce must be a whole number from 0']);
  if (given !== undefined && given !== null && typeof given !== 'string') throw unprocessable(['server_seed_hash must be text']);
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1 || version > game.version) throw unprocessable([`version must be a whole number from 1 to ${game.version}`]);
  const hash = sha256Hex(serverSeed);
  const played = game.play({ serverSeed, clientSeed, nonce }, params, version);
  return { server_seed_hash: hash, hash_matches: !given || given === hash, outcome: played.outcome, multiplier: played.num / played.den };
}
