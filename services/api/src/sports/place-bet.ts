import type { Db, Queryable } from '../db/db';
import { runIdempotent } from '../http/idempotency';
import { getPlayerBalances, InsufficientFundsError, playerAccounts, post } from '../ledger';
import { BetRefused, priceRules, REFUSALS, takePrice } from './bet-price';
import { loadMarket, runnerWithPrices, type MarketRow } from './catalog';
import { betLiability } from './exposure';
import { checkBet, checkMaxProfit, positionChange, type PositionChange } from './position';
import { placeFast } from './take-bet';
import { betGate } from '../protection/gate';
import { checkLossAfterBet } from '../protection/enforce';
import { DEFAULT_ACCEPT_PRICE, SIDES, type AcceptPrice, type PositionBet, type Side } from './types';
import { keyedLimit } from '../lib/keyed-limit';

export { checkBet } from './position';

/**
 * Placing a sports bet. An immediate bet is normally taken in one round trip (take-bet.ts, migration 041: the same
 * checks and writes, proven current by row versions inside one SQL call). The locking path below takes the rest
 * (a bet waiting out an in-play delay, a bet that kept racing) and pending bets and cash-outs. Each step runs in one transaction holding the market's lock shared (a settlement takes it
 * exclusively, so a bet and a settlement never overlap: see loadMarket), then the player's exposure row for the market FOR UPDATE
 * (one player's bets on a market queue there), then the ledger's own account locks. The liability is the change
 * of the player's worst case over the market, held cash -> exposure in ONE posting per bet (negative when the
 * bet reduces the risk: exposure -> cash); a bet that reduces the risk never needs balance.
 *
 * Idempotent on the client key through the one mechanism (src/http/idempotency.ts: caller `player:<id>`, scope
 * `sports:bet`): a route passes the Idempotency-Key as `clientKey` and must not also wrap the call in playerOnce.
 * A refused bet keeps no key (nothing changed). bets (user_id, client_key) is unique as the backstop; the column
 * holds the key namespaced by product and route (`sports:bet:<key>`, clientKeyOf), so a client's key can never name
 * another product's row (issue 26 finding 9: casino rounds are `casino:<provider>:<round>` in the same column).
 */

/** A sports bet's client key as bets.client_key stores it: namespaced by product and route. */
export function clientKeyOf(route: 'bet' | 'cash-out', key: string | undefined, n?: number): string | null {
  if (!key) return null;
  return `sports:${route}:${key}${n === undefined ? '' : `:${n}`}`;
}

export interface PlaceBetInput {
  userId: string;
  marketId: string;
  runnerId: string;
  side: Side;
  stake: bigint;
  /** the odds (x 100) the player saw; fancy: the rate as odds (rate 90 -> 190) */
  oddsX100: number;
  /** fancy: the line the player saw */
  line?: number;
  /** how far the price may move: exact, better (default: the exchanges' best execution), any */
  acceptPrice?: AcceptPrice;
  clientKey?: string;
}

/** A bet as the player's calls answer it (JSON-safe: paise as decimal strings). */
export interface BetView {
  betId: string;
  status: 'pending' | 'matched' | 'refused' | 'settled' | 'void';
  marketId: string;
  runnerId: string;
  side: Side;
  oddsX100: number;
  line: number | null;
  stake: string;
  liability: string;
  /** what the bet changed the player's exposure on the market by */
  exposureDelta: string;
  acceptAfter: string | null;
  refusal: string | null;
}

/**
 * How many of one market's bets this process takes at once; the rest wait their turn in order, holding no
 * connection. An exchange's matching engine takes a market's bets one after another; here a few at once keep the
 * database busy while a hot market's bets stop fighting over the same rows, index pages and lock (bench:bets, hot:
 * 32 at once took a third fewer bets a second than 4 at once). Bets on other markets pass freely.
 */
export const MARKET_BETS_AT_ONCE = 4;
const marketTurns = keyedLimit(MARKET_BETS_AT_ONCE);

