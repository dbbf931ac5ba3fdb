import { syncPaymentBonusData } from '../wallet/payment-bonus';
import type { Queryable } from '../db/db';
import { pgErrorCode } from '../db/db';
import { conflict, notFound, unprocessable } from '../http/errors';
import type { Actor } from './actor';
import { writeAudit } from './audit';
import { ACCOUNT_NUMBER_RULE, HOLDER_NAME_RULE, IFSC_RULE, UPI_ID_RULE, WALLET_ID_RULE } from '@khel/shared/validation';
import { type Body, optionalBool, optionalInt, optionalName, optionalRuleField, optionalUrl, requiredName, requiredText, ruleField } from './input';
import { paiseToRupees, rupeesToPaise } from './money';
import { claimOperatorQr } from './qr-upload';

export const METHOD_TYPES = ['bank', 'upi', 'wallet', 'crypto', 'social', 'payment_gateway'] as const;

interface MethodRow {
  id: string;
  method_name: string;
  name: string;
  method_type: string;
  currency: string | null;
  bonus_percentage: string;
  for_deposit: boolean;
  for_withdrawal: boolean;
  active: boolean;
  sort_order: number;
}

const METHOD_COLUMNS = `id::text AS id, method_name, name, method_type, currency, bonus_percentage::text AS bonus_percentage,
  for_deposit, for_withdrawal, active, sort_order`;

function methodView(m: MethodRow) {
  return {
    id: Number(m.id),
    method_name: m.method_name,
    name: m.name,
    method_type: m.method_type,
    currency: m.currency,
    bonus_percentage: Number(m.bonus_percentage),
    for_deposit: m.for_deposit,
    for_withdrawal: m.for_withdrawal,
    is_active: m.active,
    sort_order: m.sort_order,
  };
}

export async function listPaymentMethods(q: Queryable, siteId: string) {
  const { rows } = await q.query<MethodRow>(`SELECT ${METHOD_COLUMNS} FROM payment_methods WHERE site_id = $1 ORDER BY sort_order, payment_methods.id`, [siteId]);
  return rows.map(methodView);
}

function bonus(body: Body): string | undefined {
  const v = body.bonus_percentage;
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'number' || !Number.isFinite(v) || v < 0 || v > 100 || Math.round(v * 100) !== v * 100) {
    throw unprocessable(['bonus_percentage must be a number from 0 to 100 with at most 2 decimals']);
  }
  return String(v);
}

export async function addPaymentMethod(q: Queryable, siteId: string, body: Body, actor: Actor, now: Date) {
  const methodType = requiredText(body, 'method_type', 20);
  if (!(METHOD_TYPES as readonly string[]).includes(methodType)) throw unprocessable([`method_type must be one of ${METHOD_TYPES.join(', ')}`]);
  const methodName = requiredName(body, 'method_name', 60);
  const name = requiredName(body, 'name', 100);
  const forWithdrawal = optionalBool(body, 'for_withdrawal') ?? false;
  if (forWithdrawal && !['bank', 'upi', 'wallet'].includes(methodType)) throw unprocessable(['Only bank, upi and wallet methods can pay out withdrawals']);
  let row: MethodRow;
  try {
    await q.query('SAVEPOINT add_method');
    const { rows } = await q.query<MethodRow>(
      `INSERT INTO payment_methods (site_id, method_name, name, method_type, currency, bonus_percentage, for_deposit, for_withdrawal, active, sort_order)
       VALUES ($1, $2, $3, $4, $5, coalesce($6::numeric, 0), $7, $8, $9, $10) RETURNING ${METHOD_COLUMNS}`,
      [siteId, methodName, name, methodType, optionalName(body, 'currency', 10) ?? null, bonus(body) ?? null, optionalBool(body, 'for_deposit') ?? true, forWithdrawal, optionalBool(body, 'is_active') ?? true, optionalInt(body, 'sort_order', 0, 10_000) ?? 0],
    );
    row = rows[0]!;
    await q.query('RELEASE SAVEPOINT add_method');
  } catch (error) {
    await q.query('ROLLBACK TO SAVEPOINT add_method');
    if (pgErrorCode(error) === '23505') throw conflict(`A payment method named "${methodName}" already exists`);
    throw error;
  }
  const view = methodView(row);
  await syncPaymentBonusData(q, siteId);
  await writeAudit(q, { actor, action: 'config.payment_method.add', target: `payment method #${row.id}`, before: null, after: view, at: now });
  return view;
}

