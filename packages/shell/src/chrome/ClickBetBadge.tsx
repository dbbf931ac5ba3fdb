import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { injectCss } from '@khel/shared';
import { useClickBet } from './click-bet-kit';
import { money } from './money';

const BADGE_CSS = '.s-oneclick{background:var(--k-warning,#f5a524);color:#111;text-decoration:none;white-space:nowrap}';

/**
 * The header's sign that one-click betting is on (issue 30): a tap on a price places a bet at this stake with no
 * slip. Links to the settings, where it is turned off. Drawn with the bell (a logged-in player's lazy chunk), so a
 * logged-out Home carries none of it; it reads the player's setting once per login.
 */
export function ClickBetBadge() {
  const { t } = useTranslation();
  const setting = useClickBet();
  useEffect(() => injectCss('s-oneclick', BADGE_CSS), []);
  if (!setting?.click_bet_on) return null;
  return (
    <Link to="/setting" className="s-chip s-oneclick" data-testid="header-one-click" title={t('One-click betting is on')}>
      <small>{t('1-Click')}</small> ₹{money(setting.click_bet_stake)}
    </Link>
  );
}
