import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useFormatDateTime } from '@khel/shared';
import type { StatementRow, TransferRow } from '@khel/shared/contracts';
import { statementText } from '../common/labels';
import { Money } from '../common/ui';

const LINK_TEXT: Record<string, string> = { bet: 'View bet', market: 'View market', deposit: 'View deposit', withdrawal: 'View withdrawal', bonus: 'View bonus' };

/** A wallet movement: what it was (in the player's language), when, the amount and the balance after it, and its cause. */
export function StatementRowItem({ row }: { row: StatementRow }) {
  const { t } = useTranslation();
  const when = useFormatDateTime();
  return (
    <li className="r-card" aria-label={statementText(t, row.text)}>
      <div className="r-row">
        <div>
          <span className="r-title">{statementText(t, row.text)}</span>
          <span className="r-sub">{when(row.at)}</span>
        </div>
        <div className="r-amount">
          <Money value={row.amount} signed />
          <span className="r-sub">
            {t('Balance')} <Money value={row.balance} />
          </span>
        </div>
      </div>
      {row.link && (
        <div className="r-links">
          <Link className="r-link" to={row.link.path}>
            {t(LINK_TEXT[row.link.type] ?? 'View')}
          </Link>
        </div>
      )}
    </li>
  );
}

const STATUS_TONE: Record<string, string> = { approve_completed: 'won', reject_completed: 'lost', expired: 'lost', cancelled: 'plain' };
/** The request statuses' labels (SPEC §4). */
export const TRANSFER_STATUS_TEXT: Record<string, string> = {
  pending: 'Pending',
  hold: 'In Process',
  approve_in_process: 'Approve In Process',
  approve_completed: 'Approved',
  reject_in_process: 'Reject In Process',
  reject_completed: 'Rejected',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

/** A deposit or withdrawal request: amount, status, method and reference, when made and decided, the remark. */
export function TransferRowItem({ row }: { row: TransferRow }) {
  const { t } = useTranslation();
  const when = useFormatDateTime();
  const deposit = row.kind === 'deposit';
  const shown = row.status === 'approve_completed' && row.approved_amount !== null ? row.approved_amount : row.amount;
  return (
    <li className="r-card" aria-label={`${t(deposit ? 'Deposit' : 'Withdrawal')} ${row.id}`}>
      <div className="r-row">
        <div>
          <span className="r-title">{t(deposit ? 'Deposit' : 'Withdrawal')}</span>
          <span className="r-sub">{when(row.created_at)}</span>
        </div>
        <div className="r-amount">
          <Money value={deposit ? shown : -shown} signed />
          <br />
          <span className="r-badge" data-tone={STATUS_TONE[row.status] ?? 'open'}>
            {t(TRANSFER_STATUS_TEXT[row.status] ?? row.status)}
          </span>
        </div>
      </div>
      <div className="r-facts">
        {row.method && <span>{row.method}</span>}
        {row.reference && (
          <span>
            {t('Reference No.')} <b>{row.reference}</b>
          </span>
        )}
        {row.action_at && (
          <span>
            {t('Action on')} <b>{when(row.action_at)}</b>
          </span>
        )}
      </div>
      {row.remark && (
        <p className="r-sub">
          {t('Remarks')}: {row.remark}
        </p>
      )}
      <div className="r-links">
        <Link className="r-link" to={`/transaction-details/${row.id}`}>
          {t('View details')}
        </Link>
      </div>
    </li>
  );
}
