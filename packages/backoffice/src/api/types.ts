/**
 * The /ops contract: the answers are the shared contract classes (@khel/shared, also the server's response
 * schemas; ops.ts decodes into them); request bodies are the shared DTOs' fields. Only the console's own shapes
 * (its filter form) are declared here.
 */
import type { ChangeOperatorPasswordDto, CreateOperatorDto } from '@khel/shared/validation';
import type { TransactionStatus, TransactionType } from '@khel/shared';
import type { OpsRange } from '@khel/shared/console-contracts';

export type {
  AuditEntry, Counts, LedgerEntry, ModuleHistoryEntry, OperatorAccount, OpsRequest, PaymentMethod, PayoutDetails, PayoutLink,
  PayoutLinkAccount, PayoutLinkSide, PlayerView, RequestFlags, SiteConfig, OpsMasterAccount as MasterAccount, OpsWalletConfig as WalletConfig,
} from '@khel/shared/console-contracts';

export type TxStatus = TransactionStatus;
export type TxType = TransactionType;
export type Range = OpsRange;
export type RulesByLang = Record<string, { description: string }[]>;

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  page_size?: number;
}

/** The queue's filter form (sent as the query of GET /ops/requests). */
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

export type PasswordChange = { [K in keyof ChangeOperatorPasswordDto]: ChangeOperatorPasswordDto[K] };
export type CreateOperatorBody = { [K in keyof CreateOperatorDto]: CreateOperatorDto[K] };
