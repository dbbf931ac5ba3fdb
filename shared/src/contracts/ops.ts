/**
 * /ops answers (the operator console). Every class is open: the declared fields are the ones the console reads,
 * and the server may send more (kept as sent), so the console's views and the server's grow without a second list.
 */
import type { TransactionStatus, TransactionType } from '../types';
import { Flag, Int, ListOf, Maybe, Nested, Note, Num, OneOf, Open, Schema, Text, Texts } from './fields';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from './wallet';

const ANY = {};

/** An operator role (OPERATOR_ROLES of @khel/shared/validation: viewer, agent, trader, risk, admin). */
export type Role = 'viewer' | 'agent' | 'trader' | 'risk' | 'admin';

@Open()
export class Operator {
  @Maybe() @Text() id?: string;
  @Text() username!: string;
  @Note('viewer, agent, trader, risk or admin') @Text() role!: Role;
  /** What the role may do (ROLE_PERMISSIONS): the console shows only what the operator can use. */
  @Maybe() @Note("The role's permissions (docs/security.md)") @Texts() permissions?: string[];
  @Maybe() @Flag() must_change_password?: boolean;
}

@Open()
export class OpsSession {
  @Text() token!: string;
  @Int() exp!: number;
  @Nested(() => Operator) operator!: Operator;
}

@Open()
export class OperatorMe {
  @Nested(() => Operator) operator!: Operator;
}

@Open()
export class RequestFlags {
  @Flag() utr_claimed_before!: boolean;
  @Flag() withdrawal_before_wagering!: boolean;
  @Schema(ANY) linked_accounts!: boolean | number | string[];
}

@Open()
export class PayoutDetails {
  @Maybe() @Text() account_holder_name?: string | null;
  @Maybe() @Text() bank_name?: string | null;
  @Maybe() @Text() account_number?: string | null;
  @Maybe() @Text() ifsc_code?: string | null;
  @Maybe() @Text() upi_id?: string | null;
  @Maybe() @Text() crypto_wallet_id?: string | null;
  @Maybe() @Text() phone_number?: string | null;
}

@Open()
export class ProposedApproval {
  @Num() amount!: number;
  @Maybe() @Text() operator!: string | null;
  @Maybe() @Text() at!: string | null;
  /** Why it needs a second operator ("A withdrawal above ₹50,000.00 needs a second operator"). */
  @Maybe() @Text() reason?: string | null;
}

@Open()
export class OpsRequest {
  @Int() c_a_tid!: number;
  @Maybe() @Text() transaction_id!: string | null;
  @OneOf(TRANSACTION_TYPES) type!: TransactionType;
  @OneOf(TRANSACTION_STATUSES) status!: TransactionStatus;
  @Num() amount!: number;
  @Maybe() @Num() approved_amount!: number | null;
  @Text() created_at!: string;
  @Maybe() @Text() hold_at?: string | null;
  @Maybe() @Text() action_at?: string | null;
  @Maybe() @Text() remark!: string | null;
  @Maybe() @Text() user_name!: string;
  @Maybe() @Schema(ANY) transaction_image_url!: string | null;
  @Maybe() @Text() method_name!: string | null;
  @Maybe() @Schema(ANY) player?: { id: number; user_name: string; mobile: string | null };
  @Maybe() @Schema(ANY) method?: { id?: number; method_name?: string; method_type?: string; name?: string } | string | null;
  @Maybe() @Nested(() => PayoutDetails) payout?: PayoutDetails | null;
  @Maybe() @Nested(() => PayoutDetails) payout_details?: PayoutDetails | null;
  @Maybe() @Schema({ type: 'array', items: { type: 'string' } }) images?: string[];
  @Maybe() @Nested(() => RequestFlags) flags?: RequestFlags;
  /** An approval waiting for a second operator (a deposit above its amount or the limit, a large withdrawal). */
  @Maybe() @Nested(() => ProposedApproval) proposed_approval?: ProposedApproval | null;
}

@Open()
export class RequestPage {
  @ListOf(() => OpsRequest) items!: OpsRequest[];
  @Int() total!: number;
  @Int() page!: number;
  @Maybe() @Int() page_size?: number;
}

@Open()
export class Counts {
  @Int() pending_deposits!: number;
  @Int() pending_withdrawals!: number;
  @Int() hold!: number;
  /** Actions waiting for a second operator (issue 27). */
  @Maybe() @Int() pending_approvals?: number;
}

@Open()
export class LedgerEntry {
  @Maybe() @Int() id?: number;
  @Text() created_at!: string;
  @Maybe() @Text() kind?: string;
  @Maybe() @Text() description?: string;
  @Maybe() @Text() account?: string;
  @Num() amount!: number;
  @Maybe() @Num() balance_after?: number;
}

@Open()
export class PayoutLinkAccount {
  @Int() id!: number;
  @Text() payment_method!: string;
  @Maybe() @Text() bank_name!: string | null;
  @Maybe() @Text() account_number!: string | null;
  @Maybe() @Text() ifsc_code!: string | null;
  @Maybe() @Text() upi_id!: string | null;
  @Maybe() @Text() crypto_wallet_id!: string | null;
  @Maybe() @Text() account_holder_name!: string;
  @Maybe() @Text() qr_code!: string | null;
  @Maybe() @Text() deleted_at!: string | null;
}

@Open()
export class PayoutLinkSide {
  @Int() player_id!: number;
  @Text() user_name!: string;
  @Nested(() => PayoutLinkAccount) account!: PayoutLinkAccount;
}

@Open()
export class PayoutLink {
  @Int() id!: number;
  @Text() account_key!: string;
  @OneOf(['flagged', 'cleared', 'unlinked']) status!: 'flagged' | 'cleared' | 'unlinked';
  @Text() created_at!: string;
  @Maybe() @Text() resolved_at!: string | null;
  @Maybe() @Text() resolved_by!: string | null;
  @Nested(() => PayoutLinkSide) first!: PayoutLinkSide;
  @Nested(() => PayoutLinkSide) second!: PayoutLinkSide;
}

@Open()
export class LinkedPlayer {
  @Int() id!: number;
  @Text() user_name!: string;
  @Maybe() @Text() reason?: string;
  @Maybe() @Int() link_id?: number;
  @Maybe() @OneOf(['flagged', 'cleared', 'unlinked']) status?: PayoutLink['status'];
}

@Open()
export class PlayerView {
  @Int() id!: number;
  @Text() user_name!: string;
  @Maybe() @Text() mobile?: string | null;
  @Maybe() @Flag() blocked?: boolean;
  @Maybe() @Flag() is_blocked?: boolean;
  @Maybe() @Flag() is_demo?: boolean;
  @Schema({ type: 'object', additionalProperties: { type: 'number' } }) balances!: Record<string, number>;
  @ListOf(() => LedgerEntry) ledger!: LedgerEntry[];
  @ListOf(() => OpsRequest) transactions!: OpsRequest[];
  @ListOf(() => LinkedPlayer) linked_players!: LinkedPlayer[];
  /** Any of this player's payout-account links still waiting for review (issue 11 point 9). */
  @Maybe() @Flag() flagged?: boolean;
  @Maybe() @ListOf(() => PayoutLink) payout_links?: PayoutLink[];
}

