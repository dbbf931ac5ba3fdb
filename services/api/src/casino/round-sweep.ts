import type { Db } from '../db/db';
import { closeHouseRounds, houseDecision, markUndrawn, settleHouseRound, HOUSE_PROVIDER } from './house-round-rule';
import { closedRound, SWEEP_REASONS, type SweepReport } from './sweep-report';
import { seamlessRollback } from './wallet';

/**
 * The round sweep (issue 26 finding 10): closes every casino round a crash, a lost answer or a provider that went
 * quiet left open, by the provider's rules, through the wallet's own calls (the same SQL functions a provider's
 * credit and rollback run, so the ledger, the round's bets row and the account events stay one story):
 * - the built-in provider ("house") decides a round's outcome before it takes the stake (house_rounds.payout), so
 *   a round older than the grace period is settled with that outcome, under the credit's own transaction id
 *   (`h<id>-c`: the provider's later retry is a replay); a round whose stake never arrived is closed with nothing
 *   charged and its debit id tombstoned, so a late debit is refused;
 * - any other provider decides outcomes itself and retries its credits for hours: its round is refunded (every debit
 *   not rolled back is rolled back) only when the provider has made no call on it for `refundAfterMs`; a credit
 *   after that is refused as for any closed round.
 * Idempotent: every step is keyed (`h<id>-c`, `sweep/<debit id>`, which no provider can send: `/` is not allowed in
 * a provider's id), so two sweeps at once, or a sweep and the provider's own retry, move money once.
 */
export interface SweepRules {
  /** A built-in round this old (by the database clock) was cut off; a younger one may still be playing. */
  graceMs: number;
  /** Another provider's round with no call for this long is refunded. */
  refundAfterMs: number;
  /** Rounds looked at per pass (the timer comes back for the rest). */
  limit?: number;
}

type OpenRound = { id: string; bet_id: string; user_id: string; provider_id: string; game: string; client_key: string; last_call: Date | null };

/** Runs every rule once; see above. `now` is the app's clock (the wallet's calls are stamped with it). */
export async function sweepOpenRounds(db: Db, now: Date, rules: SweepRules): Promise<SweepReport> {
  const report: SweepReport = { closed: [], failed: [] };
  const limit = rules.limit ?? 200;
  // The built-in provider's own unfinished rounds first: they carry the outcome their wallet round needs.
  await closeHouseRounds(db, now, rules.graceMs, limit, report);
  // Then every round the wallet still holds open (the built-in provider's included: a debit whose answer was lost).
  // Only rounds a rule closes now, so rounds still in play never crowd out the ones due (the limit is per pass).
  const { rows } = await db.query<OpenRound>(
    `SELECT x.* FROM (
       SELECT b.id AS id, b.id::text AS bet_id, b.user_id::text AS user_id, g.provider_id, g.code AS game, b.client_key,
              (SELECT max(t.created_at) FROM casino_transactions t WHERE t.bet_id = b.id) AS last_call
         FROM casino_games g
         JOIN bets b ON b.product = 'casino' AND b.market_id = g.id AND b.status = 'matched'
        WHERE b.placed_at <= $1::timestamptz - make_interval(secs => $2::double precision / 1000)
          AND (g.provider_id = $5 OR b.placed_at <= $1::timestamptz - make_interval(secs => $3::double precision / 1000))
     ) x
     WHERE x.provider_id = $5 OR x.last_call <= $1::timestamptz - make_interval(secs => $3::double precision / 1000)
     ORDER BY x.id LIMIT $4`,
    [now, rules.graceMs, rules.refundAfterMs, limit, HOUSE_PROVIDER],
  );
  for (const r of rows) {
    const round = r.client_key.slice(`casino:${r.provider_id}:`.length);
    try {
      if (r.provider_id === HOUSE_PROVIDER) {
        const decided = await houseDecision(db, r.user_id, round);
        if (decided && 'undrawn' in decided) {
          await refundRound(db, r, round, now, SWEEP_REASONS.houseUndrawn, report);
          await markUndrawn(db, decided.undrawn);
        } else if (decided) await settleHouseRound(db, decided, now, report);
        else await refundRound(db, r, round, now, SWEEP_REASONS.houseUnknown, report);
      } else {
        await refundRound(db, r, round, now, SWEEP_REASONS.providerQuiet(Math.round(rules.refundAfterMs / 3_600_000)), report);
      }
    } catch (error) {
      report.failed.push({ provider_id: r.provider_id, round, error: (error as Error).message });
    }
  }
  return report;
}

/** Rolls back every debit of the round not rolled back yet (which voids the round), as its provider would. */
async function refundRound(db: Db, r: OpenRound, round: string, now: Date, reason: string, report: SweepReport): Promise<void> {
  const { rows } = await db.query<{ tx_id: string; round_id: string }>(
    "SELECT tx_id, round_id FROM casino_transactions WHERE bet_id = $1 AND kind = 'debit' AND NOT rolled_back ORDER BY created_at, tx_id",
    [r.bet_id],
  );
  let refunded = 0n;
  for (const d of rows) {
    const answer = await seamlessRollback(db, { id: r.provider_id }, { playerId: r.user_id, txId: `sweep/${d.tx_id}`, roundId: d.round_id, game: r.game, refTxId: d.tx_id }, now);
    if (answer.status === 'ok') refunded += await debitAmount(db, r.provider_id, d.tx_id);
  }
  if (refunded > 0n) report.closed.push(closedRound({ bet_id: r.bet_id, user_id: r.user_id, provider_id: r.provider_id, round, action: 'refunded', paise: refunded, reason }));
}

async function debitAmount(db: Db, providerId: string, txId: string): Promise<bigint> {
  const { rows } = await db.query<{ amount: string }>('SELECT amount::text FROM casino_transactions WHERE provider_id = $1 AND tx_id = $2', [providerId, txId]);
  return BigInt(rows[0]?.amount ?? '0');
}
