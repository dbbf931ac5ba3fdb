/**
 * The built-in casino games' rules, one implementation for the game server (services/api/src/house-games, bytes
 * from node:crypto) and the verifier page (packages/house-games, bytes from Web Crypto): each game turns a round's
 * bytes (source.ts) and the player's bet into an outcome and what it pays. Pure and synchronous, no DOM, no Node.
 * The recipe in words, with a worked example: docs/provably-fair.md.
 */
import { playAndarBahar, type AndarBaharParams } from './andar-bahar';
import { HOUSE_GAME_CODES, type HouseGameCode } from './codes';
import { playCrash, type CrashParams } from './crash';
import { playDice, type DiceParams } from './dice';
import { playDragonTiger, type DragonTigerParams } from './dragon-tiger';
import { playLucky7, type Lucky7Params } from './lucky-7';
import { playPlinko, type PlinkoParams } from './plinko';
import { playReels } from './reels';
import { playRoulette, type RouletteParams } from './roulette';
import type { Played, RoundSource } from './source';
import { playTeenPatti, type TeenPattiParams } from './teen-patti';

export * from './codes';
export * from './source';
export * from './cards';
export { handOf, compareHands, HAND_KINDS, type HandKind } from './teen-patti-hands';
export { ROULETTE_BETS, RED_NUMBERS, pocketColor, rouletteWins, type RouletteBet, type RouletteParams } from './roulette';
export { PLINKO_ROWS, PLINKO_RISKS, plinkoTable, type PlinkoRows, type PlinkoRisk, type PlinkoParams } from './plinko';
export { SYMBOLS, STRIPS, PAYTABLE, PAYLINES, linePay, type ReelSymbol } from './reels';
export { crashPointX100 } from './crash';
export type { DiceParams, CrashParams, AndarBaharParams, TeenPattiParams, DragonTigerParams, Lucky7Params };

export type GameParams = Record<string, unknown>;

export interface GameRule {
  code: HouseGameCode;
  name: string;
  /** Declared return to player, basis points (9900 = 99.00 %); npm run bench:rtp measures it. */
  rtpBp: number;
  /** The rules' version new rounds are played with; a round keeps the version it was played with. */
  version: number;
  play(src: RoundSource, params: GameParams, version: number): Played;
}

// Each game's params are checked by the game server before a round (services/api/src/house-games/params.ts).
const as = <T>(p: GameParams) => p as unknown as T;

export const GAME_RULES: Record<HouseGameCode, GameRule> = {
  dice: { code: 'dice', name: 'Dice', rtpBp: 9900, version: 1, play: (s, p) => playDice(s, as<DiceParams>(p)) },
  crash: { code: 'crash', name: 'Crash', rtpBp: 9900, version: 1, play: (s, p) => playCrash(s, as<CrashParams>(p)) },
  'andar-bahar': { code: 'andar-bahar', name: 'Andar Bahar', rtpBp: 9800, version: 2, play: (s, p, v) => playAndarBahar(s, as<AndarBaharParams>(p), v) },
  'teen-patti': { code: 'teen-patti', name: 'Teen Patti', rtpBp: 9900, version: 1, play: (s, p) => playTeenPatti(s, as<TeenPattiParams>(p)) },
  'dragon-tiger': { code: 'dragon-tiger', name: 'Dragon Tiger', rtpBp: 9706, version: 1, play: (s, p) => playDragonTiger(s, as<DragonTigerParams>(p)) },
  'lucky-7': { code: 'lucky-7', name: 'Lucky 7', rtpBp: 9692, version: 1, play: (s, p) => playLucky7(s, as<Lucky7Params>(p)) },
  roulette: { code: 'roulette', name: 'European Roulette', rtpBp: 9730, version: 1, play: (s, p) => playRoulette(s, as<RouletteParams>(p)) },
  reels: { code: 'reels', name: 'Rang Reels', rtpBp: 9576, version: 1, play: (s) => playReels(s) },
  plinko: { code: 'plinko', name: 'Plinko', rtpBp: 9900, version: 1, play: (s, p) => playPlinko(s, as<PlinkoParams>(p)) },
};

export const isHouseGameCode = (code: unknown): code is HouseGameCode => (HOUSE_GAME_CODES as readonly unknown[]).includes(code);
