import type { Db } from '../src/db/db';
import { placeBet } from '../src/sports/place-bet';
import { settleMarket } from '../src/sports/settle';
import { rollbackSettlement } from '../src/sports/settle-rollback';
import { makeMarket, makePlayer } from './sports-fixtures';
import { createTestDb, dbKinds, type TestDb } from './test-db';

const OPERATOR = { operatorId: null, name: 'notify-test' };

/** A settled sports market tells each player once per run: the market and their P&L in it; a void run says so. */
describe.each(dbKinds())('settled-bets notifications on %s', (kind) => {
  let t: TestDb;
  let db: Db;
  beforeAll(async () => {
    t = await createTestDb(kind);
    db = t.db;
  });
  afterAll(() => t.drop());

  const notes = async (userId: string) =>
    (await db.query<{ title: string; body: string; data: { pnl: string } }>(`SELECT title, body, data FROM notifications WHERE user_id = $1 AND kind = 'bet' ORDER BY id`, [userId])).rows;

  it('one notification per player and run, with the market and the P&L; a void run after a roll back', async () => {
    const m = await makeMarket(db, { kind: 'match_odds', name: 'Match Odds' });
    const winner = await makePlayer(db, 100_000n);
    const loser = await makePlayer(db, 100_000n);
    await placeBet(db, { userId: winner, marketId: m.marketId, runnerId: m.runnerIds[0]!, side: 'back', stake: 10_000n, oddsX100: 200 });
    await placeBet(db, { userId: winner, marketId: m.marketId, runnerId: m.runnerIds[0]!, side: 'back', stake: 15_000n, oddsX100: 200 });
    await placeBet(db, { userId: loser, marketId: m.marketId, runnerId: m.runnerIds[1]!, side: 'back', stake: 12_550n, oddsX100: 200 });
    await settleMarket(db, m.marketId, { winner: m.runnerIds[0]! }, OPERATOR);
    const event = (await db.query<{ name: string }>('SELECT name FROM sports_events WHERE id = $1', [m.eventId])).rows[0]!.name;
    expect((await notes(winner)).map((n) => [n.title, n.body, n.data.pnl])).toEqual([['Bets settled', `${event} · Match Odds: you won ₹250.00.`, '25000']]);
    expect((await notes(loser)).map((n) => [n.title, n.body])).toEqual([['Bets settled', `${event} · Match Odds: you lost ₹125.50.`]]);
    await rollbackSettlement(db, m.marketId, OPERATOR);
    await settleMarket(db, m.marketId, { void: true }, OPERATOR);
    expect((await notes(loser)).map((n) => n.body)).toEqual([`${event} · Match Odds: you lost ₹125.50.`, `${event} · Match Odds: your bets were void and your stakes returned.`]);
  });
});
