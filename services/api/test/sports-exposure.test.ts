import fc from 'fast-check';
import { betLiability, fancyPnlAt, marketExposure, pnlRange, runnerPnl, type MarketShape } from '../src/sports/exposure';
import { amountAtOdds, indianToOdds, isOnLadder, LADDER, rateToOdds, snapToLadder, tickDown, tickUp } from '../src/sports/odds';
import type { MarketKind, PositionBet, Side } from '../src/sports/types';

/**
 * The reference: every outcome of the market listed one by one, every bet's P&L written out from the rules
 * (back wins stake x (odds - 1), loses the stake; lay the opposite; yes/no at a line; win/place), no shortcuts.
 */
function refBetPnl(bet: PositionBet, happens: boolean): bigint {
  const atOdds = (bet.stake * BigInt(bet.oddsX100 - 100)) / 100n;
  const backs = bet.side === 'back' || bet.side === 'yes' || bet.side === 'win' || bet.side === 'place';
  if (backs) return happens ? atOdds : -bet.stake;
  return happens ? -atOdds : bet.stake;
}

function subsets<T>(xs: T[], k: number): T[][] {
  if (k === 0) return [[]];
  if (xs.length < k) return [];
  const [head, ...rest] = xs;
  return [...subsets(rest, k - 1).map((s) => [head!, ...s]), ...subsets(rest, k)];
}

function refOutcomes(shape: MarketShape, bets: PositionBet[]): bigint[] {
  if (shape.kind === 'fancy') {
    const maxLine = Math.max(0, ...bets.map((b) => b.line ?? 0));
    const out: bigint[] = [];
    for (let v = 0; v <= maxLine + 2; v++) out.push(bets.reduce((s, b) => s + refBetPnl(b, v >= (b.line ?? 0)), 0n));
    return out;
  }
  if (shape.kind === 'racing_place') {
    const k = Math.min(shape.places ?? 1, shape.runnerIds.length);
    return subsets(shape.runnerIds, k).map((placed) => bets.reduce((s, b) => s + refBetPnl(b, placed.includes(b.runnerId)), 0n));
  }
  return shape.runnerIds.map((winner) => bets.reduce((s, b) => s + refBetPnl(b, b.runnerId === winner), 0n));
}

const min = (xs: bigint[]) => xs.reduce((a, b) => (b < a ? b : a));
const max = (xs: bigint[]) => xs.reduce((a, b) => (b > a ? b : a));

const KIND_SIDES: Record<MarketKind, Side[]> = {
  match_odds: ['back', 'lay'],
  bookmaker: ['back', 'lay'],
  racing_win: ['back', 'lay', 'win'],
  racing_place: ['back', 'lay', 'place'],
  fancy: ['yes', 'no'],
};

const marketAndBets = fc
  .record({
    kind: fc.constantFrom<MarketKind>('match_odds', 'bookmaker', 'fancy', 'racing_win', 'racing_place'),
    runners: fc.integer({ min: 2, max: 7 }),
    places: fc.integer({ min: 1, max: 3 }),
  })
  .chain(({ kind, runners, places }) => {
    const runnerIds = kind === 'fancy' ? ['1'] : Array.from({ length: runners }, (_, i) => String(i + 1));
    const shape: MarketShape = { kind, runnerIds, places: kind === 'racing_place' ? places : 1 };
    const odds =
      kind === 'bookmaker' ? fc.integer({ min: 1, max: 300 }).map(indianToOdds)
      : kind === 'fancy' ? fc.integer({ min: 50, max: 150 }).map(rateToOdds)
      : fc.constantFrom(...LADDER.slice(0, 200));
    const bet = fc.record({
      side: fc.constantFrom(...KIND_SIDES[kind]),
      runnerId: fc.constantFrom(...runnerIds),
      oddsX100: odds,
      // whole rupees most of the time, odd paise sometimes (fractions of a paisa are dropped)
      stake: fc.oneof(fc.integer({ min: 1, max: 50_000 }).map((r) => BigInt(r) * 100n), fc.bigInt({ min: 1n, max: 5_000_000n })),
      line: kind === 'fancy' ? fc.integer({ min: 0, max: 40 }) : fc.constant(undefined),
    });
    return fc.tuple(fc.constant(shape), fc.array(bet, { maxLength: 8 }));
  });

