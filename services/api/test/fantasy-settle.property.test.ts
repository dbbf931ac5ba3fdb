import fc from 'fast-check';
import type { Db } from '../src/db/db';
import { correctScores } from '../src/fantasy/corrections';
import { ScorecardApplier } from '../src/fantasy/feed/applier';
import { cancelFight, postFight, takeFight } from '../src/fantasy/fights';
import { rollbackMatch } from '../src/fantasy/settle';
import { lockDueMatches } from '../src/fantasy/start-lock';
import { findLedgerViolations, getPlayerBalances } from '../src/ledger';
import { at, BEFORE, makeMatch, OPERATOR, type TestMatch } from './fantasy-fixtures';
import { makePlayer } from './sports-fixtures';
import { createTestDb, dbKinds, type TestDb } from './test-db';

/**
 * Fantasy settlement as a property, over random fights (stakes, sizes, contest types, commission, some never taken,
 * some cancelled) and random scores, completed or abandoned: every player ends with exactly what a plain model says
 * (the higher total wins both stakes less the commission, rounded down; ties, untaken fights and an abandoned match
 * refund in full), the house gains exactly the commissions, nothing stays held, and the ledger balances. Then a
 * correction settles again exactly once (asked twice, it pays once), and a rollback restores every balance.
 */

const PLAYERS = 4;
const fightArb = fc.record({
  poster: fc.integer({ min: 0, max: PLAYERS - 1 }),
  taker: fc.option(fc.integer({ min: 0, max: PLAYERS - 1 }), { nil: null }),
  cancel: fc.boolean(),
  kind: fc.constantFrom('max_run' as const, 'max_ball' as const),
  stake: fc.integer({ min: 1000, max: 200_000 }),
  size: fc.integer({ min: 1, max: 6 }),
  posterPicks: fc.shuffledSubarray([...Array(16).keys()], { minLength: 6, maxLength: 6 }),
  takerPicks: fc.shuffledSubarray([...Array(16).keys()], { minLength: 6, maxLength: 6 }),
});
const scoreArb = fc.array(fc.record({ runs: fc.integer({ min: 0, max: 60 }), balls: fc.integer({ min: 0, max: 40 }) }), { minLength: 16, maxLength: 16 });

interface Placed {
  poster: number;
  taker: number | null;
  kind: 'max_run' | 'max_ball';
  stake: bigint;
  posterTeam: number[];
  takerTeam: number[];
}

/** Each player's expected cash change from settling `fights` on `scores` (stakes already out of cash). */
function model(fights: Placed[], scores: Array<{ runs: number; balls: number }>, bp: number, abandoned: boolean) {
  const back = Array.from({ length: PLAYERS }, () => 0n);
  let commission = 0n;
  const total = (kind: Placed['kind'], team: number[]) => team.reduce((s, i) => s + (kind === 'max_run' ? scores[i]!.runs : scores[i]!.balls), 0);
  for (const f of fights) {
    if (f.taker === null || abandoned) {
      back[f.poster]! += f.stake;
      if (f.taker !== null) back[f.taker]! += f.stake;
      continue;
    }
    const [p, t] = [total(f.kind, f.posterTeam), total(f.kind, f.takerTeam)];
    if (p === t) {
      back[f.poster]! += f.stake;
      back[f.taker]! += f.stake;
      continue;
    }
    const c = (2n * f.stake * BigInt(bp)) / 10_000n;
    commission += c;
    back[p > t ? f.poster : f.taker]! += 2n * f.stake - c;
  }
  return { back, commission };
}

