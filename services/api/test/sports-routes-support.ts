import type { LightMyRequestResponse } from 'fastify';
import type { Config } from '../src/config';
import type { SportsRuntimeOptions } from '../src/sports/feed/runtime';
import { startTestApp, type TestApp } from './app-harness';
import { registerPlayer } from './auth-helpers';
import { MemoryOtpSender } from '../src/otp/sender';
import { creditPlayer } from '../src/ledger';
import type { DbKind } from './test-db';

/** The API with the sports service on a fresh database, and players for the sports route suites. */

export interface SportsApp extends TestApp {
  otp: MemoryOtpSender;
}

export async function startSportsApp(kind: DbKind, opts: { config?: Partial<Config>; sports?: Partial<SportsRuntimeOptions> } = {}): Promise<SportsApp> {
  const otp = new MemoryOtpSender();
  const t = await startTestApp(kind, { config: { services: ['site', 'user', 'sports', 'ops'], ...opts.config }, overrides: { otpSender: otp, sports: { sweepMs: 60_000, ...opts.sports } } });
  await t.testDb.db.query(`INSERT INTO sites (domain, settings) VALUES ('localhost', '{}'::jsonb) ON CONFLICT DO NOTHING`);
  return { ...t, otp };
}

let mobileSeq = 0;

/** A registered player (a real login) with `rupees` of cash. */
export async function bettor(s: SportsApp, rupees: number): Promise<{ token: string; userId: string }> {
  const mobile = `8${String(process.pid % 1000).padStart(3, '0')}${String(++mobileSeq).padStart(6, '0')}`;
  const r = await registerPlayer(s.app, s.otp, mobile);
  const userId = (await s.testDb.db.query<{ id: string }>('SELECT id::text FROM users WHERE mobile = $1', [mobile])).rows[0]!.id;
  if (rupees > 0) {
    await s.testDb.db.tx((q) => creditPlayer(q, { userId, amountPaise: BigInt(Math.round(rupees * 100)), kind: 'test_credit', idempotencyKey: `sports-test:${userId}` }));
  }
  return { token: r.token as string, userId };
}

export function placeBet(s: SportsApp, token: string, body: Record<string, unknown>, key?: string): Promise<LightMyRequestResponse> {
  return s.app.inject({
    method: 'POST',
    url: '/sports/bets',
    headers: { authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) },
    payload: body,
  });
}

export function getAs(s: SportsApp, url: string, token?: string): Promise<LightMyRequestResponse> {
  return s.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
}
