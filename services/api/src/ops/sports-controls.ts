import { formatRupees } from '@khel/shared/validation';
import moment from 'moment-timezone';
import type { Queryable } from '../db/db';
import { conflict, forbidden } from '../http/errors';
import { houseBook } from '../sports/book';
import type { MarketRow } from '../sports/catalog';
import { settledPnl } from '../sports/exposure';
import type { MarketResult, PositionBet, PriceLevel, RunnerPrices, Side } from '../sports/types';
import type { Controls } from './controls';
import type { FourEyesRequest } from './four-eyes';

/**
 * The console's sports controls (issue 27 H1), checked by the /ops/sports routes before the domain acts:
 * - an operator who set a market's prices by hand (or approved such a price) never settles or voids it, nor
 *   approves its settlement;
 * - a result is not declared before the event starts (its own clock);
 * - a settlement or void whose net house liability is above the limit, and a hand price that jumps more than the
 *   configured percentage, wait for a second operator (four-eyes.ts).
 */

export const SPORTS_CONTROL_MESSAGES = {
  handPriced: "You set this market's prices by hand: another operator must settle or void it, or approve its settlement",
  beforeStart: (startIst: string) => `The event starts at ${startIst} IST: its result cannot be declared before it starts`,
} as const;

/** Who set the market's prices by hand (sports_hand_pricers). */
export async function recordHandPricers(q: Queryable, marketId: string, operatorIds: string[], now: Date): Promise<void> {
  if (!operatorIds.length) return;
  await q.query(
    `INSERT INTO sports_hand_pricers (market_id, operator_id, first_at) SELECT $1, unnest($2::bigint[]), $3 ON CONFLICT DO NOTHING`,
    [marketId, [...new Set(operatorIds)], now],
  );
}

/** 403 when the operator set (or approved) a hand price on this market. */
export async function assertNotHandPricer(q: Queryable, marketId: string, operatorId: string | null): Promise<void> {
  if (!operatorId) return;
  const { rows } = await q.query('SELECT 1 FROM sports_hand_pricers WHERE market_id = $1 AND operator_id = $2', [marketId, operatorId]);
  if (rows.length) throw forbidden(SPORTS_CONTROL_MESSAGES.handPriced);
}

/** A result (not a void: an event called off is voided before it starts) is declared only once the event started. */
export async function assertResultClock(q: Queryable, m: MarketRow, result: MarketResult, now: Date): Promise<void> {
  if ('void' in result) return;
  const { rows } = await q.query<{ start_time: Date }>('SELECT start_time FROM sports_events WHERE id = $1', [m.eventId]);
  const start = rows[0] ? new Date(rows[0].start_time) : null;
  if (start && start > now) throw conflict(SPORTS_CONTROL_MESSAGES.beforeStart(moment(start).tz('Asia/Kolkata').format('YYYY-MM-DD HH:mm')));
}

/**
 * What a settlement (or void) costs the house, in paise: a result, what the house pays the players net under it
 * (their total P&L over every matched bet, never below 0); a void, the most the house gives up (its best outcome:
 * voiding hands back stakes it may have won). The figure the settlement limit is compared with.
 */
export async function netHouseLiability(q: Queryable, m: MarketRow, result: MarketResult): Promise<bigint> {
  if ('void' in result) {
    const book = await houseBook(q, m.id);
    const best = BigInt(book.best);
    return best > 0n ? best : 0n;
  }
  const { rows } = await q.query<{ side: Side; selection_id: string; odds_x100: number; stake: string; line: number | null }>(
    `SELECT side, selection_id::text, odds_x100, stake::text, line FROM bets WHERE product = 'sports' AND market_id = $1 AND status = 'matched'`,
    [m.id],
  );
  const players = rows.reduce((sum, r) => {
    const bet: PositionBet = { side: r.side, runnerId: r.selection_id, oddsX100: r.odds_x100, stake: BigInt(r.stake), line: r.line ?? undefined };
    return sum + settledPnl(m.kind, bet, result);
  }, 0n);
  return players > 0n ? players : 0n;
}

async function runnerNames(q: Queryable, marketId: string): Promise<Map<string, string>> {
  const { rows } = await q.query<{ id: string; name: string }>('SELECT id::text, name FROM sports_runners WHERE market_id = $1', [marketId]);
  return new Map(rows.map((r) => [r.id, r.name]));
}

function resultText(result: MarketResult, names: Map<string, string>): string {
  if ('void' in result) return 'void';
  if ('winner' in result) return `${names.get(String(result.winner)) ?? result.winner} wins`;
  if ('placed' in result) return `placed ${result.placed.map((id) => names.get(String(id)) ?? id).join(', ')}`;
  return `result ${result.value}`;
}

