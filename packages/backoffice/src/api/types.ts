/** Shapes the /ops calls answer with (fields as the server sends them; optional where the contract leaves room). */

import type { TransactionStatus, TransactionType } from '@khel/shared';

export type TxStatus = TransactionStatus;
export type TxType = TransactionType;

export interface RequestFlags {
  utr_claimed_before: boolean;
  withdrawal_before_wagering: boolean;
  linked_accounts: boolean | number | string[];
}

export interface PayoutDetails {
  account_holder_name?: string | null;
  bank_name?: string | null;
  account_number?: string | null;
  ifsc_code?: string | null;
  upi_id?: string | null;
  crypto_wallet_id?: string | null;
  phone_number?: string | null;
  [key: string]: unknown;
}

export interface OpsRequest {
  c_a_tid: number;
  transaction_id: string | null;
  type: TxType;
  status: TxStatus;
  amount: number;
  approved_amount: number | null;
  created_at: string;
  hold_at?: string | null;
  action_at?: string | null;
  remark: string | null;
  user_name: string;
  transaction_image_url: string | null;
  method_name: string | null;
  player?: { id: number; user_name: string; mobile: string | null };
  method?: { id?: number; method_name?: string; method_type?: string; name?: string } | string | null;
  payout?: PayoutDetails | null;
  payout_details?: PayoutDetails | null;
  images?: string[];
  flags?: RequestFlags;
  /** A deposit approval above the requested amount waiting for a second operator. */
  proposed_approval?: { amount: number; operator: string | null; at: string | null } | null;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  page_size?: number;
}

export interface Counts {
  pending_deposits: number;
  pending_withdrawals: number;
  hold: number;
}

export interface RequestFilters {
  status: string;
  type: '' | 'deposit' | 'withdrawal';
  from: string;
  to: string;
  method: string;
  q: string;
  page: number;
  page_size: number;
}

export interface Range {
  min: number;
  max: number;
}
export type RulesByLang = Record<string, { description: string }[]>;
export interface WalletConfig {
  deposit_range: Range;
  withdrawal_range: Range;
  stake_button: number[];
  rules: { deposit: RulesByLang; withdrawal: RulesByLang };
  deposit_video: Record<string, string>;
  withdrawal_video: Record<string, string>;
  announcement?: string;
  is_bank_only?: boolean;
  request_expiry_minutes?: number;
}

export interface PaymentMethod {
  id: number;
  method_name: string;
  name: string;
  method_type: string;
  is_active?: boolean;
  for_deposit?: boolean;
  for_withdrawal?: boolean;
}

export interface MasterAccount {
  master_account_id?: number;
  id?: number;
  method_id: number;
  method_name?: string;
  bank_name?: string | null;
  account_number?: string | null;
  ifsc_code?: string | null;
  upi_id?: string | null;
  crypto_wallet_id?: string | null;
  phone_number?: string | null;
  account_holder_name?: string | null;
  qr_code?: string | null;
  is_active?: boolean;
}

export interface SiteConfig {
  maintenance: { from_date: string; to_date: string } | null;
  announcement: string;
  offer_poster: string;
}

/** One import-map change, newest first (GET /ops/modules/history). */
export interface ModuleHistoryEntry {
  id: number;
  name: string;
  url: string | null;
  previous_url: string | null;
  operator: string | null;
  created_at: string;
  action: string;
  detail: string;
}

export interface AuditEntry {
  id: number;
  operator: string;
  created_at: string;
  action: string;
  target?: string | null;
  before: unknown;
  after: unknown;
}

export interface LedgerEntry {
  id?: number;
  created_at: string;
  kind?: string;
  description?: string;
  account?: string;
  amount: number;
  balance_after?: number;
}

export interface PlayerView {
  id: number;
  user_name: string;
  mobile?: string | null;
  blocked?: boolean;
  is_blocked?: boolean;
  is_demo?: boolean;
  balances: Record<string, number>;
  ledger: LedgerEntry[];
  transactions: OpsRequest[];
  linked_players: { id: number; user_name: string; reason?: string; link_id?: number; status?: PayoutLink['status'] }[];
  /** Any of this player's payout-account links still waiting for review (issue 11 point 9). */
  flagged?: boolean;
  payout_links?: PayoutLink[];
}

/** A payout account saved by two players (issue 11 point 9): both players, their copies of it, the review state. */
export interface PayoutLinkAccount {
  id: number;
  payment_method: string;
  bank_name: string | null;
  account_number: string | null;
  ifsc_code: string | null;
  upi_id: string | null;
  crypto_wallet_id: string | null;
  account_holder_name: string;
  qr_code: string | null;
  deleted_at: string | null;
}
export interface PayoutLinkSide {
  player_id: number;
  user_name: string;
  account: PayoutLinkAccount;
}
export interface PayoutLink {
  id: number;
  account_key: string;
  status: 'flagged' | 'cleared' | 'unlinked';
  created_at: string;
  resolved_at: string | null;
  resolved_by: string | null;
  first: PayoutLinkSide;
  second: PayoutLinkSide;
}

/** An operator account as /ops/operators lists it (issue 11 point 4). */
export interface OperatorAccount {
  id: string;
  username: string;
  role: 'admin' | 'agent';
  disabled: boolean;
  must_change_password: boolean;
  created_at: string;
  password_changed_at: string | null;
}

export interface PasswordChange {
  current_password: string;
  new_password: string;
  confirm_password: string;
}
