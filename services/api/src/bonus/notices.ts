import type { Queryable } from '../db/db';
import { notify } from '../notifications/inbox';
import { notificationText } from '../notifications/texts';
import { rupeesText } from '../wallet/money';
import type { Award } from './awards';

/**
 * The player's notifications about a bonus (kind 'bonus'), in the caller's transaction, once per bonus and event
 * (dedupe key bonus:<id>:<event>). Titles and bodies are translation keys (texts/bonus.ts) with their params.
 */
export const BONUS_NOTICES = {
  offered: { title: 'Bonus offer', body: 'A ₹{{amount}} bonus is waiting for you. Claim it on the Bonus page.' },
  granted: { title: 'Bonus granted', body: '₹{{amount}} bonus added. Wager ₹{{required}} to release it to your main wallet.' },
  released: { title: 'Bonus released', body: 'Your ₹{{amount}} bonus is now in your main wallet.' },
  forfeited: { title: 'Bonus forfeited', body: 'Your ₹{{amount}} bonus was forfeited because you withdrew before it was released.' },
  expired: { title: 'Bonus expired', body: 'Your ₹{{amount}} bonus expired before the wagering was completed.' },
  reclaimed: {
    title: 'Bonus back to wagering',
    body: 'A settlement was rolled back, so the bets that released your bonus no longer count. ₹{{amount}} was taken back from your main wallet.',
  },
} as const;
export type BonusNotice = keyof typeof BONUS_NOTICES;

export async function tellBonus(q: Queryable, award: Award, event: BonusNotice, at: Date, dedupeSuffix = ''): Promise<void> {
  const text = notificationText(BONUS_NOTICES[event], { amount: rupeesText(award.amount), required: rupeesText(award.wageringRequired) });
  await notify(q, {
    userId: award.userId,
    kind: 'bonus',
    title: text.title,
    body: text.body,
    data: { bonusId: award.id, event, ...text.data },
    at,
    dedupeKey: `bonus:${award.id}:${event}${dedupeSuffix}`,
  });
}
