import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/db';
import type { MemoryOtpSender } from '../src/otp/sender';
import { post, STRONG_PASSWORD } from './auth-helpers';
import { depositRequest, opsCall } from './ops-fixtures';

let mobiles = 0;
/** A fresh 10-digit mobile per sign-up in a test file. */
export const nextMobile = () => `9${String(Date.now() % 1_000_000).padStart(6, '0')}${String(mobiles++).padStart(3, '0')}`;

/** Signs a player up through the real OTP flow, with a refer code and the browser's device header when given. */
export async function signUp(app: FastifyInstance, otp: MemoryOtpSender, opts: { code?: string; device?: string } = {}) {
  const mobile = nextMobile();
  const sent = await post(app, '/user/auth/send-otp', { mobile, type: 'register' });
  if (sent.statusCode !== 200) throw new Error(`send-otp ${sent.statusCode} ${sent.body}`);
  const res = await app.inject({
    method: 'POST', url: '/user/auth/register',
    headers: opts.device ? { 'x-khel-device': opts.device } : {},
    payload: { mobile, otp: otp.last(mobile), password: STRONG_PASSWORD, confirm_password: STRONG_PASSWORD, date_of_birth: '1990-01-01', ...(opts.code ? { refer_code: opts.code } : {}) },
  });
  if (res.statusCode !== 200) throw new Error(`register ${res.statusCode} ${res.body}`);
  const data = res.json().data as { token: string; user: { user_name: string; refer_code: string } };
  const { rows } = await app.deps.db.query<{ id: string }>('SELECT id::text AS id FROM users WHERE mobile = $1', [mobile]);
  return { id: rows[0]!.id, token: data.token, userName: data.user.user_name, code: data.user.refer_code, mobile };
}

/** A deposit request approved by an operator through /ops (the decision emits depositDecided). */
export async function approvedDeposit(app: FastifyInstance, opsToken: string, siteId: string, userId: string, rupees: number): Promise<string> {
  const id = await depositRequest(app.deps.db, siteId, userId, rupees);
  const res = await opsCall(app, opsToken, 'POST', `/ops/requests/${id}/approve`, {});
  if (res.statusCode !== 200) throw new Error(`approve ${res.statusCode} ${res.body}`);
  return id;
}

export interface RewardRow {
  referrer_id: string;
  status: string;
  reason: string | null;
  amount_paise: string;
  credited_to: string | null;
}

export async function rewardsOf(db: Db, referredId: string): Promise<RewardRow[]> {
  const { rows } = await db.query<RewardRow>(
    'SELECT referrer_id::text AS referrer_id, status, reason, amount_paise::text AS amount_paise, credited_to FROM refer_rewards WHERE referred_id = $1',
    [referredId],
  );
  return rows;
}

/**
 * How many rewards were made for a referred player: a cash reward is a 'refer_reward' posting; a bonus-wallet reward
 * is a bonus award (BONUS's awardSiteBonus, source key refer:<referred id>), whose posting BONUS makes when it locks.
 */
export async function rewardPostings(db: Db, referredId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT ((SELECT count(*) FROM ledger_transactions WHERE kind = 'refer_reward' AND memo->>'referred_id' = $1)
           + (SELECT count(*) FROM bonus_awards WHERE kind = 'refer' AND source_key = 'refer:' || $1))::int AS n`,
    [referredId],
  );
  return rows[0]!.n;
}

/** The referrer's refer bonus awards: status and amount in paise, oldest first. */
export async function referAwards(db: Db, userId: string): Promise<Array<{ status: string; amount: string }>> {
  const { rows } = await db.query<{ status: string; amount: string }>("SELECT status, amount::text FROM bonus_awards WHERE user_id = $1 AND kind = 'refer' ORDER BY id", [userId]);
  return rows;
}
