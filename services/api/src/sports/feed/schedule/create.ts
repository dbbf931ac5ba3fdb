import type { Queryable } from '../../../db/db';
import { setPrices, upsertCompetition, upsertEvent, upsertMarket, upsertSport } from '../../catalog';
import type { MarketKind, RunnerPrices } from '../../types';
import type { FeedUpdate } from '../types';
import type { Fixture, SportCode } from './schedule';
import { TEST_DAYS } from '../sim-test-match';
import { simOf, type FixturePlan } from './sims';

/**
 * A fixture in the database: its sport, competition, event and markets, found again by their codes (idempotent),
 * and its plan (the ids its simulator moves). New markets open at the prices of the fixture's own simulator before
 * its first step, so the book does not jump when the simulator takes over. Every market of a rolling fixture has a
 * price age limit of `priceMaxAgeSeconds`: the house confirms the prices of those not yet in play (house-quotes.ts),
 * the simulator moves the others at least a step a minute.
 */

const SPORTS: Record<SportCode, { name: string; isRacing?: boolean; sortOrder: number }> = {
  cricket: { name: 'Cricket', sortOrder: 1 },
  football: { name: 'Football', sortOrder: 2 },
  tennis: { name: 'Tennis', sortOrder: 3 },
  'horse-racing': { name: 'Horse Racing', isRacing: true, sortOrder: 4 },
  'greyhound-racing': { name: 'Greyhound Racing', isRacing: true, sortOrder: 5 },
};

interface MarketSpec {
  code: string;
  name: string;
  kind: MarketKind;
  runners: string[];
  betDelaySeconds?: number;
  places?: number;
  maxProfit?: bigint;
  overs?: number;
}

const short = (team: string) => team.split(' ').map((w) => w[0]).join('').toUpperCase();

function marketsOf(f: Fixture): MarketSpec[] {
  switch (f.kind) {
    case 't20':
    case 'odi': {
      const lines = f.kind === 't20' ? [6, 10] : [10, 20];
      return [
        { code: 'match_odds', name: 'Match Odds', kind: 'match_odds', runners: f.runners, betDelaySeconds: 5 },
        { code: 'bookmaker', name: 'Bookmaker', kind: 'bookmaker', runners: f.runners, betDelaySeconds: 3 },
        ...lines.map((overs): MarketSpec => {
          const name = `${overs} over runs ${short(f.runners[0]!)}`;
          return { code: `fancy_${overs}`, name, kind: 'fancy', runners: [name], betDelaySeconds: 3, maxProfit: 5_000_000n, overs };
        }),
      ];
    }
    case 'test': {
      // one session market a session: "Day 2 Session 3 runs"
      const sessions = Array.from({ length: TEST_DAYS * 3 }, (_, i): MarketSpec => {
        const name = `Day ${Math.floor(i / 3) + 1} Session ${(i % 3) + 1} runs`;
        return { code: `session_${i + 1}`, name, kind: 'fancy', runners: [name], betDelaySeconds: 3, maxProfit: 5_000_000n };
      });
      return [{ code: 'match_odds', name: 'Match Odds', kind: 'match_odds', runners: [...f.runners, 'The Draw'], betDelaySeconds: 5 }, ...sessions];
    }
    case 'football':
      return [{ code: 'match_odds', name: 'Match Odds', kind: 'match_odds', runners: [...f.runners, 'The Draw'], betDelaySeconds: 5 }];
    case 'tennis':
      return [{ code: 'match_odds', name: 'Match Odds', kind: 'match_odds', runners: f.runners, betDelaySeconds: 3 }];
    case 'horse':
    case 'greyhound': {
      const places = f.runners.length >= 8 ? 3 : 2;
      return [
        { code: 'win', name: 'Win', kind: 'racing_win', runners: f.runners },
        { code: 'place', name: `Place (${places})`, kind: 'racing_place', runners: f.runners, places },
      ];
    }
  }
}

type Ids = Map<string, { marketId: string; runnerIds: string[] }>;

