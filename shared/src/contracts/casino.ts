/**
 * /sports/casino answers and requests (issue 14): the lobby and launch (player), the seamless wallet a provider
 * calls (signed with its secret), and the built-in provider's games (house). Money is rupees (numbers with at most
 * 2 decimals). Request classes describe the bodies for the OpenAPI document; the server checks each field itself
 * with a 422 naming it.
 */
import { CASINO_SECTION_IDS, type CasinoSectionId } from '../casino/sections';
import { HOUSE_GAME_CODES, type HouseGameCode } from '../house-games/codes';
import { Flag, Int, ListOf, Maybe, Nested, Note, Num, OneOf, Schema, Text } from './fields';

export { CASINO_SECTION_IDS, type CasinoSectionId };
export { HOUSE_GAME_CODES, type HouseGameCode };
const ANY = {};

export class CasinoSection {
  @OneOf(CASINO_SECTION_IDS) id!: CasinoSectionId;
  @Text() name!: string;
  @Note('Enabled games in the section') @Int() games!: number;
}

export class CasinoGameTile {
  @Text() id!: string;
  @Text() provider!: string;
  @Text() provider_name!: string;
  @Note("The provider's own game id") @Text() code!: string;
  @Text() name!: string;
  @OneOf(CASINO_SECTION_IDS) section!: CasinoSectionId;
  @Text() thumbnail!: string;
  @Note('Declared return to player, percent (99.00)') @Num() rtp!: number;
}

/** What the site's casino_url names (SPEC: the casino game data is fetched from casino_url): /sports/casino/lobby. */
export class CasinoLobby {
  @ListOf(() => CasinoSection) sections!: CasinoSection[];
  @ListOf(() => CasinoGameTile) games!: CasinoGameTile[];
  @Note('What a demo account may do: barred, or play_money with its demo balance') @OneOf(['barred', 'play_money']) demo!: 'barred' | 'play_money';
}

export class CasinoLaunchBody {
  @Text() game_id!: string;
  @Note('Language for the game, e.g. en or hi (default en)') @Maybe() @Text() lang?: string;
}

export class CasinoLaunch {
  @Note('The iframe URL, carrying the game session token') @Text() url!: string;
  @Nested(() => CasinoGameTile) game!: CasinoGameTile;
  @Text() expires_at!: string;
  @Flag() play_money!: boolean;
}

// ---- The seamless wallet (provider -> us). Headers X-Casino-Timestamp (Unix seconds, within the replay window) and
// X-Casino-Signature: hex HMAC-SHA256(secret, "<action>\n<timestamp>\n<raw body>").

export class SeamlessBalanceBody {
  @Note('The player id given at launch, answered while a game session of this provider is open (or give session_token)') @Maybe() @Text() player_id?: string;
  @Note('The token of the launch URL; names the player') @Maybe() @Text() session_token?: string;
}

export class SeamlessDebitBody {
  @Text() player_id!: string;
  @Note('Checked: live, this player, this game') @Text() session_token!: string;
  @Note("The provider's transaction id: the idempotency key") @Text() transaction_id!: string;
  @Text() round_id!: string;
  @Note("The provider's game id") @Text() game_id!: string;
  @Note('Rupees, > 0') @Num() amount!: number;
}

export class SeamlessCreditBody {
  @Text() player_id!: string;
  @Note('Not checked: a round is settled after its session ends') @Maybe() @Text() session_token?: string;
  @Text() transaction_id!: string;
  @Text() round_id!: string;
  @Text() game_id!: string;
  @Note('Rupees, 0 for a loss; settles the round') @Num() amount!: number;
}

export class SeamlessRollbackBody {
  @Text() player_id!: string;
  @Maybe() @Text() session_token?: string;
  @Text() transaction_id!: string;
  @Note('The debit to cancel; one never seen is remembered and refused if it arrives') @Text() reference_transaction_id!: string;
  @Text() round_id!: string;
  @Text() game_id!: string;
}

export class SeamlessBalance {
  @Text() player_id!: string;
  @Maybe() @Text() user_name?: string;
  @Note('Cash, rupees') @Num() balance!: number;
  @OneOf(['INR']) currency!: 'INR';
}

export class SeamlessResult {
  @Text() player_id!: string;
  @Num() balance!: number;
  @OneOf(['INR']) currency!: 'INR';
  @Text() transaction_id!: string;
  @Note('ok: done now; replay: this id was done before; already: the debit was rolled back before; tombstone: the debit was never seen and will be refused')
  @OneOf(['ok', 'replay', 'already', 'tombstone'])
  status!: 'ok' | 'replay' | 'already' | 'tombstone';
}

// ---- The built-in provider (house): provably fair rounds.

