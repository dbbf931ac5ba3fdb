/**
 * Player protection (issue 15 part 5): the player's limits, breaks and reality check, and the operators' view of
 * one player. Money is rupees; times are ISO 8601 (screens format them with the shared date formatter).
 */
import { Flag, Int, ListOf, Maybe, Nested, Note, Num, OneOf, Text } from './fields';

export const PROTECTION_LIMIT_KINDS = ['deposit', 'loss'] as const;
export const PROTECTION_LIMIT_PERIODS = ['24h', '7d', '30d'] as const;

export class ProtectionLimit {
  @OneOf(PROTECTION_LIMIT_KINDS) kind!: 'deposit' | 'loss';
  @OneOf(PROTECTION_LIMIT_PERIODS) period!: '24h' | '7d' | '30d';
  @Note('Rupees; null: no limit in force') @Maybe() @Num() amount!: number | null;
  @Note('Rupees: an increase waiting for confirmation; null: none (or a removal, see pending_removal)') @Maybe() @Num() pending_amount!: number | null;
  @Flag() pending_removal!: boolean;
  @Note('When the waiting change can be confirmed; null: nothing waits') @Maybe() @Text() confirmable_at!: string | null;
  @Note('Rupees counted in the window now: deposits asked for, or net loss plus open bets') @Num() used!: number;
}

/** GET /user/api/protection. */
export class ProtectionOverview {
  @ListOf(() => ProtectionLimit) limits!: ProtectionLimit[];
  @Maybe() @Text() time_out_until!: string | null;
  @Maybe() @Text() self_excluded_until!: string | null;
  @Note('Minutes between reality checks; 0: off') @Int() reality_check_minutes!: number;
  @Flag() can_bet!: boolean;
  @Flag() can_receive_offers!: boolean;
}

/** A limit change: applied now (confirmable_at null) or waiting. */
export class LimitChange {
  @Text() message!: string;
  @Maybe() @Text() confirmable_at!: string | null;
}

/** A time-out or self-exclusion started: when it ends. */
export class BreakStarted {
  @Text() message!: string;
  @Text() until!: string;
}

/** GET /user/api/protection/reality-check: the figures of this login. */
export class RealityCheck {
  @Note('Minutes between checks; 0: off') @Int() interval_minutes!: number;
  @Text() session_started_at!: string;
  @Int() played_seconds!: number;
  @Note('Rupees: settled bets since login, positive when ahead') @Num() net_result!: number;
}

export class RealityCheckSaved {
  @Int() minutes!: number;
}

export class ProtectionEvent {
  @Text() id!: string;
  @Note('limit_set, limit_decreased, limit_increase_requested, limit_increased, limit_removal_requested, limit_removed, limit_change_cancelled, time_out, self_exclusion, reality_check')
  @Text()
  action!: string;
  @Note('The change as JSON (kind, period, from, to, until, ...)') @Text() detail!: string;
  @Note('The operator who made it; null: the player') @Maybe() @Text() operator_name!: string | null;
  @Text() created_at!: string;
}

/** The operator who applied a running break (issue 27 L3), and until when an admin may correct it. */
export class BreakAppliedBy {
  @Text() operator!: string;
  @Text() at!: string;
  @Note('null: the 24 hours are over') @Maybe() @Text() correctable_until!: string | null;
}

export class BreaksAppliedBy {
  @Note("null: none running, or the player's own (never lifted)") @Maybe() @Nested(() => BreakAppliedBy) time_out!: BreakAppliedBy | null;
  @Note("null: none running, or the player's own (never lifted)") @Maybe() @Nested(() => BreakAppliedBy) self_exclusion!: BreakAppliedBy | null;
}

/** GET /ops/players/{id}/protection: one player's protection as operators see it. */
export class OpsPlayerProtection extends ProtectionOverview {
  @Text() user_id!: string;
  @Text() user_name!: string;
  @Note('YYYY-MM-DD; null for players who signed up before it was asked') @Maybe() @Text() date_of_birth!: string | null;
  @Maybe() @Nested(() => BreaksAppliedBy) applied_by?: BreaksAppliedBy;
  @ListOf(() => ProtectionEvent) history!: ProtectionEvent[];
}

/** POST /ops/players/{id}/protection/correct: what was put back. */
export class BreakCorrected {
  @Text() message!: string;
  @Note('The end now in force; null: no break of that kind runs any more') @Maybe() @Text() until!: string | null;
}
