// Property runs send a few thousand requests; PGlite start-up and seeding come first.
jest.setTimeout(180_000);

import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { dbKinds } from './test-db';
import { startTestApp, type TestApp } from './app-harness';
import { seed } from '../src/seed/seed';
import { DEMO_CREDENTIALS } from '../src/seed/demo-credentials';
import { MemoryOtpSender } from '../src/otp/sender';
import { post } from './auth-helpers';

type Method = 'GET' | 'POST' | 'PUT';
/**
 * public: reads a body, no token. broken-json: reads no body, so only a body that is not JSON can be wrong.
 * player-body: behind a token, reads a body (sent with a live token and a malformed body, or a bad token).
 * player: behind a token, reads no body (the token is the malformed part).
 */
type Kind = 'public' | 'broken-json' | 'player-body' | 'player';
interface Endpoint {
  method: Method;
  url: string;
  kind: Kind;
  /** Body fields the endpoint reads: wrong values for them are generated as well as arbitrary bodies. */
  fields?: string[];
}

const ENDPOINTS: Endpoint[] = [
  { method: 'POST', url: '/user/auth/send-otp', kind: 'public', fields: ['mobile', 'type'] },
  { method: 'POST', url: '/user/auth/register', kind: 'public', fields: ['mobile', 'otp', 'password', 'confirm_password', 'refer_code'] },
  { method: 'POST', url: '/user/auth/login', kind: 'public', fields: ['type', 'mobile', 'user_id', 'password'] },
  { method: 'POST', url: '/user/auth/forgot-password', kind: 'public', fields: ['mobile', 'otp', 'password', 'confirm_password'] },
  { method: 'POST', url: '/user/auth/demo-login', kind: 'broken-json' },
  { method: 'POST', url: '/user/auth/change-password', kind: 'player-body', fields: ['current_password', 'new_password', 'confirm_password', 'withdraw_password', 'confirm_withdraw_password'] },
  { method: 'PUT', url: '/user/api/stakes', kind: 'player-body', fields: ['stakes'] },
  { method: 'POST', url: '/notification/subscribe', kind: 'player-body', fields: ['deviceData', 'domainName'] },
  { method: 'POST', url: '/user/auth/logout', kind: 'player' },
  { method: 'POST', url: '/user/auth/refresh', kind: 'player' },
  { method: 'GET', url: '/user/api/get-user-info', kind: 'player' },
  { method: 'GET', url: '/user/api/get-user-pl-info', kind: 'player' },
  { method: 'POST', url: '/user/api/wallet-balance', kind: 'player' },
  { method: 'POST', url: '/notification/unsubscribe', kind: 'player' },
];

const printable = fc.stringMatching(/^[\x20-\x7e]{0,40}$/);
const anyValue = fc.oneof(fc.jsonValue({ maxDepth: 2 }), printable, fc.integer(), fc.constant(null), fc.array(fc.integer({ min: -1e9, max: 1e9 }), { maxLength: 6 }));
type Body = { payload: string; type: string };

/** Text that can never parse as JSON: an object left open after a comma. */
const brokenJson: fc.Arbitrary<Body> = fc.oneof(
  printable.map((text) => ({ payload: `{"${text.replace(/["\\]/g, '')}": 1,`, type: 'application/json' })),
  fc.tuple(printable, fc.constantFrom('text/xml', 'application/x-www-form-urlencoded', 'application/octet-stream')).map(([payload, type]) => ({ payload: payload || 'x', type })),
);

/** A body that is malformed for the endpoint: wrong shape, wrong field types, junk text, broken JSON. */
function malformedBody(fields: string[]): fc.Arbitrary<Body> {
  const json = (v: unknown): Body => ({ payload: JSON.stringify(v === undefined ? null : v), type: 'application/json' });
  return fc.oneof(
    fc.dictionary(fc.constantFrom(...fields, 'extra', '__proto__', 'constructor'), anyValue, { maxKeys: fields.length + 2 }).map(json),
    fc.jsonValue({ maxDepth: 3 }).map(json),
    printable.map((payload) => ({ payload, type: 'text/plain' })),
    brokenJson,
  );
}

