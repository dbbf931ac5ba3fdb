import type { ReferRefusal } from '@khel/shared/contracts';
import type { Queryable } from '../db/db';
import { protectionStanding } from '../protection/standing';

/** What the abuse checks look at, gathered at reward time from the facts in the database. */
export interface ReferralFacts {
  referredId: string;
  referredMobile: string | null;
  /** users.referred_by now */
  referredBy: string | null;
  /** the referrer recorded in the sign-up transaction (signup_records), null when the code was not used then */
  signupReferrerId: string | null;
  referredDevice: string | null;
  referrerId: string;
  referrerMobile: string | null;
  referrerDevice: string | null;
  referrerBlocked: boolean;
  /** a device both players used (signed up on, or used for the refer page or a login): the browser's id (player_devices) or what the server saw, its signed cookie or address (player_server_devices) */
  sharedDevice: boolean;
  /** a payout account (bank, UPI, wallet: its normalised key) saved by both players, deleted ones included */
  sharedPayoutAccount: boolean;
  referrerSelfExcluded: boolean;
  referrerTimedOut: boolean;
}

/** Why no reward is owed for this referral, or null when it may be paid (the rule's amount and caps come after). */
export function abuseRefusal(f: ReferralFacts): ReferRefusal | null {
  if (!f.signupReferrerId || f.signupReferrerId !== f.referredBy) return 'code_after_signup';
  if (f.referrerId === f.referredId || (f.referrerMobile !== null && f.referrerMobile === f.referredMobile)) return 'same_person';
  if (f.sharedDevice || (f.referrerDevice !== null && f.referrerDevice === f.referredDevice)) return 'same_device';
  if (f.sharedPayoutAccount) return 'same_payout_account';
  if (f.referrerBlocked) return 'referrer_blocked';
  // A player who asked for a break gets no offers during it (PROTECT's standing); a reward is an offer.
  if (f.referrerSelfExcluded) return 'referrer_self_excluded';
  if (f.referrerTimedOut) return 'referrer_timed_out';
  return null;
}

interface FactsRow {
  referred_mobile: string | null;
  referred_by: string | null;
  signup_referrer_id: string | null;
  referred_device: string | null;
  referrer_mobile: string | null;
  referrer_device: string | null;
  referrer_blocked: boolean;
  shared_payout: boolean;
  shared_device: boolean;
}

/** The facts for one referral, read in the caller's transaction. */
export async function referralFacts(q: Queryable, referredId: string, referrerId: string, now: Date): Promise<ReferralFacts> {
  const { rows } = await q.query<FactsRow>(
    `SELECT d.mobile AS referred_mobile, d.referred_by::text AS referred_by, ds.referrer_id::text AS signup_referrer_id,
            ds.device_id AS referred_device, r.mobile AS referrer_mobile, rs.device_id AS referrer_device, r.blocked AS referrer_blocked,
            EXISTS (SELECT 1 FROM client_accounts a JOIN client_accounts b ON b.normalized_key = a.normalized_key
                    WHERE a.user_id = d.id AND b.user_id = r.id) AS shared_payout,
            (EXISTS (SELECT 1 FROM player_devices a JOIN player_devices b ON b.device_id = a.device_id
                     WHERE a.user_id = d.id AND b.user_id = r.id)
             OR EXISTS (SELECT 1 FROM player_server_devices a JOIN player_server_devices b ON b.mark = a.mark
                        WHERE a.user_id = d.id AND b.user_id = r.id)) AS shared_device
       FROM users d
       JOIN users r ON r.id = $2
       LEFT JOIN signup_records ds ON ds.user_id = d.id
       LEFT JOIN signup_records rs ON rs.user_id = r.id
      WHERE d.id = $1`,
    [referredId, referrerId],
  );
  const row = rows[0];
  if (!row) throw new Error(`referral ${referrerId} -> ${referredId}: player missing`);
  const standing = await protectionStanding(q, referrerId, now);
  return {
    referredId, referredMobile: row.referred_mobile, referredBy: row.referred_by, signupReferrerId: row.signup_referrer_id, referredDevice: row.referred_device,
    referrerId, referrerMobile: row.referrer_mobile, referrerDevice: row.referrer_device, referrerBlocked: row.referrer_blocked,
    sharedDevice: row.shared_device, sharedPayoutAccount: row.shared_payout, referrerSelfExcluded: standing.selfExcludedUntil !== null, referrerTimedOut: standing.timeOutUntil !== null,
  };
}
