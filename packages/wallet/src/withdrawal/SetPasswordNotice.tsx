import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export const NO_PASSWORD_TITLE = 'You have not set a withdrawal password yet.';
export const NO_PASSWORD_TEXT = 'You need it to add a payout account. Set one first:';
export const SET_ON_CHANGE_PASSWORD = 'Set it on the Change Password page';
export const SET_WITH_OTP = 'Set it with an OTP to your mobile';
/** The change-password page with its withdraw password pair open, returning here once saved. */
export const CHANGE_PASSWORD_WITHDRAW = '/change-password?withdraw=1&next=%2Fwithdrawal';

/**
 * Shown above the withdrawal form to a player who has no withdrawal password (issue 16 point 3), so they learn it
 * before filling the form: the change-password page's withdraw password pair, or the OTP reset.
 */
export function SetPasswordNotice({ onOtp }: { onOtp: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="w-setpw" aria-label="Withdrawal password">
      <p>
        <b>{t(NO_PASSWORD_TITLE)}</b> {t(NO_PASSWORD_TEXT)}
      </p>
      <div className="w-inline">
        <Link className="w-btn w-ghost" to={CHANGE_PASSWORD_WITHDRAW}>
          {t(SET_ON_CHANGE_PASSWORD)}
        </Link>
        <button type="button" className="w-btn w-ghost" onClick={onOtp}>
          {t(SET_WITH_OTP)}
        </button>
      </div>
    </section>
  );
}
