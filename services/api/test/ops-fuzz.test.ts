// A few hundred generated requests per database; start-up and seeding come first.
jest.setTimeout(180_000);

import fc from 'fast-check';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestApp, type TestApp } from './app-harness';
import { depositRequest, makePlayer, opsLogin, seedAll } from './ops-fixtures';
import { dbKinds } from './test-db';
import { fieldValue, FLAG_LOOKALIKES, isUrlField, NUMBER_LIKE_TEXT } from './fuzz/values';
import { OpsMatkaMarketBody, OpsMatkaResultBody, OpsMatkaRollbackBody, OpsMatkaSessionBody } from '@khel/shared/contracts';
import {
  OpsCasinoDemoPolicyBody, OpsCasinoGameBody, OpsCasinoProviderBody, OpsEventStatusBody, OpsMarketStatusBody, OpsNewCompetitionBody,
  OpsNewEventBody, OpsNewMarketBody, OpsNewSportBody, OpsPricesBody, OpsRollbackBody, OpsSettleBody,
} from '@khel/shared/console-contracts';
import { schemaOf, type Ctor } from '../src/http/schemas/from-class';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';

/** Every /ops call with a body, and the fields it reads (wrong values for them are generated too). */
const WITH_BODY: { method: Method; url: (ids: Ids) => string; fields: string[] }[] = [
  { method: 'POST', url: () => '/ops/auth/login', fields: ['username', 'password'] },
  { method: 'POST', url: (i) => `/ops/requests/${i.deposit}/approve`, fields: ['approved_amount'] },
  { method: 'POST', url: (i) => `/ops/requests/${i.deposit}/reject`, fields: ['remark'] },
  { method: 'POST', url: (i) => `/ops/requests/${i.deposit}/hold`, fields: ['remark'] },
  { method: 'PUT', url: () => '/ops/config/wallet', fields: ['deposit_range', 'withdrawal_range', 'stake_button', 'announcement', 'rules', 'deposit_video', 'withdrawal_video', 'is_bank_only', 'request_expiry_minutes'] },
  { method: 'POST', url: () => '/ops/config/payment-methods', fields: ['method_name', 'name', 'method_type', 'currency', 'bonus_percentage', 'for_deposit', 'for_withdrawal', 'is_active', 'sort_order'] },
  { method: 'PATCH', url: (i) => `/ops/config/payment-methods/${i.method}`, fields: ['name', 'bonus_percentage', 'is_active', 'sort_order', 'for_deposit', 'currency'] },
  { method: 'POST', url: () => '/ops/config/master-accounts', fields: ['method_id', 'account_holder_name', 'account_number', 'ifsc_code', 'upi_id', 'qr_code', 'multiplier_value', 'min_amount', 'max_amount'] },
  { method: 'PATCH', url: (i) => `/ops/config/master-accounts/${i.master}`, fields: ['is_active', 'account_holder_name', 'qr_code'] },
  { method: 'PUT', url: () => '/ops/config/site', fields: ['maintenance', 'announcement', 'offer_poster'] },
  { method: 'POST', url: () => '/ops/uploads/signed-url', fields: ['file_type', 'file_size', 'file_name', 'type'] },
  { method: 'POST', url: () => '/ops/modules/set', fields: ['name', 'url'] },
  // The sports, casino and matka console's calls: each reads the fields of its shared body class.
  { method: 'POST', url: () => '/ops/sports/sports', fields: fieldsOf(OpsNewSportBody) },
  { method: 'POST', url: () => '/ops/sports/competitions', fields: fieldsOf(OpsNewCompetitionBody) },
  { method: 'POST', url: () => '/ops/sports/events', fields: fieldsOf(OpsNewEventBody) },
  { method: 'POST', url: (i) => `/ops/sports/events/${i.event}/status`, fields: fieldsOf(OpsEventStatusBody) },
  { method: 'POST', url: (i) => `/ops/sports/events/${i.event}/markets`, fields: fieldsOf(OpsNewMarketBody) },
  { method: 'POST', url: (i) => `/ops/sports/markets/${i.market}/prices`, fields: fieldsOf(OpsPricesBody) },
  { method: 'POST', url: (i) => `/ops/sports/markets/${i.market}/status`, fields: fieldsOf(OpsMarketStatusBody) },
  { method: 'POST', url: (i) => `/ops/sports/markets/${i.market}/settle`, fields: fieldsOf(OpsSettleBody) },
  { method: 'POST', url: (i) => `/ops/sports/markets/${i.market}/rollback`, fields: fieldsOf(OpsRollbackBody) },
  { method: 'POST', url: () => '/ops/casino/providers', fields: fieldsOf(OpsCasinoProviderBody) },
  { method: 'POST', url: (i) => `/ops/casino/providers/${i.provider}`, fields: fieldsOf(OpsCasinoProviderBody) },
  { method: 'POST', url: (i) => `/ops/casino/games/${i.game}`, fields: fieldsOf(OpsCasinoGameBody) },
  { method: 'PUT', url: () => '/ops/casino/demo-policy', fields: fieldsOf(OpsCasinoDemoPolicyBody) },
  { method: 'POST', url: () => '/ops/matka/markets', fields: fieldsOf(OpsMatkaMarketBody) },
  { method: 'POST', url: (i) => `/ops/matka/markets/${i.matka}`, fields: fieldsOf(OpsMatkaMarketBody) },
  { method: 'POST', url: (i) => `/ops/matka/markets/${i.matka}/result`, fields: fieldsOf(OpsMatkaResultBody) },
  { method: 'POST', url: (i) => `/ops/matka/markets/${i.matka}/settle`, fields: fieldsOf(OpsMatkaSessionBody) },
  { method: 'POST', url: (i) => `/ops/matka/markets/${i.matka}/void`, fields: fieldsOf(OpsMatkaSessionBody) },
  { method: 'POST', url: (i) => `/ops/matka/markets/${i.matka}/rollback`, fields: fieldsOf(OpsMatkaRollbackBody) },
];