/** Authorization values that are not a live player token (missing, junk, a live token with one character changed). */
function badAuth(liveToken: () => string): fc.Arbitrary<string | undefined> {
  return fc.oneof(
    fc.constant(undefined),
    printable,
    printable.map((s) => `Bearer ${s}`),
    fc.nat({ max: 400 }).map((i) => {
      const t = liveToken();
      const pos = i % t.length;
      return `Bearer ${t.slice(0, pos)}${t[pos] === 'A' ? 'B' : 'A'}${t.slice(pos + 1)}`;
    }),
    fc.constant('Basic cGxheWVyMTpQbGF5ZXJAMTIz'),
  );
}

describe.each(dbKinds())('malformed input on %s', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp(kind, { overrides: { otpSender: new MemoryOtpSender() } });
    await seed(t.testDb.db);
    const P = DEMO_CREDENTIALS.player;
    token = (await post(t.app, '/user/auth/login', { type: 1, mobile: P.mobile, password: P.password })).json().data.token;
  });
  afterAll(() => t.close());

  /** Every row of every table a request could touch, as one digest. */
  const snapshot = async () => {
    const tables = ['sites', 'users', 'sessions', 'otps', 'operators', 'push_subscriptions', 'ledger_accounts', 'ledger_transactions', 'ledger_entries', 'app_secrets'];
    const out: Record<string, string> = {};
    for (const table of tables) {
      const { rows } = await t.testDb.db.query<{ d: string | null }>(`SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS d FROM ${table} x`);
      out[table] = rows[0]!.d ?? '';
    }
    return out;
  };

  const expect4xx = (where: string, res: { statusCode: number; body: string }) => {
    let message: unknown;
    try {
      message = JSON.parse(res.body).message;
    } catch {
      message = undefined;
    }
    // Reported with the request so a shrunk counterexample says what was sent.
    if (res.statusCode < 400 || res.statusCode >= 500 || typeof message !== 'string' || !message) {
      throw new Error(`${where} -> ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
  };

  it('every endpoint answers a malformed body, query or header with a 4xx and a message, and changes no row', async () => {
    // Creating the VAPID keys is the one legitimate write a read can cause; do it before the snapshot.
    await t.app.inject({ method: 'GET', url: '/notification/vapid-public-key' });
    const before = await snapshot();

    let requests = 0;
    for (const ep of ENDPOINTS) {
      const bodies = ep.kind === 'public' || ep.kind === 'player-body' ? malformedBody(ep.fields!) : brokenJson;
      await fc.assert(
        fc.asyncProperty(bodies, badAuth(() => token), printable, fc.boolean(), async (body, auth, requestId, liveToken) => {
          const headers: Record<string, string> = { 'x-request-id': requestId };
          // A player-body call with a live token must fail on its body; every other player call on its token.
          const sendLive = ep.kind === 'player-body' && liveToken;
          const authorization = sendLive ? `Bearer ${token}` : auth;
          if (authorization !== undefined) headers.authorization = authorization;
          const options: InjectOptions = { method: ep.method, url: ep.url, headers };
          if (ep.method !== 'GET') {
            options.payload = body.payload;
            headers['content-type'] = body.type;
          }
          requests++;
          const res = await t.app.inject(options);
          expect4xx(`${ep.method} ${ep.url} ${body.type} ${body.payload} auth=${authorization}`, res);
        }),
        { numRuns: 50 },
      );
    }
    expect(requests).toBe(ENDPOINTS.length * 50);

    // Queries: the site calls with domains that are not a configured host, language files that do not exist.
    const badDomain = printable.filter((s) => s !== '' && s.trim().toLowerCase().replace(/:\d{1,5}$/, '') !== 'localhost');
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('/site/version', '/site/settings'), badDomain, fc.boolean(), async (path, domain, twice) => {
        const q = `domain=${encodeURIComponent(domain)}`;
        const res = await t.app.inject({ method: 'GET', url: `${path}?${q}${twice ? `&${q}` : ''}` });
        expect4xx(`GET ${path}?${q}`, res);
      }),
      { numRuns: 80 },
    );
    await fc.assert(
      fc.asyncProperty(printable.filter((s) => !['en.json', 'hi.json'].includes(s)), async (file) => {
        const res = await t.app.inject({ method: 'GET', url: `/site/languages/${encodeURIComponent(file)}` });
        expect4xx(`GET /site/languages/${file}`, res);
      }),
      { numRuns: 60 },
    );

    expect(await snapshot()).toEqual(before);
    // The live token is still live: nothing above ended the session.
    expect((await t.app.inject({ method: 'GET', url: '/user/api/get-user-info', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
  });
});
