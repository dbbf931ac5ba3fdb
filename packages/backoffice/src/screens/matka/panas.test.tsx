import { ankOf, isPana, resultOf } from './panas';

describe('console pana checks', () => {
  it('accepts exactly the 220 panas: 120 single, 90 double and 10 triple', () => {
    const all = Array.from({ length: 1000 }, (_, n) => String(n).padStart(3, '0')).filter(isPana);
    expect(all).toHaveLength(220);
    const kinds = all.map((p) => new Set(p).size);
    expect([kinds.filter((k) => k === 3).length, kinds.filter((k) => k === 2).length, kinds.filter((k) => k === 1).length]).toEqual([120, 90, 10]);
    expect(['123', '190', '200', '000', '550'].map(isPana)).toEqual([true, true, true, true, true]);
    expect(['321', '012', '010', '12', '1234', 'abc'].map(isPana)).toEqual([false, false, false, false, false, false]);
  });

  it('makes the ank, the jodi and the result as players read it', () => {
    expect([ankOf('123'), ankOf('459'), ankOf('000')]).toEqual(['6', '8', '0']);
    expect(resultOf('123')).toBe('123-6');
    expect(resultOf('123', '459')).toBe('123-68-459');
  });
});