/** The fields a body class declares (the route's schema is derived from the same class). */
function fieldsOf(Cls: Ctor): string[] {
  return Object.keys(schemaOf(Cls).properties as Record<string, unknown>);
}

interface Ids {
  deposit: string;
  method: string;
  master: string;
  /** The seeded sports event and one of its match-odds markets, a casino provider and game, a matka market. */
  event: string;
  market: string;
  provider: string;
  game: string;
  matka: string;
}

/** The shared generator's values (test/fuzz/values.ts): NUL, lone surrogates, bidi, emoji, lists, 1e308, 400 digits... */
const wrongValue = fieldValue;

/** A body that is not a JSON object, not JSON at all, or an object whose known fields hold generated values. */
function bodies(fields: string[]) {
  const object = fc.dictionary(fc.constantFrom(...fields), wrongValue, { maxKeys: fields.length }).map((o) => ({ type: 'application/json', payload: JSON.stringify(o) }));
  const notObject = fc.oneof(fc.jsonValue({ maxDepth: 2 }).filter((v) => v === null || typeof v !== 'object' || Array.isArray(v))).map((v) => ({ type: 'application/json', payload: JSON.stringify(v) }));
  const broken = fc.constantFrom('{', '{"a":', 'nul', '[1,', '{"x":1}}').map((payload) => ({ type: 'application/json', payload }));
  const otherType = fc.string({ maxLength: 30 }).map((payload) => ({ type: 'text/plain', payload }));
  return fc.oneof({ weight: 5, arbitrary: object }, notObject, broken, otherType);
}

