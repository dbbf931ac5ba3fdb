import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '@khel/shared';
import type { Transaction } from '../api/types';
import { rupees } from '../common/ui';
import { isUnresolved, rowTitle, shownAmount, STATUS } from './status';

/** One history row: status icon, title with badge, time and date, amount; refresh on unresolved rows. */
export function TransactionRow({ tx, spinning, onTap, onRefresh }: { tx: Transaction; spinning: boolean; onTap: () => void; onRefresh: () => void }) {
  const format = useFormatDateTime();
  const { t } = useTranslation();
  const status = STATUS[tx.status] ?? { label: tx.status, tone: 'grey' as const };
  return (
    <li className="w-tx" role="button" tabIndex={0} onClick={onTap} onKeyDown={(e) => e.key === 'Enter' && onTap()} aria-label={`${rowTitle(tx.type)} ${status.label}`}>
      <span className={`w-dot w-${status.tone}`} aria-hidden="true">
        {status.tone === 'yellow' ? '⟳' : status.tone === 'green' ? '✓' : status.tone === 'red' ? '✕' : '•'}
      </span>
      <span className="w-tx-main">
        <span className="w-tx-title">
          {t(rowTitle(tx.type))} <span className={`w-pill w-${status.tone}`}>{t(status.label)}</span>
        </span>
        <span className="w-muted">{format(tx.created_at)}</span>
      </span>
      <span className="w-tx-amt">{rupees(shownAmount(tx))}</span>
      {isUnresolved(tx.status) && (
        <button
          type="button"
          className={spinning ? 'w-refresh w-spinning' : 'w-refresh'}
          aria-label="Refresh"
          onClick={(e) => {
            e.stopPropagation();
            onRefresh();
          }}
        >
          ↻
        </button>
      )}
    </li>
  );
}
