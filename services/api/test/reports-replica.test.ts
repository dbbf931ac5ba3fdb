import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { StatementPage } from '@khel/shared/contracts';
import { buildApp } from '../src/app';
import { startPlayerSession } from '../src/auth/sessions';
import { loadConfig } from '../src/config';
import type { Db } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { openPostgres } from '../src/db/postgres';
import { creditPlayer } from '../src/ledger';
import { freePort } from './free-port';
import { makePlayer } from './ops-fixtures';

/**
 * KHEL_REPORTS_DATABASE_URL (issue 28): report reads go to a PostgreSQL read replica. The test starts a primary of
 * its own (initdb) and a real streaming replica of it (pg_basebackup -R), serves the API on the primary with the
 * replica as the reports' database, and reads a statement. While the replica's replay is paused, a posting made on
 * the primary is not in the statement (so the read went to the replica); once replay resumes, it is.
 */
const BIN = (() => {
  const versions = fs.existsSync('/usr/lib/postgresql') ? fs.readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a)) : [];
  const dir = versions.map((v) => `/usr/lib/postgresql/${v}/bin`).find((d) => fs.existsSync(path.join(d, 'pg_basebackup')));
  if (!dir) throw new Error("PostgreSQL's server binaries (initdb, pg_ctl, pg_basebackup) are needed under /usr/lib/postgresql/*/bin");
  return dir;
})();

// PostgreSQL refuses to run as root: as root (CI), the clusters belong to the postgres user.
const asRoot = process.getuid?.() === 0;
function pg(tool: string, args: string[]): string {
  const command = asRoot ? 'runuser' : path.join(BIN, tool);
  const argv = asRoot ? ['-u', 'postgres', '--', path.join(BIN, tool), ...args] : args;
  return execFileSync(command, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 });
}

let dir: string;
let primary: Db;
let replica: Db;
let app: FastifyInstance;
const clusters: string[] = [];

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'khel-replica-'));
  if (asRoot) {
    const { uid, gid } = fs.statSync('/var/lib/postgresql');
    fs.chownSync(dir, uid, gid);
  }
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const primaryDir = path.join(dir, 'primary');
  const replicaDir = path.join(dir, 'replica');
  pg('initdb', ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  fs.appendFileSync(
    path.join(primaryDir, 'postgresql.conf'),
    `\nport = ${primaryPort}\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = '${dir}'\nwal_level = replica\nmax_wal_senders = 4\nfsync = off\n`,
  );
  pg('pg_ctl', ['-D', primaryDir, '-l', path.join(dir, 'primary.log'), '-w', 'start']);
  clusters.push(primaryDir);
  // The replica: a base backup of the primary that streams its WAL (-R writes standby.signal and primary_conninfo).
  pg('pg_basebackup', ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', '-D', replicaDir, '-R', '-X', 'stream', '--no-sync']);
  fs.appendFileSync(path.join(replicaDir, 'postgresql.conf'), `\nport = ${replicaPort}\nhot_standby = on\n`);
  pg('pg_ctl', ['-D', replicaDir, '-l', path.join(dir, 'replica.log'), '-w', 'start']);
  clusters.push(replicaDir);

  const primaryUrl = `postgres://postgres@127.0.0.1:${primaryPort}/postgres`;
  const replicaUrl = `postgres://postgres@127.0.0.1:${replicaPort}/postgres`;
  primary = openPostgres(primaryUrl, { max: 4 });
  replica = openPostgres(replicaUrl, { max: 2 });
  await migrate(primary);
  await primary.query(`INSERT INTO sites (domain, settings) VALUES ('localhost', '{}'::jsonb)`);
  const config = { ...loadConfig({}), logLevel: 'silent', webDir: undefined, services: ['user' as const, 'reports' as const], databaseUrl: primaryUrl, reportsDatabaseUrl: replicaUrl };
  app = await buildApp({ config, db: primary });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
  await replica?.close();
  await primary?.close();
  for (const cluster of clusters.reverse()) pg('pg_ctl', ['-D', cluster, '-m', 'immediate', '-w', 'stop']);
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Waits until the replica has replayed everything the primary has written so far. */
async function caughtUp(): Promise<void> {
  const { rows } = await primary.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn');
  for (let i = 0; i < 200; i++) {
    const r = await replica.query<{ done: boolean }>('SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS done', [rows[0]!.lsn]);
    if (r.rows[0]?.done) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the replica did not catch up in 10 s');
}

test('a statement is read from the streaming replica', async () => {
  expect((await replica.query<{ r: boolean }>('SELECT pg_is_in_recovery() AS r')).rows[0]!.r).toBe(true);
  const p = await makePlayer(primary, 250);
  const session = await primary.tx((q) => startPlayerSession(q, p.id, { secret: app.deps.secrets.jwt, ttlSeconds: 3600, now: new Date() }));
  await caughtUp();
  const statement = async () => {
    const res = await app.inject({ method: 'GET', url: '/reports/statement', headers: { authorization: `Bearer ${session.token}` } });
    expect(res.statusCode).toBe(200);
    return (res.json() as { data: StatementPage }).data;
  };
  expect((await statement()).items.map((s) => [s.amount, s.balance])).toEqual([[250, 250]]);

  // Replay paused: the primary moves on, the reports do not see it yet.
  await replica.query('SELECT pg_wal_replay_pause()');
  try {
    await primary.tx((q) => creditPlayer(q, { userId: p.id, amountPaise: 5000n, kind: 'test_credit', idempotencyKey: `replica:${p.id}` }));
    expect((await statement()).items.map((s) => s.balance)).toEqual([250]);
  } finally {
    await replica.query('SELECT pg_wal_replay_resume()');
  }
  await caughtUp();
  expect((await statement()).items.map((s) => s.balance)).toEqual([300, 250]);
});
