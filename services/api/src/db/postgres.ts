import { Pool, type PoolClient } from 'pg';
import { type Db, type Queryable, type QueryResult, type Sql, type TxOptions, TxChanges, withRetry } from './db';
import { PlayerChanges } from './player-changes';
import { postgresChangeTransport } from './postgres-change-transport';

// bigint columns come back as strings by default; money is bigint paise and stays exact as a string or BigInt.
export function openPostgres(connectionString: string, options: { max?: number } = {}): Db {
  const pool = new Pool({ connectionString, max: options.max ?? 20 });
  pool.on('error', () => {
    /* an idle client lost its connection; the pool replaces it */
  });

  const run = async <T>(client: Pool | PoolClient, sql: Sql, params?: unknown[]): Promise<QueryResult<T>> => {
    const values = params as unknown[] | undefined;
    const result = await (typeof sql === 'string' ? client.query(sql, values) : client.query({ name: sql.name, text: sql.text, values }));
    return { rows: result.rows as T[], rowCount: result.rowCount ?? 0 };
  };

  const changes = new PlayerChanges(postgresChangeTransport(connectionString, pool));

  return {
    kind: 'postgres',
    changes,
    query: (sql, params) => run(pool, sql, params),
    exec: async (sql) => {
      await pool.query(sql);
    },
    playersChanged: (userIds) => changes.publish([...userIds].map(String)),
    async tx<T>(fn: (q: Queryable) => Promise<T>, options: TxOptions = {}): Promise<T> {
      return withRetry(async () => {
        const client = await pool.connect();
        const txChanges = new TxChanges();
        try {
          await client.query('BEGIN');
          const result = await fn({
            query: (sql, params) => run(client, sql, params),
            exec: async (sql) => {
              await client.query(sql);
            },
            playersChanged: (userIds) => txChanges.add(userIds),
          });
          await client.query('COMMIT');
          txChanges.commit(changes);
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          throw error;
        } finally {
          client.release();
        }
      }, options.retries ?? 8);
    },
    async close() {
      await changes.close();
      await pool.end();
    },
  };
}
