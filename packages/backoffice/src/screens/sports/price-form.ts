import type { OpsMarket, OpsPriceLevel, OpsPriceLevelBody, OpsPricesBody } from '@khel/shared/console-contracts';

/**
 * The price editor's form, per market kind, and the body it sends. Exchange markets (match odds, racing): three
 * back and three lay levels of decimal odds and size. Bookmaker: one back and one lay in Indian odds (45 = 1.45).
 * Fancy: the No line and rate (lay) and the Yes line and rate (back); a rate of 100 is evens (odds 2.00). Empty
 * cells are left out; the server checks the ladder and the order and says what is wrong.
 */

export interface Cell {
  odds: string;
  size: string;
}
export interface RunnerForm {
  id: string;
  name: string;
  back: Cell[];
  lay: Cell[];
  /** fancy: lines */
  yesLine: string;
  noLine: string;
}

export const LEVELS = 3;
const cells = (levels: OpsPriceLevel[], n: number, show: (l: OpsPriceLevel) => string): Cell[] =>
  Array.from({ length: n }, (_, i) => {
    const l = levels[i];
    return { odds: l ? show(l) : '', size: l?.size === null || l?.size === undefined ? '' : String(l.size) };
  });

/** Decimal odds as the console shows them: 2 decimals (1.8 -> "1.80"). */
export const decimal = (odds: number) => odds.toFixed(2);
/** Bookmaker odds the Indian way: 1.45 -> "45". */
export const indian = (odds: number) => String(Math.round(odds * 100) - 100);

export function levelsPerSide(kind: OpsMarket['kind']): number {
  return kind === 'bookmaker' || kind === 'fancy' ? 1 : LEVELS;
}

/** The form filled with the market's current prices. */
export function formOf(m: OpsMarket): RunnerForm[] {
  const n = levelsPerSide(m.kind);
  const show = m.kind === 'match_odds' || m.kind.startsWith('racing') ? (l: OpsPriceLevel) => decimal(l.odds) : (l: OpsPriceLevel) => indian(l.odds);
  return m.runners.map((r) => ({
    id: r.id,
    name: r.name,
    back: cells(r.back, n, show),
    lay: cells(r.lay, n, show),
    yesLine: r.back[0]?.line === null || r.back[0]?.line === undefined ? '' : String(r.back[0].line),
    noLine: r.lay[0]?.line === null || r.lay[0]?.line === undefined ? '' : String(r.lay[0].line),
  }));
}

const NUMBER = /^\d+(\.\d{1,2})?$/;

function level(kind: OpsMarket['kind'], c: Cell, line: string, where: string): OpsPriceLevelBody | string | null {
  if (!c.odds.trim()) return null;
  const v = c.odds.trim();
  if (!NUMBER.test(v)) return `${where}: ${kind === 'fancy' ? 'rate' : 'odds'} must be a number`;
  // Bookmaker odds are typed the Indian way and fancy rates as percent: both are 1 + n/100 as decimal odds.
  const odds = kind === 'bookmaker' || kind === 'fancy' ? Math.round(100 + Number(v)) / 100 : Number(v);
  const out: OpsPriceLevelBody = { odds };
  if (c.size.trim()) {
    if (!NUMBER.test(c.size.trim())) return `${where}: size must be an amount in rupees`;
    out.size = Number(c.size.trim());
  }
  if (kind === 'fancy') {
    if (!/^\d+$/.test(line.trim())) return `${where}: line must be a whole number`;
    out.line = Number(line.trim());
  }
  return out;
}

/** The prices body, or the first thing wrong with the form (in the editor's words). */
export function pricesBody(kind: OpsMarket['kind'], form: RunnerForm[]): OpsPricesBody | string {
  const runners: OpsPricesBody['runners'] = [];
  for (const r of form) {
    const side = (s: 'back' | 'lay') => {
      const out: OpsPriceLevelBody[] = [];
      for (const [i, c] of r[s].entries()) {
        const label = kind === 'fancy' ? `${r.name} ${s === 'back' ? 'Yes' : 'No'}` : `${r.name} ${s} ${i + 1}`;
        const l = level(kind, c, s === 'back' ? r.yesLine : r.noLine, label);
        if (typeof l === 'string') return l;
        if (l) out.push(l);
      }
      return out;
    };
    const back = side('back');
    if (typeof back === 'string') return back;
    const lay = side('lay');
    if (typeof lay === 'string') return lay;
    runners.push({ runner_id: r.id, back, lay });
  }
  return { runners };
}
