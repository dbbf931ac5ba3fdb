import type { Queryable } from '../db/db';
import { emitAccountEvent } from '../account-events/emit';

/**
 * One batch of a fantasy settlement run, modelled on the fixed-odds batch (src/bets/settle-batch.ts), which matka
 * uses: the same locking order, one ledger posting per player and run, a bet_settlements row per bet pointing at
 * it, the exposure rows zeroed and bets_count lowered, all in ONE statement. What differs is where a bet's P&L comes
 * from: not a fixed-odds outcome but its fight's, decided when the run started (settle.ts wrote each fight's
 * outcome and commission): the winner's entry wins the loser's stake less the commission, the loser's loses its
 * stake, a tie or a void fight returns both (status void, P&L 0).
 *
 * A player's fights on a match settle together (their exposure row on the match holds every matched stake), so a
 * player in ten fights costs one posting. Workers on disjoint house shards (user id % 64 modulo `of`) settle in
 * parallel without sharing a row; a crash between batches leaves only whole players settled, and the next call
 * picks up the players whose exposure is still held: every bet is settled once.
 */

export interface FightBatchInput {
  matchId: string;
  runId: string;
  limit: number;
  now: Date;
  partition?: { k: number; of: number };
}

const SETTLE_FIGHTS = `
WITH ex AS (
  SELECT e.user_id, e.exposure FROM bet_market_exposures e
   WHERE e.product = 'fantasy' AND e.market_id = $1 AND e.exposure > 0 AND (e.user_id % 64) % $5 = $6
   ORDER BY e.user_id % 64, e.user_id LIMIT $2 FOR UPDATE
),
b AS (
  UPDATE bets SET status = CASE WHEN coalesce(f.outcome, 'void') IN ('poster', 'taker') THEN 'settled' ELSE 'void' END, settled_at = $3,
         pnl = CASE WHEN coalesce(f.outcome, 'void') NOT IN ('poster', 'taker') THEN 0
                    WHEN (f.outcome = 'poster') = (bets.id = f.poster_bet_id) THEN bets.stake - f.commission
                    ELSE -bets.stake END,
         -- the commission the winner paid on the pot, for statements and reports (src/reports/sql.ts COMMISSION)
         description = CASE WHEN coalesce(f.outcome, 'void') IN ('poster', 'taker') AND (f.outcome = 'poster') = (bets.id = f.poster_bet_id)
                            THEN bets.description || jsonb_build_object('commission', f.commission::text)
                            ELSE bets.description - 'commission' END
    FROM fantasy_fights f
   WHERE bets.product = 'fantasy' AND bets.market_id = $1 AND bets.status = 'matched' AND bets.user_id IN (SELECT user_id FROM ex)
     AND f.id = bets.selection_id
  RETURNING bets.id, bets.user_id, bets.pnl
),
per AS (SELECT user_id, sum(pnl)::bigint AS total, count(*)::int AS n FROM b GROUP BY user_id),
posted AS (
  SELECT ex.user_id, lp.transaction_id
    FROM ex LEFT JOIN per ON per.user_id = ex.user_id
    JOIN ledger_accounts c ON c.user_id = ex.user_id AND c.kind = 'cash'
    JOIN ledger_accounts x ON x.user_id = ex.user_id AND x.kind = 'exposure'
    JOIN ledger_accounts h ON h.code = 'house:bets:' || (ex.user_id % 64)
    CROSS JOIN LATERAL (
      SELECT array_agg(v.a ORDER BY v.a) AS acc, array_agg(v.m ORDER BY v.a) AS amt
        FROM (VALUES (x.id, -ex.exposure), (c.id, ex.exposure + coalesce(per.total, 0)), (h.id, -coalesce(per.total, 0))) v(a, m)
       WHERE v.m <> 0
    ) l
    CROSS JOIN LATERAL ledger_post('fantasy_settle', 'fantasy:settle:' || $4::bigint::text || ':' || ex.user_id, l.acc, l.amt,
      jsonb_build_object('runId', $4::bigint::text, 'product', 'fantasy', 'marketId', $1::text, 'pnl', coalesce(per.total, 0)::text, 'released', ex.exposure::text)) lp
),
s AS (
  INSERT INTO bet_settlements (run_id, bet_id, user_id, pnl, posting_id, created_at)
  SELECT $4::bigint, b.id, b.user_id, b.pnl, posted.transaction_id, $3 FROM b JOIN posted ON posted.user_id = b.user_id
),
e AS (
  UPDATE bet_market_exposures SET exposure = 0, updated_at = $3
   WHERE product = 'fantasy' AND market_id = $1 AND user_id IN (SELECT user_id FROM ex)
),
u AS (
  UPDATE users SET bets_count = greatest(users.bets_count - per.n, 0) FROM per WHERE users.id = per.user_id
)
SELECT (SELECT count(*)::int FROM b) AS bets, coalesce((SELECT array_agg(user_id::text) FROM posted), '{}') AS players`;

/** Settles the next batch of players (see above); no players means the run has none left. */
export async function settleFightBatch(q: Queryable, input: FightBatchInput): Promise<{ bets: number; players: string[] }> {
  const { rows } = await q.query<{ bets: number; players: string[] }>(SETTLE_FIGHTS, [
    input.matchId, input.limit, input.now, input.runId, input.partition?.of ?? 1, input.partition?.k ?? 0,
  ]);
  const r = rows[0]!;
  q.playersChanged(r.players);
  if (r.players.length) {
    await emitAccountEvent(q, 'betsSettled', { product: 'fantasy', userIds: r.players, marketId: input.matchId, runId: input.runId, at: input.now });
  }
  return r;
}
