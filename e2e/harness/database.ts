import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/** The machine's PostgreSQL; each browser-test file gets its own database on it, dropped after. */
export const PG_ADMIN_URL = process.env.KHEL_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface E2eDatabase {
  url: string;
  /** One query on the product's database (the server's own connection pool is separate). */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

async function admin<T>(fn: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: PG_ADMIN_URL });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`PostgreSQL at ${PG_ADMIN_URL} is not reachable (${(error as Error).message}); the browser tests need it.`);
  }
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function createDatabase(): Promise<E2eDatabase> {
  const name = `khel_e2e_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  let client: Client | undefined;
  const connected = async () => {
    if (!client) {
      client = new Client({ connectionString: url.toString() });
      await client.connect();
    }
    return client;
  };
  return {
    url: url.toString(),
    async query<T>(sql: string, params: unknown[] = []) {
      const c = await connected();
      return (await c.query(sql, params)).rows as T[];
    },
    async drop() {
      await client?.end().catch(() => undefined);
      await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
