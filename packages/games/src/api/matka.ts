import { api, balance$, decode, fetchWalletBalance, newIdempotencyKey, type ApiOk } from '@khel/shared';
import { MatkaBetPage, MatkaChart, MatkaMarket, MatkaMarketList, MatkaResultPage, MatkaSlip, type MatkaSlipLineBody } from '@khel/shared/contracts';

/**
 * Matka's player calls (/sports/matka, issue 14), decoded into the shared contract classes. Quiet: every screen
 * shows its own error (panel, slip) instead of a toast.
 */

const get = async (path: string, params?: Record<string, string>) => (await api.sports.get<ApiOk<unknown>>(path, { params, quiet: true })).data.data;
const market = (id: string) => `/matka/market/${encodeURIComponent(id)}`;

/** Markets with today's draw, status, result and what is open now; `now` is the server's clock. */
export const fetchMarkets = async () => decode(MatkaMarketList, await get('/matka/market/list'));

export const fetchMarket = async (id: string) => decode(MatkaMarket, await get(market(id)));

/** Declared results, newest first. */
export const fetchResults = async (id: string, page = 1) => decode(MatkaResultPage, await get(`${market(id)}/results`, { page: String(page) }));

export type ChartKind = 'jodi' | 'panel';
export const fetchChart = async (id: string, kind: ChartKind, weeks = 10) => decode(MatkaChart, await get(`${market(id)}/${kind}-chart`, { weeks: String(weeks) }));

export type BetFilter = 'open' | 'settled';
/** The player's matka bets, newest first (every market: the API has no market filter). */
export const fetchMyBets = async (status: BetFilter, page = 1, pageSize = 20) =>
  decode(MatkaBetPage, await get('/matka/my/bets', { status, page: String(page), page_size: String(pageSize) }));

/**
 * Places a slip, all bets or none. The key belongs to the slip: a double click or a retry after a lost answer
 * replays the first answer, never a second slip.
 */
export async function placeSlip(marketId: string, bets: MatkaSlipLineBody[], key: string = newIdempotencyKey()) {
  const res = await api.sports.post<ApiOk<unknown>>('/matka/slips', { market_id: marketId, bets }, { headers: { 'Idempotency-Key': key }, quiet: true });
  return decode(MatkaSlip, res.data.data);
}

/**
 * After a slip: its stakes move from cash to exposure, so the header shows that at once; then the wallet is read
 * again for the exact figures (the slip's answer carries none). A failed read leaves it to the 2 s poll.
 */
export async function pushSlipBalance(total: number): Promise<void> {
  const now = balance$.value;
  const round = (n: number) => Math.round(n * 100) / 100;
  if (now) balance$.next({ ...now, bl: round(now.bl - total), ex: round(now.ex - total) });
  try {
    const poll = await fetchWalletBalance();
    balance$.next({ ...balance$.value, bl: poll.bl, ex: poll.ex, bc: poll.bc, eb: poll.eb });
  } catch {
    // The root config's poll keeps the header right.
  }
}
