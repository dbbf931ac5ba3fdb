import { isOnLadder, stepOdds, tickDown, tickUp, validOdds } from './ladder';

/** The ladder built the way the API builds it (every price of every band, ascending). */
function reference(): number[] {
  const bands: Array<[number, number]> = [[200, 1], [300, 2], [400, 5], [600, 10], [1000, 20], [2000, 50], [3000, 100], [5000, 200], [10000, 500], [100000, 1000]];
  const out: number[] = [];
  let from = 100;
  for (const [upTo, step] of bands) {
    for (let o = from + step; o <= upTo; o += step) out.push(o);
    from = upTo;
  }
  return out;
}

describe('the exchange ladder', () => {
  const ladder = reference();

  it('knows exactly the API ladder prices', () => {
    expect(ladder).toHaveLength(350);
    const on = new Set(ladder);
    for (let o = 95; o <= 100_100; o++) expect([o, isOnLadder(o)]).toEqual([o, on.has(o)]);
  });

  it('steps to the neighbouring ladder price, from on or off the ladder', () => {
    ladder.forEach((o, i) => {
      expect([o, tickUp(o)]).toEqual([o, ladder[i + 1] ?? null]);
      expect([o, tickDown(o)]).toEqual([o, ladder[i - 1] ?? null]);
    });
    expect(tickUp(201)).toBe(202);
    expect(tickDown(201)).toBe(200);
    expect(tickUp(333)).toBe(335);
    expect(tickDown(333)).toBe(330);
  });

  it('uses the exchange tick sizes at the band edges', () => {
    expect([tickUp(199), tickUp(200), tickUp(298), tickUp(300), tickUp(390), tickUp(400)]).toEqual([200, 202, 300, 305, 395, 410]);
    expect([tickUp(1000), tickUp(2000), tickUp(3000), tickUp(5000), tickUp(10000)]).toEqual([1050, 2100, 3200, 5500, 11000]);
    expect([tickDown(101), tickUp(100000)]).toEqual([null, null]);
  });

  it('steps bookmaker odds by a whole Indian point and does not step fancy', () => {
    expect(stepOdds('bookmaker', 145, 1)).toBe(146);
    expect(stepOdds('bookmaker', 101, -1)).toBeNull();
    expect(stepOdds('fancy', 200, 1)).toBeNull();
    expect(stepOdds('match_odds', 250, -1)).toBe(248);
    expect(stepOdds('racing_win', 250, 1)).toBe(252);
    expect([validOdds('bookmaker', 147), validOdds('match_odds', 201), validOdds('match_odds', 202)]).toEqual([true, false, true]);
  });
});
