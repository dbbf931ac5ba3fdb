/** Answers of /ops/matka as the server sends them, for the matka page's component tests. */

export const session = (name: 'open' | 'close', over: Record<string, unknown> = {}) => ({
  session: name, status: 'open', pana: null, closes_at: name === 'open' ? '2026-11-23T10:00:00.000Z' : '2026-11-23T12:00:00.000Z',
  open_bets: 3, bets: 3, stake: 150, house_pnl: 0, run_id: null, run_status: null, ...over,
});

export const draw = (over: Record<string, unknown> = {}) => ({
  market_id: '5', draw_date: '2026-11-23', result: '***-**-***', open: session('open'), close: session('close', { open_bets: 2, bets: 2, stake: 40 }), ...over,
});

export const RATES = [
  ['single', 9], ['jodi', 90], ['single_patti', 140], ['double_patti', 280], ['triple_patti', 700], ['half_sangam_open', 1000], ['half_sangam_close', 1000], ['full_sangam', 10000],
].map(([type, rate]) => ({ type, rate }));

export const market = (over: Record<string, unknown> = {}) => ({
  id: '5', name: 'Kalyan', open_time: '15:30', close_time: '17:30', days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], rates: RATES,
  min_stake: 10, max_stake: 100000, active: true, sort_order: 0, today: draw(), ...over,
});