/** The plan of a fixture from its markets' ids (by market code). */
function planFrom(f: Fixture, eventId: string, ids: Ids): FixturePlan {
  const m = (code: string) => ids.get(code)!;
  const two = (code: string) => ({ marketId: m(code).marketId, runnerIds: [m(code).runnerIds[0]!, m(code).runnerIds[1]!] as [string, string] });
  switch (f.kind) {
    case 't20':
    case 'odi':
      return {
        kind: f.kind,
        plan: {
          eventId, matchOdds: two('match_odds'), bookmaker: two('bookmaker'),
          fancy: marketsOf(f).filter((s) => s.kind === 'fancy').map((s) => ({ marketId: m(s.code).marketId, runnerId: m(s.code).runnerIds[0]!, overs: s.overs! })),
        },
      };
    case 'test': {
      const r = m('match_odds').runnerIds;
      const sessions = marketsOf(f).filter((s) => s.kind === 'fancy').map((s) => ({ marketId: m(s.code).marketId, runnerId: m(s.code).runnerIds[0]! }));
      return { kind: 'test', plan: { eventId, matchOdds: { marketId: m('match_odds').marketId, runnerIds: [r[0]!, r[1]!, r[2]!] }, sessions } };
    }
    case 'football': {
      const r = m('match_odds').runnerIds;
      return { kind: 'football', plan: { eventId, matchOdds: { marketId: m('match_odds').marketId, runnerIds: [r[0]!, r[1]!, r[2]!] } } };
    }
    case 'tennis':
      return { kind: 'tennis', plan: { eventId, matchOdds: two('match_odds') } };
    case 'horse':
    case 'greyhound': {
      const places = marketsOf(f).find((s) => s.code === 'place')!.places!;
      return { kind: f.kind, plan: { eventId, win: m('win'), place: { ...m('place'), places } } };
    }
  }
}

/** The prices the fixture's simulator opens with, by market code and runner index. */
function openingPrices(seed: number, f: Fixture): Map<string, RunnerPrices[]> {
  const ids: Ids = new Map(marketsOf(f).map((s) => [s.code, { marketId: s.code, runnerIds: s.runners.map((_, i) => `${s.code}:${i}`) }]));
  const out = new Map<string, RunnerPrices[]>();
  const capture = (u: FeedUpdate) => {
    if (u.type === 'prices') out.set(u.marketId, u.runners.map(({ back, lay }) => ({ back, lay })));
  };
  simOf(seed, f, planFrom(f, f.code, ids), capture).tick();
  return out;
}

/** Creates the fixture (or finds it by its codes); returns its event id. */
export async function createFixture(q: Queryable, seed: number, f: Fixture, priceMaxAgeSeconds: number): Promise<string> {
  const sport = SPORTS[f.sport];
  const sportId = await upsertSport(q, { code: f.sport, ...sport });
  const competitionId = await upsertCompetition(q, { sportId, code: f.competition.code, name: f.competition.name });
  const eventId = await upsertEvent(q, { competitionId, code: f.code, name: f.name, venue: f.venue, startTime: f.start });
  const opening = openingPrices(seed, f);
  for (const [i, s] of marketsOf(f).entries()) {
    const m = await upsertMarket(q, {
      eventId, code: s.code, name: s.name, kind: s.kind, runners: s.runners, minStake: 10_000n, maxStake: 10_000_000n,
      betDelaySeconds: s.betDelaySeconds ?? 0, maxProfit: s.maxProfit ?? null, places: s.places ?? 1, sortOrder: i, priceMaxAgeSeconds,
    });
    const prices = opening.get(s.code);
    const { rows } = await q.query<{ v: string }>('SELECT coalesce(max(version), 0)::text AS v FROM sports_prices WHERE market_id = $1', [m.marketId]);
    if (prices && rows[0]!.v === '0') await setPrices(q, m.marketId, m.runnerIds.map((runnerId, j) => ({ runnerId, ...prices[j]! })));
  }
  return eventId;
}

/** The plan of a fixture already in the database. */
export async function loadPlan(q: Queryable, f: Fixture, eventId: string): Promise<FixturePlan> {
  const { rows } = await q.query<{ code: string; id: string; runners: string[] }>(
    `SELECT m.code, m.id::text, array_agg(r.id::text ORDER BY r.sort_order, r.id) AS runners
       FROM sports_markets m JOIN sports_runners r ON r.market_id = m.id WHERE m.event_id = $1 GROUP BY m.id, m.code`,
    [eventId],
  );
  return planFrom(f, eventId, new Map(rows.map((r) => [r.code, { marketId: r.id, runnerIds: r.runners }])));
}
