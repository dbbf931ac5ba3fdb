import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/db';
import { forbidden, notFound, unprocessable } from '../http/errors';
import type { Actor } from '../ops/actor';
import { writeAudit } from '../ops/audit';
import { bodyOf, optionalBool, requiredText, type Body } from '../ops/input';
import { rupeesToPaise } from '../ops/money';
import { methodBonus, saveMethodBonus } from '../wallet/payment-bonus';
import { mayReceiveOffers, offerBonus } from './lifecycle';
import { readBonusSettings, saveBonusSettings, wageringRequired, type BonusSettings } from './settings';
import { bonusItem } from './views';
import type { BonusItem } from '@khel/shared/contracts';

/** The console's bonus actions: settings, a method's payment bonus, grants. Each checked field by field, audited. */

export const OPS_BONUS_MESSAGES = {
  methodNotFound: 'Deposit method not found',
  playerNotFound: 'Player not found',
  noOffers: 'This player cannot receive bonus offers (self-excluded, in a time-out, blocked or a demo account)',
  maxGrant: 'amount must be at most 100000',
} as const;

/** A percent (or multiple) with at most 2 decimals, from min to max, as x100. */
export function x100Field(body: Body, key: string, max: number): number {
  const v = body[key];
  if (typeof v !== 'number' || !Number.isFinite(v) || v < 0 || v > max || Math.abs(Math.round(v * 100) - v * 100) > 1e-6) {
    throw unprocessable([`${key} must be a number from 0 to ${max} with at most 2 decimals`]);
  }
  return Math.round(v * 100);
}

function intField(body: Body, key: string, min: number, max: number): number {
  const v = body[key];
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) throw unprocessable([`${key} must be a whole number from ${min} to ${max}`]);
  return v;
}

function flagField(body: Body, key: string): boolean {
  const v = optionalBool(body, key);
  if (v === undefined) throw unprocessable([`${key} must be true or false`]);
  return v;
}

const paise = (body: Body, key: string) => rupeesToPaise(body[key], key, { allowZero: true });

export function settingsFromBody(raw: unknown): BonusSettings {
  const body = bodyOf(raw);
  return {
    wageringMultipleX100: x100Field(body, 'wagering_multiple', 100),
    contributions: { sports: intField(body, 'sports_pct', 0, 100), casino: intField(body, 'casino_pct', 0, 100), matka: intField(body, 'matka_pct', 0, 100) },
    expiryDays: intField(body, 'expiry_days', 1, 365),
    offerDays: intField(body, 'offer_days', 1, 90),
    welcome: { enabled: flagField(body, 'welcome_enabled'), pctX100: x100Field(body, 'welcome_percentage', 500), minDeposit: paise(body, 'welcome_min_deposit'), cap: paise(body, 'welcome_cap') },
  };
}

export async function updateBonusSettings(q: Queryable, siteId: string, raw: unknown, actor: Actor, now: Date): Promise<void> {
  const next = settingsFromBody(raw);
  const before = await readBonusSettings(q, siteId);
  await saveBonusSettings(q, siteId, next, now);
  await writeAudit(q, { actor, action: 'bonus.config', target: `site #${siteId}`, before, after: next, at: now });
}

export async function updateMethodBonus(q: Queryable, siteId: string, methodId: string, raw: unknown, actor: Actor, now: Date): Promise<void> {
  const body = bodyOf(raw);
  const next = { pctX100: x100Field(body, 'percentage', 100), minDeposit: paise(body, 'min_deposit'), maxBonus: paise(body, 'max_bonus') };
  const before = await methodBonus(q, methodId);
  const owned = before ? await q.query('SELECT 1 FROM payment_methods WHERE id = $1 AND site_id = $2 AND for_deposit', [methodId, siteId]) : null;
  if (!before || !owned?.rowCount) throw notFound(OPS_BONUS_MESSAGES.methodNotFound);
  await saveMethodBonus(q, siteId, methodId, next);
  await writeAudit(q, { actor, action: 'bonus.method', target: `payment method #${methodId}`, before, after: { methodId, ...next }, at: now });
}

/** An operator's grant: started at once unless another bonus is wagering (then, or with claimable, an offer). */
export async function grantBonusToPlayer(q: Queryable, siteId: string, raw: unknown, actor: Actor, now: Date): Promise<BonusItem> {
  const body = bodyOf(raw);
  const userId = typeof body.user_id === 'number' ? String(body.user_id) : body.user_id;
  if (typeof userId !== 'string' || !/^[0-9]{1,18}$/.test(userId)) throw unprocessable(['user_id must be a player id']);
  const amount = rupeesToPaise(body.amount, 'amount');
  if (amount > 10_000_000n) throw unprocessable([OPS_BONUS_MESSAGES.maxGrant]);
  const note = requiredText(body, 'note', 200);
  const claimable = optionalBool(body, 'claimable') ?? false;
  const user = await q.query<{ id: string }>('SELECT id::text FROM users WHERE id = $1', [userId]);
  if (!user.rows[0]) throw notFound(OPS_BONUS_MESSAGES.playerNotFound);
  if (!(await mayReceiveOffers(q, userId, now))) throw forbidden(OPS_BONUS_MESSAGES.noOffers);
  const s = await readBonusSettings(q, siteId);
  const award = await offerBonus(q, {
    userId, siteId, kind: 'grant', amount, wageringRequired: wageringRequired(amount, s.wageringMultipleX100), contributions: s.contributions,
    expiryDays: s.expiryDays, offerDays: s.offerDays, sourceKey: `grant:${actor.operatorId ?? 'system'}:${randomUUID()}`, note,
    operatorId: actor.operatorId, now,
  }, { autoLock: !claimable });
  if (!award) throw forbidden(OPS_BONUS_MESSAGES.noOffers);
  await writeAudit(q, { actor, action: 'bonus.grant', target: `player #${userId}`, before: null, after: { bonus_id: award.id, amount: amount.toString(), note, status: award.status }, at: now });
  return bonusItem(award, null);
}