export async function placeBet(db: Db, input: PlaceBetInput, now: () => Date = () => new Date()): Promise<BetView> {
  if (!SIDES.includes(input.side)) throw new BetRefused(REFUSALS.side);
  if (!Number.isInteger(input.oddsX100) || input.oddsX100 <= 100) throw new BetRefused(REFUSALS.noPrice);
  return marketTurns(input.marketId, () => placeInTurn(db, input, now));
}

async function placeInTurn(db: Db, input: PlaceBetInput, now: () => Date): Promise<BetView> {
  const { clientKey, ...rest } = input;
  const call = { db, caller: `player:${input.userId}`, scope: 'sports:bet', key: clientKey, body: { ...rest, stake: rest.stake.toString() } };
  // One round trip when nothing races it (take-bet.ts); the locking path below for a delayed in-play bet, or a
  // bet that kept racing other writes of the market or the player's position.
  // Player protection (issue 15 part 5) from the per-process gate: no query unless the player's protection changed.
  // A time-out or self-exclusion refuses here; a player with a loss limit bets through the locking path, whose
  // transaction checks the limit after writing the bet.
  const gate = await betGate(db, input.userId, now());
  const fast = gate.lossLimited ? null : await placeFast<BetView>(db, input, call, now);
  if (fast) return fast;
  return (await runIdempotent(call, async (q) => {
    const view = await placeIn(q, input, now());
    if (gate.lossLimited) await checkLossAfterBet(q, input.userId, now());
    return view;
  })).body;
}

async function placeIn(q: Queryable, input: PlaceBetInput, now: Date): Promise<BetView> {
  const m = await loadMarket(q, input.marketId, 'share');
  checkBet(m, input);
  const runner = await runnerWithPrices(q, input.runnerId);
  const runnerName = runner?.name ?? '';
  const prices = runner?.prices ?? null;
  const accept = input.acceptPrice ?? DEFAULT_ACCEPT_PRICE;
  const taken = takePrice(m.kind, input.side, { oddsX100: input.oddsX100, line: input.line, accept }, prices, priceRules(m), now, input.stake);
  const bet: PositionBet = { side: input.side, runnerId: input.runnerId, oddsX100: taken.oddsX100, stake: input.stake, line: taken.line };
  const description = { event: m.eventName, market: m.name, selection: runnerName };
  if (m.inPlay && m.betDelaySeconds > 0) {
    // Nothing is held yet: the bet is taken after the delay at the price of that moment. Refuse now what the
    // balance could not hold at today's price, so the player hears it at once.
    const change = await exposureChange(q, m, input.userId, bet);
    if (change.delta > 0n && (await getPlayerBalances(q, input.userId)).cash < change.delta) throw new BetRefused(REFUSALS.balance);
    const acceptAfter = new Date(now.getTime() + m.betDelaySeconds * 1000);
    const { rows } = await q.query<BetRow>(
      `INSERT INTO bets (user_id, product, market_id, selection_id, side, odds_x100, line, stake, liability, status,
                         requested_odds_x100, requested_line, accept_price, in_play, accept_after, client_key, description, placed_at)
       VALUES ($1, 'sports', $2, $3, $4, $5, $6, $7, $8, 'pending', $9, $10, $11, true, $12, $13, $14::jsonb, $15) RETURNING ${BET_COLUMNS}`,
      [input.userId, m.id, input.runnerId, input.side, bet.oddsX100, bet.line ?? null, bet.stake.toString(), betLiability(bet).toString(),
        input.oddsX100, input.line ?? null, accept, acceptAfter, clientKeyOf('bet', input.clientKey), JSON.stringify(description), now],
    );
    return betView(rows[0]!);
  }
  return matchBet(q, m, input.userId, bet, now, {
    insert: { requested: input.oddsX100, requestedLine: input.line ?? null, accept, clientKey: clientKeyOf('bet', input.clientKey), description },
  });
}

