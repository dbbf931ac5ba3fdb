import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { languagesList, prefs$, useObservable } from '@khel/shared';

export const DEFAULT_DEPOSIT_NOTES = [
  'Deposit money only into the accounts shown here.',
  'Deposits made 45 minutes after an account is removed will still be credited.',
  'The site is not responsible for deposits made to old, inactive or closed accounts.',
  'After depositing, add your UTR number and amount.',
  'NEFT transfers take 40 minutes to 2 hours to reach us.',
];

/** Tabs of the languages that have rules, the player's language first selected. */
export function useRuleLanguages(rules: Record<string, { description: string }[]>) {
  const language = useObservable(prefs$).language;
  const codes = Object.keys(rules).filter((code) => rules[code]?.some((r) => r.description?.trim()));
  const [picked, setPicked] = useState<string | null>(null);
  const current = picked && codes.includes(picked) ? picked : codes.includes(language) ? language : codes[0] ?? null;
  const names = new Map(languagesList().map((l) => [l.code, l.name]));
  return { codes, current, setPicked, nameOf: (code: string) => names.get(code) ?? code.toUpperCase() };
}

export function LanguageTabs({ codes, current, onPick, nameOf }: { codes: string[]; current: string | null; onPick: (c: string) => void; nameOf: (c: string) => string }) {
  if (codes.length < 2) return null;
  return (
    <div className="w-langs" role="tablist" aria-label="Rule languages">
      {codes.map((code) => (
        <button key={code} type="button" role="tab" aria-selected={code === current} className={code === current ? 'w-lang w-on' : 'w-lang'} onClick={() => onPick(code)}>
          {nameOf(code)}
        </button>
      ))}
    </div>
  );
}

/** The configured deposit rules per language tab, or the default notes. */
export function DepositRules({ rules }: { rules: Record<string, { description: string }[]> }) {
  const { t } = useTranslation();
  const { codes, current, setPicked, nameOf } = useRuleLanguages(rules);
  const list = current ? rules[current]!.filter((r) => r.description?.trim()).map((r) => r.description) : DEFAULT_DEPOSIT_NOTES;
  return (
    <section className="w-card w-rules" aria-label="Deposit rules">
      <LanguageTabs codes={codes} current={current} onPick={setPicked} nameOf={nameOf} />
      <ul>
        {list.map((text, i) => (
          <li key={i}>{t(text)}</li>
        ))}
      </ul>
    </section>
  );
}
