import type { Queryable } from '../db/db';
import { badRequest } from '../http/errors';
import { InsufficientFundsError, playerAccounts, post } from '../ledger';
import { KIND_NAMES, matchName, type MatchRow, type SquadPlayer } from './types';
import type { FantasyKind } from '@khel/shared/contracts';

/**
 * A fight entry's money. Holding: the entry is a bets row (product fantasy, market_id = the match, selection_id =
 * the fight, side = the contest type, stake = liability = exposure_delta) and ONE posting cash -> exposure of the
 * stake (key `fantasy:stake:<bet id>`, bets.posting_id); the player's exposure row on the match rises by it and
 * bets_count by one. Refunding an entry nobody matched (cancelled, or untaken at the start): the bet is void with
 * P&L 0 and one posting exposure -> cash returns the stake (key `fantasy:refund:<fight id>`, the fight's
 * refund_posting_id). Settled entries go through the settlement run instead (settle-batch.ts).
 */

export const INSUFFICIENT = 'Insufficient Balance';

export interface Entry {
  userId: string;
  match: MatchRow;
  fightId: string;
  kind: FantasyKind;
  stake: bigint;
  team: SquadPlayer[];
  clientKey?: string;
  now: Date;
}

/** What a bet row says about the entry, as the player saw it (statements and reports read it). */
export function entryDescription(match: MatchRow, kind: FantasyKind, fightId: string, team: SquadPlayer[]) {
  return { event: matchName(match), market: KIND_NAMES[kind], selection: `Fight #${fightId}`, team: team.map((p) => p.name), matchId: match.id };
}

/** Holds an entry's stake (see above); returns the bet id. 'Insufficient Balance' (400) when cash is short. */
export async function holdStake(q: Queryable, e: Entry): Promise<string> {
  // The player's exposure row on the match, made if missing and locked first (the bets paths' order: exposure row,
  // then ledger accounts): one player's entries on a match queue here.
  await q.query(
    `INSERT INTO bet_market_exposures (user_id, product, market_id) VALUES ($1, 'fantasy', $2)
     ON CONFLICT (product, market_id, user_id) DO UPDATE SET exposure = bet_market_exposures.exposure`,
    [e.userId, e.match.id],
  );
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO bets (user_id, product, market_id, selection_id, side, stake, liability, exposure_delta, status, client_key, description, placed_at, matched_at)
     VALUES ($1, 'fantasy', $2, $3, $4, $5, $5, $5, 'matched', $6, $7::jsonb, $8, $8) RETURNING id::text`,
    [e.userId, e.match.id, e.fightId, e.kind, e.stake.toString(), e.clientKey ? `fantasy:${e.clientKey}` : null,
      JSON.stringify(entryDescription(e.match, e.kind, e.fightId, e.team)), e.now],
  );
  const betId = rows[0]!.id;
  const accounts = await playerAccounts(q, e.userId);
  let postingId: string;
  try {
    postingId = (await post(q, {
      kind: 'fantasy_stake',
      idempotencyKey: `fantasy:stake:${betId}`,
      memo: { matchId: e.match.id, fightId: e.fightId, betId },
      lines: [{ accountId: accounts.cash, amount: -e.stake }, { accountId: accounts.exposure, amount: e.stake }],
    })).transactionId;
  } catch (error) {
    if (error instanceof InsufficientFundsError) throw badRequest(INSUFFICIENT);
    throw error;
  }
  await q.query(
    `WITH b AS (UPDATE bets SET posting_id = $1 WHERE id = $2),
          x AS (UPDATE bet_market_exposures SET exposure = exposure + $5, updated_at = $6 WHERE product = 'fantasy' AND market_id = $4 AND user_id = $3)
     UPDATE users SET bets_count = bets_count + 1 WHERE id = $3`,
    [postingId, betId, e.userId, e.match.id, e.stake.toString(), e.now],
  );
  q.playersChanged([e.userId]);
  return betId;
}

/**
 * Refunds the poster's stake of open fights in one statement: `fightIds` (a cancel), or every open fight of the
 * match (the start-time lock). Each fight gets its own posting; the fights become `status`. Returns the players moved.
 */
export async function refundOpenFights(
  q: Queryable,
  o: { matchId: string; fightIds?: string[]; status: 'cancelled' | 'refunded'; now: Date },
): Promise<{ fights: number; players: string[] }> {
  const { rows } = await q.query<{ fights: number; players: string[] }>(
    `WITH f AS (
       SELECT id, poster_id, poster_bet_id, stake FROM fantasy_fights
        WHERE match_id = $1 AND status = 'open' AND ($2::bigint[] IS NULL OR id = ANY($2::bigint[]))
        ORDER BY poster_id % 64, poster_id, id FOR UPDATE
     ),
     b AS (
       UPDATE bets SET status = 'void', pnl = 0, settled_at = $3 FROM f
        WHERE bets.id = f.poster_bet_id AND bets.status = 'matched'
       RETURNING bets.user_id, bets.stake, f.id AS fight_id
     ),
     posted AS (
       SELECT b.fight_id, b.user_id, b.stake, lp.transaction_id
         FROM b
         JOIN ledger_accounts c ON c.user_id = b.user_id AND c.kind = 'cash'
         JOIN ledger_accounts x ON x.user_id = b.user_id AND x.kind = 'exposure'
         CROSS JOIN LATERAL (
           SELECT array_agg(v.a ORDER BY v.a) AS acc, array_agg(v.m ORDER BY v.a) AS amt FROM (VALUES (x.id, -b.stake), (c.id, b.stake)) v(a, m)
         ) l
         CROSS JOIN LATERAL ledger_post('fantasy_refund', 'fantasy:refund:' || b.fight_id, l.acc, l.amt,
           jsonb_build_object('matchId', $1::text, 'fightId', b.fight_id::text, 'reason', $4::text)) lp
     ),
     per AS (SELECT user_id, sum(stake)::bigint AS held, count(*)::int AS n FROM posted GROUP BY user_id),
     x AS (UPDATE bet_market_exposures e SET exposure = e.exposure - per.held, updated_at = $3 FROM per
            WHERE e.product = 'fantasy' AND e.market_id = $1 AND e.user_id = per.user_id),
     u AS (UPDATE users SET bets_count = greatest(users.bets_count - per.n, 0) FROM per WHERE users.id = per.user_id),
     ff AS (UPDATE fantasy_fights SET status = $4, outcome = 'void', refund_posting_id = posted.transaction_id, closed_at = $3
              FROM posted WHERE fantasy_fights.id = posted.fight_id)
     SELECT (SELECT count(*)::int FROM posted) AS fights, coalesce((SELECT array_agg(user_id::text) FROM per), '{}') AS players`,
    [o.matchId, o.fightIds ?? null, o.now, o.status],
  );
  const r = rows[0]!;
  q.playersChanged(r.players);
  return r;
}
