/**
 * /bonus answers (issue 15) and the console's /ops/bonus. Money is rupees (numbers with at most 2 decimals),
 * percentages are percent (3 = 3%), the wagering multiple is a multiple of the bonus (10 = 10x), times are ISO.
 * A bonus is offered (claimable), then locked on the bonus account while it wagers, then released to the main
 * wallet, or forfeited (a withdrawal before release) or expired; an offer not claimed in time lapses.
 */
import { Flag, Int, ListOf, Maybe, Nested, Note, Num, OneOf, Text } from './fields';

export const BONUS_KINDS = ['payment', 'welcome', 'grant', 'refer'] as const;
export type BonusKind = (typeof BONUS_KINDS)[number];
export const BONUS_STATUSES = ['offered', 'locked', 'released', 'forfeited', 'expired', 'lapsed'] as const;
export type BonusStatus = (typeof BONUS_STATUSES)[number];
export const BONUS_PRODUCTS = ['sports', 'casino', 'matka'] as const;
export type BonusProduct = (typeof BONUS_PRODUCTS)[number];

export class BonusProductProgress {
  @OneOf(BONUS_PRODUCTS) product!: BonusProduct;
  @Note('The risk of the settled bets placed while the bonus was locked: per market, what the player could lose at settlement net of their own offsetting bets (a casino round: its stake)') @Num() staked!: number;
  @Note('Percent of that risk that counts (the product weight operators set)') @Int() pct!: number;
  @Note('What counts toward wagering: staked x pct / 100') @Num() counted!: number;
}

export class BonusItem {
  @Text() id!: string;
  @OneOf(BONUS_KINDS) kind!: BonusKind;
  @OneOf(BONUS_STATUSES) status!: BonusStatus;
  @Num() amount!: number;
  @Note('Bonus x the wagering multiple') @Num() wagering_required!: number;
  @Note('Counted so far (locked), or when it closed') @Num() wagered!: number;
  @ListOf(() => BonusProductProgress) progress!: BonusProductProgress[];
  @Maybe() @Text() method_name!: string | null;
  @Maybe() @Text() note!: string | null;
  @Text() offered_at!: string;
  @Maybe() @Text() offer_expires_at!: string | null;
  @Maybe() @Text() locked_at!: string | null;
  @Maybe() @Text() expires_at!: string | null;
  @Maybe() @Text() closed_at!: string | null;
}

export class BonusMine {
  @Note('The bonus wagering now (one at a time)') @Maybe() @Nested(() => BonusItem) active!: BonusItem | null;
  @Note('Offers to claim') @ListOf(() => BonusItem) offers!: BonusItem[];
  @Note('Released, forfeited, expired and lapsed bonuses, newest first') @ListOf(() => BonusItem) history!: BonusItem[];
  @Note('On the bonus account now') @Num() locked!: number;
  @Note('Released to the main wallet, all time') @Num() earned!: number;
}

export class BonusMethodTerms {
  @Text() method_id!: string;
  @Text() method_name!: string;
  @Text() name!: string;
  @Note("The 'Get X% Bonus' badge's X") @Num() percentage!: number;
  @Num() min_deposit!: number;
  @Note('The most one deposit earns') @Num() max_bonus!: number;
}

export class BonusTerms {
  @Num() wagering_multiple!: number;
  @Int() sports_pct!: number;
  @Int() casino_pct!: number;
  @Int() matka_pct!: number;
  @Int() expiry_days!: number;
  @Int() offer_days!: number;
  @Flag() welcome_enabled!: boolean;
  @Note('Percent of the first approved deposit') @Num() welcome_percentage!: number;
  @Num() welcome_min_deposit!: number;
  @Num() welcome_cap!: number;
  @Note('Deposit methods with a payment bonus') @ListOf(() => BonusMethodTerms) payment!: BonusMethodTerms[];
}

/** POST /bonus/claim */
export class BonusClaimBody {
  @Note('The offer to claim (BonusItem.id)') @Text() bonus_id!: string;
}

export class OpsBonusMethod extends BonusMethodTerms {
  @Note('Active and taking deposits') @Flag() active!: boolean;
}

export class OpsBonusConfig extends BonusTerms {
  @Note('Every deposit method, with or without a bonus') @ListOf(() => OpsBonusMethod) methods!: OpsBonusMethod[];
}

/** POST /ops/bonus/config: every field, as the form shows them. */
export class OpsBonusSettingsBody {
  @Note('0 to 100, at most 2 decimals') @Num() wagering_multiple!: number;
  @Note('0 to 100') @Int() sports_pct!: number;
  @Int() casino_pct!: number;
  @Int() matka_pct!: number;
  @Note('1 to 365') @Int() expiry_days!: number;
  @Note('1 to 90') @Int() offer_days!: number;
  @Flag() welcome_enabled!: boolean;
  @Note('0 to 500, at most 2 decimals') @Num() welcome_percentage!: number;
  @Num() welcome_min_deposit!: number;
  @Num() welcome_cap!: number;
}

/** POST /ops/bonus/methods/:id */
export class OpsBonusMethodBody {
  @Note('0 to 100, at most 2 decimals') @Num() percentage!: number;
  @Num() min_deposit!: number;
  @Num() max_bonus!: number;
}

/** POST /ops/bonus/grants */
export class OpsBonusGrantBody {
  @Text() user_id!: string;
  @Num() amount!: number;
  @Note('Why (kept in the audit and shown to the player)') @Text() note!: string;
  @Note('true: offered for the player to claim; false (default): starts at once unless a bonus is wagering') @Maybe() @Flag() claimable?: boolean;
}

/** A release a settlement rollback took back (issue 26 finding 5): what came back from cash and what was short. */
export class OpsBonusClawback {
  @Text() bonus_id!: string;
  @Text() product!: string;
  @Note('The settlement run rolled back') @Text() run_id!: string;
  @Note('Taken back from the main wallet') @Num() taken!: number;
  @Note('Not recovered: the player had already withdrawn or lost it') @Num() shortfall!: number;
  @Maybe() @Text() reason!: string | null;
  @Text() at!: string;
}

export class OpsBonusPlayer {
  @Text() user_id!: string;
  @Text() user_name!: string;
  @ListOf(() => BonusItem) bonuses!: BonusItem[];
  @Note('Releases taken back by settlement rollbacks, newest first') @ListOf(() => OpsBonusClawback) clawbacks!: OpsBonusClawback[];
}

export class OpsBonusSweepReport {
  @Int() expired!: number;
  @Int() released!: number;
  @Int() lapsed!: number;
}
