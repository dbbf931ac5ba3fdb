import type { Db } from '../db/db';
import { closedRound, SWEEP_REASONS, type ClosedRound, type SweepReport } from './sweep-report';
import { seamlessCredit, seamlessRollback } from './wallet';

/**
 * The built-in provider's rule for the round sweep (round-sweep.ts). Its rounds (house_rounds, src/house-games) are
 * recorded before the stake is asked for, under our ids: round `h<id>`, debit `h<id>-d`, credit `h<id>-c`, and their
 * outcome is drawn only once the debit is accepted (a refused play draws nothing). So a round cut off by a crash
 * after its draw is decided: the sweep pays its payout with the credit the game would have sent; one cut off between
 * its debit and its draw was never decided, so its stake is refunded (the provider's rule: settle what was decided,
 * refund what was not). Either way the game's own record (house_rounds.status) is brought in line with the wallet.
 * house_rounds stays the game's table; the sweep only closes what the game left open.
 */
export const HOUSE_PROVIDER = 'house';

export interface HouseDecision {
  houseRoundId: string;
  userId: string;
  game: string;
  payout: bigint;
}

type Unfinished = {
  id: string; player_id: string; game: string; payout: string | null; debit_kind: string | null; debit_rolled_back: boolean | null; bet_status: string | null;
};

/**
 * What the game decided for `round` of this player (`h<id>`): the outcome it drew, `undrawn` when it recorded the
 * round but drew nothing (cut off, or it took a lost debit answer for a refusal), or null when it has no such round.
 */
export async function houseDecision(db: Db, userId: string, round: string): Promise<HouseDecision | { undrawn: string } | null> {
  const id = /^h([0-9]{1,18})$/.exec(round)?.[1];
  if (!id) return null;
  const { rows } = await db.query<{ game: string; payout: string | null }>('SELECT game, payout::text FROM house_rounds WHERE id = $1 AND player_id = $2', [id, userId]);
  if (!rows[0]) return null;
  if (rows[0].payout === null) return { undrawn: id };
  return { houseRoundId: id, userId, game: rows[0].game, payout: BigInt(rows[0].payout) };
}

/** Records a round the sweep refunded because it was never drawn. */
export async function markUndrawn(db: Db, houseRoundId: string): Promise<void> {
  await mark(db, houseRoundId, 'refused', SWEEP_REASONS.houseUndrawn);
}

/** Credits the decided payout (a replay when the game already did) and records the round settled. */
export async function settleHouseRound(db: Db, d: HouseDecision, now: Date, report: SweepReport): Promise<void> {
  const round = `h${d.houseRoundId}`;
  const answer = await seamlessCredit(db, { id: HOUSE_PROVIDER }, { playerId: d.userId, txId: `${round}-c`, roundId: round, game: d.game, amount: d.payout }, now);
  await mark(db, d.houseRoundId, 'settled', null);
  if (answer.status === 'ok') report.closed.push(closed(answer.roundBetId, d.userId, round, 'settled', d.payout, SWEEP_REASONS.houseDecided));
}

/**
 * The game's rounds still `open` or `credit_failed` after the grace period (the database's clock: the game stamps
 * its rounds with it), each closed by what the wallet holds for its debit.
 */
