/**
 * Refer and earn (issue 15 part 3): the player's code, referred players and rewards, and the operators' rule and
 * list of decisions. Money is rupees. A referred player is shown to the referrer by a masked user name only.
 */
import { Flag, Int, ListOf, Maybe, Nested, Note, Num, OneOf, Open, Text } from './fields';

export const REFER_REWARD_KINDS = ['fixed', 'percent'] as const;
export type ReferRewardKind = (typeof REFER_REWARD_KINDS)[number];
export const REFER_CREDIT_TO = ['bonus', 'cash'] as const;
export type ReferCreditTo = (typeof REFER_CREDIT_TO)[number];
/** A referred player's state as the referrer sees it: no deposit yet, rewarded, or not eligible (no reason shown). */
export const REFERRAL_STATES = ['waiting', 'paid', 'refused'] as const;
export type ReferralState = (typeof REFERRAL_STATES)[number];
/** Why a reward was refused (operators see it; the player sees only "not eligible"). */
export const REFER_REFUSALS = [
  'same_person', 'same_device', 'same_payout_account', 'code_after_signup', 'referrer_self_excluded', 'referrer_timed_out', 'referrer_blocked',
  'below_minimum', 'referrer_cap_reached', 'disabled',
] as const;
export type ReferRefusal = (typeof REFER_REFUSALS)[number];

/** The reward rule as a player reads it (to explain the offer). */
export class ReferRule {
  @Flag() enabled!: boolean;
  @OneOf(REFER_REWARD_KINDS) kind!: ReferRewardKind;
  @Note('Rupees, when kind is fixed') @Num() fixed_amount!: number;
  @Note('Percent of the first deposit, when kind is percent') @Num() percent!: number;
  @Note('Rupees: the first deposit must be at least this') @Num() min_deposit!: number;
  @Note('Rupees: at most this per referred player') @Num() cap_per_referral!: number;
  @OneOf(REFER_CREDIT_TO) credit_to!: ReferCreditTo;
}

export class ReferredPlayer {
  @Note('Masked user name, e.g. KH****12') @Text() name!: string;
  @Text() joined_at!: string;
  @OneOf(REFERRAL_STATES) state!: ReferralState;
  @Note('Rupees paid for this player (0 unless paid)') @Num() reward!: number;
  @Maybe() @Text() rewarded_at!: string | null;
}

/** GET /user/refer: the player's code, the rule, their referred players and what they earned. */
export class ReferSummary {
  @Text() code!: string;
  @Note('Path of the sign-up link; the page puts its own origin before it') @Text() link_path!: string;
  @Nested(() => ReferRule) rule!: ReferRule;
  @Int() referred!: number;
  @Int() rewarded!: number;
  @Note('Rupees earned in all') @Num() earned!: number;
  @ListOf(() => ReferredPlayer) players!: ReferredPlayer[];
}

/** The operators' reward rule (GET/POST /ops/refer/config). */
@Open()
export class OpsReferConfig extends ReferRule {
  @Note('Rupees: at most this per referrer in all') @Num() cap_per_referrer!: number;
  @Text() updated_at!: string;
}

/** A change to the rule: the fields sent (admins only, audited). */
export class OpsReferConfigBody {
  @Maybe() @Flag() enabled?: boolean;
  @Maybe() @OneOf(REFER_REWARD_KINDS) kind?: ReferRewardKind;
  @Note('Rupees, 0 to 100000') @Maybe() @Num() fixed_amount?: number;
  @Note('0 to 100') @Maybe() @Num() percent?: number;
  @Note('Rupees, 0 to 10000000') @Maybe() @Num() min_deposit?: number;
  @Note('Rupees, 0 to 100000') @Maybe() @Num() cap_per_referral?: number;
  @Note('Rupees, 0 to 10000000') @Maybe() @Num() cap_per_referrer?: number;
  @Maybe() @OneOf(REFER_CREDIT_TO) credit_to?: ReferCreditTo;
}

/** One referred player for operators: who referred whom, and the decision on the first deposit. */
@Open()
export class OpsReferral {
  @Text() referred_id!: string;
  @Text() referred!: string;
  @Text() referrer_id!: string;
  @Text() referrer!: string;
  @Text() signed_up_at!: string;
  @OneOf(REFERRAL_STATES) state!: ReferralState;
  @Maybe() @OneOf(REFER_REFUSALS) reason!: ReferRefusal | null;
  @Note('Rupees paid (0 unless paid)') @Num() amount!: number;
  @Note('Rupees: the first approved deposit (0 while waiting)') @Num() deposit!: number;
  @Maybe() @OneOf(REFER_CREDIT_TO) credited_to!: ReferCreditTo | null;
  @Maybe() @Text() decided_at!: string | null;
}

@Open()
export class OpsReferralList {
  @ListOf(() => OpsReferral) items!: OpsReferral[];
  @Int() total!: number;
  @Int() page!: number;
}
