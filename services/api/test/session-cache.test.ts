import { SessionCache, MAX_AGE_MS } from '../src/auth/session-cache';
import { type ChangeTransport, type PlayerChangeListener, PlayerChanges } from '../src/db/player-changes';

const NOW = Date.parse('2026-01-01T10:00:00Z');
interface Answer {
  cash: string;
  expiresMs: number;
}
const row = (cash: string, expiresMs = NOW + 3_600_000): Answer => ({ cash, expiresMs });

/** A loader whose answers the test hands out one by one, counting the calls. */
function scriptedLoader() {
  const calls: string[] = [];
  const waiting: ((r: Answer | undefined) => void)[] = [];
  return {
    calls,
    load: (sid: string) => {
      calls.push(sid);
      return new Promise<Answer | undefined>((resolve) => waiting.push(resolve));
    },
    answer(r: Answer | undefined) {
      waiting.shift()!(r);
    },
  };
}

async function settled<T>(p: Promise<T>, loader: ReturnType<typeof scriptedLoader>, answer: Answer | undefined): Promise<T> {
  await Promise.resolve();
  loader.answer(answer);
  return p;
}

describe('SessionCache', () => {
  it('answers an unchanged session from memory, and reads again once the player changes', async () => {
    const changes = new PlayerChanges();
    const loader = scriptedLoader();
    const cache = new SessionCache<Answer>(changes, loader.load);
    expect(await settled(cache.get('s1', '7', NOW), loader, row('100'))).toEqual(row('100'));
    expect(await cache.get('s1', '7', NOW + 1000)).toEqual(row('100'));
    expect(loader.calls).toEqual(['s1']);

    changes.publish(['8']);
    expect(await cache.get('s1', '7', NOW + 2000)).toEqual(row('100'));
    expect(loader.calls).toHaveLength(1);

    changes.publish(['7']);
    expect(await settled(cache.get('s1', '7', NOW + 3000), loader, row('250'))).toEqual(row('250'));
    expect(loader.calls).toEqual(['s1', 's1']);
  });

  it('does not keep a read that a change overtook', async () => {
    const changes = new PlayerChanges();
    const loader = scriptedLoader();
    const cache = new SessionCache<Answer>(changes, loader.load);
    const first = cache.get('s1', '7', NOW);
    await Promise.resolve();
    changes.publish(['7']); // committed while the read was on its way: the read may hold the old figure
    loader.answer(row('100'));
    expect(await first).toEqual(row('100'));
    expect(cache.size).toBe(0);
    expect(await settled(cache.get('s1', '7', NOW), loader, row('250'))).toEqual(row('250'));
    expect(loader.calls).toHaveLength(2);
  });

  it('answers 401 material (undefined) for an expired session without a read, and never keeps a refusal', async () => {
    const loader = scriptedLoader();
    const cache = new SessionCache<Answer>(new PlayerChanges(), loader.load);
    await settled(cache.get('s1', '7', NOW), loader, row('100', NOW + 5000));
    expect(await cache.get('s1', '7', NOW + 5000)).toBeUndefined();
    expect(loader.calls).toHaveLength(1);

    expect(await settled(cache.get('s2', '7', NOW), loader, undefined)).toBeUndefined();
    expect(cache.size).toBe(1);
    // Another player's token naming this session id is not answered from it.
    expect(await settled(cache.get('s1', '9', NOW), loader, undefined)).toBeUndefined();
  });

  it('reads again after MAX_AGE_MS whatever happens', async () => {
    const loader = scriptedLoader();
    const cache = new SessionCache<Answer>(new PlayerChanges(), loader.load);
    await settled(cache.get('s1', '7', NOW), loader, row('100'));
    expect(await cache.get('s1', '7', NOW + MAX_AGE_MS - 1)).toEqual(row('100'));
    expect(await settled(cache.get('s1', '7', NOW + MAX_AGE_MS), loader, row('300'))).toEqual(row('300'));
  });

  it('keeps nothing while changes from other processes cannot be heard, and forgets everything when the link drops', async () => {
    let link: ((up: boolean) => void) | undefined;
    const transport: ChangeTransport = {
      send: async () => undefined,
      start: (_onChange: PlayerChangeListener, onLinkUp) => {
        link = onLinkUp;
      },
      stop: async () => undefined,
    };
    const changes = new PlayerChanges(transport);
    const loader = scriptedLoader();
    const cache = new SessionCache<Answer>(changes, loader.load);
    expect(changes.complete).toBe(false);
    await settled(cache.get('s1', '7', NOW), loader, row('100'));
    expect(cache.size).toBe(0);

    link!(true);
    await settled(cache.get('s1', '7', NOW), loader, row('100'));
    await settled(cache.get('s2', '8', NOW), loader, row('200'));
    expect(cache.size).toBe(2);
    link!(false);
    expect(cache.size).toBe(0);
    await settled(cache.get('s1', '7', NOW), loader, row('150'));
    expect(cache.size).toBe(0);
    expect(loader.calls).toHaveLength(4);
  });
});

describe('PlayerChanges', () => {
  it('tells this process at once and sends one NOTIFY batch per event-loop turn, each under the payload limit', async () => {
    const sent: string[][] = [];
    const changes = new PlayerChanges({ send: async (ids) => void sent.push([...ids]), start: () => undefined, stop: async () => undefined });
    const heard: unknown[] = [];
    changes.subscribe((change) => heard.push(change));
    changes.publish(['1', '2']);
    changes.publish(['2', '3']);
    expect(heard).toEqual([['1', '2'], ['2', '3']]);
    expect(sent).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    await changes.flush();
    expect(sent).toEqual([['1', '2', '3']]);

    const many = Array.from({ length: 1000 }, (_, i) => String(1_000_000_000 + i));
    changes.publish(many);
    await changes.flush();
    expect(sent.slice(1).flat()).toEqual(many);
    expect(sent.length).toBeGreaterThan(2);
    for (const batch of sent) expect(batch.join(',').length).toBeLessThan(7900);
  });

  it('a failing listener does not stop the others nor the writer', () => {
    const changes = new PlayerChanges();
    const heard: unknown[] = [];
    changes.subscribe(() => {
      throw new Error('boom');
    });
    changes.subscribe((change) => heard.push(change));
    expect(() => changes.publish(['5'])).not.toThrow();
    expect(heard).toEqual([['5']]);
  });
});
