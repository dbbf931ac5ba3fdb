import type { Queryable } from '../db/db';
import { namedSql, pgErrorCode } from '../db/db';
import { BetRefused, REFUSALS } from './bet-price';
import { marketRow, type MarketRow, type RunnerPriceRow } from './catalog';
import { isBackSide, type PositionBet, type PriceLevel, type Side } from './types';

// Every bet runs one or both of these: prepared once per connection (namedSql), not parsed and planned per bet.
const STATE_SQL = namedSql('sports_bet_state', 'SELECT * FROM sports_bet_state($1, $2, $3, $4, $5)');
const TAKE_SQL = namedSql(
  'sports_take_bet',
  `SELECT outcome, bet, player_ids::text[], exposure_version
     FROM sports_take_bet($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22,
                          $23::jsonb, $24, $25)`,
);

/**
 * The two statements of an immediate bet (take-bet.ts; migration 041 says why): `readBetState` reads everything
 * the checks and the exposure need, with the versions (xmin) of the market row and the player's exposure row;
 * `takeBet` calls sports_take_bet(), which writes the bet only if what it was computed from is still current, and
 * answers 'retry' when something changed (read afresh and compute again).
 */

export interface BetState {
  /** the idempotency key's row when the key was used already */
  replay: { scope: string; hash: string; body: unknown } | null;
  market: (MarketRow & { version: string }) | null;
  runner: { name: string; prices: RunnerPriceRow | null } | null;
  held: { exposure: bigint; version: string | null };
  bets: PositionBet[];
}

const ID = /^\d{1,18}$/;

export async function readBetState(
  q: Queryable,
  a: { marketId: string; runnerId: string; userId: string; caller: string; key: string | null },
): Promise<BetState> {
  const marketId = ID.test(a.marketId) ? a.marketId : null;
  const runnerId = ID.test(a.runnerId) ? a.runnerId : null;
  const { rows } = await q.query<Record<string, unknown>>(STATE_SQL, [
    marketId,
    runnerId,
    a.userId,
    a.caller,
    a.key,
  ]);
  const r = rows[0]!;
  const runner = r.runner as { name: string; back: PriceLevel[] | null; lay: PriceLevel[] | null; version: number | null; updated_at: string | null } | null;
  const held = r.held as { exposure: string; version: string } | null;
  const bets = (r.bets as Array<{ side: Side; runnerId: string; oddsX100: number; stake: string; line: number | null }> | null) ?? [];
  return {
    replay: (r.replay as BetState['replay']) ?? null,
    market: r.id ? { ...marketRow(r), version: r.version as string } : null,
    runner: runner && {
      name: runner.name,
      prices:
        runner.version === null
          ? null
          : { back: runner.back ?? [], lay: runner.lay ?? [], version: Number(runner.version), updatedAt: new Date(runner.updated_at!) },
    },
    held: { exposure: BigInt(held?.exposure ?? '0'), version: held?.version ?? null },
    bets: bets.map((b) => ({ side: b.side, runnerId: b.runnerId, oddsX100: b.oddsX100, stake: BigInt(b.stake), line: b.line ?? undefined })),
  };
}

export interface TakeBet {
  caller: string;
  key: string | null;
  scope: string;
  hash: string;
  userId: string;
  market: { id: string; version: string; inPlay: boolean; priceMaxAgeSeconds: number; priceSizeLimit: bigint | null };
  exposureVersion: string | null;
  bet: PositionBet;
  liability: bigint;
  delta: bigint;
  exposure: bigint;
  requested: { oddsX100: number; line: number | null; accept: string };
  description: object;
  now: Date;
}

export type TakeOutcome<T> = { outcome: 'taken'; bet: T; playerIds: string[]; exposureVersion: string } | { outcome: 'replay' | 'retry' };

/** Writes the bet if nothing it was computed from changed (see the migration); a short balance is refused. */
export async function takeBet<T>(q: Queryable, t: TakeBet): Promise<TakeOutcome<T>> {
  try {
    const { rows } = await q.query<{ outcome: 'taken' | 'replay'; bet: T; player_ids: string[]; exposure_version: string }>(
      TAKE_SQL,
      [
        t.caller, t.key, t.scope, t.hash, t.userId, t.market.id, t.market.version, t.exposureVersion, t.bet.runnerId, t.bet.side,
        t.bet.oddsX100, t.bet.line ?? null, t.bet.stake.toString(), t.liability.toString(), t.delta.toString(), t.exposure.toString(),
        t.requested.oddsX100, t.requested.line, t.requested.accept, t.market.inPlay, isBackSide(t.bet.side), t.market.priceMaxAgeSeconds,
        JSON.stringify(t.description), t.now, t.market.priceSizeLimit?.toString() ?? null,
      ],
    );
    const row = rows[0]!;
    if (row.outcome !== 'taken') return { outcome: 'replay' };
    return { outcome: 'taken', bet: row.bet, playerIds: row.player_ids, exposureVersion: row.exposure_version };
  } catch (error) {
    const code = pgErrorCode(error);
    if (code === 'KH010') return { outcome: 'retry' };
    // KH001 is ledger_post's own balance check; 23514 the CHECK (balance >= 0) backstop.
    if (code === 'KH001' || code === '23514') throw new BetRefused(REFUSALS.balance);
    throw error;
  }
}
