/**
 * Player protection (issue 15 part 5): the forms of the responsible-gaming page and the /user/api/protection
 * routes validate with these classes; the date-of-birth rule is also RegisterDto's (./user.ts).
 */
import { IsIn, ValidateBy, type ValidationArguments } from 'class-validator';
import { parseRupees, WHOLE_RUPEES } from '../money';

export const LIMIT_KINDS = ['deposit', 'loss'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
export const LIMIT_PERIODS = ['24h', '7d', '30d'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];
export const LIMIT_PERIOD_MS: Record<LimitPeriod, number> = { '24h': 86_400_000, '7d': 7 * 86_400_000, '30d': 30 * 86_400_000 };
/** Time-out: whole days from 1 (24 hours) to 42 (6 weeks). */
export const TIME_OUT_DAYS = { min: 1, max: 42 } as const;
/** Self-exclusion: whole months from 6 to 60 (5 years). */
export const SELF_EXCLUSION_MONTHS = { min: 6, max: 60 } as const;
/** Reality check: minutes between reminders; 0 is off. The default (no choice made) is 60. */
export const REALITY_CHECK_CHOICES = [0, 15, 30, 45, 60, 90, 120] as const;
export const REALITY_CHECK_DEFAULT = 60;
/** An increase (or removal) of a limit can be confirmed this long after it was asked for. */
export const LIMIT_INCREASE_WAIT_MS = 86_400_000;

export const PROTECTION_MESSAGES = {
  dobRequired: 'Please Enter Date of Birth',
  dobFormat: 'Date of birth must be a real date (YYYY-MM-DD)',
  underAge: 'You must be 18 or older to sign up',
  limitKind: 'Limit kind must be deposit or loss',
  limitPeriod: 'Limit period must be 24h, 7d or 30d',
  limitAmount: 'Limit amount must be whole rupees, at least 1',
  timeOutDays: 'Time-out must be from 1 to 42 days',
  selfExclusionMonths: 'Self-exclusion must be from 6 to 60 months',
  realityCheckMinutes: 'Reality check must be one of 0, 15, 30, 45, 60, 90 or 120 minutes',
} as const;

const M = PROTECTION_MESSAGES;

function Rule(name: string, message: string, test: (value: unknown) => boolean): PropertyDecorator {
  return ValidateBy({ name, validator: { validate: (value: unknown, _args?: ValidationArguments) => test(value) } }, { message });
}

const DOB_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD, from 1900 on. */
export function isDateOfBirth(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = DOB_PATTERN.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return y >= 1900 && date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** Today's date in India (UTC+5:30, no daylight saving) as YYYY-MM-DD. */
export function indiaDate(now: Date): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/**
 * Whether someone born on `dob` is 18 or older on India's date at `now`: the 18th birthday has come (someone born on
 * 29 February comes of age on 1 March in a common year). The server calls it with its own clock.
 */
export function isAdultOn(dob: string, now: Date): boolean {
  const today = indiaDate(now);
  const cutoff = `${String(Number(today.slice(0, 4)) - 18).padStart(4, '0')}${today.slice(4)}`;
  return dob <= cutoff;
}

/** RegisterDto's date_of_birth: required, a real date, 18 or older today. */
export function DateOfBirth(): PropertyDecorator {
  return (target, key) => {
    Rule('dobRequired', M.dobRequired, (v) => v !== undefined && v !== null && v !== '')(target, key);
    Rule('dobFormat', M.dobFormat, (v) => v === undefined || v === null || v === '' || isDateOfBirth(v))(target, key);
    Rule('adult', M.underAge, (v) => !isDateOfBirth(v) || isAdultOn(v, new Date()))(target, key);
  };
}

const isLimitAmount = (v: unknown) => parseRupees(v, { ...WHOLE_RUPEES, wholeDigits: 9 }).ok;
const isWholeIn = (min: number, max: number) => (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

/** Which limit: POST /user/api/protection/limit/{confirm,cancel,remove}. */
export class LimitRefDto {
  @IsIn(LIMIT_KINDS, { message: M.limitKind }) kind!: LimitKind;
  @IsIn(LIMIT_PERIODS, { message: M.limitPeriod }) period!: LimitPeriod;
}

/** POST /user/api/protection/limit: a new limit in whole rupees (a decrease applies at once, an increase waits). */
export class SetLimitDto extends LimitRefDto {
  @Rule('limitAmount', M.limitAmount, isLimitAmount) amount!: number;
}

export class TimeOutDto {
  @Rule('timeOutDays', M.timeOutDays, isWholeIn(TIME_OUT_DAYS.min, TIME_OUT_DAYS.max)) days!: number;
}

export class SelfExclusionDto {
  @Rule('selfExclusionMonths', M.selfExclusionMonths, isWholeIn(SELF_EXCLUSION_MONTHS.min, SELF_EXCLUSION_MONTHS.max)) months!: number;
}

export class RealityCheckDto {
  @Rule('realityCheckMinutes', M.realityCheckMinutes, (v) => (REALITY_CHECK_CHOICES as readonly unknown[]).includes(v)) minutes!: number;
}

/**
 * The console's protection calls (issue 27 L3): an operator gives a reason for every break they apply and for every
 * correction; English only, as the console is.
 */
export const OPERATOR_PROTECTION_MESSAGES = {
  reason: 'Please give a reason of 3 to 500 characters',
  correctWhat: 'what must be time_out or self_exclusion',
} as const;

const OPERATOR_REASON = { min: 3, max: 500 } as const;
const Reason = () =>
  Rule('operatorReason', OPERATOR_PROTECTION_MESSAGES.reason, (v) => typeof v === 'string' && v.trim().length >= OPERATOR_REASON.min && v.length <= OPERATOR_REASON.max);

export class OperatorTimeOutDto extends TimeOutDto {
  @Reason() reason!: string;
}

export class OperatorSelfExclusionDto extends SelfExclusionDto {
  @Reason() reason!: string;
}

/** An admin puts back what a player had before an operator's break (within 24 hours of it). */
export class ProtectionCorrectionDto {
  @IsIn(['time_out', 'self_exclusion'], { message: OPERATOR_PROTECTION_MESSAGES.correctWhat }) what!: 'time_out' | 'self_exclusion';
  @Reason() reason!: string;
}
