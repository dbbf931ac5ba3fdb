import { FANTASY_MESSAGES, type FantasyKind } from '@khel/shared/contracts';
import type { Db, Queryable } from '../db/db';
import { badRequest, conflict, forbidden, notFound } from '../http/errors';
import { runIdempotent } from '../http/idempotency';
import { checkLossAfterBet } from '../protection/enforce';
import { betGate } from '../protection/gate';
import { checkStake, checkTeam, matchTakingFights, openContest, takenConflict, type OpenMatch } from './rules';
import { entryDescription, holdStake, refundOpenFights } from './stakes';
import { isLocked, type SquadPlayer } from './types';
import { getMatch, squadOf } from './matches';

/**
 * A player's fights: post one, take one, ask to be paired, change a team before the start, cancel a fight nobody
 * took. Post, take and pair move money (the entry's stake, stakes.ts) and follow the player protection every bet
 * path follows: a time-out or self-exclusion refuses (betGate), a loss limit is checked as the transaction's last
 * step. Each is idempotent on the client's key (scopes fantasy:post, fantasy:take:<id>, fantasy:pair, ...), so a
 * double click posts once.
 *
 * Locks, in this order everywhere: the match row (FOR SHARE here; FOR UPDATE by the start-time lock and the
 * settlement), the fight row (FOR UPDATE), the player's exposure row, the ledger accounts. Ten players taking one
 * fight at once queue on its row: the first takes it, the others find it matched (409).
 */

export interface FightInput {
  matchId: string;
  kind: FantasyKind;
  stake: bigint;
  players: string[];
}

export interface FightDone {
  fightId: string;
  /** pair me: an equal fight was taken (true) or the request was posted to wait (false) */
  paired: boolean;
}

interface Opts {
  clientKey?: string;
  now: Date;
}

/** Runs a money-moving fight call: protection first, then the work and the loss-limit check in one transaction. */
async function betting<T>(db: Db, userId: string, scope: string, body: unknown, opts: Opts, work: (q: Queryable) => Promise<T>): Promise<T> {
  const gate = await betGate(db, userId, opts.now);
  const call = { db, caller: `player:${userId}`, scope, key: opts.clientKey, body };
  return (await runIdempotent(call, async (q) => {
    const done = await work(q);
    if (gate.lossLimited) await checkLossAfterBet(q, userId, opts.now);
    return done;
  })).body;
}

const keyBody = (i: FightInput) => ({ match_id: i.matchId, kind: i.kind, stake: i.stake.toString(), players: i.players });

/** Posts a fight for anyone to take. */
export function postFight(db: Db, userId: string, input: FightInput, opts: Opts): Promise<FightDone> {
  return betting(db, userId, 'fantasy:post', keyBody(input), opts, async (q) => {
    const open = await matchTakingFights(q, input.matchId, opts.now);
    const contest = await openContest(q, input.matchId, input.kind);
    checkStake(contest, input.stake);
    const team = checkTeam(open.squad, input.players);
    const fightId = await insertFight(q, userId, open, input, team, contest.commissionBp, false, opts);
    return { fightId, paired: false };
  });
}

/** Takes an open fight with a team of its size (its kind and stake are the fight's). */
export function takeFight(db: Db, userId: string, fightId: string, players: string[], opts: Opts): Promise<FightDone> {
  return betting(db, userId, `fantasy:take:${fightId}`, { players }, opts, async (q) => {
    const matchId = await matchOfFight(q, fightId);
    const open = await matchTakingFights(q, matchId, opts.now);
    const fight = await lockFight(q, fightId);
    if (fight.poster_id === userId) throw badRequest(FANTASY_MESSAGES.ownFight);
    if (fight.status !== 'open') throw takenConflict();
    await matchIn(q, userId, open, fight, players, opts);
    return { fightId, paired: true };
  });
}

/**
 * Pair me: takes the oldest open fight with the same match, contest type, stake and size that someone else posted,
 * or posts the request as a fight (pairing) for the next equal request. Requests with the same terms are serialised
 * by an advisory lock, so two players asking at once pair with each other rather than both posting; a fight another
 * taker holds is skipped (SKIP LOCKED). A player is never paired with themself, and a fight is taken once.
 */
export function pairMe(db: Db, userId: string, input: FightInput, opts: Opts): Promise<FightDone> {
  return betting(db, userId, 'fantasy:pair', keyBody(input), opts, async (q) => {
    const open = await matchTakingFights(q, input.matchId, opts.now);
    const contest = await openContest(q, input.matchId, input.kind);
    checkStake(contest, input.stake);
    const team = checkTeam(open.squad, input.players);
    await q.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`fantasy:pair:${input.matchId}:${input.kind}:${input.stake}:${team.length}`]);
    const { rows } = await q.query<{ id: string }>(
      `SELECT id::text FROM fantasy_fights WHERE match_id = $1 AND kind = $2 AND stake = $3 AND size = $4 AND status = 'open' AND poster_id <> $5
        ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED`,
      [input.matchId, input.kind, input.stake.toString(), team.length, userId],
    );
    if (rows[0]) {
      const fight = await lockFight(q, rows[0].id);
      await matchIn(q, userId, open, fight, input.players, opts);
      return { fightId: fight.id, paired: true };
    }
    const fightId = await insertFight(q, userId, open, input, team, contest.commissionBp, true, opts);
    return { fightId, paired: false };
  });
}