describe('sports exposure', () => {
  it('matches the brute-force reference: worst case, best case and exposure over every outcome', () => {
    fc.assert(
      fc.property(marketAndBets, ([shape, bets]) => {
        const ref = refOutcomes(shape, bets as PositionBet[]);
        const range = pnlRange(shape, bets as PositionBet[]);
        const refWorst = bets.length ? min(ref) : 0n;
        expect(range.worst).toBe(refWorst);
        expect(range.best).toBe(bets.length ? max(ref) : 0n);
        expect(marketExposure(shape, bets as PositionBet[])).toBe(refWorst < 0n ? -refWorst : 0n);
      }),
      { numRuns: 400 },
    );
  });

  it('a back and a lay on the same runner at the same odds and stake cancel in every outcome', () => {
    fc.assert(
      fc.property(marketAndBets, ([shape, bets]) => {
        const hedged = (bets as PositionBet[]).flatMap((b) => [b, { ...b, side: ({ back: 'lay', lay: 'back', yes: 'no', no: 'yes', win: 'lay', place: 'lay' } as const)[b.side] }]);
        expect(marketExposure(shape, hedged)).toBe(0n);
        expect(pnlRange(shape, hedged)).toEqual({ worst: 0n, best: 0n });
      }),
      { numRuns: 200 },
    );
  });

  it('works the examples by hand', () => {
    const mo: MarketShape = { kind: 'match_odds', runnerIds: ['a', 'b', 'd'] };
    const back: PositionBet = { side: 'back', runnerId: 'a', oddsX100: 250, stake: 10_000n };
    // back 100 at 2.50: +150 if a wins, -100 otherwise
    expect([...runnerPnl(mo, [back]).entries()]).toEqual([['a', 15_000n], ['b', -10_000n], ['d', -10_000n]]);
    expect(marketExposure(mo, [back])).toBe(10_000n);
    // lay 100 at 3.00 on b: -200 if b wins, +100 otherwise; together a +250, b -300, d 0
    const lay: PositionBet = { side: 'lay', runnerId: 'b', oddsX100: 300, stake: 10_000n };
    expect(betLiability(lay)).toBe(20_000n);
    expect([...runnerPnl(mo, [back, lay]).values()]).toEqual([25_000n, -30_000n, 0n]);
    expect(marketExposure(mo, [back, lay])).toBe(30_000n);
    // a lay on a at 2.00 for 100 hedges the back: a +50, others 0 -> no exposure
    expect(marketExposure(mo, [back, { side: 'lay', runnerId: 'a', oddsX100: 200, stake: 10_000n }])).toBe(0n);
    // bookmaker 45 = 1.45
    expect(amountAtOdds(10_000n, indianToOdds(45))).toBe(4_500n);
    // fancy: No 78 at rate 100 and Yes 80 at rate 90, 100 each: below 78 -> +100 -100 = 0; 78..79 -> -100 -100; 80+ -> -100 +90
    const fancy: PositionBet[] = [
      { side: 'no', runnerId: '1', oddsX100: rateToOdds(100), stake: 10_000n, line: 78 },
      { side: 'yes', runnerId: '1', oddsX100: rateToOdds(90), stake: 10_000n, line: 80 },
    ];
    expect([fancyPnlAt(fancy, 70), fancyPnlAt(fancy, 79), fancyPnlAt(fancy, 85)]).toEqual([0n, -20_000n, -1_000n]);
    expect(marketExposure({ kind: 'fancy', runnerIds: ['1'] }, fancy)).toBe(20_000n);
    // place market, 2 places of 4: back x and y to be placed at 2.00 for 100: worst both out (-200), best both in (+200)
    const place: MarketShape = { kind: 'racing_place', runnerIds: ['w', 'x', 'y', 'z'], places: 2 };
    const placeBets: PositionBet[] = [
      { side: 'place', runnerId: 'x', oddsX100: 200, stake: 10_000n },
      { side: 'place', runnerId: 'y', oddsX100: 200, stake: 10_000n },
    ];
    expect(pnlRange(place, placeBets)).toEqual({ worst: -20_000n, best: 20_000n });
  });

  it('walks the exchange ladder: 350 prices, ticks and snapping', () => {
    expect(LADDER).toHaveLength(350);
    expect(LADDER[0]).toBe(101);
    expect(LADDER[LADDER.length - 1]).toBe(100_000);
    expect([tickUp(199), tickUp(200), tickUp(298), tickUp(300), tickUp(990), tickUp(100_000)]).toEqual([200, 202, 300, 305, 1000, null]);
    expect([tickDown(202), tickDown(305), tickDown(101), tickDown(1000)]).toEqual([200, 300, null, 980]);
    expect([isOnLadder(201), isOnLadder(203), isOnLadder(1050), isOnLadder(1025)]).toEqual([false, false, true, false]);
    expect([snapToLadder(203, 'down'), snapToLadder(203, 'up'), snapToLadder(50, 'up')]).toEqual([202, 204, 101]);
  });
});
