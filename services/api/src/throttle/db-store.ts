import { RateLimiterRes, type RateLimiterStoreAbstract as StoreAbstractType } from 'rate-limiter-flexible';
import type { Db, QueryResult } from '../db/db';

// The library's base class for stores: typed in its index, but the index does not export it at run time.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const RateLimiterStoreAbstract: typeof StoreAbstractType = require('rate-limiter-flexible/lib/RateLimiterStoreAbstract');

type Row = { points: number; expire: string | number | null };

/**
 * rate-limiter-flexible's store on the API's own database (PostgreSQL or PGlite), in table throttle_counts
 * (migration 035). Written as a store of the library (its documented extension point: _upsert, _get, _delete,
 * _getRateLimiterRes) rather than with its RateLimiterPostgres for two reasons: it goes through the Db interface,
 * so PGlite works too, and time is the API's clock (deps.now), not Date.now, so a window is the same window
 * the rest of the API sees (the tests move that clock). The count is one INSERT .. ON CONFLICT DO UPDATE ..
 * RETURNING: PostgreSQL makes simultaneous upserts of one key wait for each other, so each sees the count the
 * one before it left, and the check is made on the count returned by that same statement.
 */
export class DbRateLimiter extends RateLimiterStoreAbstract {
  private readonly db: Db;
  private readonly now: () => Date;

  constructor(opts: { db: Db; now: () => Date; keyPrefix: string; points: number; duration: number }) {
    super({ storeClient: opts.db, keyPrefix: opts.keyPrefix, points: opts.points, duration: opts.duration });
    this.db = opts.db;
    this.now = opts.now;
  }

  _upsert(rlKey: string, points: number, msDuration: number, forceExpire = false): Promise<QueryResult<Row>> {
    const now = this.now().getTime();
    const expire = msDuration > 0 ? now + msDuration : null;
    return this.db.query<Row>(
      `INSERT INTO throttle_counts (key, points, expire) VALUES ($1, $2, $3::bigint)
         ON CONFLICT (key) DO UPDATE SET
           points = CASE WHEN $5::boolean OR throttle_counts.expire <= $4::bigint THEN $2 ELSE throttle_counts.points + $2 END,
           expire = CASE WHEN $5::boolean OR throttle_counts.expire <= $4::bigint THEN $3::bigint ELSE throttle_counts.expire END
       RETURNING points, expire`,
      [rlKey, points, expire, now, forceExpire],
    );
  }

  async _get(rlKey: string): Promise<QueryResult<Row> | null> {
    const res = await this.db.query<Row>('SELECT points, expire FROM throttle_counts WHERE key = $1 AND (expire > $2::bigint OR expire IS NULL)', [
      rlKey,
      this.now().getTime(),
    ]);
    return res.rows.length ? res : null;
  }

  async _delete(rlKey: string): Promise<boolean> {
    const res = await this.db.query('DELETE FROM throttle_counts WHERE key = $1', [rlKey]);
    return res.rowCount > 0;
  }

  _getRateLimiterRes(_rlKey: string, changedPoints: number, result: QueryResult<Row>): RateLimiterRes {
    const row = result.rows[0]!;
    const points = Number(row.points);
    const isFirstInDuration = changedPoints === points;
    const consumed = isFirstInDuration ? changedPoints : points;
    const msBeforeNext = row.expire === null ? -1 : Math.max(Number(row.expire) - this.now().getTime(), 0);
    return new RateLimiterRes(Math.max(this.points - consumed, 0), msBeforeNext, consumed, isFirstInDuration);
  }

  /** Rows whose window ended more than an hour ago (nothing reads them again). */
  static async sweep(db: Db, now: Date): Promise<void> {
    await db.query('DELETE FROM throttle_counts WHERE expire < $1::bigint', [now.getTime() - 3_600_000]);
  }
}
