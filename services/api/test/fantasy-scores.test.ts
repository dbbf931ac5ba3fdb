import type { LiveFantasyData } from '@khel/shared/contracts';
import type { Db } from '../src/db/db';
import { CORRECTION_TEXT, correctScores } from '../src/fantasy/corrections';
import { ScorecardApplier } from '../src/fantasy/feed/applier';
import { OperatorScorecard } from '../src/fantasy/feed/operator';
import { planOf, SimulatedScorecard } from '../src/fantasy/feed/simulated';
import { postFight, takeFight } from '../src/fantasy/fights';
import { getMatch, squadOf } from '../src/fantasy/matches';
import { lockDueMatches } from '../src/fantasy/start-lock';
import { findLedgerViolations, getPlayerBalances } from '../src/ledger';
import type { CardLine } from '../src/sports/feed/sim-cricket';
import { FeedApplier } from '../src/sports/feed/apply';
import { PriceHub } from '../src/sports/feed/hub';
import type { MarketUpdate } from '../src/sports/feed/types';
import { at, BEFORE, ids, makeMatch, OPERATOR } from './fantasy-fixtures';
import { makePlayer } from './sports-fixtures';
import { createTestDb, type TestDb } from './test-db';

const refusal = async (p: Promise<unknown>) => p.then(() => 'taken', (e: { message: string; statusCode?: number }) => `${e.statusCode} ${e.message}`);

