import type { Db } from '../db/db';
import { ApiError } from '../http/errors';
import { BetRefused, priceRules, REFUSALS, takePrice } from './bet-price';
import { loadMarket, runnerPrices } from './catalog';
import { BET_COLUMNS, betView, matchBet, type BetRow, type BetView } from './place-bet';
import { checkOpen } from './position';
import { DEFAULT_ACCEPT_PRICE } from './types';

/**
 * In-play bets wait the market's delay, then are taken at the price of that moment within what the player
 * accepts, or refused (market suspended or closed meanwhile, price moved, balance short). A route awaits
 * `awaitBet`; `acceptDueBets` takes any bet whose delay passed while no one waited (a restarted process).
 */

/** Takes or refuses a pending bet; a bet no longer pending is answered as it stands. */
export async function acceptPendingBet(db: Db, betId: string, now: Date = new Date()): Promise<BetView> {
  try {
    return await db.tx(async (q) => {
      const { rows } = await q.query<BetRow>(`SELECT ${BET_COLUMNS} FROM bets WHERE id = $1 AND product = 'sports' FOR UPDATE`, [betId]);
      const bet = rows[0];
      if (!bet) throw new ApiError(404, 'Bet not found');
      if (bet.status !== 'pending') return betView(bet);
      const m = await loadMarket(q, bet.market_id, 'share');
      if (m.status === 'suspended') throw new BetRefused(REFUSALS.suspendedWhilePending);
      checkOpen(m);
      const requested = { oddsX100: bet.requested_odds_x100 ?? bet.odds_x100, line: bet.requested_line ?? undefined, accept: bet.accept_price ?? DEFAULT_ACCEPT_PRICE };
      const stake = BigInt(bet.stake);
      const taken = takePrice(m.kind, bet.side, requested, await runnerPrices(q, bet.selection_id), priceRules(m), now, stake);
      const position = { side: bet.side, runnerId: bet.selection_id, oddsX100: taken.oddsX100, stake, line: taken.line };
      return matchBet(q, m, bet.user_id, position, now, { pendingBetId: bet.id });
    });
  } catch (error) {
    if (!(error instanceof BetRefused)) throw error;
    return refusePending(db, betId, error.message);
  }
}

async function refusePending(db: Db, betId: string, reason: string): Promise<BetView> {
  return db.tx(async (q) => {
    const { rows } = await q.query<BetRow>(
      `UPDATE bets SET status = 'refused', refusal = $2 WHERE id = $1 AND status = 'pending' RETURNING ${BET_COLUMNS}`,
      [betId, reason],
    );
    if (rows[0]) return betView(rows[0]);
    const again = await q.query<BetRow>(`SELECT ${BET_COLUMNS} FROM bets WHERE id = $1`, [betId]);
    return betView(again.rows[0]!);
  });
}

export interface AwaitOptions {
  now?: () => Date;
  sleep?: (ms: number) => Promise<void>;
}

/** Waits out a pending bet's delay and takes or refuses it; any other bet is returned as it is. */
export async function awaitBet(db: Db, bet: BetView, opts: AwaitOptions = {}): Promise<BetView> {
  if (bet.status !== 'pending' || !bet.acceptAfter) return bet;
  const now = opts.now ?? (() => new Date());
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const wait = new Date(bet.acceptAfter).getTime() - now().getTime();
  if (wait > 0) await sleep(wait);
  return acceptPendingBet(db, bet.betId, now());
}

/** Takes or refuses every pending bet whose delay has passed (a sweep after a restart); returns them. */
export async function acceptDueBets(db: Db, now: Date = new Date()): Promise<BetView[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id::text FROM bets WHERE status = 'pending' AND accept_after <= $1 ORDER BY accept_after, id LIMIT 500`,
    [now],
  );
  const out: BetView[] = [];
  for (const r of rows) out.push(await acceptPendingBet(db, r.id, now));
  return out;
}
