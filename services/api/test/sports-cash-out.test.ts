import fc from 'fast-check';
import type { Db } from '../src/db/db';
import { setPrices } from '../src/sports/catalog';
import { cashOut, cashOutOffer } from '../src/sports/cash-out-bets';
import { placeBet } from '../src/sports/place-bet';
import { settleMarket } from '../src/sports/settle';
import { balances, makeMarket, makePlayer } from './sports-fixtures';
import { createTestDb, dbKinds, type TestDb } from './test-db';
import { applyBets, cashOutQuote } from '../src/sports/cash-out';
import { runnerPnl } from '../src/sports/exposure';
import { LADDER, tickUp } from '../src/sports/odds';
import type { PositionBet } from '../src/sports/types';

const range = (m: Map<string, bigint>) => {
  const v = [...m.values()];
  return { min: v.reduce((a, b) => (b < a ? b : a)), max: v.reduce((a, b) => (b > a ? b : a)) };
};

describe('cash-out on match odds', () => {
  it('lays a backed runner at the lay price so both outcomes pay the same', () => {
    const shape = { kind: 'match_odds' as const, runnerIds: ['A', 'B'] };
    // back A for 100 at 3.00: A +200, B -100; now A is 2.00 / 2.02, B 1.98 / 2.00
    const pnl = runnerPnl(shape, [{ side: 'back', runnerId: 'A', oddsX100: 300, stake: 10_000n }]);
    const q = cashOutQuote(pnl, [{ runnerId: 'A', back: 200, lay: 202 }, { runnerId: 'B', back: 198, lay: 200 }])!;
    // lay A 148.51 at 2.02: A 200 - 151.48 = 48.52; B -100 + 148.51 = 48.51
    expect(q.hedges).toEqual([{ runnerId: 'A', side: 'lay', oddsX100: 202, stake: 14_851n }]);
    expect([...q.pnlAfter.values()]).toEqual([4_852n, 4_851n]);
    expect(q.profit).toBe(4_851n);
  });

  it('needs a price for every runner it hedges, and has nothing to do on a flat book', () => {
    const pnl = new Map([['A', 20_000n], ['B', -10_000n]]);
    expect(cashOutQuote(pnl, [{ runnerId: 'A', back: 200 }, { runnerId: 'B', lay: 200 }])).toBeNull();
    expect(cashOutQuote(new Map([['A', 500n], ['B', 500n]]), [{ runnerId: 'A', back: 200, lay: 202 }])).toBeNull();
  });

  it('equalises any book over any prices to within the rounding of its stakes, never below the best exact target', () => {
    const odds = fc.constantFrom(...LADDER.slice(0, 220));
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 5 }).chain((n) =>
          fc.tuple(
            fc.constant(Array.from({ length: n }, (_, i) => `r${i}`)),
            fc.array(fc.record({ runner: fc.nat(n - 1), back: fc.boolean(), odds, stake: fc.integer({ min: 1, max: 5_000 }).map((r) => BigInt(r) * 100n) }), { minLength: 1, maxLength: 6 }),
            fc.array(odds, { minLength: n, maxLength: n }),
          ),
        ),
        ([runnerIds, raw, backs]) => {
          const bets: PositionBet[] = raw.map((b) => ({ side: b.back ? 'back' : 'lay', runnerId: runnerIds[b.runner]!, oddsX100: b.odds, stake: b.stake }));
          const pnl = runnerPnl({ kind: 'match_odds', runnerIds }, bets);
          const prices = runnerIds.map((runnerId, i) => ({ runnerId, back: backs[i]!, lay: tickUp(backs[i]!) ?? backs[i]! }));
          const q = cashOutQuote(pnl, prices);
          const r0 = range(pnl);
          if (r0.min === r0.max) return expect(q).toBeNull();
          // null only when every hedge would be a stake of 0 paise
          if (q === null) return expect(r0.max - r0.min).toBeLessThanOrEqual(BigInt(Math.max(...backs, ...prices.map((x) => x.lay)) / 200));
          // the quote's figures are what the hedge bets really do
          expect(applyBets(pnl, q!.hedges)).toEqual(q!.pnlAfter);
          const r = range(q!.pnlAfter);
          expect(r.min).toBe(q!.profit);
          // each stake is rounded to the nearest paisa: an outcome moves at most odds/200 + 1 paise per hedge
          const slack = q!.hedges.reduce((s, h) => s + BigInt(Math.ceil(h.oddsX100 / 100)) + 1n, 0n);
          expect(r.max - r.min).toBeLessThanOrEqual(slack);
          // no exact target does better (beyond the rounding)
          for (const target of new Set(pnl.values())) {
            let exact = Number(target);
            for (const [id, v] of pnl) {
              const a = Number(target - v);
              const p = prices.find((x) => x.runnerId === id)!;
              exact -= a > 0 ? (a * 100) / p.back : a < 0 ? (a * 100) / p.lay : 0;
            }
            expect(Number(q!.profit)).toBeGreaterThanOrEqual(Math.floor(exact) - Number(slack));
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe.each(dbKinds())('cashing out on %s', (kind) => {
  let t: TestDb;
  let db: Db;
  beforeAll(async () => {
    t = await createTestDb(kind);
    db = t.db;
  });
  afterAll(() => t.drop());

  it('quotes the amount, places the hedge at it, releases the exposure and pays it whatever wins', async () => {
    const m = await makeMarket(db, { kind: 'match_odds', runners: ['A', 'B'] }, { back: 300, lay: 302 });
    const [a, b] = m.runnerIds as [string, string];
    const p = await makePlayer(db, 50_000n);
    await expect(cashOut(db, { userId: p, marketId: m.marketId, minProfit: 0n })).rejects.toThrow('Cash out is not available on this market');
    await placeBet(db, { userId: p, marketId: m.marketId, runnerId: a, side: 'back', stake: 10_000n, oddsX100: 300 });
    await setPrices(db, m.marketId, [{ runnerId: a, back: [{ odds: 200 }], lay: [{ odds: 202 }] }, { runnerId: b, back: [{ odds: 198 }], lay: [{ odds: 200 }] }]);
    expect(await cashOutOffer(db, p, m.marketId)).toEqual({ profit: '4851', hedges: [{ runnerId: a, side: 'lay', oddsX100: 202, stake: '14851' }] });
    await expect(cashOut(db, { userId: p, marketId: m.marketId, minProfit: 5_000n })).rejects.toThrow('Cash out amount changed to 48.51');
    const done = await cashOut(db, { userId: p, marketId: m.marketId, minProfit: 4_851n, clientKey: 'co-1' });
    expect(done.bets.map((x) => [x.side, x.stake, x.exposureDelta])).toEqual([['lay', '14851', '-10000']]);
    // its key is namespaced by product and route (issue 26 finding 9): it can never name another product's row
    const keys = await db.query<{ client_key: string }>('SELECT client_key FROM bets WHERE id = $1', [done.bets[0]!.betId]);
    expect(keys.rows[0]!.client_key).toBe('sports:cash-out:co-1:1');
    expect(await cashOut(db, { userId: p, marketId: m.marketId, minProfit: 4_851n, clientKey: 'co-1' })).toEqual(done);
    expect(await balances(db, p)).toEqual({ cash: 50_000n, exposure: 0n, betsCount: 2 });
    await settleMarket(db, m.marketId, { winner: b }, { operatorId: null, name: 'test' });
    expect(await balances(db, p)).toEqual({ cash: 54_851n, exposure: 0n, betsCount: 0 });
  });

  it('cuts a loss with no cash left: the hedges on two runners are placed together, one posting (finding 3)', async () => {
    // cash 0, back A 300 at 2.00: A +300, B -300, C -300, exposure 300
    const m = await makeMarket(db, { kind: 'match_odds', runners: ['A', 'B', 'C'] }, { back: 200, lay: 202 });
    const [a, b, c] = m.runnerIds as [string, string, string];
    const p = await makePlayer(db, 30_000n);
    await placeBet(db, { userId: p, marketId: m.marketId, runnerId: a, side: 'back', stake: 30_000n, oddsX100: 200 });
    expect(await balances(db, p)).toEqual({ cash: 0n, exposure: 30_000n, betsCount: 1 });
    // A drifts: backing B and C at 3.00 flattens the book at -100 (exposure 100); backing B alone first would hold 500
    await setPrices(db, m.marketId, [
      { runnerId: a, back: [{ odds: 600 }], lay: [{ odds: 1000 }] },
      { runnerId: b, back: [{ odds: 300 }], lay: [{ odds: 310 }] },
      { runnerId: c, back: [{ odds: 300 }], lay: [{ odds: 310 }] },
    ]);
    const offer = await cashOutOffer(db, p, m.marketId);
    expect(offer).toEqual({
      profit: '-10000',
      hedges: [{ runnerId: b, side: 'back', oddsX100: 300, stake: '20000' }, { runnerId: c, side: 'back', oddsX100: 300, stake: '20000' }],
    });
    const done = await cashOut(db, { userId: p, marketId: m.marketId, minProfit: -10_000n });
    expect(done.profit).toBe('-10000');
    // the two hedges share one posting that releases 200 of the 300 held
    const postings = await db.query<{ posting_id: string }>('SELECT DISTINCT posting_id::text FROM bets WHERE id = ANY($1::bigint[])', [done.bets.map((x) => x.betId)]);
    expect(postings.rows).toHaveLength(1);
    expect(await balances(db, p)).toEqual({ cash: 20_000n, exposure: 10_000n, betsCount: 3 });
    expect(await cashOutOffer(db, p, m.marketId)).toBeNull();
    await settleMarket(db, m.marketId, { winner: c }, { operatorId: null, name: 'test' });
    expect(await balances(db, p)).toEqual({ cash: 20_000n, exposure: 0n, betsCount: 0 });
  });

  it('quotes no hedge below the minimum stake once cashed out (finding 12), and never over a flat book', async () => {
    // Back A 300 at 2.00, the prices move to 1.50 / 1.52 (the audit's case): cashed out, the book is flat to a few paise
    const m = await makeMarket(db, { kind: 'match_odds', runners: ['A', 'B'], minStake: 10_000n }, { back: 200, lay: 202 });
    const [a, b] = m.runnerIds as [string, string];
    const p = await makePlayer(db, 100_000n);
    await placeBet(db, { userId: p, marketId: m.marketId, runnerId: a, side: 'back', stake: 30_000n, oddsX100: 200 });
    await setPrices(db, m.marketId, [{ runnerId: a, back: [{ odds: 150 }], lay: [{ odds: 152 }] }, { runnerId: b, back: [{ odds: 290 }], lay: [{ odds: 300 }] }]);
    const done = await cashOut(db, { userId: p, marketId: m.marketId, minProfit: 0n });
    expect(done.profit).toBe('9474');
    for (const [backA, backB] of [[150, 290], [148, 300], [155, 280], [152, 288]] as const) {
      await setPrices(db, m.marketId, [{ runnerId: a, back: [{ odds: backA }], lay: [{ odds: backA + 2 }] }, { runnerId: b, back: [{ odds: backB }], lay: [{ odds: backB + 10 }] }]);
      expect(await cashOutOffer(db, p, m.marketId)).toBeNull();
      await expect(cashOut(db, { userId: p, marketId: m.marketId, minProfit: null })).rejects.toThrow('Cash out is not available on this market');
    }
  });
});
