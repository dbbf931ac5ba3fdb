import { ank, PANAS, panaKind, panasByAnk, panasOf } from './panas';

const rank = (d: string) => (d === '0' ? 10 : Number(d));

describe('matka panas (browser copy of the server rule)', () => {
  it('has 220 panas: 120 single, 90 double, 10 triple, all different', () => {
    expect(PANAS).toHaveLength(220);
    expect(new Set(PANAS).size).toBe(220);
    expect([panasOf('single_patti').length, panasOf('double_patti').length, panasOf('triple_patti').length]).toEqual([120, 90, 10]);
  });

  it('is exactly the three-digit numbers whose digits ascend with 0 ranking as 10', () => {
    const byRule = Array.from({ length: 1000 }, (_, i) => String(i).padStart(3, '0')).filter((p) => rank(p[0]!) <= rank(p[1]!) && rank(p[1]!) <= rank(p[2]!));
    expect([...PANAS].sort()).toEqual(byRule.sort());
    for (const bad of ['012', '321', '102', '001', '010', '910']) expect(PANAS).not.toContain(bad);
    for (const good of ['123', '190', '200', '000', '100', '559', '777']) expect(PANAS).toContain(good);
  });

  it('sorts each pana into its kind and ank', () => {
    expect([panaKind('123'), panaKind('112'), panaKind('200'), panaKind('000')]).toEqual(['single_patti', 'double_patti', 'double_patti', 'triple_patti']);
    expect(panasOf('triple_patti')).toEqual(['111', '222', '333', '444', '555', '666', '777', '888', '999', '000']);
    expect([ank('123'), ank('459'), ank('000'), ank('190')]).toEqual([6, 8, 0, 0]);
  });

  it('groups a kind by ank without losing or adding a pana', () => {
    for (const kind of ['single_patti', 'double_patti', 'triple_patti'] as const) {
      const groups = panasByAnk(kind);
      expect(groups.flatMap((g) => g.panas).sort()).toEqual([...panasOf(kind)].sort());
      for (const g of groups) for (const p of g.panas) expect(ank(p)).toBe(g.ank);
    }
    expect(panasByAnk('single_patti').map((g) => g.panas.length)).toEqual([12, 12, 12, 12, 12, 12, 12, 12, 12, 12]);
  });
});
