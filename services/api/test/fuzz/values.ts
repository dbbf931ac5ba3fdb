import fc from 'fast-check';

/**
 * The values an attacker types or pastes: each family is one thing issue 17 found or asked for. Shared by the
 * fuzz suites (`npm test`) and the long run (`npm run fuzz`).
 */

/** Text the database or a display must never get: NUL, lone surrogates, bidi overrides, emoji, odd spaces. */
export const NASTY_CHARS = ['\u0000', '\ud800', '\udfff', '\u202e', '\u202a', '\u2066', '\u2069', '\u200f', '\u200e', '😀', '👨‍👩‍👧', '\ufeff', '\u00a0', '\t', '\n', '\\', '"', "'", '%00', '<script>', '${1}'];

export const nastyText: fc.Arbitrary<string> = fc.oneof(
  // A plausible value with a bad character put somewhere in it.
  fc.tuple(fc.constantFrom('Ravi Kumar', 'ravi@upi', '123456789012', 'admin', '100', 'SBIN0001234', 'payment-slip', 'image/png', 'fuzz'), fc.constantFrom(...NASTY_CHARS), fc.nat(12))
    .map(([base, bad, at]) => base.slice(0, at) + bad + base.slice(at)),
  fc.array(fc.constantFrom(...NASTY_CHARS, 'a', '1', ' '), { minLength: 1, maxLength: 12 }).map((parts) => parts.join('')),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom('', ' ', '   ', 'null', 'undefined', 'true', '[]', '{}'),
);

/**
 * Issue 27's two 500s, as families: text that parses as a number where a URL belongs ("-100" made the module
 * check's URL parser throw outside its try), and blank or look-alike values where a true/false flag belongs (""
 * passed the flag rule and PostgreSQL refused it).
 */
export const NUMBER_LIKE_TEXT = ['-100', '12.5', '1e3', 'NaN', 'Infinity', '0', '-0', '0x10', '1e-7', '+1', '.5', '١٢'];
export const FLAG_LOOKALIKES: unknown[] = ['', ' ', 'true', 'false', '0', '1', 0, 1, 'null', 'on'];

/** A field that holds a URL or a path, by its name or its near-valid value. */
export function isUrlField(key: string, value: unknown): boolean {
  return /url|link|image|poster|qr_code|video|endpoint|src|path/i.test(key) || (typeof value === 'string' && /^(\/|https?:)/.test(value));
}

/** The values of issue 27's families for one field of a near-valid body: none when the field is neither kind. */
export function shapeLookalikes(key: string, value: unknown): unknown[] {
  if (typeof value === 'boolean') return FLAG_LOOKALIKES;
  if (isUrlField(key, value)) return NUMBER_LIKE_TEXT;
  return [];
}

/** Strings and numbers where an amount or a count belongs, each a way a number can be typed, pasted or forged. */
export const nastyNumber: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER + 2, -1, 0, -0, 0.001, 100.5, 12.5, 1e-7, 5e-324),
  fc.constantFrom(...NUMBER_LIKE_TEXT),
  fc.constantFrom('1e308', '1e5', 'NaN', 'Infinity', '-Infinity', '0x64', '0b11', '0100', '00100', ' 100 ', '100 ', '\t100', '+100', '-100', '100.', '.5', '1,000', '1_000', '१००', '１００', '100\u0000', '10e1'),
  fc.nat({ max: 400 }).map((n) => '9'.repeat(n + 20)),
  fc.nat({ max: 5 }).map((n) => '0'.repeat(n + 1) + '100'),
  fc.integer({ min: -1e9, max: 1e12 }),
  fc.double(),
);

/** A value of the wrong shape for a scalar field: lists, objects, booleans, null. */
export const wrongShape: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(true, false, null, [], {}, [100], ['100'], [null], { value: 100 }, { $gt: '' }, [[100]], { toString: 'x' }),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

/** Keys that pollute a prototype when an object is merged naively. */
export const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype'];

/** A JSON text nested `depth` levels deep (as an attacker would write it; JSON.stringify cannot make __proto__ keys). */
export function deepJson(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array' ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

/** Any value a generated field can hold. */
export const fieldValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyText },
  { weight: 3, arbitrary: nastyNumber },
  { weight: 3, arbitrary: wrongShape },
  { weight: 1, arbitrary: fc.constantFrom(...FLAG_LOOKALIKES) },
  { weight: 1, arbitrary: fc.string({ minLength: 2001, maxLength: 2100 }) },
);
