// Real OS processes (the API, the seed and create-admin commands, each compiled from source) on a fresh database.
jest.setTimeout(180_000);

import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { OPERATOR_MESSAGES } from '@khel/shared/validation';
import type { Db } from '../src/db/db';
import { openDb } from '../src/db/open';
import { DEMO_CREDENTIALS } from '../src/seed/demo-credentials';
import { CREATE_ADMIN_HINT } from '../src/seed/demo-policy';
import { startApiProcess } from './concurrency-support';
import { dbKinds, PG_ADMIN_URL, type DbKind } from './test-db';

/**
 * Issue 11 point 4, "Done when": with NODE_ENV=production, a database and no operators, the server starts with no
 * users and says how to create the first admin; the seed command refuses demo data there; the create-admin command
 * makes an admin (password from stdin, never argv; weak and taken refused; audited with the OS user) who signs in.
 */
const SRC = path.join(__dirname, '../src');
const TS_CLI = path.join(__dirname, 'ts-cli.cjs');
const GOOD_PASSWORD = 'Tall-Orange-Kettle-42';

/** An empty database that nothing has migrated: a new PostgreSQL database, or an empty PGlite data directory. */
async function freshDatabase(kind: DbKind): Promise<{ env: Record<string, string>; open(): Promise<Db>; drop(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'khel-prod-'));
  if (kind === 'pglite') {
    return {
      env: { DATABASE_URL: '', KHEL_DATA_DIR: dataDir },
      open: () => openDb({ dataDir }),
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `khel_prod_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString(), KHEL_DATA_DIR: dataDir },
    open: () => openDb({ databaseUrl: url.toString(), dataDir, poolSize: 2 }),
    async drop() {
      const c = new Client({ connectionString: PG_ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe.each(dbKinds())('production start on %s', (kind) => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  let env: Record<string, string>;
  beforeAll(async () => {
    fresh = await freshDatabase(kind);
    env = {
      ...fresh.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      KHEL_PAYMENT_GATEWAY: 'none',
      KHEL_OTP_SENDER: 'http',
      KHEL_SMS_URL: 'http://127.0.0.1:9/sms',
      KHEL_SECRETS_KEY: randomBytes(32).toString('hex'),
    };
  });
  afterAll(() => fresh.drop());

  /** Reads the database while no server holds it (PGlite is one process's). */
  const read = async <T>(fn: (db: Db) => Promise<T>): Promise<T> => {
    const db = await fresh.open();
    try {
      return await fn(db);
    } finally {
      await db.close();
    }
  };
  const counts = () =>
    read(async (db) => (await db.query<{ users: number; operators: number; audit: number }>(
      'SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM operators)::int AS operators, (SELECT count(*) FROM audit_log)::int AS audit',
    )).rows[0]!);
  const cli = (file: string, args: string[], input?: string) =>
    spawnSync(process.execPath, [TS_CLI, path.join(SRC, file), ...args], { env: { ...process.env, NODE_OPTIONS: '', ...env }, input: input ?? '', encoding: 'utf8', timeout: 120_000 });

  test('the server starts with no users and logs how to create the first admin', async () => {
    const api = await startApiProcess(env.DATABASE_URL!, { env });
    try {
      const deadline = Date.now() + 10_000;
      while (!api.output().includes(CREATE_ADMIN_HINT) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(api.output()).toContain(CREATE_ADMIN_HINT);
      expect(api.output()).toContain('npm run create-admin -- --username');
      // The demo admin's known password opens nothing.
      const login = await fetch(`${api.url}/ops/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: DEMO_CREDENTIALS.admin.username, password: DEMO_CREDENTIALS.admin.password }),
      });
      expect(login.status).toBe(401);
      // The site answers (its row exists, with nothing made up in it).
      expect((await fetch(`${api.url}/site/version`)).status).toBe(200);
    } finally {
      await api.stop();
    }
    expect(await counts()).toEqual({ users: 0, operators: 0, audit: 0 });
    const site = await read(async (db) => (await db.query<{ settings: Record<string, unknown> }>(`SELECT settings FROM sites WHERE domain = 'localhost'`)).rows[0]);
    expect(site?.settings).toMatchObject({ announcement: '', poster: [], social_link: {} });
  });

  test('the hint is printed even when LOG_LEVEL hides warnings', async () => {
    const api = await startApiProcess(env.DATABASE_URL!, { env: { ...env, LOG_LEVEL: 'error' } });
    try {
      const deadline = Date.now() + 10_000;
      while (!api.output().includes(CREATE_ADMIN_HINT) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(api.output()).toContain(`[khel] ${CREATE_ADMIN_HINT}`);
    } finally {
      await api.stop();
    }
  });

  test('the seed command refuses demo data in production, even when asked for', async () => {
    const plain = cli('seed-cli.ts', []);
    expect(plain.status).toBe(1);
    expect(plain.stderr).toContain('NODE_ENV=production: no demo data');
    const asked = cli('seed-cli.ts', ['--demo']);
    expect(asked.status).toBe(1);
    expect(asked.stderr).toContain('never created with NODE_ENV=production');
    expect(await counts()).toEqual({ users: 0, operators: 0, audit: 0 });
  });

  test('create-admin refuses a password in the arguments, a weak password and a bad username, creating nothing', async () => {
    const argv = cli('seed/create-admin-cli.ts', ['--username', 'chief', '--password', GOOD_PASSWORD]);
    expect(argv.status).toBe(2);
    expect(argv.stderr).toContain('a password is never taken from the command line');
    const argvEq = cli('seed/create-admin-cli.ts', ['--username', 'chief', `--password=${GOOD_PASSWORD}`]);
    expect(argvEq.status).toBe(2);
    const short = cli('seed/create-admin-cli.ts', ['--username', 'chief'], 'Short1!\n');
    expect(short.status).toBe(1);
    expect(short.stderr).toContain(OPERATOR_MESSAGES.passwordLength);
    const common = cli('seed/create-admin-cli.ts', ['--username', 'chief'], 'Password123456!\n');
    expect(common.status).toBe(1);
    expect(common.stderr).toContain(OPERATOR_MESSAGES.passwordCommon);
    const withName = cli('seed/create-admin-cli.ts', ['--username', 'chief'], 'Chief-Orange-99x\n');
    expect(withName.status).toBe(1);
    expect(withName.stderr).toContain(OPERATOR_MESSAGES.passwordHasUsername);
    const badName = cli('seed/create-admin-cli.ts', ['--username', 'Chief Admin'], `${GOOD_PASSWORD}\n`);
    expect(badName.status).toBe(2);
    expect(badName.stderr).toContain(OPERATOR_MESSAGES.usernameFormat);
    const none = cli('seed/create-admin-cli.ts', ['--username', 'chief'], '');
    expect(none.status).toBe(1);
    expect(none.stderr).toContain('no password given on stdin');
    expect(await counts()).toEqual({ users: 0, operators: 0, audit: 0 });
  });

  test('create-admin makes an admin (audited with the OS user) who signs in; a taken username is refused', async () => {
    const made = cli('seed/create-admin-cli.ts', ['--username', 'chief'], `${GOOD_PASSWORD}\n`);
    expect(made.stderr).toBe('');
    expect(made.status).toBe(0);
    expect(made.stdout).toContain('admin chief created');
    const again = cli('seed/create-admin-cli.ts', ['--username', 'chief'], 'Another-Tall-Kettle-7\n');
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('An operator named chief already exists');

    const rows = await read(async (db) => ({
      ops: (await db.query('SELECT username, role, must_change_password, disabled_at FROM operators')).rows,
      audit: (await db.query('SELECT operator_id, operator_name, action, target, after FROM audit_log')).rows,
    }));
    expect(rows.ops).toEqual([{ username: 'chief', role: 'admin', must_change_password: false, disabled_at: null }]);
    expect(rows.audit).toEqual([
      {
        operator_id: null,
        operator_name: `${os.userInfo().username} (command line)`,
        action: 'operator.create',
        target: 'operator chief',
        after: { username: 'chief', role: 'admin', disabled: false, must_change_password: false },
      },
    ]);
    expect(await counts()).toMatchObject({ users: 0, operators: 1 });

    const api = await startApiProcess(env.DATABASE_URL!, { env });
    try {
      const login = await fetch(`${api.url}/ops/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'chief', password: GOOD_PASSWORD }),
      });
      expect(login.status).toBe(200);
      const { data } = (await login.json()) as { data: { token: string; operator: unknown } };
      expect(data.operator).toMatchObject({ username: 'chief', role: 'admin', must_change_password: false });
      expect((data.operator as { permissions: string[] }).permissions).toContain('operators.manage');
      const list = await fetch(`${api.url}/ops/operators`, { headers: { authorization: `Bearer ${data.token}` } });
      expect(list.status).toBe(200);
      expect(((await list.json()) as { data: { items: { username: string }[] } }).data.items.map((o) => o.username)).toEqual(['chief']);
      expect(api.output()).not.toContain(CREATE_ADMIN_HINT);
    } finally {
      await api.stop();
    }
  });
});
