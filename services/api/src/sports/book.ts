import type { Queryable } from '../db/db';
import { loadMarket } from './catalog';
import { fancyPnlAt, marketExposure, pnlRange, runnerPnl } from './exposure';
import { matchedBets } from './place-bet';
import type { PositionBet, Side } from './types';

/**
 * Positions on a market, in paise as decimal strings: a player's P&L per outcome (the figure under each runner,
 * before and after a bet on the slip) and the house's book (its P&L per outcome over every matched bet: the
 * operator's live book). Win and place markets give one figure per runner; fancy markets one per line.
 */

export interface Position {
  /** per runner (win/place markets) or per result value at each line (fancy) */
  outcomes: Array<{ runnerId?: string; value?: number; pnl: string }>;
  exposure: string;
  worst: string;
  best: string;
}

function position(kind: Parameters<typeof runnerPnl>[0]['kind'], runnerIds: string[], places: number, bets: PositionBet[]): Position {
  const shape = { kind, runnerIds, places };
  const range = pnlRange(shape, bets);
  let outcomes: Position['outcomes'];
  if (kind === 'fancy') {
    const lines = [...new Set(bets.map((b) => b.line ?? 0))].sort((a, b) => a - b);
    const values = lines.length ? [...(lines[0]! > 0 ? [lines[0]! - 1] : []), ...lines] : [];
    outcomes = values.map((value) => ({ value, pnl: fancyPnlAt(bets, value).toString() }));
  } else {
    outcomes = [...runnerPnl(shape, bets)].map(([runnerId, pnl]) => ({ runnerId, pnl: pnl.toString() }));
  }
  return { outcomes, exposure: marketExposure(shape, bets).toString(), worst: range.worst.toString(), best: range.best.toString() };
}

/** The player's position on a market, and with `withBet` the position if that bet were taken too. */
export async function playerPosition(q: Queryable, userId: string, marketId: string, withBet?: PositionBet): Promise<Position> {
  const m = await loadMarket(q, marketId);
  const bets = await matchedBets(q, marketId, userId);
  return position(m.kind, m.runnerIds, m.places, withBet ? [...bets, withBet] : bets);
}

/** The house's book on a market: its P&L per outcome over every player's matched bets (each bet taken the other way). */
export async function houseBook(q: Queryable, marketId: string): Promise<Position & { bets: number }> {
  const m = await loadMarket(q, marketId);
  const { rows } = await q.query<{ side: Side; selection_id: string; odds_x100: number; stake: string; line: number | null }>(
    `SELECT side, selection_id::text, odds_x100, stake::text, line FROM bets WHERE product = 'sports' AND market_id = $1 AND status = 'matched'`,
    [marketId],
  );
  const flip: Record<Side, Side> = { back: 'lay', win: 'lay', place: 'lay', yes: 'no', lay: 'back', no: 'yes' };
  const houseBets: PositionBet[] = rows.map((r) => ({ side: flip[r.side], runnerId: r.selection_id, oddsX100: r.odds_x100, stake: BigInt(r.stake), line: r.line ?? undefined }));
  return { ...position(m.kind, m.runnerIds, m.places, houseBets), bets: rows.length };
}
