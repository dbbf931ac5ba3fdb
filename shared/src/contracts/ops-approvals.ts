/**
 * /ops/approvals and /ops/controls (issue 27): actions waiting for a second operator, and the limits above which
 * an action waits. Amounts in rupees.
 */
import { Flag, Int, ListOf, Maybe, Note, Num, OneOf, Open, Schema, Text } from './fields';

export const APPROVAL_STATUS_NAMES = ['pending', 'approved', 'rejected', 'superseded', 'cancelled'] as const;
export type ApprovalStatusName = (typeof APPROVAL_STATUS_NAMES)[number];

@Open()
export class OpsApproval {
  @Text() id!: string;
  @Note('request.approve, sports.result, sports.prices, matka.result or protection.self_exclusion') @Text() kind!: string;
  /** What kind of action, in words ("Settle or void a sports market"). */
  @Text() what!: string;
  @Text() target!: string;
  /** The action in one line ("Settle market 12 (Match Odds): Home wins; the house pays ₹4,94,500.00"). */
  @Text() summary!: string;
  /** Why it needs a second operator ("The house pays ₹4,94,500.00, above the ₹50,000.00 limit"). */
  @Text() reason!: string;
  @OneOf(APPROVAL_STATUS_NAMES) status!: ApprovalStatusName;
  @Text() proposed_by!: string;
  @Text() proposed_at!: string;
  @Maybe() @Text() decided_by?: string | null;
  @Maybe() @Text() decided_at?: string | null;
  @Maybe() @Text() note?: string | null;
  /** The action's details as proposed (what a second operator approves exactly). */
  @Schema({ type: 'object', additionalProperties: true }) payload!: Record<string, unknown>;
  /** Who may approve it: holders of this permission, or of approvals.decide. */
  @Maybe() @Text() approver_permission?: string | null;
}

@Open()
export class OpsApprovalPage {
  @ListOf(() => OpsApproval) items!: OpsApproval[];
  /** Give it as `before` for the next page; null on the last one. */
  @Maybe() @Text() next_before!: string | null;
}

@Open()
export class OpsControls {
  @Note('Rupees: a withdrawal approved for more needs a second operator') @Num() withdrawal_limit!: number;
  @Note('Rupees: a deposit approved for more needs a second operator') @Num() deposit_limit!: number;
  @Note('Rupees: a sports settlement or void whose net house liability is more needs a second operator') @Num() settlement_limit!: number;
  @Note('Percent: a hand price moving the best odds (or a fancy line) more than this needs a second operator') @Int() price_jump_percent!: number;
  @Note('Every manual matka result or void needs a second operator') @Flag() matka_result_second_operator!: boolean;
  @Text() updated_at!: string;
  @Maybe() @Text() updated_by?: string | null;
}

/** PUT /ops/controls: the fields sent change (checked by src/ops/controls.ts). */
export class OpsControlsBody {
  @Maybe() @Num() withdrawal_limit?: number;
  @Maybe() @Num() deposit_limit?: number;
  @Maybe() @Num() settlement_limit?: number;
  @Maybe() @Int() price_jump_percent?: number;
  @Maybe() @Flag() matka_result_second_operator?: boolean;
}
