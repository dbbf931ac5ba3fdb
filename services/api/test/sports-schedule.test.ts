import fc from 'fast-check';
import { IST_OFFSET_MINUTES } from '@khel/shared/validation';
import { BookPath } from '../src/sports/feed/book-path';
import { Rng } from '../src/sports/feed/rng';
import { DURATION_MS, STEP_MS, stepsDue } from '../src/sports/feed/schedule/pace';
import { RollingSchedule } from '../src/sports/feed/schedule/rolling';
import { fixtureSchedule, type Fixture } from '../src/sports/feed/schedule/schedule';
import { simOf } from '../src/sports/feed/schedule/sims';
import { CricketSim } from '../src/sports/feed/sim-cricket';
import { TennisSim } from '../src/sports/feed/sim-tennis';
import { TestMatchSim } from '../src/sports/feed/sim-test-match';
import type { FeedUpdate } from '../src/sports/feed/types';
import { LADDER } from '../src/sports/odds';
import { createTestDb } from './test-db';

/** The rolling week of sport (issue 31 point 1): the schedule, the pace, the price walk, restarts. */

const NOWS = ['2026-11-28T08:30:00Z', '2026-11-29T21:47:13Z', '2026-12-03T00:00:00Z', '2027-03-15T13:05:00Z'].map((t) => new Date(t));
const inPlay = (f: Fixture, now: Date) => f.start <= now && f.start.getTime() + DURATION_MS[f.kind] > now.getTime();

describe('the fixture schedule', () => {
  it.each(NOWS)('at %s: 8+ cricket (T20 league, ODI, Test), 10+ football in several leagues, 6+ tennis, each with some in play', (now) => {
    const all = fixtureSchedule({ seed: 1, now });
    const of = (sport: string) => all.filter((f) => f.sport === sport);
    expect(of('cricket').length).toBeGreaterThanOrEqual(8);
    expect(new Set(of('cricket').map((f) => f.kind))).toEqual(new Set(['t20', 'odi', 'test']));
    expect(of('football').length).toBeGreaterThanOrEqual(10);
    expect(new Set(of('football').map((f) => f.competition.name)).size).toBeGreaterThanOrEqual(3);
    expect(of('tennis').length).toBeGreaterThanOrEqual(6);
    for (const sport of ['cricket', 'football', 'tennis']) expect(of(sport).some((f) => inPlay(f, now))).toBe(true);
    // no two fixtures share a code; the same seed and now give the same list, another now the same fixtures again
    expect(new Set(all.map((f) => f.code)).size).toBe(all.length);
    expect(fixtureSchedule({ seed: 1, now })).toEqual(all);
    const later = new Map(fixtureSchedule({ seed: 1, now: new Date(now.getTime() + 3_600_000) }).map((f) => [f.code, f]));
    for (const f of all) if (later.has(f.code)) expect(later.get(f.code)).toEqual(f);
  });

  it.each(NOWS)('at %s: a horse race every 5 minutes over the six Indian courses, greyhound cards, each named by its IST start', (now) => {
    const all = fixtureSchedule({ seed: 1, now });
    const horses = all.filter((f) => f.kind === 'horse' && f.start > now);
    expect(new Set(horses.map((f) => f.venue))).toEqual(new Set(['Mahalakshmi', 'Guindy', 'Bangalore', 'Hyderabad', 'Mysore', 'Pune']));
    const gaps = horses.slice(1).map((f, i) => f.start.getTime() - horses[i]!.start.getTime());
    expect(Math.max(...gaps)).toBe(5 * 60_000);
    expect(all.filter((f) => f.kind === 'greyhound' && f.start > now).length).toBeGreaterThanOrEqual(12);
    for (const f of all.filter((x) => x.sport.endsWith('racing'))) {
      const ist = new Date(f.start.getTime() + IST_OFFSET_MINUTES * 60_000);
      const hhmm = `${String(ist.getUTCHours()).padStart(2, '0')}:${String(ist.getUTCMinutes()).padStart(2, '0')}`;
      expect(f.name).toBe(`${hhmm} ${f.venue}`);
      expect(f.runners.length).toBeGreaterThanOrEqual(6);
    }
    // "15:30 Mahalakshmi" goes off at 10:00 UTC
    const day = fixtureSchedule({ seed: 1, now: new Date('2026-11-28T04:00:00Z') });
    expect(day.find((f) => f.name === '15:30 Mahalakshmi')?.start.toISOString()).toBe('2026-11-28T10:00:00.000Z');
  });
});

