import type { Queryable } from '../db/db';
import { endPlayerSessions } from '../auth/sessions';
import { notFound } from '../http/errors';
import { getPlayerBalances } from '../ledger';
import type { Actor } from './actor';
import { writeAudit } from './audit';
import { paiseToRupees } from './money';
import { linksOfPlayer } from './payout-links';
import { opsRequestView } from './request-list';
import { REQUEST_COLUMNS } from './request-row';

interface PlayerRow {
  id: string;
  user_name: string;
  mobile: string | null;
  blocked: boolean;
  is_demo: boolean;
  created_at: Date;
}

export const PLAYER_NOT_FOUND = 'Player not found';

/** A player by id, user name or mobile (what an operator types). */
export async function findPlayer(q: Queryable, ref: string, opts: { lock?: boolean } = {}): Promise<PlayerRow> {
  if (!ref || ref.length > 64) throw notFound(PLAYER_NOT_FOUND);
  const numeric = /^[0-9]{1,18}$/.test(ref);
  const { rows } = await q.query<PlayerRow>(
    `SELECT id::text AS id, user_name, mobile, blocked, is_demo, created_at FROM users
      WHERE ${numeric ? 'id::text = $1 OR mobile = $1 OR ' : ''}user_name = $1
      ORDER BY (user_name = $1) DESC LIMIT 1${opts.lock ? ' FOR UPDATE' : ''}`,
    [ref],
  );
  if (!rows[0]) throw notFound(PLAYER_NOT_FOUND);
  return rows[0];
}

/** Balances, the latest ledger entries and requests, and the players linked by a shared payout account. */
export async function playerView(q: Queryable, ref: string) {
  const p = await findPlayer(q, ref);
  const b = await getPlayerBalances(q, p.id);
  const ledger = await q.query<{ id: string; created_at: Date; kind: string; account: string; amount: string; balance_after: string }>(
    `SELECT e.id::text AS id, e.created_at, lt.kind, a.kind AS account, e.amount::text AS amount, e.balance_after::text AS balance_after
       FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id JOIN ledger_transactions lt ON lt.id = e.transaction_id
      WHERE a.user_id = $1 ORDER BY e.id DESC LIMIT 100`,
    [p.id],
  );
  const txs = await q.query<Parameters<typeof opsRequestView>[0]>(
    `SELECT ${REQUEST_COLUMNS}, $2::text AS user_name, $3::text AS mobile, pm.name AS pm_name, pm.method_type AS pm_type,
            NULL::json AS payout, false AS utr_claimed_before, NULL::text[] AS linked_users, NULL::json AS proposal
       FROM wallet_transactions t LEFT JOIN payment_methods pm ON pm.id = t.method_id
      WHERE t.user_id = $1 ORDER BY t.created_at DESC, t.id DESC LIMIT 50`,
    [p.id, p.user_name, p.mobile],
  );
  // Players sharing a payout account with this one (issue 11 point 9): each link names both and the account.
  const links = await linksOfPlayer(q, p.id);
  return {
    id: Number(p.id),
    user_name: p.user_name,
    mobile: p.mobile,
    blocked: p.blocked,
    is_demo: p.is_demo,
    created_at: new Date(p.created_at).toISOString(),
    balances: {
      cash: paiseToRupees(b.cash),
      bonus: paiseToRupees(b.bonus),
      exposure: paiseToRupees(b.exposure),
      withdrawal_hold: paiseToRupees(b.withdrawalHold),
    },
    ledger: ledger.rows.map((e) => ({
      id: Number(e.id),
      created_at: new Date(e.created_at).toISOString(),
      kind: e.kind,
      account: e.account,
      amount: paiseToRupees(e.amount),
      balance_after: paiseToRupees(e.balance_after),
    })),
    transactions: txs.rows.map(opsRequestView),
    flagged: links.some((l) => l.status === 'flagged'),
    linked_players: links.map((l) => {
      const other = String(l.first.player_id) === p.id ? l.second : l.first;
      return { id: other.player_id, user_name: other.user_name, reason: `Same payout account: ${l.account_key}`, link_id: l.id, status: l.status };
    }),
    payout_links: links,
  };
}

/** Blocks (ending every live session: the player's next call gets 401) or unblocks a player, with its audit record. */
export async function setBlocked(q: Queryable, ref: string, blocked: boolean, actor: Actor, now: Date): Promise<{ id: number; user_name: string; blocked: boolean }> {
  const p = await findPlayer(q, ref, { lock: true });
  await q.query('UPDATE users SET blocked = $2 WHERE id = $1', [p.id, blocked]);
  q.playersChanged([p.id]);
  if (blocked) await endPlayerSessions(q, p.id, 'blocked', now);
  await writeAudit(q, {
    actor,
    action: blocked ? 'player.block' : 'player.unblock',
    target: `player ${p.user_name} (#${p.id})`,
    before: { blocked: p.blocked },
    after: { blocked },
    at: now,
  });
  return { id: Number(p.id), user_name: p.user_name, blocked };
}
