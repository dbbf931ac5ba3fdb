/**
 * Bank badges. We draw no bank's trademark: each bank gets a monogram badge (its initials in white on a colour
 * derived from its name), served as /assets/banks/<slug>.svg (root-config/public/assets/banks, one file per bank of
 * the seed list, written from bankBadgeSvg); a bank without a file shows the same badge drawn inline (BankLogo.tsx),
 * and a missing name shows the generic bank glyph (/assets/banks/bank.svg).
 */
const SKIP = new Set(['of', 'the', 'and', '&', 'ltd', 'ltd.', 'limited', 'co', 'co.', 'operative']);

/** The file name of a bank's badge, as the wallet's bank_list names it: lower case, '&' -> 'and', dashes. */
export function bankSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '');
}

export const bankIconPath = (name: string): string => `/assets/banks/${bankSlug(name)}.svg`;
export const GENERIC_BANK_ICON = '/assets/banks/bank.svg';

/**
 * A bank's monogram: its acronym when the name holds one (HDFC Bank -> HDFC, ICICI Bank -> ICICI), 'Bank of X' as
 * BO + X (BOB, BOI), else its words' initials (State Bank of India -> SBI).
 */
export function bankInitials(name: string): string {
  const words = name.split(/[\s-]+/).filter((w) => w && !SKIP.has(w.toLowerCase()));
  const acronym = words.find((w) => w.length >= 2 && /^[A-Z]+$/.test(w));
  if (acronym) return acronym.slice(0, 5);
  const initials = words.map((w) => w[0]).join('');
  return (/^bank of /i.test(name) ? `BO${initials.slice(1)}` : initials).toUpperCase().slice(0, 4) || '?';
}

/** FNV-1a: a stable number from the name, so each bank keeps its colour. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

function hex(v: number): string {
  return Math.round(v * 255)
    .toString(16)
    .padStart(2, '0');
}

/** hsl -> #rrggbb */
function hsl(h: number, s: number, l: number): string {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return `#${hex(f(0))}${hex(f(8))}${hex(f(4))}`;
}

/** The badge colour of a bank: a hue from its name, dark enough for white initials at WCAG AA. */
export function bankColor(name: string): string {
  return hsl(hash(name) % 360, 0.6, 0.28);
}

const FONT_SIZE: Record<number, number> = { 1: 18, 2: 16, 3: 13, 4: 10.5, 5: 8.8 };

/** The badge's parts, for the file and for the inline component. */
export function bankBadge(name: string): { initials: string; color: string; fontSize: number } {
  const initials = bankInitials(name);
  return { initials, color: bankColor(name), fontSize: FONT_SIZE[initials.length] ?? 10 };
}

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The badge as a standalone SVG file (40 x 40). */
export function bankBadgeSvg(name: string): string {
  const { initials, color, fontSize } = bankBadge(name);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40"><title>${esc(name)}</title>` +
    `<rect width="40" height="40" rx="10" fill="${color}"/><rect x="1" y="1" width="38" height="38" rx="9" fill="none" stroke="#ffffff" stroke-opacity=".18" stroke-width="2"/>` +
    `<text x="20" y="20" dy=".35em" text-anchor="middle" font-family="system-ui,-apple-system,'Segoe UI',Roboto,sans-serif" font-weight="700" font-size="${fontSize}" letter-spacing=".3" fill="#ffffff">${esc(initials)}</text></svg>\n`
  );
}

/** The generic bank glyph: a pillared bank building on the theme's surface, for a bank with no name. */
export const BANK_GLYPH = {
  roof: 'M8 16 20 9l12 7z',
  pillars: 'M11 18v10M16.3 18v10M23.7 18v10M29 18v10',
  base: 'M8 30h24',
} as const;

export function genericBankSvg(): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40"><title>Bank</title>` +
    `<rect width="40" height="40" rx="10" fill="#1d2538"/>` +
    `<g fill="none" stroke="#a9b2c6" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"><path d="${BANK_GLYPH.roof}"/><path d="${BANK_GLYPH.pillars}"/><path d="${BANK_GLYPH.base}"/></g></svg>\n`
  );
}