/** The player's matched bets on a market, as exposure reads them. */
export async function matchedBets(q: Queryable, marketId: string, userId: string): Promise<PositionBet[]> {
  const { rows } = await q.query<{ side: Side; selection_id: string; odds_x100: number; stake: string; line: number | null }>(
    `SELECT side, selection_id::text, odds_x100, stake::text, line FROM bets
      WHERE product = 'sports' AND market_id = $1 AND user_id = $2 AND status = 'matched'`,
    [marketId, userId],
  );
  return rows.map((r) => ({ side: r.side, runnerId: r.selection_id, oddsX100: r.odds_x100, stake: BigInt(r.stake), line: r.line ?? undefined }));
}

/**
 * The player's position on the market, locked: their exposure row, created if missing and locked in one statement
 * (an upsert locks the row it returns), then their matched bets, read after the lock. Every change of one player's
 * position on one market (a bet on the locking path, a cash-out, a pending bet taken) queues on this row, and the
 * one-round-trip bet proves the row unchanged (its xmin), so a position is never computed from bets read before
 * another change of it committed (issue 26 finding 2).
 */
export async function lockPosition(q: Queryable, marketId: string, userId: string): Promise<{ held: bigint; bets: PositionBet[] }> {
  const { rows } = await q.query<{ exposure: string }>(
    `INSERT INTO bet_market_exposures (user_id, product, market_id) VALUES ($1, 'sports', $2)
     ON CONFLICT (product, market_id, user_id) DO UPDATE SET exposure = bet_market_exposures.exposure RETURNING exposure::text`,
    [userId, marketId],
  );
  return { held: BigInt(rows[0]!.exposure), bets: await matchedBets(q, marketId, userId) };
}

/** How adding `bet` changes the player's exposure on the market, read without a lock (a pending bet's first check). */
async function exposureChange(q: Queryable, m: MarketRow, userId: string, bet: PositionBet) {
  const held = await q.query<{ exposure: string }>(
    `SELECT exposure::text FROM bet_market_exposures WHERE product = 'sports' AND market_id = $1 AND user_id = $2`,
    [m.id, userId],
  );
  return positionChange(m, await matchedBets(q, m.id, userId), BigInt(held.rows[0]?.exposure ?? '0'), bet);
}

interface MatchOptions {
  /** a new bet (no delay) ... */
  insert?: { requested: number; requestedLine: number | null; accept: AcceptPrice; clientKey: string | null; description: object };
  /** ... or the pending bet being taken */
  pendingBetId?: string;
}

/** Takes the bet: the max-profit check, the one exposure posting, the bet row, the player's open-bet count. */
export async function matchBet(q: Queryable, m: MarketRow, userId: string, bet: PositionBet, now: Date, opts: MatchOptions): Promise<BetView> {
  const position = await lockPosition(q, m.id, userId);
  const change = positionChange(m, position.bets, position.held, bet);
  checkMaxProfit(m, change);
  const [view] = await writeBets(q, m, userId, [{ bet, delta: change.delta, ...opts }], change, now);
  return view!;
}

/** One bet to write: the bet, what it changed the exposure by, and how it came (new, or a pending bet taken). */
export interface BetToWrite extends MatchOptions {
  bet: PositionBet;
  delta: bigint;
}

/**
 * Writes bets that change one player's position on a market together (one bet, or the hedges of a cash-out), on a
 * position the caller locked (lockPosition) and computed `change` from: the bet rows, ONE posting of the whole
 * change of exposure (cash -> exposure, or back when it falls), the exposure row and the open-bet count. A change
 * that does not raise the worst case never needs balance, however many bets make it (finding 3: hedges placed one
 * at a time could each raise it on the way).
 */
