import type { Queryable } from '../db/db';
import { houseAccount, playerAccounts, post } from '../ledger';
import type { Contributions } from './settings';

/** One bonus of one player (bonus_awards). Money in paise. */
export type AwardKind = 'payment' | 'welcome' | 'grant' | 'refer';
export type AwardStatus = 'offered' | 'locked' | 'released' | 'forfeited' | 'expired' | 'lapsed';
export type ClosedStatus = 'released' | 'forfeited' | 'expired';

export interface Award {
  id: string;
  userId: string;
  siteId: string | null;
  kind: AwardKind;
  status: AwardStatus;
  amount: bigint;
  wageringRequired: bigint;
  contributions: Contributions;
  expiryDays: number;
  methodName: string | null;
  note: string | null;
  offeredAt: Date;
  offerExpiresAt: Date | null;
  lockedAt: Date | null;
  expiresAt: Date | null;
  closedAt: Date | null;
  wageredAtClose: bigint | null;
  /** how many times a settlement rollback took its release back (migration 090) */
  reopened: number;
  /** the part of `amount` a rollback could not take back (already withdrawn or lost): no longer on the bonus account */
  shortfall: bigint;
}

/** What the bonus account holds for a locked bonus (and what its release, forfeiture or expiry moves). */
export const heldAmount = (a: Pick<Award, 'amount' | 'shortfall'>): bigint => a.amount - a.shortfall;

/** A posting's key for a step of a bonus: bonus:<id>:<step>, and :<n> after the n-th rollback reopened it. */
export const bonusKey = (a: Pick<Award, 'id' | 'reopened'>, step: string): string => `bonus:${a.id}:${step}${a.reopened > 0 ? `:${a.reopened}` : ''}`;

export const AWARD_COLUMNS = `id::text, user_id::text, site_id::text, kind, status, amount::text, wagering_required::text, contributions,
  expiry_days, method_name, note, offered_at, offer_expires_at, locked_at, expires_at, closed_at, wagered_at_close::text, reopened, shortfall::text`;

export interface AwardRow {
  id: string; user_id: string; site_id: string | null; kind: AwardKind; status: AwardStatus; amount: string; wagering_required: string;
  contributions: Contributions | string; expiry_days: number; method_name: string | null; note: string | null;
  offered_at: Date | string; offer_expires_at: Date | string | null; locked_at: Date | string | null; expires_at: Date | string | null;
  closed_at: Date | string | null; wagered_at_close: string | null; reopened: number; shortfall: string;
}

const date = (v: Date | string | null): Date | null => (v === null ? null : new Date(v));

export function toAward(r: AwardRow): Award {
  return {
    id: r.id, userId: r.user_id, siteId: r.site_id, kind: r.kind, status: r.status, amount: BigInt(r.amount),
    wageringRequired: BigInt(r.wagering_required),
    contributions: typeof r.contributions === 'string' ? (JSON.parse(r.contributions) as Contributions) : r.contributions,
    expiryDays: r.expiry_days, methodName: r.method_name, note: r.note, offeredAt: new Date(r.offered_at),
    offerExpiresAt: date(r.offer_expires_at), lockedAt: date(r.locked_at), expiresAt: date(r.expires_at), closedAt: date(r.closed_at),
    wageredAtClose: r.wagered_at_close === null ? null : BigInt(r.wagered_at_close),
    reopened: r.reopened ?? 0, shortfall: BigInt(r.shortfall ?? '0'),
  };
}

/**
 * Locks the player's ledger accounts in id order (as ledger_post and createWithdrawal do) before any bonus row:
 * one lock order for grants, claims, releases, withdrawals and the sweep, so they queue instead of deadlocking.
 */
export async function lockPlayerAccounts(q: Queryable, userId: string): Promise<void> {
  await q.query('SELECT id FROM ledger_accounts WHERE user_id = $1 ORDER BY id FOR UPDATE', [userId]);
}

export async function lockedAward(q: Queryable, userId: string): Promise<Award | null> {
  const { rows } = await q.query<AwardRow>(`SELECT ${AWARD_COLUMNS} FROM bonus_awards WHERE user_id = $1 AND status = 'locked' FOR UPDATE`, [userId]);
  return rows[0] ? toAward(rows[0]) : null;
}