/** Malformed input never crashes an /ops call: the answer is a success or a 4xx with a message, and a refusal changes no row. */
describe.each(dbKinds())('ops calls with generated input on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let ids: Ids;
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'khel-ops-fuzz-'));
    const mapFile = path.join(dir, 'import-map.json');
    fs.writeFileSync(mapFile, JSON.stringify({ imports: { '@khel/shell': '/modules/shell/shell.js' } }));
    t = await startTestApp(kind, { config: { importMapPath: mapFile } });
    const { siteId } = await seedAll(t.testDb.db);
    admin = await opsLogin(t.app, 'admin');
    const p = await makePlayer(t.testDb.db, 100);
    const deposit = await depositRequest(t.testDb.db, siteId, p.id, 100);
    const method = await t.testDb.db.query<{ id: string }>(`INSERT INTO payment_methods (site_id, method_name, name, method_type) VALUES ($1, 'fuzz_upi', 'Fuzz UPI', 'upi') RETURNING id::text AS id`, [siteId]);
    const master = await t.testDb.db.query<{ id: string }>(`INSERT INTO master_accounts (method_id, upi_id, account_holder_name) VALUES ($1, 'fuzz@upi', 'Fuzz') RETURNING id::text AS id`, [method.rows[0]!.id]);
    const one = async (sql: string) => (await t.testDb.db.query<{ id: string }>(sql)).rows[0]!.id;
    ids = {
      deposit,
      method: method.rows[0]!.id,
      master: master.rows[0]!.id,
      event: await one(`SELECT event_id::text AS id FROM sports_markets WHERE kind = 'match_odds' ORDER BY id LIMIT 1`),
      market: await one(`SELECT id::text AS id FROM sports_markets WHERE kind = 'match_odds' ORDER BY id LIMIT 1`),
      provider: await one('SELECT id FROM casino_providers ORDER BY id LIMIT 1'),
      game: await one('SELECT id::text AS id FROM casino_games ORDER BY id LIMIT 1'),
      matka: await one('SELECT id::text AS id FROM matka_markets ORDER BY id LIMIT 1'),
    };
  }, 60_000);
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const TABLES = [
    'wallet_transactions', 'wallet_transaction_events', 'ledger_entries', 'payment_methods', 'master_accounts', 'wallet_config', 'sites', 'uploads', 'users', 'idempotency_keys',
    'sports', 'sports_competitions', 'sports_events', 'sports_markets', 'sports_runners', 'sports_prices', 'casino_providers', 'casino_games', 'matka_markets', 'matka_sessions',
  ];
  const snapshot = async () => {
    const out: Record<string, string> = {};
    for (const table of TABLES) {
      const { rows } = await t.testDb.db.query<{ d: string | null }>(`SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS d FROM ${table} x`);
      out[table] = rows[0]!.d ?? '';
    }
    return out;
  };
  // The tables as the last refused call left them (checked equal to before it): the next call's "before" without a
  // second read. A success may change them, so after one the next call reads them again.
  let unchanged: Record<string, string> | undefined;
  const before = async () => {
    const was = unchanged ?? (await snapshot());
    unchanged = undefined; // until this call is known to have changed nothing
    return was;
  };
  const refusedChangedNothing = async (statusCode: number, was: Record<string, string>) => {
    if (statusCode < 400) return;
    const now = await snapshot();
    expect(now).toEqual(was);
    unchanged = now;
  };

  function check(where: string, res: { statusCode: number; body: string }): void {
    let message: unknown;
    try {
      message = JSON.parse(res.body).message;
    } catch {
      message = undefined;
    }
    if (res.statusCode >= 500 || typeof message !== 'string' || !message || (res.statusCode >= 300 && res.statusCode < 400)) {
      throw new Error(`${where} -> ${res.statusCode} ${res.body.slice(0, 300)}`);
    }
  }

  test('every call with a body: a success or a 4xx with a message; a 4xx changes nothing', async () => {
    const answered: Record<string, number[]> = {};
    for (const ep of WITH_BODY) {
      const key = `${ep.method} ${ep.url(ids)}`;
      answered[key] = [];
      await fc.assert(
        fc.asyncProperty(bodies(ep.fields), async (body) => {
          const was = await before();
          const res = await t.app.inject({ method: ep.method, url: ep.url(ids), payload: body.payload, headers: { authorization: `Bearer ${admin}`, 'content-type': body.type } });
          answered[key]!.push(res.statusCode);
          check(`${key} ${body.type} ${body.payload.slice(0, 200)}`, res);
          await refusedChangedNothing(res.statusCode, was);
        }),
        { numRuns: 25 },
      );
    }
    // Every call's path is real (its ids exist): the generated bodies reach its checks, not a 404 or 405 each time.
    const neverReached = Object.entries(answered).filter(([, codes]) => codes.every((c) => c === 404 || c === 405)).map(([key]) => key);
    expect(neverReached).toEqual([]);
  });

  // Issue 27's shapes on every call, not left to chance: text that parses as a number and a blank flag, first in
  // every field at once, then in each field alone (number-like text where a URL belongs, "" elsewhere).
  test("every call with a body meets issue 27's shapes: number-like text and blank flags", async () => {
    for (const ep of WITH_BODY) {
      const url = ep.url(ids);
      const bodies = [
        ...[...NUMBER_LIKE_TEXT.slice(0, 4), ...FLAG_LOOKALIKES.slice(0, 2)].map((v) => Object.fromEntries(ep.fields.map((f) => [f, v]))),
        ...ep.fields.map((f) => ({ [f]: isUrlField(f, undefined) ? '-100' : '' })),
      ];
      for (const body of bodies) {
        const was = await before();
        const payload = JSON.stringify(body);
        const res = await t.app.inject({ method: ep.method, url, payload, headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' } });
        check(`${ep.method} ${url} ${payload}`, res);
        await refusedChangedNothing(res.statusCode, was);
      }
    }
  });

  test('queries and path parameters: the queue, a request, a player, the audit never crash', async () => {
    const text = fc.string({ maxLength: 30 });
    const queryKey = fc.constantFrom('status', 'type', 'from', 'to', 'method', 'q', 'page', 'page_size', 'action', 'operator', 'domain');
    const query = fc.array(fc.tuple(queryKey, text), { maxLength: 5 }).map((pairs) => pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&'));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('/ops/requests', '/ops/audit', '/ops/requests/counts', '/ops/config/wallet', '/ops/config/site'), query, async (url, q) => {
        const res = await t.app.inject({ method: 'GET', url: `${url}?${q}`, headers: { authorization: `Bearer ${admin}` } });
        check(`GET ${url}?${q}`, res);
      }),
      { numRuns: 100 },
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('/ops/requests/', '/ops/players/'), text.filter((s) => s.length > 0), async (prefix, ref) => {
        const res = await t.app.inject({ method: 'GET', url: `${prefix}${encodeURIComponent(ref)}`, headers: { authorization: `Bearer ${admin}` } });
        check(`GET ${prefix}${ref}`, res);
      }),
      { numRuns: 60 },
    );
  });
});