export async function updatePaymentMethod(q: Queryable, siteId: string, id: string, body: Body, actor: Actor, now: Date) {
  const { rows } = await q.query<MethodRow>(`SELECT ${METHOD_COLUMNS} FROM payment_methods WHERE id = $1 AND site_id = $2 FOR UPDATE`, [id, siteId]);
  const before = rows[0];
  if (!before) throw notFound('Payment method not found');
  const name = optionalName(body, 'name', 100);
  if (name === null) throw unprocessable(['name is required']);
  const updated = await q.query<MethodRow>(
    `UPDATE payment_methods SET name = coalesce($2, name), bonus_percentage = coalesce($3::numeric, bonus_percentage),
            active = coalesce($4, active), sort_order = coalesce($5, sort_order), for_deposit = coalesce($6, for_deposit),
            currency = CASE WHEN $7 THEN $8 ELSE currency END
      WHERE id = $1 RETURNING ${METHOD_COLUMNS}`,
    [id, name ?? null, bonus(body) ?? null, optionalBool(body, 'is_active') ?? null, optionalInt(body, 'sort_order', 0, 10_000) ?? null, optionalBool(body, 'for_deposit') ?? null, body.currency !== undefined, optionalName(body, 'currency', 10) ?? null],
  );
  const after = methodView(updated.rows[0]!);
  await syncPaymentBonusData(q, siteId);
  await writeAudit(q, { actor, action: 'config.payment_method.update', target: `payment method #${id}`, before: methodView(before), after, at: now });
  return after;
}

interface MasterRow {
  id: string;
  method_id: string;
  method_name: string;
  method_type: string;
  bank_name: string | null;
  account_number: string | null;
  ifsc_code: string | null;
  upi_id: string | null;
  crypto_wallet_id: string | null;
  phone_number: string | null;
  account_holder_name: string | null;
  qr_code: string | null;
  multiplier_value: string | null;
  social_payment_number: string | null;
  social_payment_link: string | null;
  min_amount: string | null;
  max_amount: string | null;
  active: boolean;
  created_at: Date;
}

const MASTER_SELECT = `SELECT ma.id::text AS id, ma.method_id::text AS method_id, pm.method_name, pm.method_type, ma.bank_name,
  ma.account_number, ma.ifsc_code, ma.upi_id, ma.crypto_wallet_id, ma.phone_number, ma.account_holder_name, ma.qr_code,
  ma.multiplier_value::text AS multiplier_value, ma.social_payment_number, ma.social_payment_link, ma.min_amount::text AS min_amount,
  ma.max_amount::text AS max_amount, ma.active, ma.created_at
  FROM master_accounts ma JOIN payment_methods pm ON pm.id = ma.method_id`;

function masterView(m: MasterRow) {
  return {
    master_account_id: Number(m.id),
    id: Number(m.id),
    method_id: Number(m.method_id),
    method_name: m.method_name,
    method_type: m.method_type,
    bank_name: m.bank_name,
    account_number: m.account_number,
    ifsc_code: m.ifsc_code,
    upi_id: m.upi_id,
    crypto_wallet_id: m.crypto_wallet_id,
    phone_number: m.phone_number,
    account_holder_name: m.account_holder_name,
    qr_code: m.qr_code,
    multiplier_value: m.multiplier_value === null ? null : Number(m.multiplier_value),
    social_payment_number: m.social_payment_number,
    social_payment_link: m.social_payment_link,
    min_amount: paiseToRupees(m.min_amount),
    max_amount: paiseToRupees(m.max_amount),
    is_active: m.active,
    created_at: new Date(m.created_at).toISOString(),
  };
}

export async function listMasterAccounts(q: Queryable, siteId: string) {
  const { rows } = await q.query<MasterRow>(`${MASTER_SELECT} WHERE pm.site_id = $1 ORDER BY ma.id`, [siteId]);
  return rows.map(masterView);
}

async function masterById(q: Queryable, siteId: string, id: string, lock = false): Promise<MasterRow | undefined> {
  const { rows } = await q.query<MasterRow>(`${MASTER_SELECT} WHERE ma.id = $1 AND pm.site_id = $2${lock ? ' FOR UPDATE OF ma' : ''}`, [id, siteId]);
  return rows[0];
}


