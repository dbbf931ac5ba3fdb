import type { PlayerChanges } from './player-changes';

/** The one database interface the services use: PostgreSQL (pg Pool) or embedded PGlite behind it. */
export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

/**
 * A statement run very often (each bet, each seamless wallet call): on PostgreSQL it is parsed and planned once per
 * connection under its name (a prepared statement) instead of on every call; PGlite runs its text. The text must
 * be fixed (no values spliced in), and the name unique to it.
 */
export interface NamedSql {
  readonly name: string;
  readonly text: string;
}

export type Sql = string | NamedSql;

export function namedSql(name: string, text: string): NamedSql {
  return { name, text };
}

export function sqlText(sql: Sql): string {
  return typeof sql === 'string' ? sql : sql.text;
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: Sql, params?: unknown[]): Promise<QueryResult<T>>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * Says that these players' balances, sessions or standing changed. Inside a transaction it is told once the
   * transaction commits (and never if it rolls back); outside one, at once. Every write of such data calls it,
   * so the copies the API keeps (the balance poll's cache) never outlive the data.
   */
  playersChanged(userIds: Iterable<string | number>): void;
}

export interface TxOptions {
  /** Retries on serialization failure (40001) and deadlock (40P01); default 8. */
  retries?: number;
}

export interface Db extends Queryable {
  readonly kind: 'postgres' | 'pglite';
  /** Runs fn in one transaction; commits on return, rolls back on throw; retries on serialization or deadlock. */
  tx<T>(fn: (q: Queryable) => Promise<T>, options?: TxOptions): Promise<T>;
  /** Player changes, from this process and (PostgreSQL) from the others on the same database. */
  readonly changes: PlayerChanges;
  close(): Promise<void>;
}

const RETRYABLE = new Set(['40001', '40P01']);

export function isRetryable(error: unknown): boolean {
  return typeof error === 'object' && error !== null && RETRYABLE.has((error as { code?: string }).code ?? '');
}

export function pgErrorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null ? (error as { code?: string }).code : undefined;
}

export async function withRetry<T>(attempt: () => Promise<T>, retries: number): Promise<T> {
  for (let i = 0; ; i++) {
    try {
      return await attempt();
    } catch (error) {
      if (!isRetryable(error) || i >= retries) throw error;
      // Jittered back-off so competing transactions do not collide again in lock step.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * (i + 1)));
    }
  }
}

/** Collects a transaction's player changes until it commits. */
export class TxChanges {
  private readonly ids = new Set<string>();

  add(userIds: Iterable<string | number>): void {
    for (const id of userIds) this.ids.add(String(id));
  }

  commit(changes: PlayerChanges): void {
    changes.publish(this.ids);
  }
}
