import type { Queryable } from '../db/db';
import { paiseToRupees } from '../ops/money';
import { getReferConfig, ruleView } from './config';
import { maskName } from './mask';

/** The sign-up link's path; the page puts its own origin before it (REFER owns this format). */
export const referLinkPath = (code: string) => `/sign-up?ref=${encodeURIComponent(code)}`;

interface PlayerRow {
  user_name: string;
  created_at: Date;
  status: 'paid' | 'refused' | null;
  amount_paise: string | null;
  decided_at: Date | null;
}

/** The player's refer page: code, link, the rule, and the players who signed up with their code (masked). */
export async function referSummary(q: Queryable, userId: string) {
  const { rows: me } = await q.query<{ refer_code: string }>('SELECT refer_code FROM users WHERE id = $1', [userId]);
  const code = me[0]?.refer_code ?? '';
  // Players who used the code at sign-up: a code set later is no referral (signup_records is the record).
  const { rows } = await q.query<PlayerRow>(
    `SELECT u.user_name, u.created_at, r.status, r.amount_paise::text AS amount_paise, r.created_at AS decided_at
       FROM signup_records s JOIN users u ON u.id = s.user_id
       LEFT JOIN refer_rewards r ON r.referred_id = s.user_id AND r.referrer_id = s.referrer_id
      WHERE s.referrer_id = $1
      ORDER BY u.created_at DESC, u.id DESC LIMIT 200`,
    [userId],
  );
  const players = rows.map((r) => ({
    name: maskName(r.user_name),
    joined_at: r.created_at.toISOString(),
    state: r.status ?? ('waiting' as const),
    reward: r.status === 'paid' ? (paiseToRupees(r.amount_paise) ?? 0) : 0,
    rewarded_at: r.status === 'paid' && r.decided_at ? r.decided_at.toISOString() : null,
  }));
  const { rows: totals } = await q.query<{ referred: number; rewarded: number; earned: string }>(
    `SELECT (SELECT count(*)::int FROM signup_records WHERE referrer_id = $1) AS referred,
            count(*) FILTER (WHERE status = 'paid')::int AS rewarded,
            COALESCE(sum(amount_paise) FILTER (WHERE status = 'paid'), 0)::text AS earned
       FROM refer_rewards WHERE referrer_id = $1`,
    [userId],
  );
  const t = totals[0]!;
  return {
    code, link_path: referLinkPath(code), rule: ruleView(await getReferConfig(q)),
    referred: t.referred, rewarded: t.rewarded, earned: paiseToRupees(t.earned) ?? 0, players,
  };
}
