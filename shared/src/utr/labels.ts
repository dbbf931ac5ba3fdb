/**
 * What a slip's label says its value is: the payment reference ('ref'), some other number ('other': an account,
 * a phone, a date, an amount…), or nothing we know. The label word nearest the value decides: "Transaction Date"
 * is a date, "Transaction Reference No" a reference, "Beneficiary Account No" an account.
 */
export type LabelKind = 'ref' | 'other';

const REF = String.raw`u\.?\s?t\.?\s?r|rrn|ref|refno|reference|txn|transaction|utr\s?no`;
// "A/c" comes out of OCR as Alc, A/e, Afc, A c…
const OTHER = String.raw`account|acct|a\s?[/lIi1|f]\s?[ce]|mobile|mob|phone|contact|registered|vpa|from|debit(?:ed)?|remitter|card|customer|order|ifsc|amount|amt|balance|date|time|pin|aadhaar|pan`;
const WORD = new RegExp(String.raw`(?<![A-Za-z])(?:(${REF})|(${OTHER}))(?![A-Za-z])`, 'gi');

/** The kind of the label word nearest the end of `text` (the text just before a value), or null. */
export function labelKind(text: string): LabelKind | null {
  let kind: LabelKind | null = null;
  for (const m of text.matchAll(WORD)) kind = m[1] ? 'ref' : 'other';
  return kind;
}
