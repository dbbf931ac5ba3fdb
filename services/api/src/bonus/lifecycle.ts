import type { SettlementRolledBack } from '../account-events/events';
import type { Queryable } from '../db/db';
import { getPlayerBalances, houseAccount, playerAccounts, post } from '../ledger';
import { badRequest } from '../http/errors';
import { protectionStanding } from '../protection/standing';
import { AWARD_COLUMNS, awardById, closeLocked, heldAmount, insertOffer, lockedAward, lockOffer, lockPlayerAccounts, toAward, type Award, type AwardRow, type NewAward } from './awards';
import { tellBonus } from './notices';
import { readBonusSettings, wageringRequired } from './settings';
import { readWagering } from './wagering';

export const BONUS_MESSAGES = {
  notFound: 'Bonus not found',
  notClaimable: 'This bonus cannot be claimed',
  offerExpired: 'This offer has expired',
  oneAtATime: 'Finish your active bonus before you claim another',
  noOffers: 'Bonus offers are paused on your account',
} as const;

/**
 * Whether a player may get a new bonus: not a demo player, not blocked, and not in a time-out or self-exclusion
 * (PROTECT's protectionStanding: a player who asked for a break is offered nothing).
 */
export async function mayReceiveOffers(q: Queryable, userId: string, now: Date): Promise<boolean> {
  const { rows } = await q.query<{ is_demo: boolean; blocked: boolean }>('SELECT is_demo, blocked FROM users WHERE id = $1', [userId]);
  if (!rows[0] || rows[0].is_demo || rows[0].blocked) return false;
  return (await protectionStanding(q, userId, now)).canReceiveOffers;
}

/**
 * Offers a bonus (once per source key). With `autoLock` and no bonus wagering already, it starts at once (the
 * payment bonus and an operator's grant); otherwise it waits as a claimable offer (the welcome bonus, or any bonus
 * while another one wagers). Returns null when the player may not receive offers or the source made one already.
 */
export async function offerBonus(q: Queryable, a: NewAward, opts: { autoLock: boolean }): Promise<Award | null> {
  if (!(await mayReceiveOffers(q, a.userId, a.now))) return null;
  await lockPlayerAccounts(q, a.userId);
  const offered = await insertOffer(q, a);
  if (!offered) return null;
  if (opts.autoLock && !(await lockedAward(q, a.userId))) return startWagering(q, offered, a.now);
  await tellBonus(q, offered, 'offered', a.now);
  return offered;
}

async function startWagering(q: Queryable, offer: Award, now: Date): Promise<Award> {
  const locked = await lockOffer(q, offer, now);
  await tellBonus(q, locked, 'granted', now);
  // A zero multiple is met at once.
  return (await settleWagering(q, locked.userId, now)) ?? locked;
}

/**
 * The player claims an offer: it starts wagering (only one bonus wagers at a time). Refusals are 400s: the
 * player's client shows a 400's message (SPEC §8) and a generic text for other statuses.
 */
export async function claimBonus(q: Queryable, userId: string, bonusId: string, now: Date): Promise<Award> {
  await lockPlayerAccounts(q, userId);
  const award = await awardById(q, bonusId, true);
  if (!award || award.userId !== userId) throw badRequest(BONUS_MESSAGES.notFound);
  if (award.status !== 'offered') throw badRequest(BONUS_MESSAGES.notClaimable);
  if (award.offerExpiresAt && award.offerExpiresAt.getTime() <= now.getTime()) throw badRequest(BONUS_MESSAGES.offerExpired);
  if (!(await mayReceiveOffers(q, userId, now))) throw badRequest(BONUS_MESSAGES.noOffers);
  if (await lockedAward(q, userId)) throw badRequest(BONUS_MESSAGES.oneAtATime);
  return startWagering(q, award, now);
}

/**
 * After bets settle: the player's locked bonus is released when its wagering is met (bonus -> cash), or expires
 * when its time is up (bonus -> house). The award's row lock and its status make this happen once however many
 * settlements run at once; the posting's idempotency key is the second guard. Returns the bonus as it stands.
 */
export async function settleWagering(q: Queryable, userId: string, now: Date): Promise<Award | null> {
  await lockPlayerAccounts(q, userId);
  const award = await lockedAward(q, userId);
  if (!award) return null;
  const w = await readWagering(q, award);
  if (award.expiresAt && award.expiresAt.getTime() <= now.getTime() && !w.met) return closeAndTell(q, award, 'expired', now, w.wagered);
  if (!w.met) return award;
  return closeAndTell(q, award, 'released', now, w.wagered);
}

/** A withdrawal request before release forfeits the locked bonus (in the withdrawal's transaction). */
export async function forfeitOnWithdrawal(q: Queryable, a: { userId: string; withdrawalId: string; now: Date }): Promise<Award | null> {
  await lockPlayerAccounts(q, a.userId);
  const award = await lockedAward(q, a.userId);
  if (!award) return null;
  const w = await readWagering(q, award);
  // Met but not yet released (a settlement's listener did not run): release rather than forfeit what was earned.
  if (w.met) return closeAndTell(q, award, 'released', a.now, w.wagered);
  return closeAndTell(q, award, 'forfeited', a.now, w.wagered, a.withdrawalId);
}

