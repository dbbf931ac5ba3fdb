import type { Queryable } from '../db/db';
import { setPrices, upsertCompetition, upsertEvent, upsertMarket, upsertSport } from './catalog';
import type { SimulatorPlans } from './feed/simulator';
import { istClock } from './feed/schedule/schedule';
import { bookmakerPrices, exchangePrices, fancyPrices } from './feed/ladder-prices';
import type { RunnerPrices } from './types';

/**
 * Demo sports data: a live T20 match (match odds, bookmaker, two fancy lines), an upcoming one, a football match,
 * a tennis match and a horse race (win and place). Idempotent: what exists is found again by its code and left
 * as it is. Returns the plans the simulator drives, so the start-up can call it to find them. `round` > 0 makes
 * the simulated events again under new codes (suffix -r<round>), for the demo to play once more.
 */
/**
 * The demo's upcoming events (no simulator plays them yet) are priced by the house: their prices stand, and the
 * demo runtime confirms them every so often (feed/house-quotes.ts), as a feed's heartbeat does. Like every market
 * they have a price age limit (issue 27 L4): a price not confirmed within it is not taken.
 */
export const QUOTED_MAX_AGE_SECONDS = 60;
const QUOTED_EVENTS = ['demo-cricket-2', 'demo-tennis-1'];

/** The markets of the demo's house-quoted events, and of the rolling schedule's events not yet under way (`sim-*`). */
export async function demoQuotedMarkets(q: Queryable): Promise<string[]> {
  const { rows } = await q.query<{ id: string }>(
    `SELECT m.id::text FROM sports_markets m JOIN sports_events e ON e.id = m.event_id
      WHERE e.code = ANY($1::text[]) OR (e.code LIKE 'sim-%' AND e.status = 'scheduled' AND NOT e.in_play) ORDER BY m.id`,
    [QUOTED_EVENTS],
  );
  return rows.map((r) => r.id);
}

