import type { BonusItem, BonusMine, BonusTerms, OpsBonusClawback, OpsBonusConfig } from '@khel/shared/contracts';
import type { Queryable } from '../db/db';
import { listMethodBonuses, type MethodBonus } from '../wallet/payment-bonus';
import { paiseToRupees } from '../wallet/money';
import { heldAmount, playerAwards, type Award } from './awards';
import { readBonusSettings, WAGERING_PRODUCTS } from './settings';
import { readWagering, type Wagering } from './wagering';

/** The bonus answers (contracts/bonus.ts) from the domain: rupees, percent, ISO times. */

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const rupees = (p: bigint) => paiseToRupees(p);

export function bonusItem(a: Award, w: Wagering | null): BonusItem {
  const progress = w
    ? w.byProduct.map((p) => ({ product: p.product, staked: rupees(p.staked), pct: p.pct, counted: rupees(p.counted) }))
    : WAGERING_PRODUCTS.map((product) => ({ product, staked: 0, pct: a.contributions[product] ?? 0, counted: 0 }));
  return {
    id: a.id, kind: a.kind, status: a.status, amount: rupees(a.amount), wagering_required: rupees(a.wageringRequired),
    wagered: rupees(w ? w.wagered : (a.wageredAtClose ?? 0n)), progress, method_name: a.methodName, note: a.note,
    offered_at: a.offeredAt.toISOString(), offer_expires_at: iso(a.offerExpiresAt), locked_at: iso(a.lockedAt), expires_at: iso(a.expiresAt),
    closed_at: iso(a.closedAt),
  };
}

/** Every bonus of a player with the locked one's progress read from the bets. */
export async function playerBonusItems(q: Queryable, userId: string): Promise<BonusItem[]> {
  const awards = await playerAwards(q, userId);
  return Promise.all(awards.map(async (a) => bonusItem(a, a.status === 'locked' ? await readWagering(q, a) : null)));
}

export async function bonusMine(q: Queryable, userId: string, now: Date): Promise<BonusMine> {
  const awards = await playerAwards(q, userId);
  const items = await Promise.all(awards.map(async (a) => bonusItem(a, a.status === 'locked' ? await readWagering(q, a) : null)));
  const lockedAward = awards.find((a) => a.status === 'locked');
  const { rows } = await q.query<{ earned: string }>(
    `SELECT coalesce(sum(amount), 0)::text AS earned FROM bonus_awards WHERE user_id = $1 AND status = 'released'`,
    [userId],
  );
  const active = items.find((i) => i.status === 'locked') ?? null;
  const claimable = (i: BonusItem) => i.status === 'offered' && (!i.offer_expires_at || new Date(i.offer_expires_at) > now);
  return {
    active,
    offers: items.filter(claimable),
    history: items.filter((i) => i.status !== 'locked' && !claimable(i)),
    locked: lockedAward ? rupees(heldAmount(lockedAward)) : 0, // what the bonus account holds (less after a rollback's shortfall)
    earned: rupees(BigInt(rows[0]!.earned)),
  };
}

const methodTerms = (m: MethodBonus) => ({
  method_id: m.methodId, method_name: m.methodName, name: m.name, percentage: m.pctX100 / 100, min_deposit: rupees(m.minDeposit), max_bonus: rupees(m.maxBonus),
});

export async function bonusTerms(q: Queryable, siteId: string): Promise<BonusTerms> {
  const s = await readBonusSettings(q, siteId);
  const methods = await listMethodBonuses(q, siteId);
  return {
    wagering_multiple: s.wageringMultipleX100 / 100,
    sports_pct: s.contributions.sports, casino_pct: s.contributions.casino, matka_pct: s.contributions.matka,
    expiry_days: s.expiryDays, offer_days: s.offerDays,
    welcome_enabled: s.welcome.enabled, welcome_percentage: s.welcome.pctX100 / 100, welcome_min_deposit: rupees(s.welcome.minDeposit), welcome_cap: rupees(s.welcome.cap),
    payment: methods.filter((m) => m.active && m.pctX100 > 0).map(methodTerms),
  };
}

export async function opsBonusConfig(q: Queryable, siteId: string): Promise<OpsBonusConfig> {
  const terms = await bonusTerms(q, siteId);
  const methods = await listMethodBonuses(q, siteId);
  return { ...terms, methods: methods.map((m) => ({ ...methodTerms(m), active: m.active })) };
}

/** The releases settlement rollbacks took back from a player, with what was short (issue 26 finding 5). */
export async function playerClawbacks(q: Queryable, userId: string): Promise<OpsBonusClawback[]> {
  const { rows } = await q.query<{ award_id: string; product: string; run_id: string; taken: string; shortfall: string; reason: string | null; at: Date | string }>(
    `SELECT award_id::text, product, run_id::text, taken::text, shortfall::text, reason, at FROM bonus_clawbacks WHERE user_id = $1 ORDER BY id DESC LIMIT 100`,
    [userId],
  );
  return rows.map((r) => ({
    bonus_id: r.award_id, product: r.product, run_id: r.run_id, taken: rupees(BigInt(r.taken)), shortfall: rupees(BigInt(r.shortfall)), reason: r.reason,
    at: new Date(r.at).toISOString(),
  }));
}
