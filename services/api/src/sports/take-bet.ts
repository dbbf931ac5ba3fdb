import type { Db } from '../db/db';
import { notFound, unprocessable } from '../http/errors';
import { IDEMPOTENCY_MESSAGES, requestHash, type IdempotentCall } from '../http/idempotency';
import { BetRefused, priceRules, takePrice } from './bet-price';
import { betCache, type BetCache, type CachedPosition } from './bet-cache';
import { readBetState, takeBet, type BetState } from './bet-state';
import { betLiability } from './exposure';
import { checkBet, checkMaxProfit, positionChange } from './position';
import { DEFAULT_ACCEPT_PRICE, type AcceptPrice, type PositionBet, type Side } from './types';

/**
 * An immediate bet in one round trip (bench:bets; migration 041): the same checks in the same order as the
 * locking path (place-bet.ts placeIn), computed from what this process last read of the market, the runner and
 * the player's position (bet-cache.ts), then one call of sports_take_bet(), which writes the bet only if all of
 * that is still current. When something changed, or the cached view would refuse the bet, the state is read
 * afresh (one more round trip) and the bet computed again: a refusal is always made on fresh data.
 * Returns null when the locking path must take the bet: in play with a delay, or still racing after a few tries.
 */

export interface FastBet {
  userId: string;
  marketId: string;
  runnerId: string;
  side: Side;
  stake: bigint;
  oddsX100: number;
  line?: number;
  acceptPrice?: AcceptPrice;
}

// How often a bet is computed again when what it was computed from changed under it.
const ATTEMPTS = 4;

export async function placeFast<T>(db: Db, input: FastBet, call: IdempotentCall, now: () => Date): Promise<T | null> {
  const cache = betCache(db);
  const key = call.key ?? null;
  const hash = requestHash(call.body);
  const positionKey = `${input.userId}:${input.marketId}`;
  let fresh = false;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    let state = fresh ? null : cached(cache, input, positionKey);
    if (!state) {
      state = await readBetState(db, { marketId: input.marketId, runnerId: input.runnerId, userId: input.userId, caller: call.caller, key });
      fresh = true;
      remember(cache, input, positionKey, state);
      if (state.replay) {
        if (state.replay.scope !== call.scope || state.replay.hash !== hash) throw unprocessable([IDEMPOTENCY_MESSAGES.otherRequest]);
        return state.replay.body as T;
      }
    }
    const at = now();
    let plan;
    try {
      plan = planBet(state, input, at);
    } catch (error) {
      if (fresh || !(error instanceof BetRefused)) throw error;
      fresh = true; // refuse only on what the database says now
      continue;
    }
    if (!plan) return null;
    const m = state.market!;
    const result = await takeBet<T>(db, {
      ...call,
      key,
      hash,
      userId: input.userId,
      market: m,
      exposureVersion: state.held.version,
      bet: plan.bet,
      liability: betLiability(plan.bet),
      delta: plan.change.delta,
      exposure: plan.change.exposure,
      requested: { oddsX100: input.oddsX100, line: input.line ?? null, accept: input.acceptPrice ?? DEFAULT_ACCEPT_PRICE },
      description: { event: m.eventName, market: m.name, selection: state.runner?.name ?? '' },
      now: at,
    });
    if (result.outcome === 'taken') {
      cache.positions.set(positionKey, { bets: [...state.bets, plan.bet], exposure: plan.change.exposure, version: result.exposureVersion });
      db.playersChanged(result.playerIds);
      return result.bet;
    }
    fresh = true;
  }
  return null;
}

/** The checks, the price and the position change, or null when the bet waits out an in-play delay. */
function planBet(state: BetState, input: FastBet, now: Date) {
  const m = state.market;
  if (!m) throw notFound('Market not found');
  checkBet(m, input);
  const accept = input.acceptPrice ?? DEFAULT_ACCEPT_PRICE;
  const taken = takePrice(m.kind, input.side, { oddsX100: input.oddsX100, line: input.line, accept }, state.runner?.prices ?? null, priceRules(m), now, input.stake);
  if (m.inPlay && m.betDelaySeconds > 0) return null;
  const bet: PositionBet = { side: input.side, runnerId: input.runnerId, oddsX100: taken.oddsX100, stake: input.stake, line: taken.line };
  const change = positionChange(m, state.bets, state.held.exposure, bet);
  checkMaxProfit(m, change);
  return { bet, change };
}

/** The state from the cache: the market and runner as last read, the position as last read or written (none if never seen). */
function cached(cache: BetCache, input: FastBet, positionKey: string): BetState | null {
  const market = cache.markets.get(input.marketId);
  const runner = cache.runners.get(input.runnerId);
  if (!market || !runner) return null;
  const position: CachedPosition = cache.positions.get(positionKey) ?? { bets: [], exposure: 0n, version: null };
  return { replay: null, market, runner, held: { exposure: position.exposure, version: position.version }, bets: position.bets };
}

function remember(cache: BetCache, input: FastBet, positionKey: string, state: BetState): void {
  if (state.market) cache.markets.set(input.marketId, state.market);
  else cache.markets.delete(input.marketId);
  if (state.runner) cache.runners.set(input.runnerId, state.runner);
  else cache.runners.delete(input.runnerId);
  cache.positions.set(positionKey, { bets: state.bets, exposure: state.held.exposure, version: state.held.version });
}
