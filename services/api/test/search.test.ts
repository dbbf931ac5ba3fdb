import fc from 'fast-check';
import type { Db } from '../src/db/db';
import { search } from '../src/search/search';
import { startTestApp, type TestApp } from './app-harness';
import { playerCall, playerToken } from './notifications-support';
import { makePlayer, seedAll } from './ops-fixtures';
import { dbKinds } from './test-db';

jest.setTimeout(120_000);

interface Hit {
  kind: string;
  id: string;
  name: string;
  name_hi: string | null;
  link: string;
  in_play: boolean;
}
interface Group {
  kind: string;
  items: Hit[];
}

/** GET /site/search and the player's recent searches, on the seeded demo data. */
describe.each(dbKinds())('search on %s', (kind) => {
  let t: TestApp;
  const db = (): Db => t.testDb.db;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await seedAll(t.testDb.db);
  });
  afterAll(() => t.close());

  const find = async (q: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/site/search?q=${encodeURIComponent(q)}` });
    expect(res.statusCode).toBe(200);
    return res.json().data.groups as Group[];
  };
  const names = (groups: Group[], k: string) => groups.find((g) => g.kind === k)?.items.map((i) => i.name) ?? [];

  test('"kolkatta" finds Kolkata: the event, the team and the fantasy match, grouped by kind, events first', async () => {
    const groups = await find('kolkatta');
    expect(groups.map((g) => g.kind)).toEqual(['event', 'team', 'fantasy']);
    // The exchange's match and the fantasy match's own exchange event (fantasy/linked-event.ts).
    expect(names(groups, 'event')).toEqual(['Chennai Kings v Kolkata Riders', 'Chennai Kings v Kolkata Riders']);
    expect(names(groups, 'team')).toEqual(['Kolkata Riders']);
    expect(names(groups, 'fantasy')).toEqual(['Chennai Kings v Kolkata Riders']);
    const { rows } = await db().query<{ id: string }>(`SELECT id::text FROM sports_events WHERE code = 'demo-cricket-2'`);
    const event = groups[0]!.items.find((i) => i.id === rows[0]!.id);
    expect(event).toEqual({ kind: 'event', id: rows[0]!.id, name: 'Chennai Kings v Kolkata Riders', name_hi: 'चेन्नई किंग्स बनाम कोलकाता राइडर्स', detail: 'Khel T20 Cup', link: `/sports-event-detail/${rows[0]!.id}`, in_play: false });
  });

  test('"andar bahr" finds Andar Bahar, the house game, opening its casino section', async () => {
    const groups = await find('andar bahr');
    expect(groups.map((g) => g.kind)).toEqual(['casino']);
    expect(groups[0]!.items).toEqual([expect.objectContaining({ name: 'Andar Bahar', name_hi: 'अंदर बाहर', link: '/casino/indian', in_play: false })]);
  });

  test('competitions, matka markets; the last word is a prefix as the player types', async () => {
    const groups = await find('khel');
    expect(names(groups, 'competition')).toEqual(expect.arrayContaining(['Khel T20 Cup', 'Khel Football League', 'Khel Open']));
    expect(names(groups, 'matka')).toEqual(['Khel Din']);
    expect(groups.find((g) => g.kind === 'competition')!.items.find((i) => i.name === 'Khel T20 Cup')!.link).toMatch(/^\/sports\/cricket\/4\/\d+$/);
    expect(groups.find((g) => g.kind === 'matka')!.items[0]!.link).toMatch(/^\/matka-details\/\d+$/);
    expect(names(await find('rajdh'), 'matka')).toEqual(['Rajdhani Night']);
  });

  test('in-play events first', async () => {
    const events = (await find('v')).find((g) => g.kind === 'event')!.items;
    expect(events.length).toBeGreaterThan(2);
    const flags = events.map((e) => e.in_play);
    expect(flags[0]).toBe(true);
    expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
    expect(events.filter((e) => e.in_play).map((e) => e.name)).toEqual(expect.arrayContaining(['Mumbai Strikers v Delhi Chargers', 'Riverside FC v Harbour United']));
  });

  test('Hindi names are found, misspelt too', async () => {
    expect(names(await find('कोलकाता'), 'team')).toEqual(['Kolkata Riders']);
    expect(names(await find('अंदर बाहर'), 'casino')).toEqual(['Andar Bahar']);
    expect(names(await find('अंदर बहर'), 'casino')).toEqual(['Andar Bahar']);
    expect(names(await find('कल्याण'), 'matka')).toEqual(['Kalyan']);
  });

  test('the index follows the data: a new event is found at once, a paused matka market and a finished event are not', async () => {
    const { rows } = await db().query<{ id: string }>(`SELECT id::text FROM sports_competitions WHERE code = 'demo-t20-cup'`);
    await db().query(`INSERT INTO sports_events (competition_id, code, name, start_time) VALUES ($1, 'search-new', 'Jaipur Royals v Lucknow Giants', now())`, [rows[0]!.id]);
    expect(names(await find('jaipur'), 'event')).toEqual(['Jaipur Royals v Lucknow Giants']);
    expect(names(await find('lucknow giants'), 'team')).toEqual(['Lucknow Giants']);
    await db().query(`UPDATE sports_events SET status = 'finished' WHERE code = 'search-new'`);
    expect(names(await find('jaipur'), 'event')).toEqual([]);
    await db().query(`UPDATE matka_markets SET active = false WHERE name = 'Kalyan'`);
    expect(names(await find('kalyan'), 'matka')).toEqual([]);
    await db().query(`UPDATE matka_markets SET active = true WHERE name = 'Kalyan'`);
    expect(names(await find('kalyan'), 'matka')).toEqual(['Kalyan']);
  });

  test('property: every seeded name is found by its exact name and with one typo', async () => {
    const { rows: items } = await db().query<{ kind: string; ref: string; name: string }>('SELECT kind, ref, name FROM search_items WHERE active ORDER BY kind, ref');
    expect(items.length).toBeGreaterThan(20);
    const found = async (q: string, item: { kind: string; ref: string }) => (await search(db(), q, 1000)).some((g) => g.kind === item.kind && g.items.some((i) => i.id === item.ref));
    for (const item of items) expect([item.name, await found(item.name, item)]).toEqual([item.name, true]);

    // One typo: a letter of a word of 4 or more letters replaced, dropped, or one added.
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    const typo = fc
      .record({ item: fc.constantFrom(...items), pick: fc.nat(), at: fc.nat(), op: fc.constantFrom('replace', 'drop', 'add'), letter: fc.constantFrom(...letters) })
      .filter(({ item }) => /[A-Za-z]{4,}/.test(item.name))
      .map(({ item, pick, at, op, letter }) => {
        const words = [...item.name.matchAll(/[A-Za-z]{4,}/g)];
        const w = words[pick % words.length]!;
        const i = w.index + (at % w[0].length);
        const name = item.name;
        const q = op === 'replace' ? name.slice(0, i) + letter + name.slice(i + 1) : op === 'drop' ? name.slice(0, i) + name.slice(i + 1) : name.slice(0, i) + letter + name.slice(i);
        return { item, q };
      });
    await fc.assert(
      fc.asyncProperty(typo, async ({ item, q }) => {
        expect([q, await found(q, item)]).toEqual([q, true]);
      }),
      { numRuns: 150 },
    );
  });

  describe('bad input', () => {
    const refused = async (url: string, status: number, message: string) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ success: false, status: 0, statusCode: status, message });
    };
    test('no text, blank, too long, NUL, twice: 422 with the message', async () => {
      await refused('/site/search', 422, 'Search text must be 1 to 60 characters');
      await refused('/site/search?q=', 422, 'Search text must be 1 to 60 characters');
      await refused('/site/search?q=%20%20', 422, 'Search text must be 1 to 60 characters');
      await refused(`/site/search?q=${'a'.repeat(61)}`, 422, 'Search text must be 1 to 60 characters');
      await refused('/site/search?q=kol%00kata', 422, 'q must not contain a NUL character');
      await refused('/site/search?q=a&q=b', 422, 'q must be given once');
    });
    test('text that is all punctuation or SQL finds nothing, never an error', async () => {
      for (const q of ["'", '%', '_', '\\', "') OR 1=1 --", ':*', '!&|', 'a'.repeat(60)]) expect(await find(q)).toEqual([]);
    });
    test('property: any text is answered 200, or 422 when blank or over 60 characters, never 5xx', async () => {
      await fc.assert(
        fc.asyncProperty(fc.string({ unit: fc.constantFrom('a', 'z', 'k', ' ', "'", '%', '_', '\\', ':', '*', '&', '|', '!', '(', 'क', 'ो', 'ल', '7', '-', 'é', '😀', '\u0301'), minLength: 1, maxLength: 60 }), async (q) => {
          const res = await t.app.inject({ method: 'GET', url: `/site/search?q=${encodeURIComponent(q)}` });
          // (an emoji is two UTF-16 units: the 60 are counted in those, as the field's maxLength does)
          expect([q, res.statusCode]).toEqual([q, q.trim() && q.length <= 60 ? 200 : 422]);
        }),
        { numRuns: 200 },
      );
    });
    test('recent searches need a player: 401', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/site/search/recent' })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'POST', url: '/site/search/recent', payload: { q: 'x' } })).statusCode).toBe(401);
    });
  });

  test("recent searches: the player's last 10, newest first, a repeat moves up, kept on the server, cleared", async () => {
    const p = await makePlayer(db(), 0);
    const other = await makePlayer(db(), 0);
    const token = await playerToken(t.app, p.userName);
    const otherToken = await playerToken(t.app, other.userName);
    for (let i = 1; i <= 12; i++) {
      const res = await playerCall(t.app, token, 'POST', '/site/search/recent', { q: `  query   ${i} ` });
      expect(res.statusCode).toBe(200);
    }
    const bad = await playerCall(t.app, token, 'POST', '/site/search/recent', { q: ['x'] });
    expect(bad.statusCode).toBe(422);
    expect((await playerCall(t.app, token, 'POST', '/site/search/recent', { q: 'x\u0000' })).json().message).toBe('q must not contain a NUL character');
    const expected = Array.from({ length: 10 }, (_, i) => `query ${12 - i}`);
    expect((await playerCall(t.app, token, 'GET', '/site/search/recent')).json().data).toEqual({ items: expected });
    const again = (await playerCall(t.app, token, 'POST', '/site/search/recent', { q: 'query 5' })).json().data.items;
    expect(again).toEqual(['query 5', ...expected.filter((q) => q !== 'query 5')]);
    expect((await db().query('SELECT 1 FROM search_recent WHERE user_id = $1', [p.id])).rowCount).toBe(10);
    expect((await playerCall(t.app, otherToken, 'GET', '/site/search/recent')).json().data).toEqual({ items: [] });
    expect((await playerCall(t.app, token, 'POST', '/site/search/recent/clear', {})).json().data).toEqual({ items: [] });
    expect((await db().query('SELECT 1 FROM search_recent WHERE user_id = $1', [p.id])).rowCount).toBe(0);
  });
});
