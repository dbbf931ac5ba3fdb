import type { Queryable } from '../db/db';
import { conflict, notFound, unprocessable } from '../http/errors';
import type { Actor } from './actor';
import { writeAudit } from './audit';
import { type Body, idParam } from './input';

/**
 * The operator's side of issue 11 point 9: payout accounts saved by two players, flagged for review. The console
 * shows both players and the shared account, and clears the flag or unlinks (removes the account from one player).
 */
export const PAYOUT_LINK_OPS_MESSAGES = {
  notFound: 'Linked account not found',
  resolved: 'This link has already been reviewed',
  whichPlayer: "player must be 'first' or 'second' (the player whose copy of the account is removed)",
  badStatus: "status must be 'flagged', 'cleared', 'unlinked' or 'all'",
} as const;

interface LinkRow {
  id: string;
  normalized_key: string;
  status: 'flagged' | 'cleared' | 'unlinked';
  created_at: Date;
  resolved_at: Date | null;
  resolved_by_name: string | null;
  first_user_id: string;
  first_user_name: string;
  first_account: AccountJson;
  second_user_id: string;
  second_user_name: string;
  second_account: AccountJson;
}

interface AccountJson {
  id: number;
  payment_method: string;
  bank_name: string | null;
  account_number: string | null;
  ifsc_code: string | null;
  upi_id: string | null;
  crypto_wallet_id: string | null;
  account_holder_name: string;
  qr_code: string | null;
  deleted_at: string | null;
}

const ACCOUNT_JSON = (alias: string) => `json_build_object('id', ${alias}.id, 'payment_method', ${alias}.payment_method, 'bank_name', ${alias}.bank_name,
  'account_number', ${alias}.account_number, 'ifsc_code', ${alias}.ifsc_code, 'upi_id', ${alias}.upi_id, 'crypto_wallet_id', ${alias}.crypto_wallet_id,
  'account_holder_name', ${alias}.account_holder_name, 'qr_code', ${alias}.qr_code, 'deleted_at', ${alias}.deleted_at)`;

const LINK_SELECT = `SELECT l.id::text AS id, l.normalized_key, l.status, l.created_at, l.resolved_at, o.username AS resolved_by_name,
    l.first_user_id::text AS first_user_id, fu.user_name AS first_user_name, ${ACCOUNT_JSON('fa')} AS first_account,
    l.second_user_id::text AS second_user_id, su.user_name AS second_user_name, ${ACCOUNT_JSON('sa')} AS second_account
  FROM payout_account_links l
  JOIN users fu ON fu.id = l.first_user_id JOIN client_accounts fa ON fa.id = l.first_account_id
  JOIN users su ON su.id = l.second_user_id JOIN client_accounts sa ON sa.id = l.second_account_id
  LEFT JOIN operators o ON o.id = l.resolved_by`;

export type PayoutLinkView = ReturnType<typeof linkView>;

function linkView(r: LinkRow) {
  const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
  return {
    id: Number(r.id),
    account_key: r.normalized_key,
    status: r.status,
    created_at: iso(r.created_at)!,
    resolved_at: iso(r.resolved_at),
    resolved_by: r.resolved_by_name,
    first: { player_id: Number(r.first_user_id), user_name: r.first_user_name, account: r.first_account },
    second: { player_id: Number(r.second_user_id), user_name: r.second_user_name, account: r.second_account },
  };
}

/** GET /ops/payout-links?status=flagged (default) | cleared | unlinked | all: newest first, at most 200. */
export async function listPayoutLinks(q: Queryable, status: unknown) {
  const s = status === undefined || status === '' ? 'flagged' : status;
  if (s !== 'flagged' && s !== 'cleared' && s !== 'unlinked' && s !== 'all') throw unprocessable([PAYOUT_LINK_OPS_MESSAGES.badStatus]);
  const { rows } = await q.query<LinkRow>(
    `${LINK_SELECT} ${s === 'all' ? '' : 'WHERE l.status = $1'} ORDER BY l.created_at DESC, l.id DESC LIMIT 200`,
    s === 'all' ? [] : [s],
  );
  return rows.map(linkView);
}

/** The links a player is part of (either side), for the player view. */
export async function linksOfPlayer(q: Queryable, userId: string) {
  const { rows } = await q.query<LinkRow>(`${LINK_SELECT} WHERE l.first_user_id = $1 OR l.second_user_id = $1 ORDER BY l.created_at DESC, l.id DESC`, [userId]);
  return rows.map(linkView);
}

async function lockedLink(q: Queryable, idText: string): Promise<LinkRow> {
  const id = idParam(idText, PAYOUT_LINK_OPS_MESSAGES.notFound);
  const locked = await q.query('SELECT status FROM payout_account_links WHERE id = $1 FOR UPDATE', [id]);
  if (!locked.rowCount) throw notFound(PAYOUT_LINK_OPS_MESSAGES.notFound);
  const { rows } = await q.query<LinkRow>(`${LINK_SELECT} WHERE l.id = $1`, [id]);
  const row = rows[0]!;
  if (row.status !== 'flagged') throw conflict(PAYOUT_LINK_OPS_MESSAGES.resolved);
  return row;
}

/** POST /ops/payout-links/:id/clear: the operator found nothing wrong; the second player may withdraw to it. Audited. */
export async function clearPayoutLink(q: Queryable, idText: string, actor: Actor, now: Date) {
  const row = await lockedLink(q, idText);
  await q.query(`UPDATE payout_account_links SET status = 'cleared', resolved_at = $2, resolved_by = $3 WHERE id = $1`, [row.id, now, actor.operatorId]);
  await writeAudit(q, {
    actor,
    action: 'payout_link.clear',
    target: `payout link #${row.id} (${row.first_user_name} #${row.first_user_id}, ${row.second_user_name} #${row.second_user_id})`,
    before: { status: row.status },
    after: { status: 'cleared' },
    at: now,
  });
  const { rows } = await q.query<LinkRow>(`${LINK_SELECT} WHERE l.id = $1`, [row.id]);
  return linkView(rows[0]!);
}

/**
 * POST /ops/payout-links/:id/unlink {player: 'first' | 'second'}: removes the account from that player (their saved
 * account is deleted; withdrawals already filed are not touched) and closes the review. Audited.
 */
export async function unlinkPayoutLink(q: Queryable, idText: string, body: Body, actor: Actor, now: Date) {
  const side = body.player;
  if (side !== 'first' && side !== 'second') throw unprocessable([PAYOUT_LINK_OPS_MESSAGES.whichPlayer]);
  const row = await lockedLink(q, idText);
  const account = side === 'first' ? row.first_account : row.second_account;
  const userId = side === 'first' ? row.first_user_id : row.second_user_id;
  await q.query('UPDATE client_accounts SET deleted_at = coalesce(deleted_at, $2) WHERE id = $1', [account.id, now]);
  await q.query(`UPDATE payout_account_links SET status = 'unlinked', resolved_at = $2, resolved_by = $3 WHERE id = $1`, [row.id, now, actor.operatorId]);
  await writeAudit(q, {
    actor,
    action: 'payout_link.unlink',
    target: `payout link #${row.id}: account #${account.id} removed from player ${side === 'first' ? row.first_user_name : row.second_user_name} (#${userId})`,
    before: { status: row.status, account_deleted: account.deleted_at !== null },
    after: { status: 'unlinked', account_deleted: true, removed_from: side },
    at: now,
  });
  const { rows } = await q.query<LinkRow>(`${LINK_SELECT} WHERE l.id = $1`, [row.id]);
  return linkView(rows[0]!);
}