export class HouseSeedPair {
  @Note('SHA-256 of the server seed in use, shown before any round') @Text() server_seed_hash!: string;
  @Text() client_seed!: string;
  @Int() next_nonce!: number;
}

export class HouseRevealedSeed {
  @Text() server_seed!: string;
  @Text() server_seed_hash!: string;
  @Text() client_seed!: string;
  @Note('Rounds played with it: nonces 0 to rounds - 1') @Int() rounds!: number;
}

export class HouseSeeds {
  @Nested(() => HouseSeedPair) current!: HouseSeedPair;
  @Note('The pair just retired by a rotation, its server seed revealed') @Maybe() @Nested(() => HouseRevealedSeed) previous?: HouseRevealedSeed | null;
}

export class HouseSessionBody {
  @Note('The game session token of the launch URL') @Text() token!: string;
}

export class HouseRotateBody {
  @Text() token!: string;
  @Note('The next client seed (1 to 64 letters, digits, _ or -); a random one when absent') @Maybe() @Text() client_seed?: string;
}

export class HousePlayBody {
  @Text() token!: string;
  @OneOf(HOUSE_GAME_CODES) game!: HouseGameCode;
  @Note('Rupees') @Num() amount!: number;
  @Note(
    'dice: {target: 2..98, over: boolean}; crash: {cash_out: 1.01..1000}; andar-bahar: {side: "andar"|"bahar"}; teen-patti: {side: "a"|"b"}; ' +
      'dragon-tiger: {bet: "dragon"|"tiger"|"tie"}; lucky-7: {bet: "low"|"seven"|"high"}; roulette: {bet: "straight"|"red"|"black"|"odd"|"even"|"low"|"high"|"dozen"|"column", ' +
      'number: 0..36 for straight, 1..3 for dozen and column}; reels: {}; plinko: {rows: 8|12|16, risk: "low"|"medium"|"high"}',
  )
  @Schema({ type: 'object' })
  params!: Record<string, unknown>;
}

export class HouseRound {
  @Text() id!: string;
  @OneOf(HOUSE_GAME_CODES) game!: HouseGameCode;
  @Num() stake!: number;
  @Num() payout!: number;
  @Schema(ANY) params!: Record<string, unknown>;
  @Note(
    'dice: {roll}; crash: {crash_point}; andar-bahar: {joker, cards, winner}; teen-patti: {a, b, a_hand, b_hand, winner}; dragon-tiger: {dragon, tiger, winner}; ' +
      'lucky-7: {card, result}; roulette: {number, color}; reels: {reels, wins}; plinko: {path, bucket, multiplier}',
  )
  @Schema(ANY)
  outcome!: Record<string, unknown>;
  @Note('The version of the game rules the round was played with (Andar Bahar: 1 with replacement, 2 from a shuffled deck)') @Int() version!: number;
  @Text() server_seed_hash!: string;
  @Text() client_seed!: string;
  @Int() nonce!: number;
  @OneOf(['open', 'refused', 'settled', 'credit_failed']) status!: string;
  @Maybe() @Text() refusal?: string | null;
  @Note('Revealed once the seed pair is rotated') @Maybe() @Text() server_seed?: string | null;
  @Text() created_at!: string;
}

export class HousePlayResult {
  @Nested(() => HouseRound) round!: HouseRound;
  @Note('Cash after the round, rupees') @Num() balance!: number;
  @Nested(() => HouseSeedPair) seeds!: HouseSeedPair;
}

export class HouseRoundList {
  @ListOf(() => HouseRound) rounds!: HouseRound[];
}

export class HouseVerifyBody {
  @OneOf(HOUSE_GAME_CODES) game!: HouseGameCode;
  @Text() server_seed!: string;
  @Maybe() @Text() server_seed_hash?: string;
  @Text() client_seed!: string;
  @Int() nonce!: number;
  @Schema({ type: 'object' }) params!: Record<string, unknown>;
  @Note("The round's rules version (default: the current one)") @Maybe() @Int() version?: number;
}

export class HouseVerifyResult {
  @Note('The SHA-256 of the given server seed') @Text() server_seed_hash!: string;
  @Note('Whether it equals the hash given (true when none was given)') @Flag() hash_matches!: boolean;
  @Schema(ANY) outcome!: Record<string, unknown>;
  @Note('What a stake of 1 pays back') @Num() multiplier!: number;
}

export class HouseGameInfo {
  @OneOf(HOUSE_GAME_CODES) code!: HouseGameCode;
  @Text() name!: string;
  @Note('Declared return to player, percent') @Num() rtp!: number;
  @Text() rules!: string;
  @Note('The rules version new rounds are played with') @Int() version!: number;
}

export class HouseGameList {
  @ListOf(() => HouseGameInfo) games!: HouseGameInfo[];
}
