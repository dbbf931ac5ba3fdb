/** /ops answers: configuration, modules, audit, operator accounts (open classes, as in ./ops.ts). */
import { Flag, Int, ListOf, Maybe, Nested, Note, Num, Nums, Open, Schema, Text, Texts } from './fields';
import type { Role } from './ops';

const ANY = {};
const RULES_BY_LANG = { type: 'object', additionalProperties: { type: 'array', items: { type: 'object', properties: { description: { type: 'string' } } } } };
const TEXT_BY_LANG = { type: 'object', additionalProperties: { type: 'string' } };

@Open()
export class OpsRange {
  @Num() min!: number;
  @Num() max!: number;
}

@Open()
export class OpsWalletRules {
  @Schema(RULES_BY_LANG) deposit!: Record<string, { description: string }[]>;
  @Schema(RULES_BY_LANG) withdrawal!: Record<string, { description: string }[]>;
}

@Open()
export class OpsWalletConfig {
  @Nested(() => OpsRange) deposit_range!: OpsRange;
  @Nested(() => OpsRange) withdrawal_range!: OpsRange;
  @Nums() stake_button!: number[];
  @Nested(() => OpsWalletRules) rules!: OpsWalletRules;
  @Schema(TEXT_BY_LANG) deposit_video!: Record<string, string>;
  @Schema(TEXT_BY_LANG) withdrawal_video!: Record<string, string>;
  @Maybe() @Text() announcement?: string;
  @Maybe() @Flag() is_bank_only?: boolean;
  @Maybe() @Int() request_expiry_minutes?: number;
}

@Open()
export class PaymentMethod {
  @Int() id!: number;
  @Text() method_name!: string;
  @Text() name!: string;
  @Text() method_type!: string;
  @Maybe() @Flag() is_active?: boolean;
  @Maybe() @Flag() for_deposit?: boolean;
  @Maybe() @Flag() for_withdrawal?: boolean;
}

@Open()
export class OpsMasterAccount {
  @Maybe() @Int() master_account_id?: number;
  @Maybe() @Int() id?: number;
  @Int() method_id!: number;
  @Maybe() @Text() method_name?: string;
  @Maybe() @Text() bank_name?: string | null;
  @Maybe() @Text() account_number?: string | null;
  @Maybe() @Text() ifsc_code?: string | null;
  @Maybe() @Text() upi_id?: string | null;
  @Maybe() @Text() crypto_wallet_id?: string | null;
  @Maybe() @Text() phone_number?: string | null;
  @Maybe() @Text() account_holder_name?: string | null;
  @Maybe() @Text() qr_code?: string | null;
  @Maybe() @Flag() is_active?: boolean;
}

@Open()
export class OpsMaintenance {
  @Maybe() @Text() from_date!: string;
  @Maybe() @Text() to_date!: string;
}

@Open()
export class SiteConfig {
  @Maybe() @Nested(() => OpsMaintenance) maintenance!: OpsMaintenance | null;
  @Maybe() @Text() announcement!: string;
  @Maybe() @Text() offer_poster!: string;
  @Note("The casino lobby's game source (SPEC §7): an https URL or a path under aws_url; empty for our own lobby") @Maybe() @Text() casino_url?: string;
}

/** One import-map change, newest first (GET /ops/modules/history). */
@Open()
export class ModuleHistoryEntry {
  @Int() id!: number;
  @Text() name!: string;
  @Maybe() @Text() url!: string | null;
  @Maybe() @Text() previous_url!: string | null;
  @Maybe() @Text() operator!: string | null;
  @Text() created_at!: string;
  @Text() action!: string;
  @Maybe() @Text() detail!: string;
}

@Open()
export class AuditEntry {
  @Int() id!: number;
  @Maybe() @Text() operator!: string;
  @Maybe() @Note('operator, player or system') @Text() actor_kind?: 'operator' | 'player' | 'system';
  @Text() created_at!: string;
  @Text() action!: string;
  @Maybe() @Text() target?: string | null;
  @Schema(ANY) before!: unknown;
  @Schema(ANY) after!: unknown;
}

@Open()
export class AuditPage {
  @ListOf(() => AuditEntry) items!: AuditEntry[];
  /** Give it as `before` for the next (older) page; null on the last one. */
  @Maybe() @Text() next_before!: string | null;
}

/** The actions the audit log holds, for the console's action filter. */
@Open()
export class AuditActions {
  @Texts() actions!: string[];
}

/** An operator account as /ops/operators lists it (issue 11 point 4). */
@Open()
export class OperatorAccount {
  @Text() id!: string;
  @Text() username!: string;
  @Note('viewer, agent, trader, risk or admin') @Text() role!: Role;
  @Flag() disabled!: boolean;
  @Flag() must_change_password!: boolean;
  @Text() created_at!: string;
  @Maybe() @Text() password_changed_at!: string | null;
}

@Open()
export class OperatorList {
  @ListOf(() => OperatorAccount) items!: OperatorAccount[];
}

/** GET /ops/modules/status: one import-map entry and whether it loads (issue 27). */
@Open()
export class ModuleStatus {
  @Text() name!: string;
  @Text() url!: string;
  @Flag() ok!: boolean;
  @Note('Why it fails, e.g. "/modules/x.js is not a file of the site\'s build (…): the site answers 404 for it"; null when it loads') @Maybe() @Text() reason!: string | null;
}

@Open()
export class ModuleStatusList {
  @ListOf(() => ModuleStatus) items!: ModuleStatus[];
  @Text() checked_at!: string;
}
