import { Pool, type PoolClient } from 'pg';
import { type Db, type Queryable, type QueryResult, type TxOptions, withRetry } from './db';

// bigint columns come back as strings by default; money is bigint paise and stays exact as a string or BigInt.
export function openPostgres(connectionString: string, options: { max?: number } = {}): Db {
  const pool = new Pool({ connectionString, max: options.max ?? 20 });
  pool.on('error', () => {
    /* an idle client lost its connection; the pool replaces it */
  });

  const run = async <T>(client: Pool | PoolClient, sql: string, params?: unknown[]): Promise<QueryResult<T>> => {
    const result = await client.query(sql, params as unknown[] | undefined);
    return { rows: result.rows as T[], rowCount: result.rowCount ?? 0 };
  };

  return {
    kind: 'postgres',
    query: (sql, params) => run(pool, sql, params),
    exec: async (sql) => {
      await pool.query(sql);
    },
    async tx<T>(fn: (q: Queryable) => Promise<T>, options: TxOptions = {}): Promise<T> {
      return withRetry(async () => {
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          const result = await fn({
            query: (sql, params) => run(client, sql, params),
            exec: async (sql) => {
              await client.query(sql);
            },
          });
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          throw error;
        } finally {
          client.release();
        }
      }, options.retries ?? 8);
    },
    async listen(channel, onMessage) {
      const client = await pool.connect();
      const handler = (msg: { channel: string; payload?: string }) => {
        if (msg.channel === channel) onMessage(msg.payload ?? '');
      };
      client.on('notification', handler);
      await client.query(`LISTEN "${channel.replace(/"/g, '')}"`);
      return async () => {
        client.off('notification', handler);
        await client.query(`UNLISTEN "${channel.replace(/"/g, '')}"`).catch(() => undefined);
        client.release();
      };
    },
    close: () => pool.end(),
  };
}
