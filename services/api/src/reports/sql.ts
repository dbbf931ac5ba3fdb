/** A query's parameters, added as the SQL is built: `p.add(value)` returns its placeholder ($n). */
export class Params {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** A fantasy bet's commission on the pot (paise, in its description), 0 for every other bet; never a failed cast. */
export const COMMISSION = `(CASE WHEN b.description->>'commission' ~ '^[0-9]{1,15}$' THEN (b.description->>'commission')::bigint ELSE 0 END)`;

/** A day (YYYY-MM-DD) of a timestamptz in a zone. */
export const dayOf = (column: string, zone: string) => `to_char((${column} AT TIME ZONE ${zone})::date, 'YYYY-MM-DD')`;

/** Paise from the database (bigint as text, or null) as a BigInt. */
export const paise = (value: string | null | undefined): bigint => (value === null || value === undefined ? 0n : BigInt(value));
