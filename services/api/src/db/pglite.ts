import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type Db, type Queryable, type QueryResult, type Sql, type TxOptions, TxChanges, sqlText, withRetry } from './db';
import { PlayerChanges } from './player-changes';

/**
 * Embedded PostgreSQL (WASM). One connection: statements are serialised, so row and advisory locks never
 * contend here; concurrency is tested on a real PostgreSQL. A transaction holds an internal mutex, so queries
 * issued outside it wait until it ends.
 */
/**
 * The contrib extensions the migrations create (098_search.sql: pg_trgm for trigram search, fuzzystrmatch for the
 * misspelt words): PGlite ships them as separate modules, loaded when the database opens.
 */
export const PGLITE_EXTENSIONS = { pg_trgm, fuzzystrmatch };

export async function openPglite(dataDir?: string, options: { loadDataDir?: Blob } = {}): Promise<Db> {
  // loadDataDir: start from a dump (PGlite's dumpDataDir) instead of an empty cluster: the tests' migrated template.
  return pgliteDb(await PGlite.create(dataDir, { extensions: PGLITE_EXTENSIONS, ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}) }));
}

/** The Db over an open PGlite (its close() closes it). */
export function pgliteDb(pg: PGlite): Db {
  const run = async <T>(q: Pick<PGlite, 'query'>, sql: Sql, params?: unknown[]): Promise<QueryResult<T>> => {
    const result = await q.query<T>(sqlText(sql), params as unknown[] | undefined);
    // PGlite reports 0 affected rows for a SELECT; pg counts the rows returned. Match pg.
    return { rows: result.rows, rowCount: result.affectedRows || result.rows.length };
  };
  // Only this process can open the data directory, so its own changes are all there are.
  const changes = new PlayerChanges();
  return {
    kind: 'pglite',
    changes,
    query: (sql, params) => run(pg, sql, params),
    exec: async (sql) => {
      await pg.exec(sql);
    },
    playersChanged: (userIds) => changes.publish([...userIds].map(String)),
    tx<T>(fn: (q: Queryable) => Promise<T>, options: TxOptions = {}): Promise<T> {
      return withRetry(async () => {
        const txChanges = new TxChanges();
        const result = await pg.transaction((t) =>
          fn({
            query: (sql, params) => run(t, sql, params),
            exec: async (sql) => {
              await t.exec(sql);
            },
            playersChanged: (userIds) => txChanges.add(userIds),
          }),
        );
        txChanges.commit(changes);
        return result;
      }, options.retries ?? 8);
    },
    async close() {
      await changes.close();
      await pg.close();
    },
  };
}