export async function writeBets(
  q: Queryable,
  m: MarketRow,
  userId: string,
  bets: BetToWrite[],
  change: Pick<PositionChange, 'exposure' | 'delta'>,
  now: Date,
): Promise<BetView[]> {
  const rows: BetRow[] = [];
  for (const w of bets) {
    const { bet } = w;
    const liability = betLiability(bet).toString();
    const { rows: written } = w.pendingBetId
      ? await q.query<BetRow>(
          `UPDATE bets SET status = 'matched', odds_x100 = $2, line = $3, liability = $4, exposure_delta = $5, matched_at = $6
            WHERE id = $1 RETURNING ${BET_COLUMNS}`,
          [w.pendingBetId, bet.oddsX100, bet.line ?? null, liability, w.delta.toString(), now],
        )
      : await q.query<BetRow>(
          `INSERT INTO bets (user_id, product, market_id, selection_id, side, odds_x100, line, stake, liability, exposure_delta, status,
                             requested_odds_x100, requested_line, accept_price, in_play, client_key, description, placed_at, matched_at)
           VALUES ($1, 'sports', $2, $3, $4, $5, $6, $7, $8, $9, 'matched', $10, $11, $12, $13, $14, $15::jsonb, $16, $16) RETURNING ${BET_COLUMNS}`,
          [userId, m.id, bet.runnerId, bet.side, bet.oddsX100, bet.line ?? null, bet.stake.toString(), liability, w.delta.toString(),
            w.insert!.requested, w.insert!.requestedLine, w.insert!.accept, m.inPlay, w.insert!.clientKey,
            JSON.stringify(w.insert!.description), now],
        );
    rows.push(written[0]!);
  }
  let postingId: string | null = null;
  if (change.delta !== 0n) {
    const accounts = await playerAccounts(q, userId);
    const d = change.delta;
    const first = rows[0]!.id;
    try {
      const posted = await post(q, {
        kind: 'sports_bet',
        idempotencyKey: `sports:bet:${first}`,
        memo: rows.length === 1 ? { betId: first, marketId: m.id } : { betIds: rows.map((r) => r.id), marketId: m.id },
        lines: [{ accountId: accounts.cash, amount: -d }, { accountId: accounts.exposure, amount: d }],
      });
      postingId = posted.transactionId;
    } catch (error) {
      if (error instanceof InsufficientFundsError) throw new BetRefused(REFUSALS.balance);
      throw error;
    }
  }
  // The bets' posting, the exposure row and the open-bet count in one round trip.
  await q.query(
    `WITH b AS (UPDATE bets SET posting_id = $4 WHERE id = ANY($5::bigint[]) AND $4::bigint IS NOT NULL),
          e AS (UPDATE bet_market_exposures SET exposure = $3, updated_at = now() WHERE product = 'sports' AND market_id = $1 AND user_id = $2)
     UPDATE users SET bets_count = bets_count + $6 WHERE id = $2`,
    [m.id, userId, change.exposure.toString(), postingId, rows.map((r) => r.id), rows.length],
  );
  q.playersChanged([userId]);
  return rows.map(betView);
}

export const BET_COLUMNS = `id::text, market_id::text, selection_id::text, side, odds_x100, line, stake::text, liability::text,
  exposure_delta::text, status, accept_after, refusal, user_id::text, requested_odds_x100, requested_line, accept_price`;

export interface BetRow {
  id: string;
  market_id: string;
  selection_id: string;
  side: Side;
  odds_x100: number;
  line: number | null;
  stake: string;
  liability: string;
  exposure_delta: string;
  status: BetView['status'];
  accept_after: Date | null;
  refusal: string | null;
  user_id: string;
  requested_odds_x100: number | null;
  requested_line: number | null;
  accept_price: AcceptPrice | null;
}

export function betView(r: BetRow): BetView {
  return {
    betId: r.id,
    status: r.status,
    marketId: r.market_id,
    runnerId: r.selection_id,
    side: r.side,
    oddsX100: r.odds_x100,
    line: r.line,
    stake: r.stake,
    liability: r.liability,
    exposureDelta: r.exposure_delta,
    acceptAfter: r.accept_after ? new Date(r.accept_after).toISOString() : null,
    refusal: r.refusal,
  };
}
