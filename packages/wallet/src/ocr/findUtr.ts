/**
 * Finds the UTR in a slip's recognised text: a 12 or 10 digit number (SPEC §9), written whole or in groups of 4.
 * Numbers on a line that names the reference (UTR, RRN, Ref, Transaction) win; then 12 digits before 10.
 * A number after '+' (a phone number with its country code) is skipped.
 */
const NUMBER = /(?<![\d+])(\d{4}[ -]\d{4}[ -]\d{4}|\d{12}|\d{10})(?![\d])/g;
const COUNTRY_CODE = /\+\d{1,3}[ -]?$/;
const LABEL = /\b(utr|rrn|ref(erence)?|transaction|txn|upi)\b/i;

export function findUtr(text: string): string | null {
  const found: { digits: string; labelled: boolean }[] = [];
  const lines = text.replace(/[Oo](?=\d{3})/g, '0').split(/\r?\n/);
  lines.forEach((line, i) => {
    const labelled = LABEL.test(line) || (i > 0 && LABEL.test(lines[i - 1]!) && !/\d{4}/.test(lines[i - 1]!));
    for (const m of line.matchAll(NUMBER)) {
      if (COUNTRY_CODE.test(line.slice(0, m.index))) continue;
      found.push({ digits: m[1]!.replace(/\D/g, ''), labelled });
    }
  });
  const pick = (ok: (f: (typeof found)[number]) => boolean) => found.find(ok)?.digits ?? null;
  return (
    pick((f) => f.labelled && f.digits.length === 12) ??
    pick((f) => f.labelled) ??
    pick((f) => f.digits.length === 12) ??
    pick(() => true)
  );
}
