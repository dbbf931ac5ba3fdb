import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '@khel/shared';
import type { DepositStanding } from '@khel/shared/contracts';
import { BackButton, rupees } from '../common/ui';

/** The texts of protection before payment (English keys; Hindi in services/site/texts/wallet.ts). */
export const STANDING_TEXT = {
  self_excluded: 'You are self-excluded until {{date}}. Deposits are closed until then; withdrawals stay open.',
  timed_out: 'You are on a time-out until {{date}}. Deposits are closed until then; withdrawals stay open.',
  deposit_limit: 'You have reached your {{period}} deposit limit of {{limit}}. You can deposit again from {{date}}.',
  headroom: 'Your {{period}} deposit limit of {{limit}} leaves {{headroom}} to deposit now.',
  unknown: 'We could not check your deposit limits. Please try again.',
} as const;
export const PERIOD_TEXT = { '24h': '24-hour', '7d': '7-day', '30d': '30-day' } as const;

/** Why the player cannot deposit now and until when, in place of the deposit screen: no amount, no payment details. */
export function DepositClosed({ standing }: { standing: DepositStanding | null }) {
  const { t } = useTranslation();
  const format = useFormatDateTime();
  const s = standing;
  const text = !s?.reason
    ? t(STANDING_TEXT.unknown)
    : t(STANDING_TEXT[s.reason], { date: format(s.until), period: t(PERIOD_TEXT[s.limit_period ?? '24h']), limit: rupees(s.limit_amount) });
  return (
    <section className="w-page" aria-label="Deposit">
      <header className="w-head">
        <BackButton />
        <h1>{t('Deposit')}</h1>
      </header>
      <div className="w-card">
        <p className="w-setpw" role="alert" data-testid="deposit-closed">{text}</p>
      </div>
    </section>
  );
}

/** The room a deposit limit leaves, above the amount (the amount is capped to it). */
export function HeadroomNote({ standing }: { standing: DepositStanding }) {
  const { t } = useTranslation();
  if (standing.headroom === null || !standing.limit_period) return null;
  return (
    <p className="w-setpw" role="note" data-testid="deposit-headroom">
      {t(STANDING_TEXT.headroom, { period: t(PERIOD_TEXT[standing.limit_period]), limit: rupees(standing.limit_amount), headroom: rupees(standing.headroom) })}
    </p>
  );
}
