import type { OpsFantasyFight, OpsFantasyMatch, OpsFantasyMatchDetail } from '@khel/shared/contracts';
import { paiseToRupees } from '@khel/shared/validation';
import type { Queryable } from '../db/db';
import { pendingCorrection } from './correction-approval';
import { contestTypesOf, listMatches, openFightCounts, squadOf } from './matches';
import { isLocked, type MatchRow } from './types';
import { playerView, summaryView } from './views';

/** The console's reads: each match with its fight counts, money held and settlement; a match's fights. */

interface Counts {
  open: number;
  matched: number;
  settled: number;
  refunded: number;
  cancelled: number;
  held: string;
  commission: string;
}

async function countsOf(q: Queryable, ids: string[]): Promise<Map<string, Counts>> {
  const { rows } = await q.query<Counts & { match_id: string }>(
    `SELECT match_id::text, count(*) FILTER (WHERE status = 'open')::int AS open, count(*) FILTER (WHERE status = 'matched')::int AS matched,
            count(*) FILTER (WHERE status = 'settled')::int AS settled, count(*) FILTER (WHERE status = 'refunded')::int AS refunded,
            count(*) FILTER (WHERE status = 'cancelled')::int AS cancelled,
            coalesce(sum(CASE WHEN status = 'open' THEN stake WHEN status = 'matched' THEN 2 * stake ELSE 0 END), 0)::text AS held,
            coalesce(sum(commission), 0)::text AS commission
       FROM fantasy_fights WHERE match_id = ANY($1::bigint[]) GROUP BY match_id`,
    [ids],
  );
  return new Map(rows.map((r) => [r.match_id, r]));
}

async function runsOf(q: Queryable, ids: string[]) {
  const { rows } = await q.query<{ market_id: string; id: string; status: 'running' | 'done'; result: { scoresVersion?: number; abandoned?: boolean }; actor: string; started_at: Date; finished_at: Date | null }>(
    `SELECT market_id::text, id::text, status, result, actor, started_at, finished_at FROM bet_settlement_runs
      WHERE product = 'fantasy' AND market_id = ANY($1::bigint[]) AND status <> 'rolled_back'`,
    [ids],
  );
  return new Map(rows.map((r) => [r.market_id, r]));
}

export async function opsMatches(q: Queryable, matches: MatchRow[], now: Date): Promise<OpsFantasyMatch[]> {
  const ids = matches.map((m) => m.id);
  const [types, open, counts, runs] = await Promise.all([contestTypesOf(q, ids), openFightCounts(q, ids), countsOf(q, ids), runsOf(q, ids)]);
  return matches.map((m) => {
    const c = counts.get(m.id);
    const run = runs.get(m.id);
    const version = run?.result.scoresVersion ?? null;
    return {
      ...summaryView(m, types.get(m.id) ?? [], open.get(m.id) ?? 0, now),
      code: m.code, feed: m.feed, sports_event_id: m.sportsEventId, scores_version: m.scoresVersion,
      fights: {
        open: c?.open ?? 0, matched: c?.matched ?? 0, settled: c?.settled ?? 0, refunded: c?.refunded ?? 0, cancelled: c?.cancelled ?? 0,
        held: paiseToRupees(BigInt(c?.held ?? 0)), commission: paiseToRupees(BigInt(c?.commission ?? 0)),
      },
      settlement: run
        ? { run_id: run.id, status: run.status, scores_version: version, abandoned: !!run.result.abandoned, actor: run.actor,
            started_at: new Date(run.started_at).toISOString(), finished_at: run.finished_at ? new Date(run.finished_at).toISOString() : null }
        : null,
      stale_settlement: !!run && m.status === 'completed' && version !== m.scoresVersion,
    };
  });
}

export async function opsMatchList(q: Queryable, now: Date) {
  return { matches: await opsMatches(q, await listMatches(q, { recent: 30 }), now), now: now.toISOString() };
}

export async function opsMatchDetail(q: Queryable, m: MatchRow, now: Date): Promise<OpsFantasyMatchDetail> {
  const [view] = await opsMatches(q, [m], now);
  const proposal = await pendingCorrection(q, m.id);
  // a proposal made on older scores no longer applies (the correction that changed them dropped it)
  const pending = proposal && proposal.scores_version === m.scoresVersion ? proposal : null;
  return {
    ...view!, players: (await squadOf(q, m.id)).map(playerView), locked: isLocked(m, now),
    pending_correction: pending && {
      proposed_by: pending.proposed_by, proposed_at: new Date(pending.proposed_at).toISOString(), reason: pending.reason, moves: paiseToRupees(BigInt(pending.moves)),
      scores_version: pending.scores_version, scores: pending.lines.map((l) => ({ player_id: l.player_id, runs: l.runs, balls: l.balls, out: l.out })),
    },
  };
}

export async function opsFights(q: Queryable, matchId: string, opts: { status?: string; page: number; pageSize: number }): Promise<{ items: OpsFantasyFight[]; total: number; page: number }> {
  const where = `f.match_id = $1 AND ($2::text IS NULL OR f.status = $2)`;
  const [{ rows }, total] = await Promise.all([
    q.query<{
      id: string; kind: OpsFantasyFight['kind']; stake: string; size: number; status: OpsFantasyFight['status']; pairing: boolean; poster: string; taker: string | null;
      poster_team: string[]; taker_team: string[] | null; poster_total: number | null; taker_total: number | null; outcome: string | null; commission: string; created_at: Date;
    }>(
      `SELECT f.id::text, f.kind, f.stake::text, f.size, f.status, f.pairing, pu.user_name AS poster, tu.user_name AS taker,
              (SELECT array_agg(p.name ORDER BY array_position(f.poster_team, p.id)) FROM fantasy_players p WHERE p.id = ANY(f.poster_team)) AS poster_team,
              (SELECT array_agg(p.name ORDER BY array_position(f.taker_team, p.id)) FROM fantasy_players p WHERE p.id = ANY(f.taker_team)) AS taker_team,
              f.poster_total, f.taker_total, f.outcome, f.commission::text, f.created_at
         FROM fantasy_fights f JOIN users pu ON pu.id = f.poster_id LEFT JOIN users tu ON tu.id = f.taker_id
        WHERE ${where} ORDER BY f.id DESC LIMIT $3 OFFSET $4`,
      [matchId, opts.status ?? null, opts.pageSize, (opts.page - 1) * opts.pageSize],
    ),
    q.query<{ n: number }>(`SELECT count(*)::int AS n FROM fantasy_fights f WHERE ${where}`, [matchId, opts.status ?? null]),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id, kind: r.kind, stake: paiseToRupees(BigInt(r.stake)), size: r.size, status: r.status, pairing: r.pairing, poster: r.poster, taker: r.taker,
      poster_team: r.poster_team ?? [], taker_team: r.taker_team ?? [], poster_total: r.poster_total, taker_total: r.taker_total, outcome: r.outcome,
      commission: paiseToRupees(BigInt(r.commission)), created_at: new Date(r.created_at).toISOString(),
    })),
    total: total.rows[0]!.n,
    page: opts.page,
  };
}