/** Changes the player's own team of a fight (same size), until the start time. */
export function editTeam(db: Db, userId: string, fightId: string, players: string[], opts: Opts): Promise<FightDone> {
  const call = { db, caller: `player:${userId}`, scope: `fantasy:team:${fightId}`, key: opts.clientKey, body: { players } };
  return runIdempotent(call, async (q) => {
    const matchId = await matchOfFight(q, fightId);
    const match = await getMatch(q, matchId, 'share');
    if (isLocked(match, opts.now)) throw badRequest(FANTASY_MESSAGES.locked);
    const fight = await lockFight(q, fightId);
    const side = fight.poster_id === userId ? 'poster' : fight.taker_id === userId ? 'taker' : null;
    if (!side) throw forbidden(FANTASY_MESSAGES.notYours);
    if (fight.status !== 'open' && fight.status !== 'matched') throw badRequest(FANTASY_MESSAGES.notTaking);
    const team = checkTeam(await squadOf(q, matchId), players, fight.size);
    const betId = side === 'poster' ? fight.poster_bet_id : fight.taker_bet_id;
    await q.query(`UPDATE fantasy_fights SET ${side}_team = $2::bigint[] WHERE id = $1`, [fightId, team.map((p) => p.id)]);
    await q.query('UPDATE bets SET description = $2::jsonb WHERE id = $1', [betId, JSON.stringify(entryDescription(match, fight.kind, fightId, team))]);
    return { fightId, paired: false };
  }).then((r) => r.body);
}

/** Cancels the player's own fight while nobody has taken it: the stake comes back. */
export function cancelFight(db: Db, userId: string, fightId: string, opts: Opts): Promise<FightDone> {
  const call = { db, caller: `player:${userId}`, scope: `fantasy:cancel:${fightId}`, key: opts.clientKey, body: {} };
  return runIdempotent(call, async (q) => {
    const matchId = await matchOfFight(q, fightId);
    await getMatch(q, matchId, 'share');
    const fight = await lockFight(q, fightId);
    if (fight.poster_id !== userId) throw forbidden(FANTASY_MESSAGES.notYours);
    if (fight.status !== 'open') throw conflict(FANTASY_MESSAGES.notOpen);
    await refundOpenFights(q, { matchId, fightIds: [fightId], status: 'cancelled', now: opts.now });
    return { fightId, paired: false };
  }).then((r) => r.body);
}

interface LockedFight {
  id: string;
  match_id: string;
  kind: FantasyKind;
  stake: bigint;
  size: number;
  status: string;
  poster_id: string;
  taker_id: string | null;
  poster_bet_id: string | null;
  taker_bet_id: string | null;
}

async function matchOfFight(q: Queryable, fightId: string): Promise<string> {
  if (!/^\d{1,18}$/.test(fightId)) throw notFound(FANTASY_MESSAGES.fightGone);
  const { rows } = await q.query<{ match_id: string }>('SELECT match_id::text FROM fantasy_fights WHERE id = $1', [fightId]);
  if (!rows[0]) throw notFound(FANTASY_MESSAGES.fightGone);
  return rows[0].match_id;
}

async function lockFight(q: Queryable, fightId: string): Promise<LockedFight> {
  const { rows } = await q.query<Omit<LockedFight, 'stake'> & { stake: string }>(
    `SELECT id::text, match_id::text, kind, stake::text, size, status, poster_id::text, taker_id::text, poster_bet_id::text, taker_bet_id::text
       FROM fantasy_fights WHERE id = $1 FOR UPDATE`,
    [fightId],
  );
  if (!rows[0]) throw notFound(FANTASY_MESSAGES.fightGone);
  return { ...rows[0], stake: BigInt(rows[0].stake) };
}

async function insertFight(q: Queryable, userId: string, open: OpenMatch, input: FightInput, team: SquadPlayer[], commissionBp: number, pairing: boolean, opts: Opts): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO fantasy_fights (match_id, kind, stake, size, commission_bp, pairing, poster_id, poster_team, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::bigint[], $9) RETURNING id::text`,
    [open.match.id, input.kind, input.stake.toString(), team.length, commissionBp, pairing, userId, team.map((p) => p.id), opts.now],
  );
  const fightId = rows[0]!.id;
  const betId = await holdStake(q, { userId, match: open.match, fightId, kind: input.kind, stake: input.stake, team, clientKey: opts.clientKey, now: opts.now });
  await q.query('UPDATE fantasy_fights SET poster_bet_id = $2 WHERE id = $1', [fightId, betId]);
  return fightId;
}

/** The taker's side of a locked open fight: the team checked at the fight's size, the stake held, the fight matched. */
async function matchIn(q: Queryable, userId: string, open: OpenMatch, fight: LockedFight, players: string[], opts: Opts): Promise<void> {
  const team = checkTeam(open.squad, players, fight.size);
  const betId = await holdStake(q, { userId, match: open.match, fightId: fight.id, kind: fight.kind, stake: fight.stake, team, clientKey: opts.clientKey, now: opts.now });
  await q.query(
    `UPDATE fantasy_fights SET status = 'matched', taker_id = $2, taker_team = $3::bigint[], taker_bet_id = $4, matched_at = $5 WHERE id = $1`,
    [fight.id, userId, team.map((p) => p.id), betId, opts.now],
  );
}
