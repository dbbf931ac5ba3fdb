import { useTranslation } from 'react-i18next';
import { Icon, type IconName, useFormatDateTime } from '@khel/shared';
import type { Transaction } from '../api/types';
import { rupees } from '../common/ui';
import { isUnresolved, remarkText, rowTitle, shownAmount, STATUS } from './status';

/** The status icon of each tone (its meaning is also the row's label and badge text). */
const TONE_ICON: Record<string, IconName> = { yellow: 'pending', green: 'success', red: 'failed', grey: 'dot' };

/** One history row: status icon, title with badge, time and date, amount; refresh on unresolved rows. */
export function TransactionRow({ tx, spinning, onTap, onRefresh }: { tx: Transaction; spinning: boolean; onTap: () => void; onRefresh: () => void }) {
  const format = useFormatDateTime();
  const { t } = useTranslation();
  const status = STATUS[tx.status] ?? { label: tx.status, tone: 'grey' as const };
  const remark = remarkText(tx.remark);
  return (
    <li>
      <div
        className="w-tx"
        role="button"
        tabIndex={0}
        onClick={onTap}
        onKeyDown={(e) => {
          if (e.target !== e.currentTarget || (e.key !== 'Enter' && e.key !== ' ')) return;
          e.preventDefault();
          onTap();
        }}
        aria-label={`${rowTitle(tx.type)} ${status.label}${remark === '-' ? '' : `, Remarks: ${remark}`}`}
      >
        <span className={`w-dot w-${status.tone}`}>
          <Icon name={TONE_ICON[status.tone]} size={18} />
        </span>
        <span className="w-tx-main">
          <span className="w-tx-title">
            {t(rowTitle(tx.type))} <span className={`w-pill w-${status.tone}`}>{t(status.label)}</span>
          </span>
          <span className="w-muted">{format(tx.created_at)}</span>
          {remark !== '-' && (
            <span className="w-tx-remark">
              {t('Remarks')}: {remark}
            </span>
          )}
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
            <Icon name="refresh" size={18} />
          </button>
        )}
      </div>
    </li>
  );
}
