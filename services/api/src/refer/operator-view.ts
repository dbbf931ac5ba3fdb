import { REFER_REFUSALS, REFERRAL_STATES, type ReferRefusal } from '@khel/shared/contracts';
import type { Queryable } from '../db/db';
import { unprocessable } from '../http/errors';
import { paiseToRupees } from '../ops/money';

const PAGE_SIZE = 50;
const STATES = ['all', ...REFERRAL_STATES] as const;

interface Row {
  referred_id: string;
  referred: string;
  referrer_id: string;
  referrer: string;
  signed_up_at: Date;
  status: 'paid' | 'refused' | null;
  reason: ReferRefusal | null;
  amount_paise: string | null;
  deposit_paise: string | null;
  credited_to: 'bonus' | 'cash' | null;
  decided_at: Date | null;
  total: string;
}

function queryText(query: Record<string, unknown>, key: string, max: number): string | undefined {
  const v = query[key];
  if (v === undefined || v === '') return undefined;
  if (typeof v !== 'string' || v.length > max) throw unprocessable([`${key} must be text of at most ${max} characters`]);
  return v.trim() || undefined;
}

/**
 * Referred players for operators: every sign-up with a code, plus any player whose referred_by was set without one
 * (refused as code_after_signup once they deposit), with the decision on their first approved deposit.
 */
export async function listReferrals(q: Queryable, query: Record<string, unknown>) {
  const state = queryText(query, 'state', 10) ?? 'all';
  if (!(STATES as readonly string[]).includes(state)) throw unprocessable([`state must be one of ${STATES.join(', ')}`]);
  const reason = queryText(query, 'reason', 40);
  if (reason && !(REFER_REFUSALS as readonly string[]).includes(reason)) throw unprocessable([`reason must be one of ${REFER_REFUSALS.join(', ')}`]);
  const pageText = queryText(query, 'page', 6) ?? '1';
  if (!/^[1-9][0-9]{0,5}$/.test(pageText)) throw unprocessable(['page must be a whole number from 1']);
  const page = Number(pageText);
  const player = queryText(query, 'player', 40);

  const params: unknown[] = [];
  const where: string[] = [];
  if (state === 'waiting') where.push('r.id IS NULL');
  else if (state !== 'all') where.push(`r.status = $${params.push(state)}`);
  if (reason) where.push(`r.reason = $${params.push(reason)}`);
  if (player) {
    const p = `$${params.push(player)}`;
    where.push(`(d.user_name = ${p} OR f.user_name = ${p} OR d.id::text = ${p} OR f.id::text = ${p})`);
  }
  const { rows } = await q.query<Row>(
    `WITH referred AS (
       SELECT u.id, COALESCE(s.referrer_id, u.referred_by) AS referrer_id, u.created_at
         FROM users u LEFT JOIN signup_records s ON s.user_id = u.id
        WHERE s.referrer_id IS NOT NULL OR u.referred_by IS NOT NULL
     )
     SELECT d.id::text AS referred_id, d.user_name AS referred, f.id::text AS referrer_id, f.user_name AS referrer, x.created_at AS signed_up_at,
            r.status, r.reason, r.amount_paise::text AS amount_paise, r.deposit_paise::text AS deposit_paise, r.credited_to,
            r.created_at AS decided_at, count(*) OVER ()::text AS total
       FROM referred x JOIN users d ON d.id = x.id JOIN users f ON f.id = x.referrer_id
       LEFT JOIN refer_rewards r ON r.referred_id = x.id
      ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
      ORDER BY COALESCE(r.created_at, x.created_at) DESC, d.id DESC
      LIMIT ${PAGE_SIZE} OFFSET ${(page - 1) * PAGE_SIZE}`,
    params,
  );
  return {
    items: rows.map((r) => ({
      referred_id: r.referred_id, referred: r.referred, referrer_id: r.referrer_id, referrer: r.referrer, signed_up_at: r.signed_up_at.toISOString(),
      state: r.status ?? ('waiting' as const), reason: r.reason, amount: paiseToRupees(r.amount_paise) ?? 0, deposit: paiseToRupees(r.deposit_paise) ?? 0,
      credited_to: r.credited_to, decided_at: r.decided_at ? r.decided_at.toISOString() : null,
    })),
    total: Number(rows[0]?.total ?? 0),
    page,
  };
}
