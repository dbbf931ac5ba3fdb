import type { ReferRefusal } from '@khel/shared/contracts';
import type { DepositDecided } from '../account-events/events';
import type { Queryable } from '../db/db';
import { awardSiteBonus } from '../bonus/lifecycle';
import { creditPlayer } from '../ledger';
import { notify } from '../notifications/inbox';
import { paiseToRupees } from '../ops/money';
import { getReferConfig, rewardFor } from './config';
import { abuseRefusal, referralFacts } from './eligibility';
import { maskName } from './mask';

export type RewardOutcome =
  | { kind: 'none' }
  | { kind: 'paid'; amountPaise: bigint; referrerId: string }
  | { kind: 'refused'; reason: ReferRefusal; referrerId: string };

/** Players referred through a code (at sign-up, or set later, which is refused), with the referrer. */
async function referrerOf(q: Queryable, userId: string): Promise<{ referrerId: string; userName: string } | undefined> {
  const { rows } = await q.query<{ referrer_id: string | null; user_name: string }>(
    `SELECT COALESCE(u.referred_by, s.referrer_id)::text AS referrer_id, u.user_name
       FROM users u LEFT JOIN signup_records s ON s.user_id = u.id WHERE u.id = $1`,
    [userId],
  );
  const row = rows[0];
  return row?.referrer_id ? { referrerId: row.referrer_id, userName: row.user_name } : undefined;
}

async function decided(q: Queryable, referredId: string): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM refer_rewards WHERE referred_id = $1', [referredId]);
  return rows.length > 0;
}

/** Another approved deposit of this player: this one is not their first (one approved before refer existed included). */
async function hadEarlierDeposit(q: Queryable, userId: string, requestId: string): Promise<boolean> {
  const { rows } = await q.query(
    `SELECT 1 FROM wallet_transactions WHERE user_id = $1 AND id <> $2 AND type IN ('client_deposit', 'manual_deposit')
       AND status = 'approve_completed' LIMIT 1`,
    [userId, requestId],
  );
  return rows.length > 0;
}

async function paidToReferrer(q: Queryable, referrerId: string): Promise<bigint> {
  const { rows } = await q.query<{ total: string }>(
    "SELECT COALESCE(sum(amount_paise), 0)::text AS total FROM refer_rewards WHERE referrer_id = $1 AND status = 'paid'",
    [referrerId],
  );
  return BigInt(rows[0]!.total);
}

/**
 * The referral decision on a referred player's first approved deposit, in the approval's transaction: paid from
 * the house's bonus purpose into the referrer's cash or bonus (the rule says which), or refused with the reason.
 * Exactly once per referred player: the referrer's advisory lock serialises two approvals racing (and the
 * referrer's cap across their referred players); after it the decision is read again, the refer_rewards row is
 * unique per referred player and the posting carries the idempotency key refer:<referred id>.
 */
export async function decideReferReward(q: Queryable, e: DepositDecided): Promise<RewardOutcome> {
  if (e.outcome !== 'approved') return { kind: 'none' };
  const referral = await referrerOf(q, e.userId);
  if (!referral || (await decided(q, e.userId))) return { kind: 'none' };
  const { referrerId } = referral;
  await q.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 7152))', [`refer:${referrerId}`]);
  if ((await decided(q, e.userId)) || (await hadEarlierDeposit(q, e.userId, e.requestId))) return { kind: 'none' };

  const config = await getReferConfig(q);
  const facts = await referralFacts(q, e.userId, referrerId, e.at);
  let reason: ReferRefusal | null = abuseRefusal(facts);
  let amount = 0n;
  if (!reason && !config.enabled) reason = 'disabled';
  if (!reason) {
    amount = rewardFor(config, e.amountPaise);
    if (amount === 0n) reason = 'below_minimum';
  }
  if (!reason) {
    const left = config.capPerReferrerPaise - (await paidToReferrer(q, referrerId));
    if (left < amount) amount = left > 0n ? left : 0n;
    if (amount === 0n) reason = 'referrer_cap_reached';
  }

  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO refer_rewards (referred_id, referrer_id, deposit_request_id, deposit_paise, status, reason, amount_paise, credited_to, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (referred_id) DO NOTHING RETURNING id::text AS id`,
    [e.userId, referrerId, e.requestId, e.amountPaise.toString(), reason ? 'refused' : 'paid', reason, amount.toString(), reason ? null : config.creditTo, e.at],
  );
  if (!rows[0]) return { kind: 'none' };
  if (reason) return { kind: 'refused', reason, referrerId };

  const params = { amount: paiseToRupees(amount) ?? 0, name: maskName(referral.userName) };
  if (config.creditTo === 'bonus') {
    // Into the bonus wallet as a bonus on the site's terms (BONUS's awardSiteBonus): it wagers and is released like
    // any bonus, once per referred player (its source key); BONUS makes the posting from house:bonus.
    await awardSiteBonus(q, { userId: referrerId, siteId: e.siteId, kind: 'refer', amount, sourceKey: `refer:${e.userId}`, note: `Referral reward: ${params.name}`, now: e.at });
  } else {
    const posting = await creditPlayer(q, {
      userId: referrerId, amountPaise: amount, kind: 'refer_reward', idempotencyKey: `refer:${e.userId}`, from: 'bonus', to: 'cash',
      memo: { referred_id: e.userId, deposit_request_id: e.requestId },
    });
    await q.query('UPDATE refer_rewards SET posting_id = $2 WHERE id = $1', [rows[0].id, posting.transactionId]);
  }
  const text = { title: 'Referral reward', body: 'You earned ₹{{amount}} because {{name}} made their first deposit.', params };
  await notify(q, {
    userId: referrerId, kind: 'refer', title: text.title, body: `You earned ₹${params.amount} because ${params.name} made their first deposit.`,
    data: { t: text, referredName: params.name }, at: e.at, dedupeKey: `refer:${e.userId}`,
  });
  return { kind: 'paid', amountPaise: amount, referrerId };
}
