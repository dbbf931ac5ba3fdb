import type { Queryable } from '../db/db';
import { emitAccountEvent } from '../account-events/emit';

/**
 * Batched settlement of fixed-odds bets (generic over products; matka uses it, sports could for its back-only
 * markets). A fixed-odds bet wins when its (side, selection_id) is among the winners and then returns
 * stake x odds (profit stake x (odds - 1), whole paise rounded down); otherwise it loses its stake; a void outcome
 * refunds (P&L 0, status void). Each bet's liability is its stake, held per player and market in
 * bet_market_exposures (exposure = the matched stakes) and on the player's ledger exposure account.
 *
 * One call settles up to `limit` players in ONE statement (so one transaction, one round trip): it locks their
 * exposure rows (in house-shard then player order, the same order in every batch, so two settlements never wait
 * on each other in a cycle), marks their matched bets settled with their P&L, posts ONE ledger_post() per player
 * (exposure -E, cash +(E + P&L), house:bets -P&L, zero lines left out; key `<prefix>:<run>:<user>`), writes a
 * bet_settlements row per bet pointing at that posting, zeroes the exposure rows and lowers bets_count. A batch
 * commits whole or not at all, so a crash between batches leaves only whole players settled, and the next call
 * picks up the players whose exposure is still held: every bet is settled once. Workers given different
 * partitions (house shard modulo the worker count) settle in parallel without touching the same rows.
 *
 * How sports could use it: settle.ts's per-player loop, for markets whose bets are all fixed-odds backs (a
 * racing win market), becomes `settleFixedOddsBatch` with winners [['back', winnerRunnerId]] until it returns 0.
 */

export type FixedOddsOutcome = { winners: Array<[string, number | string]> } | { void: true };

export interface BatchInput {
  product: string;
  marketId: string;
  runId: string;
  outcome: FixedOddsOutcome;
  limit: number;
  /** ledger transaction kind, e.g. 'matka_settle' */
  kind: string;
  /** idempotency key prefix, e.g. 'matka:settle' */
  keyPrefix: string;
  now: Date;
  /** Only players whose house shard (user_id % 64) is k modulo `of`: parallel workers never share a house row. */
  partition?: { k: number; of: number };
}

export interface BatchResult {
  bets: number;
  players: string[];
}

const SETTLE_BATCH = `
WITH ex AS (
  SELECT e.user_id, e.exposure FROM bet_market_exposures e
   WHERE e.product = $1 AND e.market_id = $2 AND e.exposure > 0 AND (e.user_id % 64) % $11 = $12
   ORDER BY e.user_id % 64, e.user_id LIMIT $3 FOR UPDATE
),
b AS (
  UPDATE bets SET status = CASE WHEN $8 THEN 'void' ELSE 'settled' END, settled_at = $4,
         pnl = CASE WHEN $8 THEN 0
                    WHEN EXISTS (SELECT 1 FROM unnest($6::text[], $7::bigint[]) w(side, sel) WHERE w.side = bets.side AND w.sel = bets.selection_id)
                      THEN (bets.stake * (bets.odds_x100 - 100)) / 100
                    ELSE -bets.stake END
   WHERE bets.product = $1 AND bets.market_id = $2 AND bets.status = 'matched' AND bets.user_id IN (SELECT user_id FROM ex)
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
    CROSS JOIN LATERAL ledger_post($9, $10 || ':' || $5::bigint::text || ':' || ex.user_id, l.acc, l.amt,
      jsonb_build_object('runId', $5::bigint::text, 'product', $1::text, 'marketId', $2::text, 'pnl', coalesce(per.total, 0)::text, 'released', ex.exposure::text)) lp
),
s AS (
  INSERT INTO bet_settlements (run_id, bet_id, user_id, pnl, posting_id, created_at)
  SELECT $5::bigint, b.id, b.user_id, b.pnl, posted.transaction_id, $4 FROM b JOIN posted ON posted.user_id = b.user_id
),
e AS (
  UPDATE bet_market_exposures SET exposure = 0, updated_at = $4
   WHERE product = $1 AND market_id = $2 AND user_id IN (SELECT user_id FROM ex)
),
u AS (
  UPDATE users SET bets_count = greatest(users.bets_count - per.n, 0) FROM per WHERE users.id = per.user_id
)
SELECT (SELECT count(*)::int FROM b) AS bets, coalesce((SELECT array_agg(user_id::text) FROM posted), '{}') AS players`;

/** Settles the next batch of players (see above); 0 bets means the market has none left to settle. */
export async function settleFixedOddsBatch(q: Queryable, input: BatchInput): Promise<BatchResult> {
  const isVoid = 'void' in input.outcome;
  const winners = 'winners' in input.outcome ? input.outcome.winners : [];
  const { rows } = await q.query<{ bets: number; players: string[] }>(SETTLE_BATCH, [
    input.product, input.marketId, input.limit, input.now, input.runId,
    winners.map((w) => w[0]), winners.map((w) => String(w[1])), isVoid, input.kind, input.keyPrefix, input.partition?.of ?? 1, input.partition?.k ?? 0,
  ]);
  const r = rows[0]!;
  q.playersChanged(r.players);
  if (r.players.length) {
    await emitAccountEvent(q, 'betsSettled', { product: input.product, userIds: r.players, marketId: input.marketId, runId: input.runId, at: input.now });
  }
  return { bets: r.bets, players: r.players };
}
