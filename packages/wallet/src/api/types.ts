/** Shapes of the wallet service's answers (the wallet API contract). */
import type { TransactionStatus, TransactionType } from '@khel/shared';

export type MethodType = 'bank' | 'upi' | 'wallet';
export type DepositMethodType = MethodType | 'crypto' | 'social' | 'payment_gateway';

export interface WalletConfig {
  deposit_range: { min: number; max: number };
  withdrawal_range: { min: number; max: number };
  stake_button: number[];
  announcement: { value: string } | null;
  rules: {
    deposit: Record<string, { description: string }[]>;
    withdrawal: Record<string, { description: string }[]>;
  };
  deposit_video: Record<string, string>;
  withdrawal_video: Record<string, string>;
  payment_method: { id: number; method_name: string; name: string; method_type: MethodType }[];
  bank_list: { id: number; bank_name: string; icon?: string | null }[];
}

export interface MasterAccount {
  method: string;
  method_id: number;
  method_name: string;
  master_account_id: number;
  bank_name: string | null;
  account_number: string | null;
  ifsc_code: string | null;
  upi_id: string | null;
  crypto_wallet_id: string | null;
  phone_number: string | null;
  account_holder_name: string | null;
  qr_code: string | null;
  multiplier_value: number | null;
  created_at: string;
  social_payment_number: string | null;
  social_payment_link: string | null;
}

export interface DepositMethod {
  method_name: string;
  method_type: DepositMethodType;
  method_id: number;
  bonus_percentage: number | null;
  currency?: string | null;
  accounts: MasterAccount[];
}

export interface SavedAccount {
  client_account_id: number;
  method_name: string;
  bank_id: number | null;
  bank_name: string | null;
  payment_type_name: string | null;
  payment_method: MethodType;
  account_number: string | null;
  phone_number: string | null;
  ifsc_code: string | null;
  upi_id: string | null;
  crypto_wallet_id: string | null;
  account_holder_name: string | null;
  qr_code: string | null;
  created_at: string;
}

export type { TransactionStatus, TransactionType };

export interface Transaction {
  c_a_tid: number | string;
  transaction_id: string | null;
  type: TransactionType;
  status: TransactionStatus;
  amount: number;
  approved_amount: number | null;
  created_at: string;
  hold_at: string | null;
  action_at: string | null;
  remark: string | null;
  user_name: string;
  transaction_image_url: string | null;
  method_name?: string | null;
}

export interface DepositBody {
  amount: number;
  transaction_id: string;
  transaction_image_url: string;
  account_index: number;
  client_created_date: string;
  type: 'client_deposit';
  has_edited_utr: boolean;
  multiplier_value: number | null;
}

export interface NewAccountBody {
  payment_method: MethodType;
  method_id: number;
  account_holder_name: string;
  transaction_password: string;
  account_number?: string;
  ifsc_code?: string;
  bank_id?: number;
  upi_id?: string;
  crypto_wallet_id?: string;
  crypto_type?: 'USDT';
  qr_code?: string;
}
