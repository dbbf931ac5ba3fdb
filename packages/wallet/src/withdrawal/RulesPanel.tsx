import { useTranslation } from 'react-i18next';
import DOMPurify from 'dompurify';
import { useState } from 'react';
import { useWalletConfig } from '../common/config';
import { LanguageTabs, useRuleLanguages } from '../deposit/DepositRules';

export const DEFAULT_WITHDRAW_RULES = [
  'Only the main wallet can be withdrawn.',
  'The bonus wallet cannot be withdrawn.',
  'Do not withdraw without having bet the deposit amount, or the request is flagged as suspicious.',
  'If several users share one withdrawal account, all the linked users are blocked.',
  'The maximum withdrawal time is 45 minutes; after that you may complain on our WhatsApp number.',
  'The withdrawal account should be the same as the deposit account.',
];
const COLLAPSED = 3;

/** 'Withdraw Funds': the configured rules as sanitised HTML per language, or the six default rules. */
export function RulesPanel() {
  const { t } = useTranslation();
  const rules = useWalletConfig().rules.withdrawal;
  const { codes, current, setPicked, nameOf } = useRuleLanguages(rules);
  const [more, setMore] = useState(false);
  const configured = current ? rules[current]!.filter((r) => r.description?.trim()) : [];
  return (
    <aside className="w-card w-panel" aria-label="Withdraw Funds">
      <h2>{t('Withdraw Funds')}</h2>
      <LanguageTabs codes={codes} current={current} onPick={setPicked} nameOf={nameOf} />
      <ol className="w-rules-list">
        {configured.length
          ? configured.map((r, i) => <li key={i} dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(r.description) }} />)
          : (more ? DEFAULT_WITHDRAW_RULES : DEFAULT_WITHDRAW_RULES.slice(0, COLLAPSED)).map((text) => <li key={text}>{t(text)}</li>)}
      </ol>
      {!configured.length && (
        <button type="button" className="w-link" onClick={() => setMore((m) => !m)}>
          {more ? t('See Less') : t('See More')}
        </button>
      )}
    </aside>
  );
}