/**
 * The four-eyes request of a settlement or void, or null when the market already has a run with this result (a
 * resume or a repeat: its result was decided before). The payload is the result as the route takes it.
 */
export async function sportsResultRequest(q: Queryable, m: MarketRow, result: MarketResult, controls: Controls): Promise<FourEyesRequest | null> {
  const standing = await q.query<{ result: MarketResult }>(
    `SELECT result FROM bet_settlement_runs WHERE product = 'sports' AND market_id = $1 AND status <> 'rolled_back'`,
    [m.id],
  );
  if (standing.rows[0]) return null;
  const last = await q.query<{ at: Date | null }>(`SELECT max(started_at) AS at FROM bet_settlement_runs WHERE product = 'sports' AND market_id = $1`, [m.id]);
  const liability = await netHouseLiability(q, m, result);
  const text = resultText(result, await runnerNames(q, m.id));
  const cost = 'void' in result ? `the house gives up to ${formatRupees(liability)}` : `the house pays ${formatRupees(liability)}`;
  const reason =
    liability > controls.settlementLimit
      ? `${'void' in result ? 'A void' : 'A settlement'} whose net house liability (${formatRupees(liability)}) is above ${formatRupees(controls.settlementLimit)} needs a second operator`
      : null;
  return {
    kind: 'sports.result',
    target: `market:${m.id}`,
    payload: 'void' in result ? { void: true } : 'placed' in result ? { placed: [...result.placed].map(String).sort() } : (result as Record<string, unknown>),
    summary: `${'void' in result ? 'Void' : 'Settle'} ${m.eventName} / ${m.name} (market ${m.id}): ${text}; ${cost}`,
    reason,
    lastRunAt: last.rows[0]?.at ? new Date(last.rows[0].at) : null,
  };
}

/** How far a new best price moves from the current one, in percent (odds: ratio either way; fancy line: change). */
function jumpPercent(before: PriceLevel | undefined, after: PriceLevel | undefined): number {
  if (!before || !after) return 0;
  const odds = (Math.max(after.odds, before.odds) / Math.max(1, Math.min(after.odds, before.odds)) - 1) * 100;
  const line = before.line !== undefined && after.line !== undefined ? (Math.abs(after.line - before.line) / Math.max(1, before.line)) * 100 : 0;
  return Math.max(odds, line);
}

/**
 * The four-eyes request of a hand price: the largest jump of any runner's best back or lay from its current best
 * (a runner's first price has nothing to jump from). The payload is the prices as the route takes them.
 */
export async function priceJumpRequest(q: Queryable, m: MarketRow, runners: Array<{ runnerId: string } & RunnerPrices>, controls: Controls): Promise<FourEyesRequest> {
  const { rows } = await q.query<{ runner_id: string; back: PriceLevel[]; lay: PriceLevel[] }>(
    'SELECT runner_id::text, back, lay FROM sports_prices WHERE market_id = $1',
    [m.id],
  );
  const current = new Map(rows.map((r) => [r.runner_id, r]));
  const names = await runnerNames(q, m.id);
  let worst = { percent: 0, text: '' };
  for (const r of runners) {
    const now = current.get(r.runnerId);
    for (const side of ['back', 'lay'] as const) {
      const before = now?.[side]?.[0];
      const after = r[side][0];
      const percent = jumpPercent(before, after);
      if (percent > worst.percent) {
        const show = (l: PriceLevel) => (l.line !== undefined ? `${l.line} @ ${(l.odds / 100).toFixed(2)}` : (l.odds / 100).toFixed(2));
        worst = { percent, text: `${names.get(r.runnerId) ?? r.runnerId} ${side} ${show(before!)} -> ${show(after!)}` };
      }
    }
  }
  const jump = Math.round(worst.percent);
  const shown = runners.map((r) => `${names.get(r.runnerId) ?? r.runnerId} ${r.back[0] ? (r.back[0].odds / 100).toFixed(2) : '-'}/${r.lay[0] ? (r.lay[0].odds / 100).toFixed(2) : '-'}`).join(', ');
  return {
    kind: 'sports.prices',
    target: `market:${m.id}`,
    payload: { runners: runners.map((r) => ({ runner_id: r.runnerId, back: r.back, lay: r.lay })) },
    summary: `Prices of ${m.eventName} / ${m.name} (market ${m.id}): ${shown}`,
    reason: worst.percent > controls.priceJumpPercent ? `A price jump of ${jump}% (${worst.text}) is above the ${controls.priceJumpPercent}% limit and needs a second operator` : null,
  };
}