describe('fantasy scores (PGlite)', () => {
  let t: TestDb;
  let db: Db;
  let hub: PriceHub;
  let published: MarketUpdate[];
  beforeAll(async () => {
    t = await createTestDb('pglite');
    db = t.db;
    hub = new PriceHub({ flushMs: 0 });
    published = [];
    hub.subscribe((batch) => published.push(...batch));
  });
  afterAll(async () => {
    await hub.close();
    await t.drop();
  });
  afterEach(async () => expect(await findLedgerViolations(db)).toEqual({ unbalancedTransactions: [], driftedAccounts: [], negativePlayerAccounts: [] }));

  it('one simulated T20 moves the exchange markets and the fantasy totals, ball by ball, and settles both', async () => {
    const m = await makeMatch(db, { feed: 'simulator' });
    const match = await getMatch(db, m.id);
    expect(match.sportsEventId).not.toBeNull();
    const [p, q] = [await makePlayer(db, 1_000_000n), await makePlayer(db, 1_000_000n)];
    const fight = await postFight(db, p, { matchId: m.id, kind: 'max_run', stake: 50_000n, players: ids(m.a.slice(0, 3)) }, { now: BEFORE });
    await takeFight(db, q, fight.fightId, ids(m.b.slice(0, 3)), { now: BEFORE });
    await lockDueMatches(db, at(0));

    const plan = (await planOf(db, match))!;
    expect(plan.lineups).toEqual([m.a.map((x) => x.name), m.b.map((x) => x.name)]);
    const sim = new SimulatedScorecard(m.id, plan, Number(m.id), 1000);
    const applier = new ScorecardApplier(db, () => hub, () => at(600));
    const sports = new FeedApplier(db, hub);
    const stops = [applier.attach(sim), sports.attach(sim.exchange)];
    const versions: number[] = [];
    for (let i = 0; i < 400 && !sim.finished; i++) {
      sim.tick();
      if (i % 40 === 0) {
        await applier.idle();
        await hub.flush();
        versions.push((await getMatch(db, m.id)).scoresVersion);
      }
    }
    expect(sim.finished).toBe(true);
    await applier.idle();
    await sports.idle();
    await hub.flush();
    stops.forEach((s) => s());

    // the fantasy totals are the simulated batting card: every run and ball of an innings is some batter's
    const final = await getMatch(db, m.id);
    expect(final.status).toBe('completed');
    expect(versions.every((v, i) => i === 0 || v > versions[i - 1]!)).toBe(true);
    const event = (await db.query<{ state: { card: [CardLine[], CardLine[]] }; status: string }>('SELECT state, status FROM sports_events WHERE id = $1', [match.sportsEventId])).rows[0]!;
    expect(event.status).toBe('finished');
    const squad = await squadOf(db, m.id);
    for (const [team, card] of [['a', event.state.card[0]], ['b', event.state.card[1]]] as const) {
      for (const line of card) expect(squad.find((x) => x.name === line.name)).toMatchObject({ team, runs: line.runs, balls: line.balls, out: line.out });
    }
    const markets = await db.query<{ kind: string; status: string }>('SELECT kind, status FROM sports_markets WHERE event_id = $1 ORDER BY id', [match.sportsEventId]);
    expect(markets.rows.map((r) => r.status).every((s) => s === 'settled' || s === 'void')).toBe(true);

    // the live channel carried the scores as they changed, and the fight settled on them
    const live = published.filter((u) => u.fantasyMatchId === m.id).map((u) => u.fantasy as LiveFantasyData);
    expect(live.length).toBeGreaterThan(2);
    expect(live.at(-1)).toMatchObject({ status: 'completed', scores_version: final.scoresVersion });
    const total = (team: string[]) => team.reduce((s, id) => s + squad.find((x) => x.id === id)!.runs, 0);
    const [pt, tt] = [total(ids(m.a.slice(0, 3))), total(ids(m.b.slice(0, 3)))];
    const winner = pt > tt ? p : tt > pt ? q : null;
    const cashOf = async (id: string) => (await getPlayerBalances(db, id)).cash;
    if (winner) expect(await cashOf(winner)).toBe(1_000_000n + 50_000n - 5_000n);
    else expect([await cashOf(p), await cashOf(q)]).toEqual([1_000_000n, 1_000_000n]);
  });

  it('operator entry: scores pushed live, a refusal for a player not in the squads, completion settles', async () => {
    const m = await makeMatch(db);
    const [p, q] = [await makePlayer(db, 100_000n), await makePlayer(db, 100_000n)];
    const f = await postFight(db, p, { matchId: m.id, kind: 'max_ball', stake: 10_000n, players: ids(m.a.slice(0, 2)) }, { now: BEFORE });
    await takeFight(db, q, f.fightId, ids(m.b.slice(0, 2)), { now: BEFORE });
    const feed = new OperatorScorecard();
    const applier = new ScorecardApplier(db, () => hub, () => at(60));
    feed.subscribe((u) => applier.enqueue(u).then(() => undefined));
    published.length = 0;
    await feed.enter({ matchId: m.id, status: 'live', lines: [{ playerId: m.a[0]!.id, runs: 12, balls: 9 }, { playerId: m.b[0]!.id, runs: 30, balls: 14 }] });
    await hub.flush();
    expect(published.find((u) => u.fantasyMatchId === m.id)?.fantasy).toMatchObject({ status: 'live', scores_version: 1, scores: expect.arrayContaining([[m.a[0]!.id, 12, 9, false]]) });
    expect(await refusal(feed.enter({ matchId: m.id, lines: [{ name: 'Nobody Here', runs: 1, balls: 1 }] }))).toBe('400 No player "Nobody Here" in this match\'s squads');
    await feed.enter({ matchId: m.id, status: 'completed', lines: [{ playerId: m.a[1]!.id, runs: 0, balls: 6 }] });
    // Max Ball: 9 + 6 = 15 for the poster, 14 for the taker
    expect((await getPlayerBalances(db, p)).cash).toBe(100_000n + 10_000n - 1_000n);
    expect((await getPlayerBalances(db, q)).cash).toBe(90_000n);
    // a ball after the end changes nothing
    await feed.enter({ matchId: m.id, lines: [{ playerId: m.b[1]!.id, runs: 50, balls: 50 }] });
    expect((await squadOf(db, m.id)).find((x) => x.id === m.b[1]!.id)).toMatchObject({ runs: 0, balls: 0 });
  });

  it('refuses a correction while the match is played, on an abandoned match, without a reason, and one the ledger cannot take back', async () => {
    const m = await makeMatch(db);
    const [p, q] = [await makePlayer(db, 100_000n), await makePlayer(db, 100_000n)];
    const f = await postFight(db, p, { matchId: m.id, kind: 'max_run', stake: 50_000n, players: ids(m.a.slice(0, 1)) }, { now: BEFORE });
    await takeFight(db, q, f.fightId, ids(m.b.slice(0, 1)), { now: BEFORE });
    const applier = new ScorecardApplier(db, () => hub, () => at(60));
    const fix = (runs: number, reason = 'scorer error') => correctScores(db, { matchId: m.id, lines: [{ playerId: m.a[0]!.id, runs, balls: 10 }], reason }, OPERATOR, { now: at(90), hub });
    await applier.enqueue({ matchId: m.id, status: 'live' });
    expect(await refusal(fix(5))).toBe(`400 ${CORRECTION_TEXT.notOver}`);
    await applier.enqueue({ matchId: m.id, status: 'completed', lines: [{ playerId: m.a[0]!.id, runs: 40, balls: 10 }] });
    expect((await getPlayerBalances(db, p)).cash).toBe(50_000n + 100_000n - 5_000n);
    expect(await refusal(fix(5, ' '))).toBe(`422 ${CORRECTION_TEXT.reason}`);
    // the winner withdraws (here: moves) the winnings; the correction that would take them back is refused whole
    await db.query(`SELECT ledger_post('test', NULL, ARRAY[(SELECT id FROM ledger_accounts WHERE user_id = $1 AND kind = 'cash'), (SELECT id FROM ledger_accounts WHERE code = 'house:adjustments:0')], ARRAY[-140000, 140000]::bigint[])`, [p]);
    expect(await refusal(fix(5))).toMatch(/^409 Player \d+ no longer holds the settled amount/);
    expect((await squadOf(db, m.id)).find((x) => x.id === m.a[0]!.id)).toMatchObject({ runs: 40 });
    const abandoned = await makeMatch(db);
    await applier.enqueue({ matchId: abandoned.id, status: 'abandoned' });
    expect(await refusal(correctScores(db, { matchId: abandoned.id, lines: [{ playerId: abandoned.a[0]!.id, runs: 1, balls: 1 }], reason: 'x' }, OPERATOR, { now: at(90) }))).toBe(`400 ${CORRECTION_TEXT.abandoned}`);
  });
});
