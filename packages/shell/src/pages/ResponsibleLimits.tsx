import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess, useFormatDateTime } from '@khel/shared';
import type { ProtectionLimit } from '@khel/shared/contracts';
import { changeLimit, setLimit, type LimitRef } from '../api/protection';
import { money } from '../chrome/money';

export const KIND_TITLE = { deposit: 'Deposit limits', loss: 'Loss limits' } as const;
export const PERIOD_TEXT = { '24h': '24 hours', '7d': '7 days', '30d': '30 days' } as const;
const PERIODS = ['24h', '7d', '30d'] as const;

/**
 * One kind of limit (deposits or losses) over the three rolling windows: what is in force, what the window counts
 * now, a waiting increase (with when it can be confirmed), and a form to set a new amount. The server decides what
 * applies at once (a decrease) and what waits 24 hours and a confirmation (an increase or a removal).
 */
export function LimitRows({ kind, limits, now, onChanged }: { kind: 'deposit' | 'loss'; limits: ProtectionLimit[]; now: Date; onChanged: () => void }) {
  const { t } = useTranslation();
  const format = useFormatDateTime();
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<{ message: string }>) => {
    if (busy) return;
    setBusy(true);
    try {
      toastSuccess(t((await work()).message));
      onChanged();
    } catch {
      // the API layer shows the refusal
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="s-card">
      <h2>{t(KIND_TITLE[kind])}</h2>
      <p className="s-muted">
        {kind === 'deposit'
          ? t('Deposits asked for in the window count, including those not yet approved.')
          : t('Net losses of settled bets in the window count, plus what your open bets can still lose.')}
      </p>
      {PERIODS.map((period) => {
        const ref: LimitRef = { kind, period };
        const l = limits.find((x) => x.kind === kind && x.period === period);
        const label = t(PERIOD_TEXT[period]);
        const draft = drafts[period] ?? '';
        const ready = l?.confirmable_at ? new Date(l.confirmable_at).getTime() <= now.getTime() : false;
        return (
          <div key={period} className="s-rg-row" data-testid={`limit-${kind}-${period}`}>
            <b>{label}</b>
            <span>{l?.amount != null ? `₹${money(l.amount)}` : t('No limit')}</span>
            {l?.amount != null && <span className="s-muted">{t('Used: ₹{{amount}}', { amount: money(l.used) })}</span>}
            {l?.confirmable_at && (
              <span className="s-rg-pending">
                {l.pending_removal
                  ? t('Removal waiting: you can confirm it from {{date}}.', { date: format(l.confirmable_at) })
                  : t('Increase to ₹{{amount}} waiting: you can confirm it from {{date}}.', { amount: money(l.pending_amount), date: format(l.confirmable_at) })}
                <button type="button" className="s-btn s-primary" disabled={!ready || busy} onClick={() => void run(() => changeLimit('confirm', ref))}>
                  {t('Confirm change')}
                </button>
                <button type="button" className="s-btn s-ghost" disabled={busy} onClick={() => void run(() => changeLimit('cancel', ref))}>
                  {t('Cancel change')}
                </button>
              </span>
            )}
            <form
              className="s-rg-form"
              onSubmit={(e) => {
                e.preventDefault();
                void run(() => setLimit(ref, Number(draft))).then(() => setDrafts((d) => ({ ...d, [period]: '' })));
              }}
            >
              <input
                inputMode="numeric"
                aria-label={t('New {{kind}} limit for {{period}} (₹)', { kind: t(kind === 'deposit' ? 'deposit' : 'loss'), period: label })}
                value={draft}
                onChange={(e) => setDrafts((d) => ({ ...d, [period]: e.target.value.replace(/[^0-9]/g, '').slice(0, 9) }))}
              />
              <button type="submit" className="s-btn s-primary" disabled={!draft || busy}>
                {t('Set limit')}
              </button>
              {l?.amount != null && !l.confirmable_at && (
                <button type="button" className="s-btn s-ghost" disabled={busy} onClick={() => void run(() => changeLimit('remove', ref))}>
                  {t('Remove limit')}
                </button>
              )}
            </form>
          </div>
        );
      })}
    </div>
  );
}
