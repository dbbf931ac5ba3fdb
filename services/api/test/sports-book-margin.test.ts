import fc from 'fast-check';
import { checkBookMargin } from '../src/sports/book-margin';
import { LADDER } from '../src/sports/odds';
import type { RunnerPrices } from '../src/sports/types';

const book = (levels: Array<[number, number]>) => new Map(levels.map(([back, lay], i): [string, RunnerPrices] => [`r${i}`, { back: [{ odds: back }], lay: [{ odds: lay }] }]));
const ids = (n: number) => Array.from({ length: n }, (_, i) => `r${i}`);

describe('a hand book that pays a player betting every runner is refused (issue 27 L4)', () => {
  it('takes a book at exactly 100 %, refuses one below on the backs or above on the lays', () => {
    expect(() => checkBookMargin('match_odds', 1, ids(3), book([[300, 305], [300, 305], [300, 305]]), [])).not.toThrow();
    expect(() => checkBookMargin('match_odds', 1, ids(3), book([[300, 305], [300, 305], [300, 305]]), [{ runnerId: 'r0', back: [{ odds: 310 }], lay: [{ odds: 320 }] }])).toThrow(
      'The back prices add up to 98.9 %, below 100.0 %',
    );
    expect(() => checkBookMargin('match_odds', 1, ids(2), book([[190, 192], [200, 204]]), [])).toThrow('The lay prices add up to 101.1 %, above 100.0 %');
  });

  it('a place market of 2 places adds up to 200 %; a side missing a price on a runner is not checked; fancy never', () => {
    const four = book([[200, 210], [200, 210], [200, 210], [200, 210]]);
    expect(() => checkBookMargin('racing_place', 2, ids(4), four, [])).not.toThrow();
    expect(() => checkBookMargin('racing_place', 2, ids(4), four, [{ runnerId: 'r3', back: [{ odds: 210 }], lay: [{ odds: 220 }] }])).toThrow(
      'The back prices add up to 197.6 %, below 200.0 %',
    );
    expect(() => checkBookMargin('match_odds', 1, ids(2), new Map([['r0', { back: [{ odds: 500 }], lay: [] }]]), [])).not.toThrow();
    expect(() => checkBookMargin('fancy', 1, ['f'], new Map(), [{ runnerId: 'f', back: [{ odds: 300, line: 50 }], lay: [{ odds: 300, line: 48 }] }])).not.toThrow();
  });

  it('whatever it takes, backing every runner in proportion to 1/odds never wins whatever the result', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...LADDER), { minLength: 2, maxLength: 6 }), (odds) => {
        const prices = book(odds.map((o) => [o, o]));
        let taken = true;
        try {
          checkBookMargin('match_odds', 1, ids(odds.length), new Map(), [...prices].map(([runnerId, p]) => ({ runnerId, back: p.back, lay: [] })));
        } catch {
          taken = false;
        }
        // stake 1/o_i on each runner: the return when i wins is 1, the outlay the sum of 1/o_i
        const outlay = odds.reduce((s, o) => s + 100 / o, 0);
        expect(taken).toBe(outlay >= 1 - 1e-12);
      }),
      { numRuns: 300 },
    );
  });
});
