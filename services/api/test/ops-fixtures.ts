import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../src/db/db';
import { creditPlayer } from '../src/ledger';
import { DEMO_CREDENTIALS } from '../src/seed/demo-credentials';
import { seed } from '../src/seed/seed';
import { hashPassword } from '../src/auth/passwords';
import { createUser } from '../src/user/users-repo';
import { createWithdrawal } from '../src/wallet/withdrawals';

/** Fixtures for the operator suites: the seeded site and operators, players with money, and their requests. */

export async function seedAll(db: Db): Promise<{ siteId: string }> {
  await seed(db);
  const { rows } = await db.query<{ id: string }>(`SELECT id::text AS id FROM sites WHERE domain = 'localhost'`);
  return { siteId: rows[0]!.id };
}

/** Signs a demo operator in (one per role: admin, agent, trader, risk; src/seed/demo-credentials.ts). */
export async function opsLogin(app: FastifyInstance, who: 'admin' | 'agent' | 'trader' | 'risk'): Promise<string> {
  const { password } = DEMO_CREDENTIALS[who];
  const res = await app.inject({ method: 'POST', url: '/ops/auth/login', payload: { username: who, password } });
  if (res.statusCode !== 200) throw new Error(`ops login ${res.statusCode} ${res.body}`);
  return res.json().data.token as string;
}

export function opsCall(app: FastifyInstance, token: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return app.inject({ method, url, payload: payload as object | undefined, headers: { authorization: `Bearer ${token}`, ...headers } });
}

let playerHash: Promise<string> | undefined;
let seq = 0;

/** A player with `rupees` in cash (posted from the house like any credit). */
export async function makePlayer(db: Db, rupees: number, name = `p${Date.now().toString(36)}${seq++}`): Promise<{ id: string; userName: string }> {
  playerHash ??= hashPassword('Secret@123');
  const hash = await playerHash;
  return db.tx(async (q) => {
    const user = await createUser(q, { userName: name, mobile: null, passwordHash: hash });
    if (rupees > 0) {
      await creditPlayer(q, { userId: user.id, amountPaise: BigInt(Math.round(rupees * 100)), kind: 'test_credit', idempotencyKey: `test:credit:${user.id}` });
    }
    return { id: user.id, userName: user.user_name };
  });
}

export async function firstMethod(db: Db, siteId: string, type: 'bank' | 'upi'): Promise<{ id: string; name: string }> {
  const existing = await db.query<{ id: string; method_name: string }>(
    'SELECT id::text AS id, method_name FROM payment_methods WHERE site_id = $1 AND method_type = $2 ORDER BY id LIMIT 1',
    [siteId, type],
  );
  if (existing.rows[0]) return { id: existing.rows[0].id, name: existing.rows[0].method_name };
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO payment_methods (site_id, method_name, name, method_type, for_withdrawal) VALUES ($1, $2, $3, $2, $4) RETURNING id::text AS id`,
    [siteId, type, type.toUpperCase(), type === 'bank' || type === 'upi'],
  );
  return { id: rows[0]!.id, name: type };
}

/** A pending deposit as the wallet records it (no posting until approved). */
export async function depositRequest(db: Db, siteId: string, userId: string, rupees: number, opts: { utr?: string; createdAt?: Date } = {}): Promise<string> {
  const method = await firstMethod(db, siteId, 'upi');
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO wallet_transactions (user_id, site_id, type, amount, utr, image_urls, method_id, method_name, created_at, updated_at)
     VALUES ($1, $2, 'client_deposit', $3, $4, $5, $6, $7, $8, $8) RETURNING id::text AS id`,
    [userId, siteId, String(Math.round(rupees * 100)), opts.utr ?? null, '/wallet/uploads/payment-slip/a.png,/wallet/uploads/payment-slip/b.png', method.id, method.name, opts.createdAt ?? new Date()],
  );
  if (opts.utr) await db.query('INSERT INTO utr_claims (utr, transaction_id, user_id) VALUES ($1, $2, $3)', [opts.utr, rows[0]!.id, userId]);
  return rows[0]!.id;
}

/** The player's bank payout account (saved once). */
export async function payoutAccount(db: Db, siteId: string, userId: string, accountNumber = `5000${userId.padStart(8, '0')}`): Promise<string> {
  const method = await firstMethod(db, siteId, 'bank');
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO client_accounts (user_id, method_id, payment_method, bank_name, account_number, ifsc_code, account_holder_name, normalized_key)
     VALUES ($1, $2, 'bank', 'State Bank of India', $3, 'SBIN0001234', 'Test Holder', $4) RETURNING id::text AS id`,
    [userId, method.id, accountNumber, `bank:SBIN0001234:${accountNumber}`],
  );
  return rows[0]!.id;
}

/** A withdrawal made by the wallet's own code: the amount moves from cash to the hold at once. */
export async function withdrawalRequest(db: Db, siteId: string, userId: string, rupees: number, opts: { createdAt?: Date } = {}): Promise<string> {
  const existing = await db.query<{ id: string }>('SELECT id::text AS id FROM client_accounts WHERE user_id = $1 LIMIT 1', [userId]);
  const accountId = existing.rows[0]?.id ?? (await payoutAccount(db, siteId, userId));
  const result = await db.tx((q) =>
    createWithdrawal(q, { userId, siteId, body: { amount: rupees, client_account_index: Number(accountId), type: 'client_withdrawal' }, now: opts.createdAt ?? new Date() }),
  );
  return String(result.data.c_a_tid);
}

export async function balances(db: Db, userId: string): Promise<Record<string, number>> {
  const { rows } = await db.query<{ kind: string; balance: string }>('SELECT kind, balance::text FROM ledger_accounts WHERE user_id = $1', [userId]);
  return Object.fromEntries(rows.map((r) => [r.kind, Number(r.balance) / 100]));
}

export async function statusOf(db: Db, id: string): Promise<string> {
  const { rows } = await db.query<{ status: string }>('SELECT status FROM wallet_transactions WHERE id = $1', [id]);
  return rows[0]!.status;
}
