/**
 * /ops/casino answers and requests (issue 14 point 5): the console's providers, games, demo policy and the
 * support view of casino rounds. A provider's HMAC secret is never part of an answer except once, in the answer
 * that made it (OpsCasinoSecret); lists say only whether one is set. Money is rupees. The request classes
 * describe the bodies for the OpenAPI document; the server checks each field itself
 * (services/api/src/casino/operator-input.ts) with a 422 naming it.
 */
import { Flag, Int, ListOf, Maybe, Nested, Note, Num, OneOf, Open, Text } from './fields';

export const OPS_CASINO_SECTIONS = ['live', 'slots', 'table', 'crash', 'indian'] as const;
export type OpsCasinoSection = (typeof OPS_CASINO_SECTIONS)[number];
export const OPS_CASINO_DEMO_POLICIES = ['barred', 'play_money'] as const;
export type OpsCasinoDemoPolicyName = (typeof OPS_CASINO_DEMO_POLICIES)[number];

@Open()
export class OpsCasinoProvider {
  @Text() id!: string;
  @Text() name!: string;
  @Note("Where we call the provider's own API; '' when it has none") @Text() api_base!: string;
  @Note('The game iframe URL; {token}, {game}, {lang}, {lobby} are filled in') @Text() launch_url!: string;
  @Flag() enabled!: boolean;
  @Int() sort_order!: number;
  @Note('Whether an HMAC secret is stored (the secret itself is never shown again)') @Flag() secret_set!: boolean;
  @Int() games!: number;
  @Int() enabled_games!: number;
  @Text() updated_at!: string;
}

@Open()
export class OpsCasinoProviderList {
  @ListOf(() => OpsCasinoProvider) providers!: OpsCasinoProvider[];
}

@Open()
export class OpsCasinoSecret {
  @Text() provider_id!: string;
  @Note('The new HMAC secret, shown this once: give it to the provider now') @Text() secret!: string;
}

@Open()
export class OpsCasinoProviderCreated {
  @Nested(() => OpsCasinoProvider) provider!: OpsCasinoProvider;
  @Note('The HMAC secret made for it, shown this once') @Text() secret!: string;
}

export class OpsCasinoProviderBody {
  @Note('Required to create: 2-32 lowercase letters, digits and dashes; fixed afterwards') @Maybe() @Text() id?: string;
  @Note('Required to create') @Maybe() @Text() name?: string;
  @Note("http(s) URL or ''") @Maybe() @Text() api_base?: string;
  @Note('http(s) URL or a path on the site, with {token}; required to create') @Maybe() @Text() launch_url?: string;
  @Maybe() @Flag() enabled?: boolean;
  @Maybe() @Int() sort_order?: number;
}

@Open()
export class OpsCasinoGame {
  @Text() id!: string;
  @Text() provider_id!: string;
  @Text() provider_name!: string;
  @Note("The provider's own game id") @Text() code!: string;
  @Text() name!: string;
  @OneOf(OPS_CASINO_SECTIONS) section!: OpsCasinoSection;
  @Text() thumbnail!: string;
  @Note('Declared return to player, percent (99.00)') @Num() rtp!: number;
  @Flag() enabled!: boolean;
  @Flag() provider_enabled!: boolean;
  @Int() sort_order!: number;
}

@Open()
export class OpsCasinoGamePage {
  @ListOf(() => OpsCasinoGame) items!: OpsCasinoGame[];
  @Int() total!: number;
  @Int() page!: number;
}

export class OpsCasinoGameBody {
  @Maybe() @Flag() enabled?: boolean;
  @Maybe() @OneOf(OPS_CASINO_SECTIONS) section?: OpsCasinoSection;
  @Note('Lower first within its section') @Maybe() @Int() sort_order?: number;
  @Note("http(s) URL or a path on the site; '' for the generated tile") @Maybe() @Text() thumbnail?: string;
}

@Open()
export class OpsCasinoDemoPolicy {
  @Text() domain!: string;
  @Note('barred: a demo account cannot launch a game; play_money: it plays with its demo balance') @OneOf(OPS_CASINO_DEMO_POLICIES) policy!: OpsCasinoDemoPolicyName;
}

export class OpsCasinoDemoPolicyBody {
  @OneOf(OPS_CASINO_DEMO_POLICIES) policy!: OpsCasinoDemoPolicyName;
}

@Open()
export class OpsCasinoRound {
  @Note('The round (bets row) id') @Text() id!: string;
  @Text() user_id!: string;
  @Text() user_name!: string;
  @Text() provider_id!: string;
  @Text() game!: string;
  @Note("The provider's round id") @Text() round!: string;
  @Note('Rupees staked (debits not rolled back)') @Num() stake!: number;
  @Note('matched: open; settled; void: every debit rolled back') @Text() status!: string;
  @Note("The player's profit (negative: lost); null while open") @Maybe() @Num() pnl!: number | null;
  @Text() placed_at!: string;
  @Maybe() @Text() settled_at!: string | null;
}

@Open()
export class OpsCasinoRoundPage {
  @ListOf(() => OpsCasinoRound) items!: OpsCasinoRound[];
  @Int() total!: number;
  @Int() page!: number;
}

/** The round sweep's answer (POST /ops/casino/rounds/sweep, issue 26 finding 10): what it closed and why. */
export const OPS_CASINO_SWEEP_ACTIONS = ['settled', 'refunded', 'marked'] as const;

export class OpsCasinoSweptRound {
  @Note('The round (bets row) id; null when only the game record changed') @Maybe() @Text() bet_id!: string | null;
  @Text() user_id!: string;
  @Text() provider_id!: string;
  @Note("The provider's round id") @Text() round!: string;
  @Note('settled: paid the outcome the game had drawn; refunded: its stakes returned; marked: the game record only, no money')
  @OneOf(OPS_CASINO_SWEEP_ACTIONS)
  action!: (typeof OPS_CASINO_SWEEP_ACTIONS)[number];
  @Note('Rupees paid or refunded') @Num() amount!: number;
  @Note('Why it was closed') @Text() reason!: string;
}

export class OpsCasinoSweepFailure {
  @Text() provider_id!: string;
  @Text() round!: string;
  @Text() error!: string;
}

export class OpsCasinoSweep {
  @ListOf(() => OpsCasinoSweptRound) closed!: OpsCasinoSweptRound[];
  @Note('Rounds a step failed on; the next sweep tries again') @ListOf(() => OpsCasinoSweepFailure) failed!: OpsCasinoSweepFailure[];
}
