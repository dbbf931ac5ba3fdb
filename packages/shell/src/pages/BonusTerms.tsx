import { useTranslation } from 'react-i18next';
import type { BonusTerms as Terms } from '@khel/shared/contracts';

/** How wagering counts (issue 26 finding 6; docs/security.md says the same). */
export const WAGERING_RULE =
  'Wagering counts what you risk, not what you stake: on each market, what you could lose when it settles, after your own opposite bets. A back and a lay on the same selection count only their combined worst case. A casino round counts its stake. Referral rewards paid as bonus follow the same rule.';
export const ROLLBACK_RULE = 'If a settlement is rolled back, its bets stop counting; a bonus they released goes back to wagering and is taken back from your main wallet.';

/** The bonus terms, written from the operators' settings (so the page and the wallet's badge never disagree). */
export function BonusTerms({ terms }: { terms: Terms }) {
  const { t } = useTranslation();
  const n = (v: number) => String(v);
  return (
    <div className="s-card">
      <h2>{t('Bonus Terms')}</h2>
      <ul className="s-bonus-terms">
        {terms.payment.map((m) => (
          <li key={m.method_id}>
            {t('Get {{percentage}}% bonus on every deposit by {{method}} of ₹{{min}} or more, up to ₹{{max}}.', { percentage: n(m.percentage), method: m.method_name, min: n(m.min_deposit), max: n(m.max_bonus) })}
          </li>
        ))}
        {terms.welcome_enabled && terms.welcome_percentage > 0 && (
          <li>
            {t('Welcome bonus: {{percentage}}% of your first deposit of ₹{{min}} or more, up to ₹{{cap}}. Claim it here within {{days}} days.', {
              percentage: n(terms.welcome_percentage), min: n(terms.welcome_min_deposit), cap: n(terms.welcome_cap), days: n(terms.offer_days),
            })}
          </li>
        )}
        <li>{t('Wager {{multiple}} times the bonus in settled bets to release it to your main wallet.', { multiple: n(terms.wagering_multiple) })}</li>
        <li>{t('Settled bets count toward wagering: sports {{sports}}%, casino {{casino}}%, matka {{matka}}%.', { sports: n(terms.sports_pct), casino: n(terms.casino_pct), matka: n(terms.matka_pct) })}</li>
        <li>{t(WAGERING_RULE)}</li>
        <li>{t(ROLLBACK_RULE)}</li>
        <li>{t('A bonus not released within {{days}} days expires.', { days: n(terms.expiry_days) })}</li>
        <li>{t('One bonus is wagered at a time. Bets are paid from your main wallet; the bonus cannot be staked or withdrawn until it is released.')}</li>
        <li>{t('A withdrawal before the bonus is released forfeits it.')}</li>
      </ul>
    </div>
  );
}