export async function closeHouseRounds(db: Db, now: Date, graceMs: number, limit: number, report: SweepReport): Promise<void> {
  const { rows } = await db.query<Unfinished>(
    `SELECT r.id::text, r.player_id, r.game, r.payout::text, d.kind AS debit_kind, d.rolled_back AS debit_rolled_back, b.status AS bet_status
       FROM house_rounds r
       LEFT JOIN casino_transactions d ON d.provider_id = $1 AND d.tx_id = 'h' || r.id || '-d'
       LEFT JOIN bets b ON b.id = d.bet_id
      WHERE r.status IN ('open', 'credit_failed') AND r.created_at <= now() - make_interval(secs => $2::double precision / 1000)
      ORDER BY r.id LIMIT $3`,
    [HOUSE_PROVIDER, graceMs, limit],
  );
  for (const r of rows) {
    const round = `h${r.id}`;
    try {
      const staked = r.debit_kind === 'debit' && !r.debit_rolled_back && r.bet_status === 'matched';
      if (staked && r.payout === null) {
        await refundUndrawn(db, r, now, report);
      } else if (staked && r.payout !== null) {
        await settleHouseRound(db, { houseRoundId: r.id, userId: r.player_id, game: r.game, payout: BigInt(r.payout) }, now, report);
      } else if (r.bet_status === 'settled') {
        await mark(db, r.id, 'settled', null);
        report.closed.push(closed(null, r.player_id, round, 'marked', 0n, SWEEP_REASONS.houseCredited));
      } else if (r.debit_kind === 'debit') {
        await mark(db, r.id, 'refused', SWEEP_REASONS.houseCancelled);
        report.closed.push(closed(null, r.player_id, round, 'marked', 0n, SWEEP_REASONS.houseCancelled));
      } else {
        await closeUnstaked(db, r, now, report);
      }
    } catch (error) {
      report.failed.push({ provider_id: HOUSE_PROVIDER, round, error: (error as Error).message });
    }
  }
}

/**
 * No debit recorded: the stake never arrived. Its debit id is tombstoned (a rollback of an unseen debit) so a stake
 * still on its way is refused; if it arrived a moment before, the same rollback refunds it. Then the round is refused.
 */
async function closeUnstaked(db: Db, r: Unfinished, now: Date, report: SweepReport): Promise<void> {
  const round = `h${r.id}`;
  const answer = await seamlessRollback(db, { id: HOUSE_PROVIDER }, { playerId: r.player_id, txId: `sweep/${round}-d`, roundId: round, game: r.game, refTxId: `${round}-d` }, now);
  await mark(db, r.id, 'refused', SWEEP_REASONS.houseNoStake);
  if (answer.status === 'ok') {
    const { rows } = await db.query<{ amount: string }>("SELECT amount::text FROM casino_transactions WHERE provider_id = $1 AND tx_id = $2", [HOUSE_PROVIDER, `${round}-d`]);
    report.closed.push(closed(answer.roundBetId, r.player_id, round, 'refunded', BigInt(rows[0]?.amount ?? '0'), SWEEP_REASONS.houseNoStake));
  } else {
    report.closed.push(closed(null, r.player_id, round, 'marked', 0n, SWEEP_REASONS.houseNoStake));
  }
}

/** Stake taken but the outcome never drawn (cut between the debit and the draw): nothing was decided, so refund it. */
async function refundUndrawn(db: Db, r: Unfinished, now: Date, report: SweepReport): Promise<void> {
  const round = `h${r.id}`;
  const answer = await seamlessRollback(db, { id: HOUSE_PROVIDER }, { playerId: r.player_id, txId: `sweep/${round}-d`, roundId: round, game: r.game, refTxId: `${round}-d` }, now);
  await mark(db, r.id, 'refused', SWEEP_REASONS.houseUndrawn);
  if (answer.status === 'ok') {
    const { rows } = await db.query<{ amount: string }>('SELECT amount::text FROM casino_transactions WHERE provider_id = $1 AND tx_id = $2', [HOUSE_PROVIDER, `${round}-d`]);
    report.closed.push(closed(answer.roundBetId, r.player_id, round, 'refunded', BigInt(rows[0]?.amount ?? '0'), SWEEP_REASONS.houseUndrawn));
  }
}

async function mark(db: Db, id: string, status: 'settled' | 'refused', refusal: string | null): Promise<void> {
  await db.query("UPDATE house_rounds SET status = $2, refusal = $3 WHERE id = $1 AND status IN ('open', 'credit_failed', 'refused')", [id, status, refusal]);
}

const closed = (betId: string | null, userId: string, round: string, action: ClosedRound['action'], paise: bigint, reason: string): ClosedRound =>
  closedRound({ bet_id: betId, user_id: userId, provider_id: HOUSE_PROVIDER, round, action, paise, reason });