export async function addMasterAccount(q: Queryable, siteId: string, body: Body, actor: Actor, now: Date) {
  const methodId = body.method_id;
  if (typeof methodId !== 'number' || !Number.isSafeInteger(methodId) || methodId < 1) throw unprocessable(['method_id is required']);
  const method = await q.query<{ method_type: string }>('SELECT method_type FROM payment_methods WHERE id = $1 AND site_id = $2', [methodId, siteId]);
  const type = method.rows[0]?.method_type;
  if (!type) throw unprocessable(['method_id does not name a payment method of this site']);
  const f = {
    bank_name: optionalName(body, 'bank_name', 100) ?? null,
    account_number: optionalName(body, 'account_number', 34) ?? null,
    ifsc_code: optionalName(body, 'ifsc_code', 11)?.toUpperCase() ?? null,
    // The player's own UPI and holder-name rules: players are shown these accounts to pay into.
    upi_id: optionalRuleField(body, 'upi_id', UPI_ID_RULE) ?? null,
    crypto_wallet_id: optionalName(body, 'crypto_wallet_id', 128) ?? null,
    phone_number: optionalName(body, 'phone_number', 20) ?? null,
    account_holder_name: ruleField(body, 'account_holder_name', HOLDER_NAME_RULE),
    qr_code: (await claimOperatorQr(q, actor, optionalUrl(body, 'qr_code'), now)) ?? null,
    social_payment_number: optionalName(body, 'social_payment_number', 20) ?? null,
    social_payment_link: optionalUrl(body, 'social_payment_link') ?? null,
  };
  if (type === 'bank') {
    // The player's payout-account rules: one rule for a bank account number and an IFSC, whoever enters them.
    ruleField(body, 'account_number', ACCOUNT_NUMBER_RULE);
    ruleField(body, 'ifsc_code', IFSC_RULE);
  }
  if (type === 'wallet') ruleField(body, 'crypto_wallet_id', WALLET_ID_RULE);
  if (type === 'upi' && !f.upi_id && !f.qr_code) throw unprocessable(['A UPI account needs a UPI ID or a QR code']);
  if (type === 'crypto' && !f.crypto_wallet_id) throw unprocessable(['A crypto account needs a wallet ID']);
  if (type === 'social' && !f.social_payment_number && !f.social_payment_link) throw unprocessable(['A social account needs a number or a link']);
  const multiplier = body.multiplier_value;
  if (multiplier !== undefined && multiplier !== null && (typeof multiplier !== 'number' || !(multiplier > 0) || multiplier > 1e9)) {
    throw unprocessable(['multiplier_value must be a number greater than 0']);
  }
  const min = body.min_amount === undefined || body.min_amount === null ? null : rupeesToPaise(body.min_amount, 'min_amount');
  const max = body.max_amount === undefined || body.max_amount === null ? null : rupeesToPaise(body.max_amount, 'max_amount');
  if (min !== null && max !== null && min > max) throw unprocessable(['min_amount cannot be more than max_amount']);
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO master_accounts (method_id, bank_name, account_number, ifsc_code, upi_id, crypto_wallet_id, phone_number, account_holder_name,
       qr_code, multiplier_value, social_payment_number, social_payment_link, min_amount, max_amount, active, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING id::text AS id`,
    [methodId, f.bank_name, f.account_number, f.ifsc_code, f.upi_id, f.crypto_wallet_id, f.phone_number, f.account_holder_name, f.qr_code,
      multiplier ?? null, f.social_payment_number, f.social_payment_link, min?.toString() ?? null, max?.toString() ?? null, optionalBool(body, 'is_active') ?? true, now],
  );
  const view = masterView((await masterById(q, siteId, rows[0]!.id))!);
  await writeAudit(q, { actor, action: 'config.master_account.add', target: `master account #${view.id}`, before: null, after: view, at: now });
  return view;
}

export async function updateMasterAccount(q: Queryable, siteId: string, id: string, body: Body, actor: Actor, now: Date) {
  const before = await masterById(q, siteId, id, true);
  if (!before) throw notFound('Master account not found');
  const qr = await claimOperatorQr(q, actor, optionalUrl(body, 'qr_code'), now);
  await q.query(
    `UPDATE master_accounts SET active = coalesce($2, active), account_holder_name = coalesce($3, account_holder_name),
            qr_code = CASE WHEN $4 THEN $5 ELSE qr_code END
      WHERE id = $1`,
    [id, optionalBool(body, 'is_active') ?? null, optionalRuleField(body, 'account_holder_name', HOLDER_NAME_RULE) ?? null, qr !== undefined, qr ?? null],
  );
  const after = masterView((await masterById(q, siteId, id))!);
  await writeAudit(q, { actor, action: 'config.master_account.update', target: `master account #${id}`, before: masterView(before), after, at: now });
  return after;
}