describe('the pace', () => {
  it('plays a T20 in about its real length at speed 1, and 60 times faster at speed 60', () => {
    const f = fixtureSchedule({ seed: 3, now: new Date('2026-11-28T08:30:00Z') }).find((x) => x.kind === 't20')!;
    const plan = { kind: 't20' as const, plan: { eventId: 'e', matchOdds: { marketId: 'mo', runnerIds: ['a', 'b'] as [string, string] }, bookmaker: { marketId: 'bm', runnerIds: ['c', 'd'] as [string, string] } } };
    for (const seed of [1, 2, 3, 4, 5]) {
      const sim = simOf(seed, f, plan, () => undefined);
      let steps = 0;
      while (!sim.finished) {
        sim.tick();
        steps += 1;
      }
      const hours = (steps * STEP_MS.t20) / 3_600_000;
      expect(hours).toBeGreaterThan(2.2); // a side bowled out early shortens it, as in life
      expect(hours).toBeLessThan(3.6);
      expect(stepsDue('t20', f.start, new Date(f.start.getTime() + (steps * STEP_MS.t20) / 60), 60)).toBe(steps);
    }
  });
});

describe('the Test match', () => {
  it.each([1, 2, 3, 4])('plays five days at most, settles every session it played on its runs and voids the rest (seed %i)', (seed) => {
    const updates: FeedUpdate[] = [];
    const sessions = Array.from({ length: 15 }, (_, i) => ({ marketId: `s${i + 1}`, runnerId: `sr${i + 1}` }));
    const sim = new TestMatchSim({ eventId: 'e', matchOdds: { marketId: 'mo', runnerIds: ['a', 'b', 'd'] }, sessions }, new Rng(seed), (u) => updates.push(u));
    let steps = 0;
    while (!sim.finished && steps < 20_000) {
      sim.tick();
      steps += 1;
    }
    expect(sim.finished).toBe(true);
    expect((steps * STEP_MS.test) / 86_400_000).toBeLessThanOrEqual(5);
    const results = new Map(updates.filter((u) => u.type === 'result').map((u) => [(u as { marketId: string }).marketId, (u as { result: Record<string, unknown> }).result]));
    expect(['a', 'b', 'd']).toContain(results.get('mo')!.winner);
    for (const s of sessions) expect(results.has(s.marketId)).toBe(true);
    // a session's result is the runs scored in it, so a played session is a number and all of them add up to the match's runs
    const played = sessions.map((s) => results.get(s.marketId)!).filter((r) => typeof r.value === 'number');
    expect(played.length).toBeGreaterThan(3);
    expect(played.reduce((n, r) => n + (r.value as number), 0)).toBe(sim.runs.reduce((a, b) => a + b, 0));
  });
});

