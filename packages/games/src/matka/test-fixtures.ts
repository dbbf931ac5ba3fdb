/** Matka answers as the API sends them (snake_case, rupees), for the games tests' fake adapter. */

const RATES = { single: 9, jodi: 90, single_patti: 140, double_patti: 280, triple_patti: 700, half_sangam_open: 1000, half_sangam_close: 1000, full_sangam: 10000 };
const SESSION_TYPES = ['single', 'single_patti', 'double_patti', 'triple_patti'];

/** Every type open in the sessions given (jodi and sangams only while the open session is). */
export function playableJson(open: boolean, close: boolean) {
  const out: Array<{ type: string; session: string | null }> = [];
  for (const type of SESSION_TYPES) {
    if (open) out.push({ type, session: 'open' });
    if (close) out.push({ type, session: 'close' });
  }
  if (open && close) for (const type of ['jodi', 'half_sangam_open', 'half_sangam_close', 'full_sangam']) out.push({ type, session: null });
  return out;
}

/** Khel Din on 23 Nov 2026: open session until 23:00 IST, close until 23:55 IST; both open unless told. */
export function marketJson(over: Record<string, unknown> = {}) {
  const open = (over.open_session_open as boolean | undefined) ?? true;
  const close = (over.close_session_open as boolean | undefined) ?? true;
  return {
    id: '1',
    name: 'Khel Din',
    open_time: '23:00',
    close_time: '23:55',
    days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
    status: open || close ? 'open' : 'closed',
    draw_date: '2026-11-23',
    runs_today: true,
    open_closes_at: '2026-11-23T17:30:00.000Z',
    close_closes_at: '2026-11-23T18:25:00.000Z',
    open_session_open: open,
    close_session_open: close,
    open_pana: null,
    close_pana: null,
    open_void: false,
    close_void: false,
    result: '***-**-***',
    rates: Object.entries(RATES).map(([type, rate]) => ({ type, rate })),
    min_stake: 10,
    max_stake: 100000,
    playable: playableJson(open, close),
    ...over,
  };
}

export function betJson(over: Record<string, unknown> = {}) {
  return {
    bet_id: 'b1', slip_id: 's1', market_id: '1', market: 'Khel Din', draw_date: '2026-11-23', session: 'close', type: 'jodi', number: '68', amount: 100, rate: 90,
    status: 'open', pnl: null, win_amount: null, placed_at: '2026-11-23T12:00:00.000Z', settled_at: null, ...over,
  };
}