export async function seedSports(q: Queryable, now: Date = new Date(), round = 0): Promise<SimulatorPlans> {
  const minutes = (m: number) => new Date(now.getTime() + m * 60_000);
  // Later rounds (the demo playing again once its matches are over) add only the simulated events, anew.
  const code = (c: string) => (round ? `${c}-r${round}` : c);
  const cricket = await upsertSport(q, { code: 'cricket', name: 'Cricket', sortOrder: 1 });
  const football = await upsertSport(q, { code: 'football', name: 'Football', sortOrder: 2 });
  const tennis = await upsertSport(q, { code: 'tennis', name: 'Tennis', sortOrder: 3 });
  const horses = await upsertSport(q, { code: 'horse-racing', name: 'Horse Racing', isRacing: true, sortOrder: 4 });
  const t20 = await upsertCompetition(q, { sportId: cricket, code: 'demo-t20-cup', name: 'Khel T20 Cup' });
  const league = await upsertCompetition(q, { sportId: football, code: 'demo-khel-league', name: 'Khel Football League' });
  const open = await upsertCompetition(q, { sportId: tennis, code: 'demo-khel-open', name: 'Khel Open' });
  const venue = await upsertCompetition(q, { sportId: horses, code: 'demo-mahalakshmi', name: 'Mahalakshmi' });

  const live = await upsertEvent(q, { competitionId: t20, code: code('demo-cricket-1'), name: 'Mumbai Strikers v Delhi Chargers', venue: 'Wankhede', startTime: minutes(-5), inPlay: true });
  const liveMo = await market(q, live, 'match_odds', 'Match Odds', 'match_odds', ['Mumbai Strikers', 'Delhi Chargers'], { betDelaySeconds: 5 }, (p) => exchangePrices(p), [0.55, 0.45]);
  const liveBm = await market(q, live, 'bookmaker', 'Bookmaker', 'bookmaker', ['Mumbai Strikers', 'Delhi Chargers'], { betDelaySeconds: 3 }, (p) => bookmakerPrices(p), [0.55, 0.45]);
  const f6 = await market(q, live, 'fancy_6', '6 over runs MS', 'fancy', ['6 over runs MS'], { betDelaySeconds: 3, maxProfit: 5_000_000n }, () => fancyPrices(48), [1]);
  const f10 = await market(q, live, 'fancy_10', '10 over runs MS', 'fancy', ['10 over runs MS'], { betDelaySeconds: 3, maxProfit: 5_000_000n }, () => fancyPrices(80), [1]);

  if (!round) {
    const later = await upsertEvent(q, { competitionId: t20, code: 'demo-cricket-2', name: 'Chennai Kings v Kolkata Riders', venue: 'Chepauk', startTime: minutes(180) });
    await market(q, later, 'match_odds', 'Match Odds', 'match_odds', ['Chennai Kings', 'Kolkata Riders'], { priceMaxAgeSeconds: QUOTED_MAX_AGE_SECONDS }, (p) => exchangePrices(p), [0.5, 0.5]);
  }

  const match = await upsertEvent(q, { competitionId: league, code: code('demo-football-1'), name: 'Riverside FC v Harbour United', startTime: minutes(-20), inPlay: true });
  const fbMo = await market(q, match, 'match_odds', 'Match Odds', 'match_odds', ['Riverside FC', 'Harbour United', 'The Draw'], { betDelaySeconds: 5 }, (p) => exchangePrices(p), [0.45, 0.3, 0.25]);

  if (!round) {
    const rally = await upsertEvent(q, { competitionId: open, code: 'demo-tennis-1', name: 'A. Sharma v R. Iyer', startTime: minutes(60) });
    await market(q, rally, 'match_odds', 'Match Odds', 'match_odds', ['A. Sharma', 'R. Iyer'], { priceMaxAgeSeconds: QUOTED_MAX_AGE_SECONDS }, (p) => exchangePrices(p), [0.62, 0.38]);
  }

  const horsesRunning = ['Monsoon Star', 'Desert Wind', 'Golden Ghat', 'River Raja', 'Silver Tiffin', 'Night Mail'];
  // a race is named by its start in IST (issue 31: "15:30 Mahalakshmi" went off at 01:54): ten minutes on, to the minute
  const off = new Date(Math.ceil(minutes(10).getTime() / 60_000) * 60_000);
  const race = await upsertEvent(q, { competitionId: venue, code: code('demo-race-1'), name: `${istClock(off)} Mahalakshmi`, venue: 'Mahalakshmi', startTime: off });
  const chances = [0.3, 0.22, 0.16, 0.13, 0.11, 0.08];
  const win = await market(q, race, 'win', 'Win', 'racing_win', horsesRunning, {}, (p) => exchangePrices(p, 0.03), chances);
  const place = await market(q, race, 'place', 'Place (2)', 'racing_place', horsesRunning, { places: 2 }, (p) => exchangePrices(Math.min(0.95, p * 1.8 + 0.03), 0.03), chances);

  return {
    cricket: [{
      eventId: live,
      matchOdds: { marketId: liveMo.marketId, runnerIds: [liveMo.runnerIds[0]!, liveMo.runnerIds[1]!] },
      bookmaker: { marketId: liveBm.marketId, runnerIds: [liveBm.runnerIds[0]!, liveBm.runnerIds[1]!] },
      fancy: [{ marketId: f6.marketId, runnerId: f6.runnerIds[0]!, overs: 6 }, { marketId: f10.marketId, runnerId: f10.runnerIds[0]!, overs: 10 }],
    }],
    football: [{ eventId: match, matchOdds: { marketId: fbMo.marketId, runnerIds: [fbMo.runnerIds[0]!, fbMo.runnerIds[1]!, fbMo.runnerIds[2]!] } }],
    races: [{ eventId: race, win: { marketId: win.marketId, runnerIds: win.runnerIds }, place: { marketId: place.marketId, runnerIds: place.runnerIds, places: 2 } }],
  };
}

async function market(
  q: Queryable,
  eventId: string,
  code: string,
  name: string,
  kind: Parameters<typeof upsertMarket>[1]['kind'],
  runners: string[],
  extra: Partial<Parameters<typeof upsertMarket>[1]>,
  price: (p: number) => RunnerPrices,
  chances: number[],
): Promise<{ marketId: string; runnerIds: string[] }> {
  const m = await upsertMarket(q, { eventId, code, name, kind, runners, minStake: 10_000n, maxStake: 10_000_000n, ...extra });
  const { rows } = await q.query<{ v: string }>('SELECT coalesce(max(version), 0)::text AS v FROM sports_prices WHERE market_id = $1', [m.marketId]);
  // First prices only: a running demo's prices are the feed's.
  if (rows[0]!.v === '0') await setPrices(q, m.marketId, m.runnerIds.map((runnerId, i) => ({ runnerId, ...price(chances[i] ?? 0.5) })));
  return m;
}
