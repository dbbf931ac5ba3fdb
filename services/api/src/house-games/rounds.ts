import type { Db } from '../db/db';
import { ApiError, unprocessable } from '../http/errors';
import { rupeesToPaise } from '../ops/money';
import { houseGame, payoutOf, type HouseGame } from './games';
import { takeNonce } from './seeds';
import { WalletCallError, type WalletClient } from './wallet-client';

/**
 * One round of a built-in game: record the round, ask the wallet (seamless API over HTTP) for the debit, and only
 * once the stake is taken take the next nonce and draw the outcome; then the credit (0 on a loss, which settles the
 * round). A play the wallet refuses (balance, session) draws nothing and is not in the player's rounds. The round's
 * ids are ours: round `h<id>`, debit `h<id>-d`, credit `h<id>-c`, so a retried credit is the same transaction.
 */
export const MAX_STAKE_PAISE = 10_000_000n;

export interface PlayInput {
  playerId: string;
  token: string;
  game: unknown;
  amount: unknown;
  params: unknown;
}

type RoundRow = {
  id: string; game: HouseGame['code']; stake: string; payout: string; params: Record<string, unknown>; outcome: Record<string, unknown>; version: number;
  server_seed_hash: string; client_seed: string; nonce: number; status: string; refusal: string | null; server_seed: string | null; created_at: Date;
};
// Only drawn rounds: a refused play (or one cut off before its draw) has no seeds and no outcome to show.
const SELECT = `SELECT r.id::text, r.game, r.stake::text, r.payout::text, r.params, r.outcome, r.version, s.server_seed_hash, s.client_seed, r.nonce,
  r.status, r.refusal, CASE WHEN s.active THEN NULL ELSE s.server_seed END AS server_seed, r.created_at
  FROM house_rounds r JOIN house_seeds s ON s.id = r.seed_id`;

export function roundView(r: RoundRow) {
  return {
    id: r.id, game: r.game, stake: Number(r.stake) / 100, payout: Number(r.payout) / 100, params: r.params, outcome: r.outcome, version: r.version,
    server_seed_hash: r.server_seed_hash, client_seed: r.client_seed, nonce: r.nonce, status: r.status, refusal: r.refusal,
    server_seed: r.server_seed, created_at: new Date(r.created_at).toISOString(),
  };
}

/** The player's last rounds that were played (debited and drawn), newest first. */
export async function playerRounds(db: Db, playerId: string, limit = 50) {
  const { rows } = await db.query<RoundRow>(`${SELECT} WHERE r.player_id = $1 AND r.status <> 'refused' ORDER BY r.id DESC LIMIT $2`, [playerId, limit]);
  return rows.map(roundView);
}

async function credit(db: Db, wallet: WalletClient, r: { id: string; player_id: string; game: string; payout: string; token: string }) {
  try {
    const answer = await wallet.call('credit', { player_id: r.player_id, session_token: r.token, transaction_id: `h${r.id}-c`, round_id: `h${r.id}`, game_id: r.game, amount: Number(r.payout) / 100 });
    await db.query("UPDATE house_rounds SET status = 'settled' WHERE id = $1", [r.id]);
    return Number(answer.balance);
  } catch (error) {
    await db.query("UPDATE house_rounds SET status = 'credit_failed' WHERE id = $1 AND status <> 'settled'", [r.id]);
    throw error;
  }
}

/** Credits a player's rounds whose credit failed before (a wallet that was down); run before each new round. */
export async function retryFailedCredits(db: Db, wallet: WalletClient, playerId: string, token: string): Promise<void> {
  const { rows } = await db.query<{ id: string; player_id: string; game: string; payout: string }>(
    "SELECT id::text, player_id, game, payout::text FROM house_rounds WHERE player_id = $1 AND status = 'credit_failed' ORDER BY id LIMIT 20",
    [playerId],
  );
  for (const r of rows) await credit(db, wallet, { ...r, token });
}

export async function playRound(db: Db, wallet: WalletClient, input: PlayInput) {
  const game = houseGame(input.game);
  const params = game.params(input.params);
  const stake = rupeesToPaise(input.amount, 'amount');
  if (stake > MAX_STAKE_PAISE) throw unprocessable([`amount must be at most ${Number(MAX_STAKE_PAISE) / 100}`]);
  await retryFailedCredits(db, wallet, input.playerId, input.token).catch(() => undefined);
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO house_rounds (player_id, game, stake, params, version, status) VALUES ($1, $2, $3, $4::jsonb, $5, 'open') RETURNING id::text`,
    [input.playerId, game.code, stake.toString(), JSON.stringify(params), game.version],
  );
  const id = rows[0]!.id;
  try {
    await wallet.call('debit', { player_id: input.playerId, session_token: input.token, transaction_id: `h${id}-d`, round_id: `h${id}`, game_id: game.code, amount: Number(stake) / 100 });
  } catch (error) {
    const message = error instanceof WalletCallError ? error.message.replace(/^[A-Z_]+: /, '') : 'The wallet could not be reached';
    await db.query("UPDATE house_rounds SET status = 'refused', refusal = $2 WHERE id = $1", [id, message]);
    throw new ApiError(error instanceof WalletCallError && error.statusCode < 500 ? (error.statusCode === 402 ? 400 : error.statusCode) : 503, message);
  }
  // The stake is taken: now, and only now, the round's nonce and outcome.
  const payout = await db.tx(async (q) => {
    const seeds = await takeNonce(q, input.playerId);
    const played = game.play(seeds, params);
    const won = payoutOf(stake, played);
    await q.query('UPDATE house_rounds SET seed_id = $2, nonce = $3, outcome = $4::jsonb, payout = $5 WHERE id = $1', [id, seeds.seedId, seeds.nonce, JSON.stringify(played.outcome), won.toString()]);
    return won;
  });
  let balance: number;
  try {
    balance = await credit(db, wallet, { id, player_id: input.playerId, game: game.code, payout: payout.toString(), token: input.token });
  } catch {
    throw new ApiError(503, 'The round was played but its win is not paid yet; it will be paid on your next round');
  }
  const round = await db.query<RoundRow>(`${SELECT} WHERE r.id = $1`, [id]);
  return { round: roundView(round.rows[0]!), balance };
}
