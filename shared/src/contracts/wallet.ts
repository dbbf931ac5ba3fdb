/** /wallet answers (SPEC §6, §7): the player's deposit, withdrawal, history and payout-account calls. */
import type { TransactionStatus, TransactionType } from '../types';
import { Flag, Int, ListOf, Maybe, Nested, Note, Num, Nums, OneOf, Schema, Text } from './fields';

export type MethodType = 'bank' | 'upi' | 'wallet';
export type DepositMethodType = MethodType | 'crypto' | 'social' | 'payment_gateway';
export const TRANSACTION_TYPES: readonly TransactionType[] = ['client_deposit', 'manual_deposit', 'client_withdrawal', 'manual_withdrawal'];
export const TRANSACTION_STATUSES: readonly TransactionStatus[] = [
  'pending', 'hold', 'approve_in_process', 'approve_completed', 'reject_in_process', 'reject_completed', 'expired', 'cancelled',
];

/** Rules or videos per language code ("en", "hi"). */
const RULES_BY_LANG = { type: 'object', additionalProperties: { type: 'array', items: { type: 'object', properties: { description: { type: 'string' } } } } };
const TEXT_BY_LANG = { type: 'object', additionalProperties: { type: 'string' } };

export class Range {
  @Num() min!: number;
  @Num() max!: number;
}

export class Announcement {
  @Maybe() @Text() value!: string;
}

export class WalletRules {
  @Schema(RULES_BY_LANG) deposit!: Record<string, { description: string }[]>;
  @Schema(RULES_BY_LANG) withdrawal!: Record<string, { description: string }[]>;
}

export class PayoutMethod {
  @Int() id!: number;
  @Text() method_name!: string;
  @Text() name!: string;
  @OneOf(['bank', 'upi', 'wallet']) method_type!: MethodType;
}

export class BankEntry {
  @Int() id!: number;
  @Text() bank_name!: string;
  @Maybe() @Text() icon?: string | null;
}

export class WalletConfig {
  @Note('Rupees') @Nested(() => Range) deposit_range!: Range;
  @Note('Rupees') @Nested(() => Range) withdrawal_range!: Range;
  @Nums() stake_button!: number[];
  @Maybe() @Nested(() => Announcement) announcement!: Announcement | null;
  @Nested(() => WalletRules) rules!: WalletRules;
  @Schema(TEXT_BY_LANG) deposit_video!: Record<string, string>;
  @Schema(TEXT_BY_LANG) withdrawal_video!: Record<string, string>;
  @ListOf(() => PayoutMethod) payment_method!: PayoutMethod[];
  @ListOf(() => BankEntry) bank_list!: BankEntry[];
}

export class MasterAccount {
  @Text() method!: string;
  @Int() method_id!: number;
  @Text() method_name!: string;
  @Int() master_account_id!: number;
  @Maybe() @Text() bank_name!: string | null;
  @Maybe() @Text() account_number!: string | null;
  @Maybe() @Text() ifsc_code!: string | null;
  @Maybe() @Text() upi_id!: string | null;
  @Maybe() @Text() crypto_wallet_id!: string | null;
  @Maybe() @Text() phone_number!: string | null;
  @Maybe() @Text() account_holder_name!: string | null;
  @Maybe() @Text() qr_code!: string | null;
  @Maybe() @Num() multiplier_value!: number | null;
  @Text() created_at!: string;
  @Maybe() @Text() social_payment_number!: string | null;
  @Maybe() @Text() social_payment_link!: string | null;
}

export class DepositMethod {
  @Text() method_name!: string;
  @OneOf(['bank', 'upi', 'wallet', 'crypto', 'social', 'payment_gateway']) method_type!: DepositMethodType;
  @Int() method_id!: number;
  @Maybe() @Num() bonus_percentage!: number | null;
  @Maybe() @Text() currency?: string | null;
  @ListOf(() => MasterAccount) accounts!: MasterAccount[];
}

