import { GAME_RULES, HOUSE_GAME_CODES, isHouseGameCode, type GameParams, type GameRule, type HouseGameCode, type Played } from '@khel/shared/house-games';
import { unprocessable } from '../http/errors';
import { roundSource, type RoundSeeds } from './fair';
import { READ_PARAMS } from './params';

/**
 * The built-in games as the game server plays them: the shared rules (@khel/shared/house-games), each game's bet
 * read from the request (params.ts) and its rules in a player's words (the API's /games; the page shows its own,
 * translated). A round pays stake × num ÷ den, rounded down to the paisa. bench:rtp checks each declared RTP.
 */
export type Params = GameParams;
export type { Played };

export interface HouseGame extends Omit<GameRule, 'play'> {
  rules: string;
  params(raw: unknown): Params;
  /** Plays a round from its seeds; `version` defaults to the game's current rules. */
  play(seeds: RoundSeeds, params: Params, version?: number): Played;
}

const HOW_TO_CHECK = 'Every round can be checked: see "How it is fair".';
const RULES: Record<HouseGameCode, string> = {
  dice: 'Pick a target and roll under or over it. The roll is a number from 0.00 to 99.99; the smaller your chance, the more a win pays (99 ÷ chance).',
  crash: 'Set your cash-out before the round. The multiplier climbs from 1.00× and stops at the crash point; if it reaches your cash-out first, you win stake × cash-out.',
  'andar-bahar': 'A joker is turned up; cards then go to Andar and Bahar in turn from one shuffled deck until one matches the joker\'s rank. Back the side you think gets it: a win pays 1.96×.',
  'teen-patti': 'Player A and Player B get three cards each from one shuffled deck. Back the better hand: a win pays 1.98×; on a tie your stake comes back.',
  'dragon-tiger': 'One card to Dragon, one to Tiger, from one shuffled deck; the higher card wins (Ace lowest). Dragon or Tiger pays 2× and gives half back on a tie; Tie pays 16.5×.',
  'lucky-7': 'One card from a shuffled deck. Low (Ace to 6) or High (8 to King) pays 2.1×; Seven pays 12.6×. A 7 loses Low and High.',
  roulette: 'One ball, 37 pockets (0 to 36). A number pays 36×; red, black, odd, even, 1–18 and 19–36 pay 2×; a dozen or a column pays 3×. Zero loses every bet except a bet on 0.',
  reels: 'Five reels, three rows, ten lines; your stake is split over the lines. Three or more of a kind along a line from the left reel win the paytable\'s amount; the wild stands for any symbol.',
  plinko: 'The ball falls through the rows of pegs, going left or right at each one, and lands in a slot. Choose the rows and the risk: the slot\'s multiplier is what you win.',
};

export const HOUSE_GAMES = Object.fromEntries(
  HOUSE_GAME_CODES.map((code) => {
    const rule = GAME_RULES[code];
    const game: HouseGame = {
      ...rule,
      rules: `${RULES[code]} ${HOW_TO_CHECK}`,
      params: READ_PARAMS[code],
      play: (seeds, params, version = rule.version) => rule.play(roundSource(seeds), params, version),
    };
    return [code, game];
  }),
) as Record<HouseGameCode, HouseGame>;

export function houseGame(code: unknown): HouseGame {
  if (!isHouseGameCode(code)) throw unprocessable([`game must be ${HOUSE_GAME_CODES.slice(0, -1).join(', ')} or ${HOUSE_GAME_CODES[HOUSE_GAME_CODES.length - 1]}`]);
  return HOUSE_GAMES[code];
}

export const payoutOf = (stake: bigint, p: Played): bigint => (p.num === 0 ? 0n : (stake * BigInt(p.num)) / BigInt(p.den));