describe('the price walk', () => {
  const ladderIndex = (o: number) => LADDER.indexOf(o);

  it('moves a book a few ladder ticks a step (two, and the correction that keeps it honest), back and lay one tick apart, backs at least 100 %, lays at most 100 %', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.double({ min: 0.03, max: 0.97, noNaN: true }), fc.boolean()), { minLength: 2, maxLength: 30 }), (path) => {
        const book = new BookPath();
        let before: number[] | null = null;
        for (const [p, jump] of path) {
          const prices = book.next([p, 1 - p], jump);
          const backs = prices.map((r) => r.back[0]!.odds);
          for (const r of prices) expect(ladderIndex(r.lay[0]!.odds) - ladderIndex(r.back[0]!.odds)).toBe(1);
          const backSum = backs.reduce((s, o) => s + 100 / o, 0);
          const laySum = prices.reduce((s, r) => s + 100 / r.lay[0]!.odds, 0);
          expect(backSum).toBeGreaterThanOrEqual(1 - 1e-9);
          expect(laySum).toBeLessThanOrEqual(1 + 1e-9);
          if (before && !jump) for (const [i, o] of backs.entries()) expect(Math.abs(ladderIndex(o) - ladderIndex(before[i]!))).toBeLessThanOrEqual(4);
          before = backs;
        }
      }),
      { numRuns: 300 },
    );
  });

  it('a simulated T20 moves its match odds in small steps between wickets; tennis jumps only on breaks and sets', () => {
    for (const seed of [1, 2, 3]) {
      const updates: FeedUpdate[] = [];
      const sim = new CricketSim({ eventId: 'e', matchOdds: { marketId: 'mo', runnerIds: ['a', 'b'] } }, new Rng(seed), (u) => updates.push(u));
      let last: number | null = null;
      let wicket = false;
      while (!sim.finished) {
        const wicketsBefore = sim.wickets[0]! + sim.wickets[1]!;
        const innings = sim.innings;
        updates.length = 0;
        sim.tick();
        wicket = sim.wickets[0]! + sim.wickets[1]! > wicketsBefore || sim.innings !== innings;
        const mo = updates.find((u): u is Extract<FeedUpdate, { type: 'prices' }> => u.type === 'prices' && u.marketId === 'mo');
        if (!mo) continue;
        const back = mo.runners[0]!.back[0]!.odds;
        if (last !== null && !wicket) expect(Math.abs(ladderIndex(back) - ladderIndex(last))).toBeLessThanOrEqual(4);
        last = back;
      }
      const tennis: FeedUpdate[] = [];
      const t = new TennisSim({ eventId: 't', matchOdds: { marketId: 'tm', runnerIds: ['x', 'y'] } }, new Rng(seed), (u) => tennis.push(u));
      for (let i = 0; i < 1000 && !t.finished; i++) t.tick();
      expect(t.finished).toBe(true);
      expect(tennis.some((u) => u.type === 'result' && u.marketId === 'tm')).toBe(true);
    }
  });
});

describe('the rolling schedule in the database (PGlite)', () => {
  it('creates the fixtures once, plays the ones under way, and a restarted process finds them again without duplicates', async () => {
    const t = await createTestDb('pglite');
    const now = new Date('2026-11-28T08:30:00Z');
    const run = async () => {
      const rolling = new RollingSchedule(t.db, { seed: 5, speed: 1, priceMaxAgeSeconds: 60, now: () => now });
      const seen: FeedUpdate[] = [];
      rolling.subscribe((u) => seen.push(u));
      await rolling.ensure();
      await rolling.step();
      return { rolling, seen };
    };
    const first = await run();
    const count = async () => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM sports_events WHERE code LIKE 'sim-%'`)).rows[0]!.n;
    const made = await count();
    expect(made).toBeGreaterThan(100);
    expect(first.rolling.playing).toBeGreaterThanOrEqual(3);
    // the matches under way said they are live, with prices
    expect(first.seen.some((u) => u.type === 'status' && u.status === 'live')).toBe(true);
    expect(first.seen.some((u) => u.type === 'prices')).toBe(true);
    const second = await run();
    expect(await count()).toBe(made);
    // the same matches, caught up to the same moment: the same state
    const last = (seen: FeedUpdate[]) => new Map(seen.filter((u) => u.type === 'status').map((u) => [(u as { eventId: string }).eventId, JSON.stringify((u as { state?: unknown }).state)]));
    expect(last(second.seen)).toEqual(last(first.seen));
    const greyhounds = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM sports_events e JOIN sports_competitions c ON c.id = e.competition_id JOIN sports s ON s.id = c.sport_id WHERE s.code = 'greyhound-racing'`);
    expect(greyhounds.rows[0]!.n).toBeGreaterThan(10);
    await t.drop();
  }, 120_000);
});
