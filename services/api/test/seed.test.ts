// Start-up (PGlite WASM, migrations, argon2 hashing in the seed) can pass 5 s on a busy machine.
jest.setTimeout(30_000);

import argon2 from 'argon2';
import { createTestDb, dbKinds, type TestDb } from './test-db';
import { seed } from '../src/seed/seed';
import { DEMO_CREDENTIALS, DEMO_PLAYER_START_RUPEES } from '../src/seed/demo-credentials';
import { getPlayerBalances } from '../src/ledger';
import { CREATE_ADMIN_HINT, demoDataDecision } from '../src/seed/demo-policy';
import { ensureSite, operatorStartWarnings } from '../src/seed/start-checks';

const COUNTED = ['sites', 'users', 'operators', 'ledger_accounts', 'ledger_transactions', 'ledger_entries'];

describe.each(dbKinds())('seed on %s', (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
  });
  afterAll(() => t.drop());
  const counts = async () => {
    const out: Record<string, number> = {};
    for (const table of COUNTED) out[table] = Number((await t.db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`)).rows[0]!.n);
    return out;
  };

  it('creates the demo data and returns the credentials', async () => {
    const lines: string[] = [];
    const result = await seed(t.db, { log: (l) => lines.push(l) });
    expect(result.credentials).toBe(DEMO_CREDENTIALS);
    expect(result.created).toEqual(['site localhost', 'player player1', 'demo user demo_player', 'operator admin', 'operator agent', 'operator trader', 'operator risk']);
    expect(lines).toHaveLength(7);

    const player = (await t.db.query<{ id: string; mobile: string; password_hash: string; last_login_at: Date | null; is_demo: boolean }>(
      `SELECT id::text AS id, mobile, password_hash, last_login_at, is_demo FROM users WHERE user_name = 'player1'`,
    )).rows[0]!;
    expect(player.mobile).toBe('9876543210');
    expect(player.last_login_at).not.toBeNull();
    expect(player.is_demo).toBe(false);
    expect(await argon2.verify(player.password_hash, DEMO_CREDENTIALS.player.password)).toBe(true);
    expect((await getPlayerBalances(t.db, player.id)).cash).toBe(BigInt(DEMO_PLAYER_START_RUPEES) * 100n);

    const demo = (await t.db.query<{ is_demo: boolean }>(`SELECT is_demo FROM users WHERE user_name = $1`, [DEMO_CREDENTIALS.demoUser.user_name])).rows[0]!;
    expect(demo.is_demo).toBe(true);

    const ops = (await t.db.query<{ username: string; role: string; password_hash: string }>('SELECT username, role, password_hash FROM operators ORDER BY username')).rows;
    expect(ops.map((o) => [o.username, o.role])).toEqual([['admin', 'admin'], ['agent', 'agent'], ['risk', 'risk'], ['trader', 'trader']]);
    for (const op of ops) {
      expect(op.password_hash).toMatch(/^\$argon2id\$/);
      const expected = DEMO_CREDENTIALS[op.username as 'admin' | 'agent' | 'trader' | 'risk'].password;
      expect(await argon2.verify(op.password_hash, expected)).toBe(true);
    }

    const site = (await t.db.query<{ settings: Record<string, unknown> }>(`SELECT settings FROM sites WHERE domain = 'localhost'`)).rows[0]!;
    expect(site.settings).toMatchObject({ business_type: 2, social_link: { email: expect.any(String), whatsappno1: expect.any(String) } });
  });

  it('is idempotent: a second run changes nothing', async () => {
    const before = await counts();
    const version = (await t.db.query<{ version: string }>(`SELECT version FROM sites`)).rows[0]!.version;
    const result = await seed(t.db);
    expect(result.created).toEqual([]);
    expect(await counts()).toEqual(before);
    expect((await t.db.query<{ version: string }>(`SELECT version FROM sites`)).rows[0]!.version).toBe(version);
  });
});

// Issue 11 point 4: demo data (known passwords) only on the demo start or when asked for; never in production.
describe('when demo data is created', () => {
  const cases: [env: Record<string, string>, argv: string[], expected: { seed: boolean; refused?: boolean }][] = [
    [{}, [], { seed: true }], // `npm start` on the embedded database
    [{ DATABASE_URL: 'postgres://db/khel' }, [], { seed: false }],
    [{ DATABASE_URL: 'postgres://db/khel' }, ['--demo'], { seed: true }],
    [{ DATABASE_URL: 'postgres://db/khel', KHEL_DEMO_DATA: '1' }, [], { seed: true }],
    [{ DATABASE_URL: 'postgres://db/khel', KHEL_DEMO_DATA: 'yes' }, [], { seed: false }],
    [{ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/khel' }, [], { seed: false }],
    [{ NODE_ENV: 'production' }, [], { seed: false }],
    [{ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/khel' }, ['--demo'], { seed: false, refused: true }],
    [{ NODE_ENV: 'production', KHEL_DEMO_DATA: '1' }, [], { seed: false, refused: true }],
  ];
  test.each(cases)('env %j, arguments %j', (env, argv, expected) => {
    const decision = demoDataDecision(env, argv);
    expect({ seed: decision.seed, ...(decision.refused ? { refused: true } : {}) }).toEqual(expected);
    expect(decision.reason).toEqual(expect.any(String));
  });
});

describe.each(dbKinds())('what the server says and makes at start on %s', (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
  });
  afterAll(() => t.drop());

  test('an empty database gets the site row with neutral settings and no users, and the create-admin hint', async () => {
    expect(await ensureSite(t.db, 'localhost')).toBe(true);
    expect(await ensureSite(t.db, 'localhost')).toBe(false);
    const n = (await t.db.query<{ users: number; operators: number }>('SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM operators)::int AS operators')).rows[0];
    expect(n).toEqual({ users: 0, operators: 0 });
    expect(await operatorStartWarnings(t.db, { production: true })).toEqual([CREATE_ADMIN_HINT]);
  });

  test('in production, an operator still holding a published demo password is named; outside production it is the demo', async () => {
    await seed(t.db);
    expect(await operatorStartWarnings(t.db, { production: false })).toEqual([]);
    const warnings = await operatorStartWarnings(t.db, { production: true });
    expect(warnings).toEqual(['admin', 'agent', 'trader', 'risk'].map((name) => expect.stringContaining(`Operator ${name} still has the published demo password`)));
  });
});
