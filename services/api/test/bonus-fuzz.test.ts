// A few hundred generated requests per database; start-up and seeding come first.
jest.setTimeout(180_000);

import fc from 'fast-check';
import { BonusClaimBody, OpsBonusGrantBody, OpsBonusMethodBody, OpsBonusSettingsBody } from '@khel/shared/contracts';
import { schemaOf, type Ctor } from '../src/http/schemas/from-class';
import { startTestApp, type TestApp } from './app-harness';
import { grantBonus } from './bonus-fixtures';
import { makePlayer, opsLogin, seedAll } from './ops-fixtures';
import { fieldValue } from './fuzz/values';
import { dbKinds } from './test-db';

const fieldsOf = (Cls: Ctor) => Object.keys((schemaOf(Cls) as { properties?: Record<string, unknown> }).properties ?? {});

function bodies(fields: string[]) {
  const object = fc.dictionary(fc.constantFrom(...fields), fieldValue, { maxKeys: fields.length }).map((o) => ({ type: 'application/json', payload: JSON.stringify(o) }));
  const notObject = fc.jsonValue({ maxDepth: 2 }).filter((v) => v === null || typeof v !== 'object' || Array.isArray(v)).map((v) => ({ type: 'application/json', payload: JSON.stringify(v) }));
  const broken = fc.constantFrom('{', '{"a":', 'nul', '[1,').map((payload) => ({ type: 'application/json', payload }));
  return fc.oneof({ weight: 5, arbitrary: object }, notObject, broken);
}

/** The bonus calls with generated input: a success or a 4xx with a message, never a 5xx; a 4xx changes no row. */
describe.each(dbKinds())('bonus calls with generated input on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let player: string;
  let methodId: string;
  let offerId: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    const { siteId } = await seedAll(t.testDb.db);
    admin = await opsLogin(t.app, 'admin');
    const p = await makePlayer(t.testDb.db, 100);
    player = (await t.app.inject({ method: 'POST', url: '/user/auth/login', payload: { type: 2, user_id: p.userName, password: 'Secret@123' } })).json().data.token;
    await grantBonus(t.testDb.db, p.id, { amount: 1000n, multipleX100: 1000, now: new Date() });
    const offer = await t.testDb.db.query<{ id: string }>(
      `INSERT INTO bonus_awards (user_id, kind, status, amount, wagering_required, contributions, expiry_days, source_key, offered_at, offer_expires_at)
       VALUES ($1, 'grant', 'offered', 500, 5000, '{"sports":100,"casino":50,"matka":100}', 30, 'fuzz-offer', now(), now() + interval '7 days') RETURNING id::text`,
      [p.id],
    );
    offerId = offer.rows[0]!.id;
    methodId = (await t.testDb.db.query<{ id: string }>('SELECT id::text FROM payment_methods WHERE site_id = $1 ORDER BY id LIMIT 1', [siteId])).rows[0]!.id;
  }, 60_000);
  afterAll(() => t.close());

  const TABLES = ['bonus_awards', 'bonus_settings', 'bonus_method_rules', 'payment_methods', 'sites', 'ledger_entries', 'audit_log', 'notifications', 'idempotency_keys'];
  const snapshot = async () => {
    const out: Record<string, string> = {};
    for (const table of TABLES) {
      const { rows } = await t.testDb.db.query<{ d: string | null }>(`SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS d FROM ${table} x`);
      out[table] = rows[0]!.d ?? '';
    }
    return out;
  };
  const check = (where: string, res: { statusCode: number; body: string }) => {
    const message = (() => {
      try {
        return JSON.parse(res.body).message as unknown;
      } catch {
        return undefined;
      }
    })();
    if (res.statusCode >= 500 || typeof message !== 'string' || !message) throw new Error(`${where} -> ${res.statusCode} ${res.body.slice(0, 300)}`);
  };

  test('every bonus call with a body', async () => {
    const calls = [
      { url: '/ops/bonus/config', token: () => admin, fields: fieldsOf(OpsBonusSettingsBody) },
      { url: `/ops/bonus/methods/${methodId}`, token: () => admin, fields: fieldsOf(OpsBonusMethodBody) },
      { url: '/ops/bonus/grants', token: () => admin, fields: fieldsOf(OpsBonusGrantBody) },
      { url: '/bonus/claim', token: () => player, fields: fieldsOf(BonusClaimBody) },
    ];
    for (const c of calls) {
      await fc.assert(
        fc.asyncProperty(bodies(c.fields), async (body) => {
          const before = await snapshot();
          const res = await t.app.inject({ method: 'POST', url: c.url, payload: body.payload, headers: { authorization: `Bearer ${c.token()}`, 'content-type': body.type } });
          check(`${c.url} ${body.payload.slice(0, 200)}`, res);
          if (res.statusCode >= 400) expect(await snapshot()).toEqual(before);
        }),
        { numRuns: 30 },
      );
    }
    // The seeded offer is still claimable after all that (nothing generated claimed it by accident but a valid id).
    expect((await t.testDb.db.query<{ status: string }>('SELECT status FROM bonus_awards WHERE id = $1', [offerId])).rows[0]!.status).toMatch(/offered|locked/);
  });

  test('path parameters and queries', async () => {
    const text = fc.string({ maxLength: 30 }).filter((s) => s.length > 0);
    await fc.assert(
      fc.asyncProperty(text, async (ref) => {
        check(`players/${ref}`, await t.app.inject({ method: 'GET', url: `/ops/bonus/players/${encodeURIComponent(ref)}`, headers: { authorization: `Bearer ${admin}` } }));
        check(`terms?domain=${ref}`, await t.app.inject({ method: 'GET', url: `/bonus/terms?domain=${encodeURIComponent(ref)}` }));
      }),
      { numRuns: 60 },
    );
  });
});
