import type { Queryable } from '../db/db';
import type { Actor } from '../ops/actor';
import { writeAudit } from '../ops/audit';
import { bodyOf, optionalBool } from '../ops/input';
import { paiseToRupees, rupeesToPaise } from '../ops/money';
import { unprocessable } from '../http/errors';
import { REFER_CREDIT_TO, REFER_REWARD_KINDS, type ReferCreditTo, type ReferRewardKind } from '@khel/shared/contracts';

/** The reward rule (refer_config, one row): paise and basis points. */
export interface ReferConfig {
  enabled: boolean;
  kind: ReferRewardKind;
  fixedPaise: bigint;
  percentBp: number;
  minDepositPaise: bigint;
  capPerReferralPaise: bigint;
  capPerReferrerPaise: bigint;
  creditTo: ReferCreditTo;
  updatedAt: Date;
}

interface ConfigRow {
  enabled: boolean;
  kind: ReferRewardKind;
  fixed_paise: string;
  percent_bp: number;
  min_deposit_paise: string;
  cap_per_referral_paise: string;
  cap_per_referrer_paise: string;
  credit_to: ReferCreditTo;
  updated_at: Date;
}

const SELECT = `SELECT enabled, kind, fixed_paise::text, percent_bp, min_deposit_paise::text, cap_per_referral_paise::text,
  cap_per_referrer_paise::text, credit_to, updated_at FROM refer_config`;

function fromRow(r: ConfigRow): ReferConfig {
  return {
    enabled: r.enabled, kind: r.kind, fixedPaise: BigInt(r.fixed_paise), percentBp: r.percent_bp, minDepositPaise: BigInt(r.min_deposit_paise),
    capPerReferralPaise: BigInt(r.cap_per_referral_paise), capPerReferrerPaise: BigInt(r.cap_per_referrer_paise), creditTo: r.credit_to, updatedAt: r.updated_at,
  };
}

export async function getReferConfig(q: Queryable): Promise<ReferConfig> {
  const { rows } = await q.query<ConfigRow>(SELECT);
  return fromRow(rows[0]!);
}

const rupees = (p: bigint) => paiseToRupees(p) ?? 0;

/** The rule as the player reads it. */
export function ruleView(c: ReferConfig) {
  return {
    enabled: c.enabled, kind: c.kind, fixed_amount: rupees(c.fixedPaise), percent: c.percentBp / 100, min_deposit: rupees(c.minDepositPaise),
    cap_per_referral: rupees(c.capPerReferralPaise), credit_to: c.creditTo,
  };
}

/** The rule as operators read and edit it. */
export function opsConfigView(c: ReferConfig) {
  return { ...ruleView(c), cap_per_referrer: rupees(c.capPerReferrerPaise), updated_at: c.updatedAt.toISOString() };
}

/** The reward for a first deposit under the rule, before the referrer's total cap (0 when below the minimum). */
export function rewardFor(c: ReferConfig, depositPaise: bigint): bigint {
  if (depositPaise < c.minDepositPaise) return 0n;
  // Percent rounds down to the paisa: the house never pays a fraction more than the rule says.
  const raw = c.kind === 'fixed' ? c.fixedPaise : (depositPaise * BigInt(c.percentBp)) / 10_000n;
  return raw < c.capPerReferralPaise ? raw : c.capPerReferralPaise;
}

function amountField(body: Record<string, unknown>, key: string, maxRupees: number): bigint | undefined {
  if (body[key] === undefined) return undefined;
  const paise = rupeesToPaise(body[key], key, { allowZero: true });
  if (paise > BigInt(maxRupees) * 100n) throw unprocessable([`${key} must be at most ${maxRupees}`]);
  return paise;
}

function oneOf<T extends string>(body: Record<string, unknown>, key: string, values: readonly T[]): T | undefined {
  const v = body[key];
  if (v === undefined) return undefined;
  if (typeof v !== 'string' || !values.includes(v as T)) throw unprocessable([`${key} must be one of ${values.join(', ')}`]);
  return v as T;
}

/** Parses an operator's change (each failure a 422 naming the field); only the fields sent change. */
export function parseConfigChange(raw: unknown): Partial<Omit<ReferConfig, 'updatedAt'>> {
  const body = bodyOf(raw);
  const percent = body.percent;
  let percentBp: number | undefined;
  if (percent !== undefined) {
    if (typeof percent !== 'number' || !Number.isFinite(percent) || percent < 0 || percent > 100 || Math.round(percent * 100) !== percent * 100) {
      throw unprocessable(['percent must be a number from 0 to 100 with at most 2 decimals']);
    }
    percentBp = Math.round(percent * 100);
  }
  const change = {
    enabled: optionalBool(body, 'enabled'),
    kind: oneOf(body, 'kind', REFER_REWARD_KINDS),
    fixedPaise: amountField(body, 'fixed_amount', 100_000),
    percentBp,
    minDepositPaise: amountField(body, 'min_deposit', 10_000_000),
    capPerReferralPaise: amountField(body, 'cap_per_referral', 100_000),
    capPerReferrerPaise: amountField(body, 'cap_per_referrer', 10_000_000),
    creditTo: oneOf(body, 'credit_to', REFER_CREDIT_TO),
  };
  return Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined));
}

/** Applies an operator's change in the caller's transaction, audited with the rule before and after. */
export async function updateReferConfig(q: Queryable, change: Partial<Omit<ReferConfig, 'updatedAt'>>, actor: Actor, now: Date): Promise<ReferConfig> {
  const before = await getReferConfig(q);
  const next = { ...before, ...change };
  const { rows } = await q.query<ConfigRow>(
    `UPDATE refer_config SET enabled = $1, kind = $2, fixed_paise = $3, percent_bp = $4, min_deposit_paise = $5, cap_per_referral_paise = $6,
       cap_per_referrer_paise = $7, credit_to = $8, updated_at = $9
     RETURNING enabled, kind, fixed_paise::text, percent_bp, min_deposit_paise::text, cap_per_referral_paise::text, cap_per_referrer_paise::text, credit_to, updated_at`,
    [next.enabled, next.kind, next.fixedPaise.toString(), next.percentBp, next.minDepositPaise.toString(), next.capPerReferralPaise.toString(),
      next.capPerReferrerPaise.toString(), next.creditTo, now],
  );
  const after = fromRow(rows[0]!);
  await writeAudit(q, { actor, action: 'refer.config', target: 'refer_config', before: opsConfigView(before), after: opsConfigView(after), at: now });
  return after;
}