export async function awardById(q: Queryable, id: string, forUpdate = false): Promise<Award | null> {
  if (!/^[0-9]{1,18}$/.test(id)) return null;
  const { rows } = await q.query<AwardRow>(`SELECT ${AWARD_COLUMNS} FROM bonus_awards WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0] ? toAward(rows[0]) : null;
}

export async function playerAwards(q: Queryable, userId: string, limit = 100): Promise<Award[]> {
  const { rows } = await q.query<AwardRow>(`SELECT ${AWARD_COLUMNS} FROM bonus_awards WHERE user_id = $1 ORDER BY id DESC LIMIT $2`, [userId, limit]);
  return rows.map(toAward);
}

const DAY_MS = 86_400_000;
export const addDays = (d: Date, days: number) => new Date(d.getTime() + days * DAY_MS);

export interface NewAward {
  userId: string;
  siteId: string | null;
  kind: AwardKind;
  amount: bigint;
  wageringRequired: bigint;
  contributions: Contributions;
  expiryDays: number;
  offerDays: number;
  sourceKey: string;
  depositId?: string | null;
  methodName?: string | null;
  note?: string | null;
  operatorId?: string | null;
  now: Date;
}

/** Records an offer once per source (a replayed event makes nothing); null when this source made one already. */
export async function insertOffer(q: Queryable, a: NewAward): Promise<Award | null> {
  const { rows } = await q.query<AwardRow>(
    `INSERT INTO bonus_awards (user_id, site_id, kind, status, amount, wagering_required, contributions, expiry_days, source_key,
                               deposit_id, method_name, note, operator_id, offered_at, offer_expires_at)
     VALUES ($1, $2, $3, 'offered', $4, $5, $6::jsonb, $7, $8, $9, $10, $11, $12, $13, $14)
     ON CONFLICT (source_key) DO NOTHING RETURNING ${AWARD_COLUMNS}`,
    [a.userId, a.siteId, a.kind, a.amount.toString(), a.wageringRequired.toString(), JSON.stringify(a.contributions), a.expiryDays, a.sourceKey,
      a.depositId ?? null, a.methodName ?? null, a.note ?? null, a.operatorId ?? null, a.now, addDays(a.now, a.offerDays)],
  );
  return rows[0] ? toAward(rows[0]) : null;
}

/** An offer starts wagering: house:bonus -> the player's bonus account, once (key bonus:<id>:grant). */
export async function lockOffer(q: Queryable, award: Award, now: Date): Promise<Award> {
  const accounts = await playerAccounts(q, award.userId);
  const house = await houseAccount(q, 'bonus', award.userId);
  const posting = await post(q, {
    kind: 'bonus_grant',
    idempotencyKey: `bonus:${award.id}:grant`,
    memo: { bonus_id: award.id, bonus_kind: award.kind },
    lines: [{ accountId: house, amount: -award.amount }, { accountId: accounts.bonus, amount: award.amount }],
  });
  const expiresAt = addDays(now, award.expiryDays);
  await q.query(
    `UPDATE bonus_awards SET status = 'locked', locked_at = $2, expires_at = $3, grant_posting_id = $4 WHERE id = $1 AND status = 'offered'`,
    [award.id, now, expiresAt, posting.transactionId],
  );
  return { ...award, status: 'locked', lockedAt: now, expiresAt };
}

/**
 * Ends a locked bonus: released (bonus -> cash) or forfeited/expired (bonus -> house:bonus), one posting with the
 * key bonus:<id>:<status>; the caller holds the award's row lock and has checked it is still locked.
 */
export async function closeLocked(q: Queryable, award: Award, to: ClosedStatus, a: { now: Date; wagered: bigint; withdrawalId?: string }): Promise<Award> {
  const accounts = await playerAccounts(q, award.userId);
  const target = to === 'released' ? accounts.cash : await houseAccount(q, 'bonus', award.userId);
  const held = heldAmount(award);
  // Nothing to move when a rollback found none of it to take back (all shortfall).
  const posting = held > 0n
    ? await post(q, {
        kind: `bonus_${to === 'released' ? 'release' : to === 'forfeited' ? 'forfeit' : 'expire'}`,
        idempotencyKey: bonusKey(award, to),
        memo: { bonus_id: award.id, wagered: a.wagered.toString(), ...(a.withdrawalId ? { withdrawal_id: a.withdrawalId } : {}) },
        lines: [{ accountId: accounts.bonus, amount: -held }, { accountId: target, amount: held }],
      })
    : null;
  await q.query(
    `UPDATE bonus_awards SET status = $2, closed_at = $3, close_posting_id = $4, wagered_at_close = $5, withdrawal_id = $6 WHERE id = $1 AND status = 'locked'`,
    [award.id, to, a.now, posting?.transactionId ?? null, a.wagered.toString(), a.withdrawalId ?? null],
  );
  return { ...award, status: to, closedAt: a.now, wageredAtClose: a.wagered };
}
