import fc from 'fast-check';
import { parseRupees, RUPEES_2DP, WHOLE_RUPEES } from './parse';
import { formatAmount, formatRupees, formatRupeesOf, paiseToRupees, paiseToText } from './format';

/** Reference model: the exact paise of a plain decimal text, by string arithmetic only (no parser under test). */
function modelPaise(text: string, decimals: number, wholeDigits = 10): bigint | undefined {
  const [whole, fraction, ...more] = text.split('.');
  if (more.length || whole === undefined || whole === '' || !/^[0-9]+$/.test(whole)) return undefined;
  if (whole.length > wholeDigits || (whole.length > 1 && whole.startsWith('0'))) return undefined;
  if (fraction !== undefined && (fraction === '' || fraction.length > decimals || !/^[0-9]+$/.test(fraction))) return undefined;
  const paise = BigInt(whole) * 100n + BigInt((fraction ?? '').padEnd(2, '0'));
  return paise === 0n ? undefined : paise;
}

const digitChars = fc.constantFrom(...'0123456789');
const typedChars = fc.constantFrom(...'0123456789.,+-eExX ₹１０\u00a0\t\n_٣'.split(''), '0', '1', '5', '.');

describe('parseRupees: every way an amount can be typed or pasted parses to exactly the typed decimal, or is refused', () => {
  it('matches the reference model on any text built from digits, points, signs, separators and look-alikes', () => {
    fc.assert(
      fc.property(fc.array(typedChars, { maxLength: 16 }).map((a) => a.join('')), (text) => {
        for (const [rule, decimals] of [[RUPEES_2DP, 2], [WHOLE_RUPEES, 0]] as const) {
          const r = parseRupees(text, rule);
          const expected = modelPaise(text, decimals);
          expect(r.ok ? r.paise : undefined).toBe(expected);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('reads every well-formed amount exactly (12.5 is 1250 paise; 100.50 is 10050)', () => {
    const amount = fc.tuple(fc.array(digitChars, { minLength: 1, maxLength: 10 }), fc.array(digitChars, { maxLength: 2 }));
    fc.assert(
      fc.property(amount, ([w, f]) => {
        const whole = w.join('').replace(/^0+(?=\d)/, '');
        const text = f.length ? `${whole}.${f.join('')}` : whole;
        const r = parseRupees(text, RUPEES_2DP);
        expect(r.ok ? r.paise : undefined).toBe(modelPaise(text, 2));
        if (r.ok) expect(paiseToText(r.paise)).toBe(String(Number(text)));
      }),
    );
  });

  it('a JSON number parses to the decimal JavaScript writes for it, or is refused', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.integer(), fc.integer({ min: 0, max: 99_999_999_99 }).map((p) => p / 100)), (n) => {
        const r = parseRupees(n, RUPEES_2DP);
        expect(r.ok ? r.paise : undefined).toBe(Number.isFinite(n) ? modelPaise(Object.is(n, -0) ? '0' : String(n), 2) : undefined);
      }),
    );
  });

  it('refuses a fraction of a rupee where the flow takes whole rupees', () => {
    expect(parseRupees('12.5', WHOLE_RUPEES)).toEqual({ ok: false, problem: 'format' });
    expect(parseRupees(12.5, WHOLE_RUPEES)).toEqual({ ok: false, problem: 'format' });
    expect(parseRupees('125', WHOLE_RUPEES)).toEqual({ ok: true, paise: 12500n });
  });

  it.each([
    ['an array', [100]],
    ['an object', { amount: 100 }],
    ['a boolean', true],
    ['a bigint', 100n],
    ['1e308', 1e308],
    ["'1e3'", '1e3'],
    ["' 100 ' (padded)", ' 100 '],
    ["'+100'", '+100'],
    ["'0x10'", '0x10'],
    ["'１００' (full-width)", '１００'],
    ["'100,000'", '100,000'],
    ["'00100' (leading zeros)", '00100'],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['a negative number', -100],
    ["'-100'", '-100'],
    ['a 400-digit string', '9'.repeat(400)],
    ['an 11-digit amount', '12345678901'],
    ['3 decimals', '1.005'],
    ['0.1 + 0.2', 0.1 + 0.2],
    ["'100.'", '100.'],
    ["'.5'", '.5'],
  ])('refuses %s', (_name, value) => {
    expect(parseRupees(value, RUPEES_2DP).ok).toBe(false);
    expect(parseRupees(value, WHOLE_RUPEES).ok).toBe(false);
  });

  it('tells blank and zero apart from a malformed amount', () => {
    expect(parseRupees('', RUPEES_2DP)).toEqual({ ok: false, problem: 'blank' });
    expect(parseRupees(undefined, RUPEES_2DP)).toEqual({ ok: false, problem: 'blank' });
    expect(parseRupees('0.00', RUPEES_2DP)).toEqual({ ok: false, problem: 'zero' });
    expect(parseRupees('0', { decimals: 2, allowZero: true })).toEqual({ ok: true, paise: 0n });
  });
});

describe('money format', () => {
  it('groups Indian style with paise', () => {
    expect(formatRupees(12345600n)).toBe('₹1,23,456.00');
    expect(formatRupees(1234567890n)).toBe('₹1,23,45,678.90');
    expect(formatRupees(5n)).toBe('₹0.05');
    expect(formatRupees(-550n)).toBe('-₹5.50');
    expect(formatRupees(-550n, { minus: '\u2212' })).toBe('\u2212₹5.50');
    expect(formatRupeesOf(99999999)).toBe('₹9,99,99,999.00');
    expect(formatRupeesOf(-300)).toBe('\u2212₹300.00');
    expect(formatRupeesOf(9270)).toBe('₹9,270.00');
    expect(formatRupeesOf(-0.001)).toBe('₹0.00');
    expect(formatRupeesOf(undefined)).toBe('₹0.00');
    expect(paiseToText(10050n)).toBe('100.5');
    expect(paiseToRupees('99999999999999')).toBe(999999999999.99);
  });

  it('round-trips every amount: format then parse gives the same paise', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 999_999_999_999n }), (p) => {
        const r = parseRupees(paiseToText(p), RUPEES_2DP);
        expect(r.ok && r.paise).toBe(p);
        expect(formatRupees(p).replace(/[₹,]/g, '')).toBe(`${p / 100n}.${String(p % 100n).padStart(2, '0')}`);
      }),
    );
  });

  it('formats a rupee number as Intl.NumberFormat en-IN with 2 decimals does (the shell header and limits)', () => {
    expect(formatAmount(150000.5)).toBe('1,50,000.50');
    expect(formatAmount(0)).toBe('0.00');
    expect(formatAmount(-20)).toBe('-20.00');
    expect(formatAmount(-0.001)).toBe('0.00');
    expect(formatAmount(undefined)).toBe('0.00');
    expect(formatAmount(null)).toBe('0.00');
    expect(formatAmount(Number.NaN)).toBe('0.00');
    expect(formatAmount(Number.POSITIVE_INFINITY)).toBe('0.00');
    const intl = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    fc.assert(
      fc.property(fc.integer({ min: -999_999_999_999, max: 999_999_999_999 }), (paise) => {
        const rupees = paise / 100;
        expect(formatAmount(rupees)).toBe(intl.format(rupees).replace(/^-0\.00$/, '0.00'));
      }),
    );
  });
});
