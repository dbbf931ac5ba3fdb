import { ank, isAscendingPana, isPana, PANAS, panaKind, resultText } from '../src/matka/panas';
import { closesWith, NUMBER_RULES, selectionOf, settledIn, winningSelections, winProfit, betPnl } from '../src/matka/numbers';
import { BET_TYPES, DEFAULT_RATES } from '../src/matka/types';

describe('matka panas', () => {
  it('are the 220 three-digit numbers whose digits ascend with 0 ranking as 10: 120 single, 90 double, 10 triple', () => {
    expect(PANAS).toHaveLength(220);
    expect(new Set(PANAS).size).toBe(220);
    // every three-digit text, checked by the rule on its own: exactly the generated set passes
    const byRule = Array.from({ length: 1000 }, (_, n) => String(n).padStart(3, '0')).filter(isAscendingPana);
    expect([...byRule].sort()).toEqual([...PANAS].sort());
    const kinds = PANAS.map(panaKind);
    expect(kinds.filter((k) => k === 'single_patti')).toHaveLength(120);
    expect(kinds.filter((k) => k === 'double_patti')).toHaveLength(90);
    expect(kinds.filter((k) => k === 'triple_patti')).toHaveLength(10);
  });

  it('take 0 as the highest digit', () => {
    for (const p of ['100', '120', '190', '200', '550', '000', '137', '389']) expect(isPana(p)).toBe(true);
    for (const p of ['012', '102', '321', '210', '001', '099', '12', '1234', 'abc']) expect(isPana(p)).toBe(false);
    expect(PANAS[0]).toBe('111');
    expect(PANAS[PANAS.length - 1]).toBe('000');
  });

  it('give the ank (digit sum mod 10) and read as open-jodi-close', () => {
    expect(ank('123')).toBe(6);
    expect(ank('459')).toBe(8);
    expect(ank('000')).toBe(0);
    expect(ank('999')).toBe(7);
    expect(resultText('123', '459')).toBe('123-68-459');
    expect(resultText('123', null)).toBe('123-6*-***');
    expect(resultText(null, null)).toBe('***-**-***');
  });
});

describe('matka bet numbers', () => {
  const valid: Record<string, string[]> = {
    single: ['0', '5', '9'],
    jodi: ['00', '05', '68', '99'],
    single_patti: ['123', '190', '789'],
    double_patti: ['112', '200', '559'],
    triple_patti: ['000', '777'],
    half_sangam_open: ['123-5', '000-0'],
    half_sangam_close: ['5-123', '0-200'],
    full_sangam: ['123-459', '000-777'],
  };
  const invalid: Record<string, string[]> = {
    single: ['10', '-1', 'a', '', ' 5', '5.0'],
    jodi: ['5', '100', '6a', '6 8'],
    single_patti: ['112', '000', '321', '012', '12'],
    double_patti: ['123', '777', '121', '002'],
    triple_patti: ['123', '112', '77'],
    half_sangam_open: ['123', '123-55', '321-5', '5-123'],
    half_sangam_close: ['123-5', '5-321', '55-123'],
    full_sangam: ['123459', '123-321', '123-45'],
  };
  it.each(BET_TYPES)('%s takes only its own numbers', (type) => {
    for (const n of valid[type]!) expect(selectionOf(type, n)).not.toBeNull();
    for (const n of invalid[type]!) expect(selectionOf(type, n)).toBeNull();
    expect(NUMBER_RULES[type]).toBeTruthy();
  });

  it('patti types split the 220 panas exactly', () => {
    const taken = PANAS.map((p) => ['single_patti', 'double_patti', 'triple_patti'].filter((t) => selectionOf(t as 'single_patti', p) !== null));
    expect(taken.every((t) => t.length === 1)).toBe(true);
  });

  it('jodi and sangams close with the open session and settle with the close; singles and pattis with their own', () => {
    expect([closesWith('jodi', undefined), settledIn('jodi', undefined)]).toEqual(['open', 'close']);
    expect([closesWith('full_sangam', undefined), settledIn('full_sangam', undefined)]).toEqual(['open', 'close']);
    expect([closesWith('single', 'close'), settledIn('single', 'close')]).toEqual(['close', 'close']);
    expect([closesWith('double_patti', 'open'), settledIn('double_patti', 'open')]).toEqual(['open', 'open']);
  });

  it('123-68-459 pays the bets it names at the default rates, and nothing else', () => {
    const open = winningSelections('open', '123');
    const close = winningSelections('close', '123', '459');
    const pnl = (type: (typeof BET_TYPES)[number], n: string, w: typeof open) =>
      betPnl({ type, selection: selectionOf(type, n)!, stake: 1000n, rateX100: DEFAULT_RATES[type] }, w);
    expect(pnl('single', '6', open)).toBe(8000n); // 10 rupees at 9: 90 back, 80 profit
    expect(pnl('single', '7', open)).toBe(-1000n);
    expect(pnl('single_patti', '123', open)).toBe(139_000n);
    expect(pnl('single', '8', close)).toBe(8000n);
    expect(pnl('single', '6', close)).toBe(-1000n);
    expect(pnl('single_patti', '459', close)).toBe(139_000n);
    expect(pnl('jodi', '68', close)).toBe(89_000n);
    expect(pnl('jodi', '86', close)).toBe(-1000n);
    expect(pnl('half_sangam_open', '123-8', close)).toBe(999_000n);
    expect(pnl('half_sangam_close', '6-459', close)).toBe(999_000n);
    expect(pnl('full_sangam', '123-459', close)).toBe(9_999_000n);
    expect(pnl('full_sangam', '459-123', close)).toBe(-1000n);
    expect(winningSelections('close', '112', '200')).toEqual(expect.arrayContaining([['double_patti', 200], ['jodi', 42]]));
    expect(winningSelections('open', '777')).toEqual([['single', 1], ['triple_patti', 777]]);
  });

  it('pays whole paise, rounding down: 10.01 rupees at 9.5', () => {
    expect(winProfit(1001n, 950)).toBe(8508n); // 1001 x 8.5 = 8508.5
  });
});
