import { formatRupees } from '@khel/shared/validation';
import type { Queryable } from '../db/db';
import type { Actor } from './actor';
import { writeAudit } from './audit';
import { type Body, optionalBool, optionalInt } from './input';
import { paiseToRupees, rupeesToPaise } from './money';
import { unprocessable } from '../http/errors';

/**
 * The limits above which an action needs a second operator (ops_controls, one row; migration 072 holds the
 * defaults, docs/security.md lists them). An admin changes them (config.manage), audited.
 */
export interface Controls {
  /** paise: a withdrawal approved for more needs a second operator */
  withdrawalLimit: bigint;
  /** paise: a deposit approved for more needs a second operator */
  depositLimit: bigint;
  /** paise: a sports settlement or void whose net house liability is more */
  settlementLimit: bigint;
  /** percent: a hand price moving the best odds (or a fancy line) more than this from the current one */
  priceJumpPercent: number;
  /** every manual matka result (and void) needs a second operator */
  matkaResultSecondOperator: boolean;
  updatedAt: Date;
  updatedBy: string | null;
}

interface Raw {
  withdrawal_limit: string;
  deposit_limit: string;
  settlement_limit: string;
  price_jump_percent: number;
  matka_result_second_operator: boolean;
  updated_at: Date;
  updated_by: string | null;
}

const SELECT = `SELECT withdrawal_limit::text, deposit_limit::text, settlement_limit::text, price_jump_percent, matka_result_second_operator, updated_at,
  (SELECT username FROM operators o WHERE o.id = c.updated_by) AS updated_by FROM ops_controls c WHERE id = 1`;

const toControls = (r: Raw): Controls => ({
  withdrawalLimit: BigInt(r.withdrawal_limit),
  depositLimit: BigInt(r.deposit_limit),
  settlementLimit: BigInt(r.settlement_limit),
  priceJumpPercent: Number(r.price_jump_percent),
  matkaResultSecondOperator: r.matka_result_second_operator,
  updatedAt: new Date(r.updated_at),
  updatedBy: r.updated_by,
});

export async function readControls(q: Queryable): Promise<Controls> {
  const { rows } = await q.query<Raw>(SELECT);
  return toControls(rows[0]!);
}

/** The contract's view (OpsControls): amounts in rupees. */
export function controlsView(c: Controls) {
  return {
    withdrawal_limit: paiseToRupees(c.withdrawalLimit)!,
    deposit_limit: paiseToRupees(c.depositLimit)!,
    settlement_limit: paiseToRupees(c.settlementLimit)!,
    price_jump_percent: c.priceJumpPercent,
    matka_result_second_operator: c.matkaResultSecondOperator,
    updated_at: c.updatedAt.toISOString(),
    updated_by: c.updatedBy,
  };
}

const amount = (body: Body, key: string): bigint | undefined => (body[key] === undefined ? undefined : rupeesToPaise(body[key], key, { allowZero: true }));

/** Saves the fields given (each checked, a 422 naming it); audited with before and after. */
export async function updateControls(q: Queryable, body: Body, actor: Actor, now: Date): Promise<Controls> {
  const change = {
    withdrawal_limit: amount(body, 'withdrawal_limit'),
    deposit_limit: amount(body, 'deposit_limit'),
    settlement_limit: amount(body, 'settlement_limit'),
    price_jump_percent: optionalInt(body, 'price_jump_percent', 1, 10_000),
    matka_result_second_operator: optionalBool(body, 'matka_result_second_operator'),
  };
  if (Object.values(change).every((v) => v === undefined)) throw unprocessable(['Give at least one of withdrawal_limit, deposit_limit, settlement_limit, price_jump_percent, matka_result_second_operator']);
  const before = (await q.query<Raw>(`${SELECT} FOR UPDATE`)).rows[0]!;
  await q.query(
    `UPDATE ops_controls SET withdrawal_limit = coalesce($1, withdrawal_limit), deposit_limit = coalesce($2, deposit_limit),
            settlement_limit = coalesce($3, settlement_limit), price_jump_percent = coalesce($4, price_jump_percent),
            matka_result_second_operator = coalesce($5, matka_result_second_operator), updated_at = $6, updated_by = $7 WHERE id = 1`,
    [change.withdrawal_limit?.toString() ?? null, change.deposit_limit?.toString() ?? null, change.settlement_limit?.toString() ?? null,
      change.price_jump_percent ?? null, change.matka_result_second_operator ?? null, now, actor.operatorId],
  );
  const after = await readControls(q);
  const view = (c: Controls) => { const { updated_at: _a, updated_by: _b, ...rest } = controlsView(c); return rest; };
  await writeAudit(q, { actor, action: 'controls.update', target: 'approval limits', before: view(toControls(before)), after: view(after), at: now });
  return after;
}

/** "₹50,000.00" for a limit in the reasons operators read. */
export const limitText = (paise: bigint) => formatRupees(paise);
