import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Config, PaymentGatewayName, ServiceName } from '../src/config';
import { creditPlayer } from '../src/ledger';
import { MemoryOtpSender } from '../src/otp/sender';
import { seedWallet } from '../src/wallet/seed-wallet';
import { startTestApp, type TestApp } from './app-harness';
import { bearer, registerPlayer } from './auth-helpers';
import type { DbKind } from './test-db';
import { plainPng } from './wallet-png';

export const PNG_BYTES = plainPng(4, 4);
export const WITHDRAW_PASSWORD = 'Withdraw@123';

export interface WalletApp extends TestApp {
  otp: MemoryOtpSender;
  siteId: string;
  dataDir: string;
}

/** The API on a fresh database with the default site and the demo wallet seeded; uploads in a temp dir. */
export async function startWalletApp(kind: DbKind, opts: { now?: () => Date; services?: ServiceName[]; paymentGateway?: PaymentGatewayName; config?: Partial<Config> } = {}): Promise<WalletApp> {
  const otp = new MemoryOtpSender();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'khel-wallet-'));
  const t = await startTestApp(kind, {
    config: { dataDir, ...(opts.services ? { services: opts.services } : {}), ...(opts.paymentGateway ? { paymentGateway: opts.paymentGateway } : {}), ...opts.config },
    overrides: { otpSender: otp, ...(opts.now ? { now: opts.now } : {}) },
  });
  const site = await t.testDb.db.query<{ id: string }>(`INSERT INTO sites (domain, settings) VALUES ('localhost', '{}'::jsonb) RETURNING id::text`);
  const siteId = site.rows[0]!.id;
  await t.testDb.db.tx((q) => seedWallet(q, siteId));
  return {
    ...t,
    otp,
    siteId,
    dataDir,
    async close() {
      await t.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Player {
  token: string;
  userId: string;
  mobile: string;
}

let mobileSeq = 0;
export async function newPlayer(w: WalletApp, opts: { rupees?: number; withdrawPassword?: boolean } = {}): Promise<Player> {
  const mobile = `9${String(process.pid % 1000).padStart(3, '0')}${String(++mobileSeq).padStart(6, '0')}`;
  const r = await registerPlayer(w.app, w.otp, mobile);
  const userId = String(r.user.id ?? (await w.testDb.db.query<{ id: string }>('SELECT id::text FROM users WHERE mobile = $1', [mobile])).rows[0]!.id);
  const p = { token: r.token, userId, mobile };
  if (opts.rupees) await fund(w, p, opts.rupees);
  if (opts.withdrawPassword) await setWithdrawPassword(w, p);
  return p;
}

export async function fund(w: WalletApp, p: Player, rupees: number, key = `test-fund:${p.userId}:${Math.random()}`): Promise<void> {
  await w.testDb.db.tx((q) => creditPlayer(q, { userId: p.userId, amountPaise: BigInt(Math.round(rupees * 100)), kind: 'test_credit', idempotencyKey: key }));
}

export async function setWithdrawPassword(w: WalletApp, p: Player, password = WITHDRAW_PASSWORD): Promise<void> {
  const sent = await call(w.app, 'POST', '/wallet/client/transaction-password/send-otp', p.token);
  if (sent.statusCode !== 200) throw new Error(`send-otp ${sent.body}`);
  const res = await call(w.app, 'POST', '/wallet/client/transaction-password/verify-otp', p.token, { otp: w.otp.last(p.mobile), password, confirm_password: password });
  if (res.statusCode !== 200) throw new Error(`verify-otp ${res.body}`);
}

export async function demoToken(w: WalletApp): Promise<string> {
  const res = await w.app.inject({ method: 'POST', url: '/user/auth/demo-login' });
  return res.json().data.token as string;
}

export async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT',
  url: string,
  token?: string,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({ method, url, payload: payload as object, headers: { ...(token ? bearer(token) : {}), ...headers } });
}

/** Gets a signed URL and PUTs an image to it; returns the stored file's URL (the put URL without its query). */
export async function uploadImage(w: WalletApp, p: Player, type: 'payment-slip' | 'qr-code' = 'payment-slip', bytes = PNG_BYTES): Promise<string> {
  const signed = await call(w.app, 'POST', '/wallet/dir/settings/getSignedUrl', p.token, { file_type: 'image/png', file_size: 1, file_name: 'slip.png', type });
  if (signed.statusCode !== 200) throw new Error(`getSignedUrl ${signed.body}`);
  const url = new URL(signed.json().data.url as string);
  const put = await w.app.inject({ method: 'PUT', url: url.pathname + url.search, payload: bytes, headers: { 'content-type': 'image/png', 'x-amz-acl': 'public-read' } });
  if (put.statusCode !== 200) throw new Error(`PUT ${put.statusCode} ${put.body}`);
  return `${url.origin}${url.pathname}`;
}

/** The seeded master account of a method type. */
export async function masterAccountId(w: WalletApp, methodType: string): Promise<number> {
  const { rows } = await w.testDb.db.query<{ id: string }>(
    'SELECT a.id::text FROM master_accounts a JOIN payment_methods m ON m.id = a.method_id WHERE m.method_type = $1 AND m.for_deposit ORDER BY a.id LIMIT 1',
    [methodType],
  );
  return Number(rows[0]!.id);
}

export async function payoutMethodId(w: WalletApp, methodType: 'bank' | 'upi' | 'wallet'): Promise<number> {
  const { rows } = await w.testDb.db.query<{ id: string }>('SELECT id::text FROM payment_methods WHERE method_type = $1 AND for_withdrawal', [methodType]);
  return Number(rows[0]!.id);
}

export async function balances(w: WalletApp, p: Player): Promise<Record<string, bigint>> {
  const { rows } = await w.testDb.db.query<{ kind: string; balance: string }>('SELECT kind, balance::text FROM ledger_accounts WHERE user_id = $1', [p.userId]);
  return Object.fromEntries(rows.map((r) => [r.kind, BigInt(r.balance)]));
}

export async function addBankAccount(w: WalletApp, p: Player, accountNumber = '123456789012', ifsc = 'HDFC0001234'): Promise<number> {
  const res = await call(w.app, 'POST', '/wallet/client/create-client-account', p.token, {
    payment_method: 'bank', method_id: await payoutMethodId(w, 'bank'), bank_id: 2, ifsc_code: ifsc, account_number: accountNumber,
    account_holder_name: 'Ravi Kumar', transaction_password: WITHDRAW_PASSWORD,
  });
  if (res.statusCode !== 200) throw new Error(`create-client-account ${res.body}`);
  return res.json().data.client_account_id as number;
}
