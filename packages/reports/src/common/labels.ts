import type { useTranslation } from 'react-i18next';
import { REPORTS_MESSAGES, type ReportBet, type ReportText } from '@khel/shared/contracts';

type TFunction = ReturnType<typeof useTranslation>['t'];

/** The English key of an API value (a side, a bet type, a product, a result), or the value itself. */
export const labelOf = (value: string): string => (REPORTS_MESSAGES as Record<string, string>)[value] ?? value;

/** A statement row's text in the page's language: its params that are keys themselves are translated first. */
export function statementText(t: TFunction, text: ReportText): string {
  const params: Record<string, string> = {};
  for (const [k, v] of Object.entries(text.params ?? {})) params[k] = text.translate?.includes(k) ? t(v) : v;
  return t(text.key, { ...params, interpolation: { escapeValue: false } });
}

/** "Back India @ 1.85", "Single 7 @ 9.00", "Round r123": what was bet on. */
export function betLine(t: TFunction, b: ReportBet): string {
  if (b.product === 'casino') return t('Round {{round}}', { round: b.selection });
  const odds = b.odds === null ? '' : ` @ ${b.odds.toFixed(2)}`;
  const line = b.line === null ? '' : ` (${b.line})`;
  return `${t(labelOf(b.side))} ${b.selection}${line}${odds}`;
}

/** The badge's tone and text of a bet's result. */
export const resultTone = (b: Pick<ReportBet, 'result'>) => (b.result === 'won' ? 'won' : b.result === 'lost' ? 'lost' : b.result === 'open' ? 'open' : 'plain');
