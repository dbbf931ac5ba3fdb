/** Answers of /ops/sports as the server sends them, for the sports page's component tests. */

export const matchOdds = (over: Record<string, unknown> = {}) => ({
  id: '7',
  event_id: '3',
  name: 'Match Odds',
  kind: 'match_odds',
  status: 'open',
  min_stake: 100,
  max_stake: 25000,
  bet_delay_seconds: 5,
  max_profit: null,
  price_max_age_seconds: 5,
  price_size_limit: null,
  places: 1,
  version: 4,
  prices_updated_at: '2026-11-23T09:00:00.000Z',
  runners: [
    { id: '21', name: 'Mumbai', back: [{ odds: 1.8, size: 1000, line: null }], lay: [{ odds: 1.82, size: 500, line: null }] },
    { id: '22', name: 'Delhi', back: [{ odds: 2.2, size: null, line: null }], lay: [] },
  ],
  bets: { pending: 0, matched: 2, settled: 0, void: 0 },
  exposure: 300,
  settlement: null,
  ...over,
});

export const fancy = (over: Record<string, unknown> = {}) => ({
  ...matchOdds(),
  id: '8',
  name: '10 over runs',
  kind: 'fancy',
  runners: [{ id: '31', name: '10 over runs', back: [{ odds: 2, size: null, line: 80 }], lay: [{ odds: 1.9, size: null, line: 78 }] }],
  ...over,
});

export const event = (over: Record<string, unknown> = {}) => ({
  id: '3',
  name: 'Mumbai v Delhi',
  sport: 'cricket',
  sport_name: 'Cricket',
  competition_id: '2',
  competition: 'T20 Cup',
  venue: 'Wankhede',
  start_time: '2026-11-23T09:00:00.000Z',
  in_play: false,
  status: 'scheduled',
  markets: 2,
  open_markets: 2,
  open_bets: 2,
  ...over,
});

export const catalog = {
  sports: [
    { id: '1', code: 'cricket', name: 'Cricket', is_racing: false, competitions: [{ id: '2', name: 'T20 Cup' }] },
    { id: '4', code: 'horse-racing', name: 'Horse Racing', is_racing: true, competitions: [] },
  ],
};

export const book = { market_id: '7', kind: 'match_odds', status: 'open', bets: 2, outcomes: [{ runner_id: '21', name: 'Mumbai', value: null, pnl: -100 }, { runner_id: '22', name: 'Delhi', value: null, pnl: 250 }], worst: -100, best: 250, at: '2026-11-23T09:00:00.000Z' };
