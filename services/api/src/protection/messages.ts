import { formatAtOffset, formatRupees, IST_OFFSET_MINUTES, type LimitKind, type LimitPeriod } from '@khel/shared/validation';
import { notificationText } from '../notifications/texts';

/**
 * The protection refusals and notices, in English (Hindi in services/site/texts/protection.ts). Times are written
 * as the site's shared date format writes them ('hh:mmA | DD MMM YYYY', shared/src/format/at-offset.ts) in IST.
 */

/** A time as the site's shared date format writes it, in IST, named. */
export const istText = (date: Date): string => `${formatAtOffset(date, IST_OFFSET_MINUTES)} IST`;

export const PERIOD_LABEL: Record<LimitPeriod, string> = { '24h': '24-hour', '7d': '7-day', '30d': '30-day' };
const rupees = (paise: bigint) => formatRupees(paise);

export const PROTECTION_TEXT = {
  timedOut: (until: Date) => `You are on a time-out until ${istText(until)}. Betting and deposits are closed until then; withdrawals stay open.`,
  selfExcluded: (until: Date) => `You are self-excluded until ${istText(until)}. Betting and deposits are closed; withdrawals stay open.`,
  depositAboveLimit: (period: LimitPeriod, limit: bigint) => `This deposit is more than your ${PERIOD_LABEL[period]} deposit limit of ${rupees(limit)}.`,
  depositOverLimit: (period: LimitPeriod, limit: bigint, now: bigint, when: Date) =>
    `This deposit would pass your ${PERIOD_LABEL[period]} deposit limit of ${rupees(limit)}. You can deposit up to ${rupees(now)} now, or this amount from ${istText(when)}.`,
  depositLimitReached: (period: LimitPeriod, limit: bigint, when: Date) =>
    `You have reached your ${PERIOD_LABEL[period]} deposit limit of ${rupees(limit)}. You can deposit again from ${istText(when)}.`,
  lossOverLimit: (period: LimitPeriod, limit: bigint) =>
    `This bet would pass your ${PERIOD_LABEL[period]} loss limit of ${rupees(limit)} (settled losses and open bets count).`,
  limitApplied: 'Your limit is in force now',
  limitIncreaseWaits: (when: Date) => `Your new limit can be confirmed from ${istText(when)}. Until then the current limit stays.`,
  limitRemoved: 'Your limit is removed',
  limitUnchanged: 'That is already your limit',
  confirmTooEarly: (when: Date) => `This change can be confirmed from ${istText(when)}.`,
  nothingPending: 'There is no change waiting for confirmation',
  pendingCancelled: 'The change you asked for is cancelled',
  noLimit: 'There is no limit to remove',
  timeOutSet: (until: Date) => `Your time-out runs until ${istText(until)}.`,
  selfExclusionSet: (until: Date) => `You are self-excluded until ${istText(until)}.`,
  cannotShorten: (what: 'time-out' | 'self-exclusion', until: Date) => `Your ${what} runs until ${istText(until)} and cannot be shortened.`,
  realityCheckSaved: 'Reality check saved',
  playerNotFound: 'Player not found',
} as const;

/**
 * The notice of a limit taking effect (notify(): the inbox, a toast, a push), through notificationText so it carries
 * data.t: its keys are these English texts, one per kind, period and change (Hindi in texts/notifications.ts).
 */
export function limitNotice(kind: LimitKind, period: LimitPeriod, amount: bigint | null) {
  const what = `${PERIOD_LABEL[period]} ${kind} limit`;
  const keys = { title: 'Limit in force', body: amount === null ? `Your ${what} is removed.` : `Your ${what} is now {{amount}}.` };
  return notificationText(keys, amount === null ? {} : { amount: rupees(amount) });
}
