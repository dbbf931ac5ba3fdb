import { keyedLimit } from '../src/lib/keyed-limit';

/** A call that records how many of its key run at once and ends when released. */
function gate() {
  const running = new Map<string, number>();
  const peak = new Map<string, number>();
  const order: string[] = [];
  const releases: Array<() => void> = [];
  const call = (key: string, name: string, fail = false) => async () => {
    running.set(key, (running.get(key) ?? 0) + 1);
    peak.set(key, Math.max(peak.get(key) ?? 0, running.get(key)!));
    order.push(name);
    await new Promise<void>((resolve) => releases.push(resolve));
    running.set(key, running.get(key)! - 1);
    if (fail) throw new Error(`${name} failed`);
    return name;
  };
  const releaseAll = async () => {
    while (releases.length) {
      releases.splice(0).forEach((r) => r());
      await new Promise((r) => setImmediate(r));
    }
  };
  return { call, peak, order, releaseAll, started: () => releases.length };
}

const tick = () => new Promise((r) => setImmediate(r));

describe('keyedLimit', () => {
  it('runs at most the limit per key, in order, while other keys pass freely', async () => {
    const limit = keyedLimit(2);
    const g = gate();
    const results = [
      ...['a1', 'a2', 'a3', 'a4', 'a5'].map((n) => limit('a', g.call('a', n))),
      ...['b1', 'b2'].map((n) => limit('b', g.call('b', n))),
    ];
    await tick();
    // two of market a, both of b
    expect(g.started()).toBe(4);
    expect(g.order).toEqual(['a1', 'a2', 'b1', 'b2']);
    await g.releaseAll();
    expect(await Promise.all(results)).toEqual(['a1', 'a2', 'a3', 'a4', 'a5', 'b1', 'b2']);
    expect(g.order.filter((n) => n.startsWith('a'))).toEqual(['a1', 'a2', 'a3', 'a4', 'a5']);
    expect(g.peak.get('a')).toBe(2);
    expect(g.peak.get('b')).toBe(2);
  });

  it('passes a failure to its caller, lets the next call run, and forgets a key when its calls end', async () => {
    const limit = keyedLimit(1);
    const g = gate();
    const first = limit('a', g.call('a', 'a1', true)).catch((error: Error) => error.message);
    const second = limit('a', g.call('a', 'a2'));
    await tick();
    expect(limit.size).toBe(1);
    expect(g.started()).toBe(1);
    const idle = limit.idle();
    await g.releaseAll();
    await expect(first).resolves.toBe('a1 failed');
    await expect(second).resolves.toBe('a2');
    await idle;
    expect(limit.size).toBe(0);
    expect(g.peak.get('a')).toBe(1);
  });
});
