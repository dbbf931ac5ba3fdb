import { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Config } from '../config';
import type { Db } from '../db/db';
import { DbRateLimiter } from './db-store';

/**
 * The one throttle mechanism of the API (player login, operator login, OTP send and verify, demo login,
 * withdrawal password). A throttle is a rule: one or more limits, each counting tries per key (the account, the
 * client address, or both together) in a window. take() counts a try against every limit of the rule and answers
 * from the count that same step returned (rate-limiter-flexible's consume: a Lua script on Redis, one upsert on
 * the database), so simultaneous requests never all read "below the limit": exactly `points` of them pass.
 *
 * Where the counts live: Redis when REDIS_URL is set (shared by every API process; the database store is its
 * insurance while Redis is unreachable), otherwise the API's database (PostgreSQL is shared by every process
 * too; embedded PGlite has a single process).
 */
export type ThrottleKeyKind = 'account' | 'address' | 'account+address';

export interface ThrottleLimit {
  /** Names the counter (with the rule's name); two limits of one rule need two ids. */
  id: string;
  by: ThrottleKeyKind;
  points: number;
  windowSeconds: number;
  /** After a success: 'forget' drops this key's count, 'refund' gives back this try, 'keep' counts it. */
  onSuccess: 'forget' | 'refund' | 'keep';
  /** What the refused client is told. */
  message: string;
}

export interface ThrottleRule {
  name: string;
  limits: readonly ThrottleLimit[];
}

export interface ThrottleSubject {
  account?: string;
  address?: string;
}

export type ThrottleAnswer = { ok: true } | { ok: false; message: string; retryAfterSeconds: number; limit: ThrottleLimit };

export interface ThrottleOptions {
  config: Pick<Config, 'redisUrl'>;
  db: Db;
  now: () => Date;
  /** Prefix of every key (Redis) and row (database); default `khel:<database name>:`. Tests pass their own. */
  prefix?: string;
}

function keyOf(limit: ThrottleLimit, who: ThrottleSubject): string {
  const need = (value: string | undefined, what: string) => {
    if (value === undefined || value === '') throw new Error(`throttle ${limit.id}: no ${what} given`);
    return value;
  };
  if (limit.by === 'account') return need(who.account, 'account');
  if (limit.by === 'address') return need(who.address, 'address');
  // JSON keeps an account that contains the separator from meeting another account's key.
  return JSON.stringify([need(who.account, 'account'), need(who.address, 'address')]);
}

export class Throttles {
  private readonly limiters = new Map<string, RateLimiterAbstract>();
  private readonly redis?: Redis;
  private readonly sweepTimer: NodeJS.Timeout;

  private constructor(
    private readonly opts: ThrottleOptions,
    readonly prefix: string,
  ) {
    if (opts.config.redisUrl) {
      // No offline queue: while Redis is down a count fails at once and the database store (insurance) answers.
      this.redis = new Redis(opts.config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
      this.redis.on('error', () => undefined);
    }
    this.sweepTimer = setInterval(() => void DbRateLimiter.sweep(opts.db, opts.now()).catch(() => undefined), 15 * 60_000);
    this.sweepTimer.unref();
  }

  static async create(opts: ThrottleOptions): Promise<Throttles> {
    let prefix = opts.prefix;
    if (!prefix) {
      const { rows } = await opts.db.query<{ name: string }>('SELECT current_database() AS name');
      prefix = `khel:${rows[0]!.name}:`;
    }
    const throttles = new Throttles(opts, prefix);
    await throttles.redisReady(5_000);
    return throttles;
  }

  /** Waits (at most ms) for the Redis connection, so the first requests count in Redis and not in the insurance. */
  private async redisReady(ms: number): Promise<void> {
    const redis = this.redis;
    if (!redis || redis.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      redis.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  /** Where the counts live: 'redis' or 'database'. */
  get store(): 'redis' | 'database' {
    return this.redis ? 'redis' : 'database';
  }

  private limiter(rule: ThrottleRule, limit: ThrottleLimit): RateLimiterAbstract {
    const name = `${rule.name}:${limit.id}`;
    let limiter = this.limiters.get(name);
    if (!limiter) {
      const common = { keyPrefix: `${this.prefix}${name}`, points: limit.points, duration: limit.windowSeconds };
      const db = new DbRateLimiter({ ...common, db: this.opts.db, now: this.opts.now });
      limiter = this.redis ? new RateLimiterRedis({ ...common, storeClient: this.redis, rejectIfRedisNotReady: true, insuranceLimiter: db }) : db;
      this.limiters.set(name, limiter);
    }
    return limiter;
  }

  /**
   * Counts one try against each limit of the rule, in order; the first limit already used up refuses it (and
   * the limits before it get their point back, so a refused try does not eat into them). A store failure throws.
   */
  async take(rule: ThrottleRule, who: ThrottleSubject): Promise<ThrottleAnswer> {
    const taken: { limiter: RateLimiterAbstract; key: string }[] = [];
    for (const limit of rule.limits) {
      const limiter = this.limiter(rule, limit);
      const key = keyOf(limit, who);
      try {
        await limiter.consume(key, 1);
        taken.push({ limiter, key });
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        await Promise.all(taken.map((t) => t.limiter.reward(t.key, 1)));
        return { ok: false, message: limit.message, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)), limit };
      }
    }
    return { ok: true };
  }

  /** The guarded action succeeded: each limit forgets, refunds or keeps the try as it says. */
  async succeeded(rule: ThrottleRule, who: ThrottleSubject): Promise<void> {
    await Promise.all(
      rule.limits.map((limit) => {
        const limiter = this.limiter(rule, limit);
        if (limit.onSuccess === 'forget') return limiter.delete(keyOf(limit, who));
        if (limit.onSuccess === 'refund') return limiter.reward(keyOf(limit, who), 1);
        return undefined;
      }),
    );
  }

  async close(): Promise<void> {
    clearInterval(this.sweepTimer);
    if (this.redis) await this.redis.quit().catch(() => this.redis!.disconnect());
  }
}
