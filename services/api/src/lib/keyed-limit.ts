import pLimit from 'p-limit';

/**
 * At most `concurrency` calls at once per key, the rest queued in order (p-limit, one per key in use). A key's
 * limiter is dropped when its last call ends, so keys that come and go (markets, players) leave nothing behind.
 */
export interface KeyedLimit {
  <T>(key: string, fn: () => Promise<T>): Promise<T>;
  /** Resolves when no call of any key is running or queued (tests, shutdown). */
  idle(): Promise<void>;
  /** keys with calls running or queued */
  readonly size: number;
}

export function keyedLimit(concurrency: number): KeyedLimit {
  const limits = new Map<string, { limit: pLimit.Limit; calls: Set<Promise<unknown>> }>();
  const run = async <T>(key: string, fn: () => Promise<T>): Promise<T> => {
    let entry = limits.get(key);
    if (!entry) limits.set(key, (entry = { limit: pLimit(concurrency), calls: new Set() }));
    const call = entry.limit(fn);
    entry.calls.add(call);
    try {
      return await call;
    } finally {
      entry.calls.delete(call);
      if (!entry.calls.size && limits.get(key) === entry) limits.delete(key);
    }
  };
  const idle = async (): Promise<void> => {
    while (limits.size) await Promise.allSettled([...limits.values()].flatMap((e) => [...e.calls]));
  };
  return Object.defineProperties(Object.assign(run, { idle }), { size: { get: () => limits.size } }) as KeyedLimit;
}
