import { useTranslation } from 'react-i18next';
import type { MarketStatus } from '../api/model';

/** Over a market that takes no bets: SUSPENDED (or CLOSED), its prices still visible underneath. */
export function SuspendedOverlay({ status }: { status: MarketStatus }) {
  const { t } = useTranslation();
  if (status === 'open') return null;
  return (
    <div className="g-suspended" role="status">
      {status === 'suspended' ? t('SUSPENDED') : t('CLOSED')}
    </div>
  );
}
