import type { Queryable } from '../db/db';
import { DEFAULT_HAND_PRICE_MAX_AGE_SECONDS, setPrices, upsertCompetition, upsertEvent, upsertMarket, upsertSport } from '../sports/catalog';
import { exchangePrices, fancyPrices } from '../sports/feed/ladder-prices';

/**
 * The exchange event a simulated fantasy match moves: one sports event (cricket) with match odds (team A, team B)
 * and two fancy lines on team A's first innings (6 and 10 over runs), priced evens and par to begin with. The
 * simulator plays the match from its start time; its prices move these markets and its result settles them (the
 * sports feed applier), while its batting card feeds the fantasy totals. Made with the match, once (the codes are
 * the match's).
 */
export async function createLinkedEvent(
  q: Queryable,
  m: { code: string; teamA: string; teamB: string; competition: string; venue: string | null; startTime: Date },
): Promise<string> {
  const sport = await upsertSport(q, { code: 'cricket', name: 'Cricket', sortOrder: 1 });
  const competition = await upsertCompetition(q, { sportId: sport, code: `fantasy-${slug(m.competition || 'cricket fight')}`, name: m.competition || 'Cricket Fight' });
  const eventId = await upsertEvent(q, { competitionId: competition, code: `fantasy-${m.code}`, name: `${m.teamA} v ${m.teamB}`, venue: m.venue ?? undefined, startTime: m.startTime });
  const short = initials(m.teamA);
  const mo = await upsertMarket(q, { eventId, code: 'match_odds', name: 'Match Odds', kind: 'match_odds', runners: [m.teamA, m.teamB], minStake: 10_000n, maxStake: 10_000_000n, betDelaySeconds: 5, priceMaxAgeSeconds: DEFAULT_HAND_PRICE_MAX_AGE_SECONDS });
  await setPrices(q, mo.marketId, mo.runnerIds.map((runnerId) => ({ runnerId, ...exchangePrices(0.5) })));
  for (const [overs, par] of [[6, 48], [10, 80]] as const) {
    const f = await upsertMarket(q, {
      eventId, code: `fancy_${overs}`, name: `${overs} over runs ${short}`, kind: 'fancy', runners: [`${overs} over runs ${short}`], minStake: 10_000n, maxStake: 10_000_000n,
      betDelaySeconds: 3, maxProfit: 5_000_000n, priceMaxAgeSeconds: DEFAULT_HAND_PRICE_MAX_AGE_SECONDS,
    });
    await setPrices(q, f.marketId, f.runnerIds.map((runnerId) => ({ runnerId, ...fancyPrices(par) })));
  }
  return eventId;
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 40) || 'cricket';
const initials = (team: string) => team.split(/\s+/).filter(Boolean).map((w) => w[0]!.toUpperCase()).join('').slice(0, 4);
