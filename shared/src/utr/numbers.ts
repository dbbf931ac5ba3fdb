/**
 * The numbers on one line of OCR text that could be a UTR: 12 or 10 digits (SPEC §9), written whole, in blocks
 * (4123 5678 9012, 412 345 678 901, 412345 678901) or spaced digit by digit, with OCR's usual letter-for-digit
 * slips mended inside a number (O for 0, l for 1, S for 5, B for 8).
 */
export interface LineNumber {
  /** The digits only. */
  digits: string;
  /** Where the number starts on its line (after mending), so text before it can be read as its label. */
  index: number;
  /** A phone number by its form: after +91 (or 91 in its own block), or the name part of a UPI id (98765…@upi). */
  phone: boolean;
}

/** A letter OCR reads for a digit, mended only inside a token that is otherwise a long number. */
const LOOKALIKE: Record<string, string> = { O: '0', o: '0', D: '0', I: '1', l: '1', '|': '1', S: '5', B: '8' };
const TOKEN = /\S+/g;

/** Mends lookalike letters in tokens that are numbers but for one or two letters (never in HDFC0001234 or XXXX4321). */
export function mendDigits(line: string): string {
  return line.replace(TOKEN, (token) => {
    const core = token.replace(/^[^\dOoDIl|SB]+|[^\dOoDIl|SB]+$/g, '');
    if (core.length < 8) return token;
    const letters = [...core].filter((c) => !/\d/.test(c));
    if (letters.length === 0 || letters.length > 2 || !letters.every((c) => c in LOOKALIKE)) return token;
    if (!/^\d/.test(core) && !/\d$/.test(core)) return token;
    return token.replace(core, [...core].map((c) => LOOKALIKE[c] ?? c).join(''));
  });
}

/**
 * Blocks of digits joined by single spaces or hyphens, not glued to letters (CICAgK7324…, XXXX4321, T2611…) and
 * not parts of dates, times or amounts (16/03/2026, 10:02, 1,500.00). A label glued on (UTR:4123…, No.4123…) is fine.
 */
const RUN = /(?<![\dA-Za-z,./:])(\+?\d+(?:[ -]\d+)*)(?![\dA-Za-z,/:]|\.\d)/g;
const GLUED_LABEL = /(?:utr|rrn|ref|no)[.:]?$/i;

/** The 10 and 12 digit numbers of one line. */
export function lineNumbers(raw: string): LineNumber[] {
  const line = mendDigits(raw);
  const found: LineNumber[] = [];
  const scan = (text: string, offset: number) => {
    for (const m of text.matchAll(RUN)) found.push(...fromRun(m[1]!, offset + m.index!, line));
  };
  scan(line, 0);
  // A number glued to its label (UTR:412345678901) is not "glued to letters": read what follows the label.
  for (const m of line.matchAll(/(?:utr|rrn|ref|no)[.:]?(?=\d)/gi)) {
    if (GLUED_LABEL.test(line.slice(0, m.index! + m[0].length))) scan(line.slice(m.index! + m[0].length), m.index! + m[0].length);
  }
  return dedupe(found);
}

/** The 10 or 12 digit numbers a run of blocks holds: the whole run, or whole blocks at its start or end. */
function fromRun(run: string, index: number, line: string): LineNumber[] {
  const international = run.startsWith('+');
  const blocks = run.replace(/^\+/, '').split(/[ -]/);
  const after = line.slice(index + run.length);
  const upiName = /^@/.test(after);
  const out: LineNumber[] = [];
  const add = (from: number, to: number) => {
    const digits = blocks.slice(from, to).join('');
    if (digits.length !== 12 && digits.length !== 10) return;
    // +91 98765 43210, or 91 98765 43210: the country code leads the run, the number follows.
    const countryCode = from === 1 && (international || blocks[0] === '91') && digits.length === 10;
    // +91 98765 43210 read whole is a phone number, not the 12 digits of a UTR.
    if (from === 0 && (international || (blocks[0] === '91' && /^[6-9]/.test(blocks[1] ?? '')))) return;
    out.push({ digits, index: index + blocks.slice(0, from).join(' ').length, phone: countryCode || (upiName && to === blocks.length) });
  };
  for (let from = 0; from < blocks.length; from++) {
    for (let to = blocks.length; to > from; to--) if (from === 0 || to === blocks.length) add(from, to);
  }
  // A number after +91 in the same block (+919876543210): the phone itself, so it is never taken for a UTR.
  if (international && /^91\d{10}$/.test(blocks[0]!)) out.push({ digits: blocks[0]!.slice(2), index, phone: true });
  return out;
}

function dedupe(found: LineNumber[]): LineNumber[] {
  const seen = new Map<string, LineNumber>();
  for (const n of found) {
    const key = `${n.index}:${n.digits}`;
    const had = seen.get(key);
    seen.set(key, had ? { ...had, phone: had.phone || n.phone } : n);
  }
  return [...seen.values()];
}