describe.each(dbKinds())('fantasy settlement (property, %s)', (kind) => {
  let t: TestDb;
  let db: Db;
  beforeAll(async () => {
    t = await createTestDb(kind);
    db = t.db;
  });
  afterAll(() => t.drop());

  const houseBets = async () => BigInt((await db.query<{ s: string }>(`SELECT coalesce(sum(balance), 0)::text AS s FROM ledger_accounts WHERE code LIKE 'house:bets:%'`)).rows[0]!.s);
  const cash = async (ids: string[]) => Promise.all(ids.map(async (id) => (await getPlayerBalances(db, id)).cash));
  const held = async (ids: string[]) => Promise.all(ids.map(async (id) => (await getPlayerBalances(db, id)).exposure));

  it('pays exactly what the model says, the commission to the paisa; a correction settles again once; a rollback restores every balance', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fightArb, { minLength: 1, maxLength: 7 }),
        scoreArb,
        scoreArb,
        fc.integer({ min: 0, max: 5000 }),
        fc.boolean(),
        async (fights, scores, corrected, bp, abandon) => {
          const abandoned = abandon && fights.length % 3 === 0;
          const m: TestMatch = await makeMatch(db, { contestTypes: (['max_run', 'max_ball'] as const).map((k) => ({ kind: k, minStake: 1000n, maxStake: 1_000_000n, commissionBp: bp, active: true })) });
          const squad = [...m.a, ...m.b];
          const players = await Promise.all(Array.from({ length: PLAYERS }, () => makePlayer(db, 10_000_000n)));
          const placed: Placed[] = [];
          for (const f of fights) {
            const team = (picks: number[]) => picks.slice(0, f.size);
            const posted = await postFight(db, players[f.poster]!, { matchId: m.id, kind: f.kind, stake: BigInt(f.stake), players: team(f.posterPicks).map((i) => squad[i]!.id) }, { now: BEFORE });
            const taker = f.taker !== null && f.taker !== f.poster ? f.taker : null;
            if (taker !== null) await takeFight(db, players[taker]!, posted.fightId, team(f.takerPicks).map((i) => squad[i]!.id), { now: BEFORE });
            else if (f.cancel) {
              await cancelFight(db, players[f.poster]!, posted.fightId, { now: BEFORE });
              continue;
            }
            placed.push({ poster: f.poster, taker, kind: f.kind, stake: BigInt(f.stake), posterTeam: team(f.posterPicks), takerTeam: team(f.takerPicks) });
          }
          // the start: untaken fights come back at once
          await lockDueMatches(db, at(0));
          const afterLock = await cash(players);
          const houseBefore = await houseBets();
          const live = placed.filter((f) => f.taker !== null);
          const lines = (s: typeof scores) => s.map((x, i) => ({ playerId: squad[i]!.id, runs: x.runs, balls: x.balls }));
          const applier = new ScorecardApplier(db, () => undefined, () => at(3600));
          await applier.enqueue({ matchId: m.id, lines: lines(scores), status: abandoned ? 'abandoned' : 'completed' });

          const check = async (s: typeof scores) => {
            const want = model(live, s, bp, abandoned);
            expect(await cash(players)).toEqual(afterLock.map((c, i) => c + want.back[i]!));
            expect(await held(players)).toEqual(players.map(() => 0n));
            expect((await houseBets()) - houseBefore).toBe(want.commission);
            // the commission each winner paid is on its bet, where reports read it
            const { rows: paid } = await db.query<{ c: string }>(
              "SELECT coalesce(sum((description->>'commission')::bigint), 0)::text AS c FROM bets WHERE product = 'fantasy' AND market_id = $1 AND status IN ('settled', 'void')",
              [m.id],
            );
            expect(BigInt(paid[0]!.c)).toBe(want.commission);
            expect(await findLedgerViolations(db)).toEqual({ unbalancedTransactions: [], driftedAccounts: [], negativePlayerAccounts: [] });
          };
          await check(scores);
          if (abandoned || !live.length) return;

          // a correction after settlement: settled again on the new scores, exactly once
          const fix = { matchId: m.id, lines: lines(corrected), reason: 'scorer error' };
          const first = await correctScores(db, fix, OPERATOR, { now: at(7200) });
          await check(corrected);
          const again = await correctScores(db, fix, OPERATOR, { now: at(7300) });
          expect(again).toEqual({ changed: 0, settlement: null });
          await check(corrected);
          const runs = await db.query<{ status: string; n: number }>(
            `SELECT status, count(*)::int AS n FROM bet_settlement_runs WHERE product = 'fantasy' AND market_id = $1 GROUP BY status ORDER BY status`, [m.id]);
          const changedScores = corrected.some((c, i) => c.runs !== scores[i]!.runs || c.balls !== scores[i]!.balls);
          expect(runs.rows).toEqual(changedScores ? [{ status: 'done', n: 1 }, { status: 'rolled_back', n: 1 }] : [{ status: 'done', n: 1 }]);
          expect(first.settlement?.resettled ?? false).toBe(changedScores);

          // a rollback restores every balance to what it was before the settlement (the stakes held again)
          const run = (await db.query<{ id: string }>(`SELECT id::text FROM bet_settlement_runs WHERE product = 'fantasy' AND market_id = $1 AND status = 'done'`, [m.id])).rows[0]!;
          const spent = (await cash(players)).some((c, i) => c < afterLock[i]!);
          if (spent) return;
          await rollbackMatch(db, m.id, run.id, OPERATOR, at(9000));
          expect(await cash(players)).toEqual(afterLock);
          expect(await held(players)).toEqual(players.map((_, i) => live.reduce((s, f) => s + (f.poster === i ? f.stake : 0n) + (f.taker === i ? f.stake : 0n), 0n)));
          expect(await houseBets()).toBe(houseBefore);
          expect(await findLedgerViolations(db)).toEqual({ unbalancedTransactions: [], driftedAccounts: [], negativePlayerAccounts: [] });
        },
      ),
      { numRuns: kind === 'pglite' ? 25 : 15 },
    );
  });
});
