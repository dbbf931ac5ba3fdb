import { labelKind, type LabelKind } from './labels';
import { lineNumbers, type LineNumber } from './numbers';

/** A UTR read from a slip's text; `sure` when a reference label names it, a guess otherwise. */
export interface UtrReading {
  utr: string;
  sure: boolean;
}

interface Candidate extends LineNumber {
  line: number;
  label: LabelKind | null;
}

/** How far up a value's label may sit ("Transaction Reference" / "No" / value). */
const LOOK_UP = 2;

/**
 * Reads the UTR in a slip's recognised text (SPEC §9: a 10 or 12 digit number). The rules, in order:
 * - a number's label is the label word just before it on its line, else on the one or two lines above it
 *   (lines without digits), else, when OCR read a table's two columns apart, its row's label by position;
 * - never a phone number (after +91, a UPI id's name, or labelled mobile/phone) nor a number labelled as anything
 *   else (account, A/c, date, amount, order…);
 * - a number labelled as the reference (UTR, RRN, Ref, Reference, Transaction ID) is sure: 12 digits before 10;
 * - otherwise a guess: the one unlabelled 12-digit number, else the one unlabelled 10-digit number that cannot be
 *   an Indian mobile number (those start with 6 to 9); none when two different numbers could be it.
 */
export function readUtr(text: string): UtrReading | null {
  const lines = text.split(/\r?\n/).map((l) => l.trim()).filter(Boolean);
  const found = candidates(lines);
  const usable = found.filter((c) => !c.phone && c.label !== 'other');
  const pick = (ok: (c: Candidate) => boolean) => usable.find(ok)?.digits;
  const sure =
    pick((c) => c.label === 'ref' && c.digits.length === 12) ??
    pick((c) => c.label === 'ref') ??
    alignedColumns(lines, found.filter((c) => !c.phone));
  if (sure) return { utr: sure, sure: true };
  // A guess only when it is the one such number: two unlabelled 12-digit numbers (a Hindi table's account and
  // reference, whose labels English OCR cannot read) could be either, and a wrong UTR is worse than none.
  const only = (ok: (c: Candidate) => boolean) => {
    const distinct = new Set(usable.filter(ok).map((c) => c.digits));
    return distinct.size === 1 ? [...distinct][0] : undefined;
  };
  const unlabelled12 = (c: Candidate) => c.label === null && c.digits.length === 12;
  const guess = usable.some(unlabelled12) ? only(unlabelled12) : only((c) => c.label === null && /^[0-5]/.test(c.digits));
  return guess ? { utr: guess, sure: false } : null;
}

/** The UTR in a slip's text, sure or guessed; null when there is none. */
export function findUtr(text: string): string | null {
  return readUtr(text)?.utr ?? null;
}

function candidates(lines: string[]): Candidate[] {
  const out: Candidate[] = [];
  lines.forEach((line, i) => {
    const numbers = lineNumbers(line);
    for (const n of numbers) {
      const before = numbers.filter((o) => o.index + o.digits.length <= n.index).reduce((end, o) => Math.max(end, o.index + o.digits.length), 0);
      const own = labelKind(line.slice(before, n.index)) ?? (/phone|mobile/i.test(line.slice(n.index)) ? 'other' : null);
      const phone = n.phone || (own === null && before === 0 && n.index === 0 && isPhoneLabel(lines, i));
      out.push({ ...n, phone, line: i, label: own ?? labelAbove(lines, i, n.index) });
    }
  });
  return out;
}

/** The label on the lines above a value that starts its line: the nearest label word, over lines without digits. */
function labelAbove(lines: string[], i: number, index: number): LabelKind | null {
  if (lines[i]!.slice(0, index).replace(/[^A-Za-z]/g, '').length > 0) return null;
  for (let up = 1; up <= LOOK_UP && i - up >= 0; up++) {
    const above = lines[i - up]!;
    if (/\d/.test(above)) return null;
    const kind = labelKind(above);
    if (kind) return kind;
  }
  return null;
}

const isPhoneLabel = (lines: string[], i: number) => i > 0 && /mobile|phone/i.test(lines[i - 1]!) && !/\d/.test(lines[i - 1]!);

/**
 * A table whose two columns OCR read one after the other: the labels (lines with a label word and no digits)
 * and then the values (lines with digits and no label word), as many of each. The value in the reference
 * label's position is the UTR, when it is a number that can be one.
 */
function alignedColumns(lines: string[], found: Candidate[]): string | undefined {
  const labels: { line: number; kind: LabelKind }[] = [];
  lines.forEach((line, i) => {
    const kind = /\d/.test(line) ? null : labelKind(line);
    if (kind) labels.push({ line: i, kind });
  });
  const refAt = labels.findIndex((l) => l.kind === 'ref');
  if (refAt < 0 || labels.length < 2) return undefined;
  // The second column: the lines after the last label that hold digits and no label word.
  const last = labels[labels.length - 1]!.line;
  const column = lines.flatMap((line, i) => (i > last && /\d/.test(line) && !labelKind(line) ? [i] : []));
  if (column.length !== labels.length) return undefined;
  const row = column[refAt]!;
  const hit = found.find((c) => c.line === row && c.index === 0);
  return hit && hit.digits.length >= 10 ? hit.digits : undefined;
}
