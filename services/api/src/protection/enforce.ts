import { LIMIT_PERIOD_MS, type LimitPeriod } from '@khel/shared/validation';
import type { Queryable } from '../db/db';
import { ApiError } from '../http/errors';
import { PROTECTION_TEXT as T } from './messages';
import { protectionStanding, type ProtectionStanding } from './standing';
import { activeLimits, depositsCounted, lockPlayerLimits, lossUsage, sumSince } from './usage';

/**
 * Where the limits and breaks are enforced. Every check takes the player's limit lock (usage.ts) in the caller's
 * transaction and reads what committed before it: two deposits (or two bets) of one player made at the same moment
 * are checked one after the other, so together they cannot pass a limit.
 */
export class ProtectionRefused extends ApiError {
  constructor(message: string, readonly reason: 'break' | 'deposit_limit' | 'loss_limit') {
    super(400, message);
  }
}

/** Refuses betting or depositing during a time-out or a self-exclusion (the message says until when). */
export function refuseIfOnBreak(standing: Pick<ProtectionStanding, 'selfExcludedUntil' | 'timeOutUntil'>): void {
  if (standing.selfExcludedUntil) throw new ProtectionRefused(T.selfExcluded(standing.selfExcludedUntil), 'break');
  if (standing.timeOutUntil) throw new ProtectionRefused(T.timedOut(standing.timeOutUntil), 'break');
}

/**
 * A new deposit request of `amount`: refused on a break or when it would pass a deposit limit, with the moment the
 * same amount can be deposited (the latest of the limits it passes). Call at the start of the transaction that
 * records the request.
 */
export async function checkDeposit(q: Queryable, userId: string, amount: bigint, now: Date): Promise<void> {
  await lockPlayerLimits(q, userId, 'deposit');
  refuseIfOnBreak(await protectionStanding(q, userId, now));
  const limits = await activeLimits(q, userId, 'deposit');
  if (!limits.length) return;
  const deposits = await depositsCounted(q, userId, now);
  let refusal: { when: number; message: string } | null = null;
  for (const l of limits) {
    if (amount > l.amount) throw new ProtectionRefused(T.depositAboveLimit(l.period, l.amount), 'deposit_limit');
    const start = now.getTime() - LIMIT_PERIOD_MS[l.period];
    const used = sumSince(deposits, start);
    if (used + amount <= l.amount) continue;
    // The rolling window drops its oldest deposits one by one: the first moment the rest plus this one fits.
    let rest = used;
    let when = now.getTime();
    for (const d of deposits) {
      if (d.at.getTime() <= start) continue;
      rest -= d.amount;
      when = d.at.getTime() + LIMIT_PERIOD_MS[l.period];
      if (rest + amount <= l.amount) break;
    }
    const room = l.amount > used ? l.amount - used : 0n;
    if (!refusal || when > refusal.when) refusal = { when, message: T.depositOverLimit(l.period, l.amount, room, new Date(when)) };
  }
  if (refusal) throw new ProtectionRefused(refusal.message, 'deposit_limit');
}

/**
 * A bet's loss-limit check, as the LAST step of the transaction that wrote the bet (its stake or liability is then
 * in the open exposure): refused, rolling the bet back, when net loss plus open bets passes a loss limit.
 */
export async function checkLossAfterBet(q: Queryable, userId: string, now: Date): Promise<void> {
  await lockPlayerLimits(q, userId, 'loss');
  const limits = await activeLimits(q, userId, 'loss');
  if (!limits.length) return;
  const usage = await lossUsage(q, userId, now);
  for (const l of limits) {
    if (usage.settled[l.period] + usage.open > l.amount) throw new ProtectionRefused(T.lossOverLimit(l.period, l.amount), 'loss_limit');
  }
}

/** What the deposit screen asks before it shows any payment details (issue 31 item 4): depositStanding(). */
export interface DepositStandingView {
  /** false on a break, or when a deposit limit leaves no room now */
  canDeposit: boolean;
  reason: 'self_excluded' | 'timed_out' | 'deposit_limit' | null;
  /** when the break ends, or when the limit next leaves room */
  until: Date | null;
  /** the refusal in the player's words (the same text a deposit request would be refused with) */
  message: string | null;
  /** the most that can be deposited now under the player's deposit limits (paise); null: no deposit limit */
  headroom: bigint | null;
  /** the limit that leaves the least room */
  limit: { period: LimitPeriod; amount: bigint } | null;
}

/**
 * Protection before payment: on a break, why and until when; under deposit limits, the room left now (the least
 * of the windows) and, with none, when some opens. A read (no lock): the deposit request checks again under its
 * lock (checkDeposit), so a deposit made in between is never let through.
 */
export async function depositStanding(q: Queryable, userId: string, now: Date): Promise<DepositStandingView> {
  const standing = await protectionStanding(q, userId, now);
  if (standing.selfExcludedUntil) {
    return { canDeposit: false, reason: 'self_excluded', until: standing.selfExcludedUntil, message: T.selfExcluded(standing.selfExcludedUntil), headroom: null, limit: null };
  }
  if (standing.timeOutUntil) {
    return { canDeposit: false, reason: 'timed_out', until: standing.timeOutUntil, message: T.timedOut(standing.timeOutUntil), headroom: null, limit: null };
  }
  const limits = await activeLimits(q, userId, 'deposit');
  if (!limits.length) return { canDeposit: true, reason: null, until: null, message: null, headroom: null, limit: null };
  const deposits = await depositsCounted(q, userId, now);
  let least: { room: bigint; period: LimitPeriod; amount: bigint; opens: number } | null = null;
  for (const l of limits) {
    const start = now.getTime() - LIMIT_PERIOD_MS[l.period];
    const used = sumSince(deposits, start);
    const room = l.amount > used ? l.amount - used : 0n;
    // With no room, the window's oldest deposit leaving it is when some opens.
    const oldest = deposits.find((d) => d.at.getTime() > start);
    const opens = oldest ? oldest.at.getTime() + LIMIT_PERIOD_MS[l.period] : now.getTime();
    if (!least || room < least.room || (room === least.room && opens > least.opens)) least = { room, period: l.period, amount: l.amount, opens };
  }
  const l = least!;
  const limit = { period: l.period, amount: l.amount };
  if (l.room > 0n) return { canDeposit: true, reason: null, until: null, message: null, headroom: l.room, limit };
  const until = new Date(l.opens);
  return { canDeposit: false, reason: 'deposit_limit', until, message: T.depositLimitReached(l.period, l.amount, until), headroom: 0n, limit };
}
