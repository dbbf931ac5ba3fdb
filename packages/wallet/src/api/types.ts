/**
 * The wallet API contract: the answers are the shared contract classes (@khel/shared, also the server's response
 * schemas) and the request bodies are the shared DTOs' fields (the server validates with the same classes).
 */
import type { DepositRequestDto, NewPayoutAccountDto, WithdrawPasswordResetDto } from '@khel/shared/validation';

export type {
  DepositMethod,
  DepositMethodType,
  MasterAccount,
  MethodType,
  SavedAccount,
  Transaction,
  WalletConfig,
} from '@khel/shared/contracts';
export type { TransactionStatus, TransactionType } from '@khel/shared';

type Fields<T> = { [K in keyof T]: T[K] };
export type DepositBody = Fields<DepositRequestDto>;
export type NewAccountBody = Fields<NewPayoutAccountDto>;
export type WithdrawPasswordResetBody = Fields<WithdrawPasswordResetDto>;
