import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '@khel/shared';
import type { BonusItem } from '@khel/shared/contracts';
import { money } from '../chrome/money';

export const KIND_TEXT = { payment: 'Payment bonus', welcome: 'Welcome bonus', grant: 'Gift bonus', refer: 'Refer bonus' } as const;
const PRODUCT_TEXT = { sports: 'Sports', casino: 'Casino', matka: 'Matka' } as const;

/** The bonus wagering now: amount, wagered of required (a progress bar), by product, and when it expires. */
export function BonusActive({ bonus }: { bonus: BonusItem }) {
  const { t } = useTranslation();
  const format = useFormatDateTime();
  const pct = bonus.wagering_required > 0 ? Math.min(100, Math.floor((bonus.wagered / bonus.wagering_required) * 100)) : 100;
  return (
    <section className="s-card" aria-label={t('Active bonus')}>
      <h2>{t('Active bonus')}</h2>
      <p className="s-kv">
        <span>{t(KIND_TEXT[bonus.kind])}</span> <b>₹{money(bonus.amount)}</b>
      </p>
      <p>{t('Wagered ₹{{wagered}} of ₹{{required}}', { wagered: money(bonus.wagered), required: money(bonus.wagering_required) })}</p>
      <div className="s-bonus-bar" role="progressbar" aria-label={t('Wagering progress')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={pct}>
        <span style={{ width: `${pct}%` }} />
      </div>
      <table className="s-bonus-table">
        <thead>
          <tr>
            <th scope="col">{t('Product')}</th>
            <th scope="col">{t('Settled risk')}</th>
            <th scope="col">{t('Counts')}</th>
            <th scope="col">{t('Wagered')}</th>
          </tr>
        </thead>
        <tbody>
          {bonus.progress.map((p) => (
            <tr key={p.product}>
              <th scope="row">{t(PRODUCT_TEXT[p.product])}</th>
              <td>₹{money(p.staked)}</td>
              <td>{p.pct}%</td>
              <td>₹{money(p.counted)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {bonus.expires_at && <p className="s-muted">{t('Expires {{date}}', { date: format(bonus.expires_at) })}</p>}
      <p className="s-muted">{t('A withdrawal before the bonus is released forfeits it.')}</p>
    </section>
  );
}
