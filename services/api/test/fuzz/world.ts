import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { startPlayerSession } from '../../src/auth/sessions';
import { listedRoutes } from '../../src/http/input-guard';
import { MemoryOtpSender } from '../../src/otp/sender';
import { startTestApp, type TestApp } from '../app-harness';
import { depositRequest, firstMethod, makePlayer, opsLogin, payoutAccount, seedAll } from '../ops-fixtures';
import type { DbKind } from '../test-db';
import type { FuzzIds } from './routes';
import type { Route, Tokens } from './requests';

/**
 * The running API the fuzzer talks to: seeded, with a real player (money, a payout account, a pending deposit)
 * and a real admin, their live tokens, every route the app registered, and a digest of the money tables.
 */
export interface FuzzWorld {
  t: TestApp;
  app: FastifyInstance;
  ids: FuzzIds;
  tokens: Tokens;
  routes: Route[];
  /** Signs the player and the admin in again and unblocks the player (after a generated logout, refresh or block). */
  renew(): Promise<void>;
  snapshot(): Promise<string>;
}

/**
 * The rows a refused request must never change: money (ledger, wallet requests and their events), players'
 * identities and credentials, payout and master accounts, payment methods, configuration, upload slots. Tables a
 * refusal legitimately writes (login failures, OTP tries, UTR attempts, idempotency records, the audit log) are
 * left out. One query, so a digest per request stays cheap. The ledger is append-only: count and last id suffice.
 */
const SNAPSHOT_SQL = `SELECT concat_ws(' ',
  (SELECT count(*) || '/' || coalesce(max(id), 0) FROM ledger_transactions),
  (SELECT count(*) || '/' || coalesce(max(id), 0) FROM ledger_entries),
  (SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x.id), '')) FROM wallet_transactions x),
  (SELECT count(*) FROM wallet_transaction_events),
  (SELECT md5(coalesce(string_agg(concat_ws(',', id, user_name, mobile, password_hash, withdraw_password_hash, blocked, stakes::text), '|' ORDER BY id), '')) FROM users),
  (SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x.id), '')) FROM client_accounts x),
  (SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x.id), '')) FROM master_accounts x),
  (SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x.id), '')) FROM payment_methods x),
  (SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x.site_id), '')) FROM wallet_config x),
  (SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x.id), '')) FROM sites x),
  (SELECT count(*) FROM uploads)
) AS digest`;

export async function startFuzzWorld(kind: DbKind): Promise<FuzzWorld> {
  // An import map of the world's own: a generated module swap never writes beside the repository's map.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'khel-fuzz-map-'));
  const importMapPath = path.join(dir, 'import-map.json');
  fs.writeFileSync(importMapPath, JSON.stringify({ imports: { '@khel/shell': '/modules/shell/shell.js', '@khel/games': '/modules/games/games.js' } }));
  const started = await startTestApp(kind, { config: { importMapPath }, overrides: { otpSender: new MemoryOtpSender() } });
  const t: TestApp = {
    ...started,
    async close() {
      await started.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  const db = t.testDb.db;
  const { siteId } = await seedAll(db);
  const player = await makePlayer(db, 100_000);
  const clientAccount = await payoutAccount(db, siteId, player.id);
  const request = await depositRequest(db, siteId, player.id, 500);
  const method = await firstMethod(db, siteId, 'upi');
  const master = await db.query<{ id: string }>(`INSERT INTO master_accounts (method_id, upi_id, account_holder_name) VALUES ($1, 'fuzz@upi', 'Fuzz Holder') RETURNING id::text AS id`, [method.id]);
  // The VAPID keys are made on first read: a legitimate write, done before the first digest.
  await t.app.inject({ method: 'GET', url: '/notification/vapid-public-key' });

  const world: FuzzWorld = {
    t,
    app: t.app,
    ids: { player: player.id, request, clientAccount, method: method.id, master: master.rows[0]!.id },
    tokens: { player: '', operator: '' },
    routes: listedRoutes(t.app).map((r) => ({ method: r.method, url: r.url })),
    async renew() {
      world.tokens.operator = await opsLogin(t.app, 'admin');
      await t.app.inject({ method: 'POST', url: `/ops/players/${player.id}/unblock`, headers: { authorization: `Bearer ${world.tokens.operator}` } });
      const session = await db.tx((q) => startPlayerSession(q, player.id, { secret: t.app.deps.secrets.jwt, ttlSeconds: 24 * 3600, now: t.app.deps.now() }));
      world.tokens.player = session.token;
    },
    async snapshot() {
      return (await db.query<{ digest: string }>(SNAPSHOT_SQL)).rows[0]!.digest;
    },
  };
  await world.renew();
  return world;
}