export class SavedAccount {
  @Int() client_account_id!: number;
  @Text() method_name!: string;
  @Maybe() @Int() bank_id!: number | null;
  @Maybe() @Text() bank_name!: string | null;
  @Maybe() @Text() payment_type_name!: string | null;
  @OneOf(['bank', 'upi', 'wallet']) payment_method!: MethodType;
  @Maybe() @Text() account_number!: string | null;
  @Maybe() @Text() phone_number!: string | null;
  @Maybe() @Text() ifsc_code!: string | null;
  @Maybe() @Text() upi_id!: string | null;
  @Maybe() @Text() crypto_wallet_id!: string | null;
  @Maybe() @Text() account_holder_name!: string | null;
  @Maybe() @Text() qr_code!: string | null;
  @Text() created_at!: string;
}

export class SavedAccounts {
  @ListOf(() => SavedAccount) account_list!: SavedAccount[];
  @Flag() is_bank_only!: boolean;
  /** Whether the player has set a withdrawal password (needed to add a payout account); the screen says how to set one. */
  @Flag() has_withdraw_password!: boolean;
}

export class Transaction {
  @Int() c_a_tid!: number;
  @Maybe() @Text() transaction_id!: string | null;
  @OneOf(TRANSACTION_TYPES) type!: TransactionType;
  @OneOf(TRANSACTION_STATUSES) status!: TransactionStatus;
  @Note('Rupees') @Num() amount!: number;
  @Maybe() @Num() approved_amount!: number | null;
  @Text() created_at!: string;
  @Maybe() @Text() hold_at!: string | null;
  @Maybe() @Text() action_at!: string | null;
  @Maybe() @Text() remark!: string | null;
  @Text() user_name!: string;
  @Maybe() @Text() transaction_image_url!: string | null;
  @Maybe() @Text() method_name?: string | null;
}

/** A deposit or withdrawal request just recorded. */
export class RequestCreated {
  @Int() c_a_tid!: number;
  @OneOf(['pending']) status!: 'pending';
}

export class PaymentUrl {
  @Text() url!: string;
}

export class AccountCreated {
  @Int() client_account_id!: number;
}

export class OtpPhone {
  @Note('The masked number the OTP went to') @Text() phone!: string;
}

export class SignedUpload {
  @Text() url!: string;
  @Maybe() @OneOf(['PUT', 'POST']) method?: 'PUT' | 'POST';
  @Maybe() @Schema({ type: 'object', additionalProperties: { type: 'string' } }) fields?: Record<string, string>;
  @Maybe() @Text() file_url?: string;
}

/** The auto-UTR answer (not enveloped). */
export class AutoUtr {
  @Flag() success!: boolean;
  @Int() status!: number;
  @Text() message!: string;
  @Maybe() @Text() utr?: string | null;
}

export const DEPOSIT_BLOCKS = ['self_excluded', 'timed_out', 'deposit_limit'] as const;
export type DepositBlock = (typeof DEPOSIT_BLOCKS)[number];

/** Protection before payment (issue 31 item 4): asked by the deposit screen before it shows any payment details. */
export class DepositStanding {
  @Note('False on a time-out or self-exclusion, or when a deposit limit leaves no room now') @Flag() can_deposit!: boolean;
  @Maybe() @OneOf(DEPOSIT_BLOCKS) reason!: DepositBlock | null;
  @Note('ISO: when the break ends, or when the deposit limit next leaves room') @Maybe() @Text() until!: string | null;
  @Note('Why, in English (the same text a deposit request is refused with)') @Maybe() @Text() message!: string | null;
  @Note('Rupees: the most that can be deposited now under the deposit limits; null without a deposit limit') @Maybe() @Num() headroom!: number | null;
  @Note('The deposit limit that leaves the least room: 24h, 7d or 30d') @Maybe() @OneOf(['24h', '7d', '30d']) limit_period!: '24h' | '7d' | '30d' | null;
  @Note('Rupees') @Maybe() @Num() limit_amount!: number | null;
}