async function closeAndTell(q: Queryable, award: Award, to: 'released' | 'forfeited' | 'expired', now: Date, wagered: bigint, withdrawalId?: string): Promise<Award> {
  const closed = await closeLocked(q, award, to, { now, wagered, withdrawalId });
  // After a rollback reopened it, the notice names what the bonus account held and is told again (its own dedupe key).
  await tellBonus(q, { ...closed, amount: heldAmount(award) }, to, now, award.reopened > 0 ? `:${award.reopened}` : '');
  return closed;
}

/**
 * A settlement was rolled back (issue 26 finding 5): each bonus of the player that was released while the run's bets
 * counted toward it, and whose wagering is no longer met without them, goes back to wagering. What its release paid
 * is taken back from cash to the bonus account (or what is left of the cash: the rest, already withdrawn or lost, is
 * the award's `shortfall`, recorded in bonus_clawbacks for the operator); when another bonus is wagering by now, the
 * part taken back returns to the house and the award is forfeited instead (one bonus wagers at a time). Under the
 * player's account locks, in the rollback's transaction; the run names each clawback once (a replay does nothing).
 */
export async function reopenOnRollback(q: Queryable, userId: string, e: Pick<SettlementRolledBack, 'product' | 'runId' | 'reason' | 'at'>): Promise<Award[]> {
  await lockPlayerAccounts(q, userId);
  const { rows } = await q.query<AwardRow>(
    `SELECT ${AWARD_COLUMNS} FROM bonus_awards a
      WHERE a.user_id = $1 AND a.status = 'released' AND a.locked_at IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM bonus_clawbacks c WHERE c.award_id = a.id AND c.run_id = $2)
        AND EXISTS (SELECT 1 FROM bet_settlements s JOIN bets b ON b.id = s.bet_id
                     WHERE s.run_id = $2 AND s.user_id = $1 AND b.placed_at >= a.locked_at AND b.placed_at < a.closed_at)
      ORDER BY a.id FOR UPDATE`,
    [userId, e.runId],
  );
  const reopened: Award[] = [];
  for (const award of rows.map(toAward)) {
    if ((await readWagering(q, award)).met) continue; // other bets still meet it: the release stands
    const accounts = await playerAccounts(q, userId);
    const held = heldAmount(award);
    const cash = (await getPlayerBalances(q, userId)).cash;
    const taken = cash < held ? cash : held;
    const short = held - taken;
    const wagering = await lockedAward(q, userId);
    const n = award.reopened + 1;
    const posting = taken > 0n
      ? await post(q, {
          kind: 'bonus_clawback',
          idempotencyKey: `bonus:${award.id}:clawback:${n}`,
          memo: { bonus_id: award.id, product: e.product, run_id: e.runId, shortfall: short.toString() },
          lines: [{ accountId: accounts.cash, amount: -taken }, { accountId: wagering ? await houseAccount(q, 'bonus', userId) : accounts.bonus, amount: taken }],
        })
      : null;
    await q.query(
      wagering
        ? `UPDATE bonus_awards SET status = 'forfeited', reopened = $2, shortfall = shortfall + $3, closed_at = $4 WHERE id = $1`
        : `UPDATE bonus_awards SET status = 'locked', reopened = $2, shortfall = shortfall + $3, closed_at = NULL, close_posting_id = NULL,
                  wagered_at_close = NULL WHERE id = $1`,
      wagering ? [award.id, n, short.toString(), e.at] : [award.id, n, short.toString()],
    );
    await q.query(
      `INSERT INTO bonus_clawbacks (award_id, user_id, product, run_id, taken, shortfall, posting_id, reason, at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [award.id, userId, e.product, e.runId, taken.toString(), short.toString(), posting?.transactionId ?? null, e.reason, e.at],
    );
    const after: Award = {
      ...award, status: wagering ? 'forfeited' : 'locked', reopened: n, shortfall: award.shortfall + short,
      closedAt: wagering ? e.at : null, wageredAtClose: wagering ? award.wageredAtClose : null,
    };
    await tellBonus(q, { ...after, amount: taken }, 'reclaimed', e.at, `:${n}`);
    q.playersChanged([userId]);
    reopened.push(after);
  }
  return reopened;
}

/**
 * A bonus on the site's terms (its wagering multiple, contributions, expiry), for the other parts that give one:
 * REFER's reward paid "to the bonus wallet" belongs here rather than straight on the bonus account, so it wagers
 * and is released like any bonus. Once per sourceKey; null when the player may not receive offers.
 */
export async function awardSiteBonus(
  q: Queryable,
  a: { userId: string; siteId: string | null; kind: Award['kind']; amount: bigint; sourceKey: string; note?: string | null; now: Date; autoLock?: boolean },
): Promise<Award | null> {
  const s = await readBonusSettings(q, a.siteId);
  return offerBonus(q, {
    userId: a.userId, siteId: a.siteId, kind: a.kind, amount: a.amount, wageringRequired: wageringRequired(a.amount, s.wageringMultipleX100),
    contributions: s.contributions, expiryDays: s.expiryDays, offerDays: s.offerDays, sourceKey: a.sourceKey, note: a.note ?? null, now: a.now,
  }, { autoLock: a.autoLock ?? true });
}
