import type { Db } from '../src/db/db';
import { houseBook, playerPosition } from '../src/sports/book';
import { placeBet } from '../src/sports/place-bet';
import { eventDetail, listEvents, playerBets } from '../src/sports/queries';
import { istClock } from '../src/sports/feed/schedule/schedule';
import { seedSports } from '../src/sports/seed';
import { settleMarket } from '../src/sports/settle';
import { makeMarket, makePlayer } from './sports-fixtures';
import { createTestDb, dbKinds, type TestDb } from './test-db';

describe.each(dbKinds())('sports reads on %s', (kind) => {
  let t: TestDb;
  let db: Db;
  beforeAll(async () => {
    t = await createTestDb(kind);
    db = t.db;
    await db.tx((q) => seedSports(q));
  });
  afterAll(() => t.drop());

  it('lists events in play first, by sport, and an event with its markets, runners and prices', async () => {
    const all = await listEvents(db);
    const race = all.find((e) => e.name.endsWith(' Mahalakshmi'))!.name;
    expect(all.map((e) => [e.name, e.inPlay])).toEqual([
      ['Riverside FC v Harbour United', true],
      ['Mumbai Strikers v Delhi Chargers', true],
      [race, false],
      ['A. Sharma v R. Iyer', false],
      ['Chennai Kings v Kolkata Riders', false],
    ]);
    const [listed] = await listEvents(db, { sport: 'horse-racing' });
    // the demo race is named by its start in IST
    expect(listed!.name).toBe(`${istClock(new Date(listed!.startTime))} Mahalakshmi`);
    const live = await eventDetail(db, all[1]!.id);
    expect(live.markets.map((m) => [m.name, m.kind, m.status, m.runners.length])).toEqual([
      ['Match Odds', 'match_odds', 'open', 2], ['Bookmaker', 'bookmaker', 'open', 2], ['6 over runs MS', 'fancy', 'open', 1], ['10 over runs MS', 'fancy', 'open', 1],
    ]);
    expect(live.markets[2]!.runners[0]).toMatchObject({ back: [{ odds: 200, line: 50 }], lay: [{ odds: 200, line: 48 }] });
    expect(live.markets[0]!.runners[0]!.back).toHaveLength(3);
    await expect(eventDetail(db, '999999')).rejects.toThrow('Event not found');
  });

  it('shows a player\'s position before and after a bet, the house\'s book, and the player\'s open and settled bets', async () => {
    const m = await makeMarket(db, { kind: 'match_odds', runners: ['A', 'B'], minStake: 100n }, { back: 300, lay: 300 });
    const [a, b] = m.runnerIds as [string, string];
    const p1 = await makePlayer(db, 100_000n);
    const p2 = await makePlayer(db, 100_000n);
    const preview = await playerPosition(db, p1, m.marketId, { side: 'back', runnerId: a, oddsX100: 300, stake: 10_000n });
    expect(preview).toEqual({ outcomes: [{ runnerId: a, pnl: '20000' }, { runnerId: b, pnl: '-10000' }], exposure: '10000', worst: '-10000', best: '20000' });
    expect((await playerPosition(db, p1, m.marketId)).outcomes).toEqual([{ runnerId: a, pnl: '0' }, { runnerId: b, pnl: '0' }]);
    await placeBet(db, { userId: p1, marketId: m.marketId, runnerId: a, side: 'back', stake: 10_000n, oddsX100: 300 });
    await placeBet(db, { userId: p2, marketId: m.marketId, runnerId: a, side: 'lay', stake: 5_000n, oddsX100: 300 });
    expect((await playerPosition(db, p1, m.marketId)).outcomes).toEqual(preview.outcomes);
    // players: A +200 -100 = +100, B -100 +50 = -50; the house the opposite
    expect(await houseBook(db, m.marketId)).toEqual({ outcomes: [{ runnerId: a, pnl: '-10000' }, { runnerId: b, pnl: '5000' }], exposure: '10000', worst: '-10000', best: '5000', bets: 2 });
    expect((await playerBets(db, p1, { open: true, eventId: m.eventId })).map((x) => [x.side, x.stake, x.status, x.description])).toEqual([
      ['back', '10000', 'matched', { event: expect.any(String), market: expect.any(String), selection: 'A' }],
    ]);
    await settleMarket(db, m.marketId, { winner: a }, { operatorId: null, name: 'test' });
    expect(await playerBets(db, p1, { open: true })).toEqual([]);
    expect((await playerBets(db, p1, { open: false })).map((x) => [x.status, x.pnl])).toEqual([['settled', '20000']]);
  });
});
