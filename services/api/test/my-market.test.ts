import { postFight } from '../src/fantasy/fights';
import { placeSlip } from '../src/matka/place-slip';
import { slipInput } from '../src/matka/slip-input';
import { setPrices } from '../src/sports/catalog';
import { makeMatch } from './fantasy-fixtures';
import { ist, makeMatkaMarket } from './matka-fixtures';
import { makeMarket } from './sports-fixtures';
import { bettor, getAs, placeBet, startSportsApp, type SportsApp } from './sports-routes-support';
import { dbKinds } from './test-db';

/** GET /sports/my-market (issue 30 item 2): every market where the player has money at stake, from the bets. */

describe.each(dbKinds())('my market on %s', (kind) => {
  let s: SportsApp;
  beforeAll(async () => {
    s = await startSportsApp(kind);
  });
  afterAll(async () => {
    await s.close();
  });

  it('needs a login', async () => {
    expect((await getAs(s, '/sports/my-market')).json()).toMatchObject({ statusCode: 401 });
  });

  it('is empty for a player with no open bets', async () => {
    const p = await bettor(s, 500);
    const res = await getAs(s, '/sports/my-market', p.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ items: [] });
  });

  it('lists sports, matka and fantasy markets with the P&L per outcome and the exposure; the cash-out amount follows the price', async () => {
    const db = s.testDb.db;
    const p = await bettor(s, 1000);
    const a = await makeMarket(db, { kind: 'match_odds', name: 'Match Odds' }, { back: 200, lay: 202 });
    const b = await makeMarket(db, { kind: 'match_odds', name: 'Match Odds' }, { back: 300, lay: 310 });
    expect((await placeBet(s, p.token, { market_id: a.marketId, runner_id: a.runnerIds[0], side: 'back', stake: 100, odds: 2 }, 'mm-1')).statusCode).toBe(200);
    expect((await placeBet(s, p.token, { market_id: b.marketId, runner_id: b.runnerIds[1], side: 'lay', stake: 100, odds: 3.1 }, 'mm-2')).statusCode).toBe(200);
    const matka = await makeMatkaMarket(db);
    await placeSlip(db, p.userId, slipInput({ market_id: matka, bets: [{ type: 'single', session: 'open', number: '6', amount: 10 }, { type: 'single', session: 'open', number: '7', amount: 20 }] }), { now: ist('10:00') });
    // a match that starts after the test: the server's start-time lock runs on the real clock, and a match that had
    // started would refund the unmatched fight before the read (it did, once, on a loaded run)
    const now = new Date();
    const match = await makeMatch(db, { start: new Date(now.getTime() + 3 * 3600_000), now });
    await postFight(db, p.userId, { matchId: match.id, kind: 'max_run', stake: 10_000n, players: match.a.slice(0, 3).map((x) => x.id) }, { now });

    const items = (await getAs(s, '/sports/my-market', p.token)).json().data.items;
    expect(items.map((i: { product: string }) => i.product)).toEqual(['sports', 'sports', 'matka', 'fantasy']);
    const first = items.find((i: { market_id: string }) => i.market_id === a.marketId);
    expect(first).toMatchObject({ path: `/sports-event-detail/${a.eventId}`, market_name: 'Match Odds', exposure: 100, bets: 1, pending: 0, open: true, cash_out: true });
    expect(first.outcomes).toEqual([{ name: 'Home', pnl: 100 }, { name: 'Away', pnl: -100 }, { name: 'Draw', pnl: -100 }]);
    // laying Away at 3.10 for 100: Away -210, the others +100
    const second = items.find((i: { market_id: string }) => i.market_id === b.marketId);
    expect(second).toMatchObject({ exposure: 210, outcomes: [{ name: 'Home', pnl: 100 }, { name: 'Away', pnl: -210 }, { name: 'Draw', pnl: 100 }] });
    // matka: each number's win (stake x (rate - 1)) less the other numbers' stakes; any other result loses the lot
    expect(items[2]).toMatchObject({ path: `/matka-details/${matka}`, exposure: 30, bets: 2, cash_out: false, cash_out_profit: null });
    expect(items[2].outcomes).toEqual([{ name: 'single 6', pnl: 60 }, { name: 'single 7', pnl: 150 }, { name: 'Any other result', pnl: -30 }]);
    // fantasy: the pot less 5 % commission, or the stake lost
    expect(items[3]).toMatchObject({ path: `/cricket-fight/${match.id}`, exposure: 100, bets: 1, cash_out: false });
    expect(items[3].outcomes.map((o: { pnl: number }) => o.pnl)).toEqual([90, -100]);

    // the cash-out amount is the quote at today's prices: it moves with the lay price of Home
    const before = first.cash_out_profit as number;
    expect(before).toBeLessThan(0);
    await setPrices(db, a.marketId, a.runnerIds.map((runnerId) => ({ runnerId, back: [{ odds: 148, size: 100_000 }], lay: [{ odds: 150, size: 100_000 }] })));
    const after = (await getAs(s, '/sports/my-market', p.token)).json().data.items.find((i: { market_id: string }) => i.market_id === a.marketId);
    expect(after.cash_out_profit).toBeCloseTo(33.33, 1);
    expect(after.outcomes).toEqual(first.outcomes);

    // another player sees none of it
    const other = await bettor(s, 10);
    expect((await getAs(s, '/sports/my-market', other.token)).json().data.items).toEqual([]);
  });
});
