import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { auth$, changePassword, fetchUserInfo, RETURN_TO_KEY, safeReturnPath, setUser, toastSuccess, useObservable } from '@khel/shared';
import { dtos } from '../forms/dtos';
import { Field, SubmitButton } from '../forms/Field';
import { noSpaces, useForm } from '../forms/useForm';
import { useNavigate, useSearchParams } from 'react-router-dom';

/** The query key that opens the page with the withdraw password pair shown. */
export const WITHDRAW_KEY = 'withdraw';

/**
 * Change password (SPEC §5), optionally with the withdraw password pair. `?withdraw=1` opens the pair at once and
 * `?next=/withdrawal` returns there afterwards: /change-password?withdraw=1&next=%2Fwithdrawal is how a player
 * without a withdrawal password is sent to set one.
 */
export function ChangePassword() {
  const { t } = useTranslation();
  const go = useNavigate();
  const { user } = useObservable(auth$);
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get(RETURN_TO_KEY));
  const [withWithdraw, setWithWithdraw] = useState(params.get(WITHDRAW_KEY) === '1');
  const form = useForm(
    { current_password: '', new_password: '', confirm_password: '', withdraw_password: '', confirm_withdraw_password: '' },
    dtos().ChangePasswordDto,
    (v) => (withWithdraw ? v : { current_password: v.current_password, new_password: v.new_password, confirm_password: v.confirm_password }),
  );
  const submit = form.onSubmit(async (v) => {
    const body = withWithdraw ? v : { current_password: v.current_password, new_password: v.new_password, confirm_password: v.confirm_password };
    const res = await changePassword(body);
    toastSuccess(res.message || 'Password Changed Successfully');
    // The server now has a last login time: reload the user so the guard stops forcing this page.
    await fetchUserInfo().then(setUser, () => undefined);
    go(returnTo);
  });
  return (
    <section className="s-card s-auth">
      <h1>{t('Change Password')}</h1>
      {user && !user.last_login_at && <p className="s-note">{t('Please change your password to continue.')}</p>}
      <form onSubmit={submit} noValidate>
        <Field label="Current Password" password autoComplete="current-password" maxLength={20} error={form.errors.current_password} {...form.field('current_password')} />
        <Field label="New Password" password autoComplete="new-password" maxLength={20} error={form.errors.new_password} {...form.field('new_password', noSpaces(20))} />
        <Field label="Confirm Password" password autoComplete="new-password" maxLength={20} error={form.errors.confirm_password} {...form.field('confirm_password', noSpaces(20))} />
        <label className="s-check">
          <input type="checkbox" checked={withWithdraw} onChange={(e) => setWithWithdraw(e.target.checked)} /> {t('Also set a withdraw password')}
        </label>
        {withWithdraw && (
          <>
            <p className="s-hint">{t('The withdraw password is asked for when you add a withdrawal account.')}</p>
            <Field label="Withdraw Password" password maxLength={20} error={form.errors.withdraw_password} {...form.field('withdraw_password', noSpaces(20))} />
            <Field
              label="Confirm Withdraw Password"
              password
              maxLength={20}
              error={form.errors.confirm_withdraw_password}
              {...form.field('confirm_withdraw_password', noSpaces(20))}
            />
          </>
        )}
        <SubmitButton submitting={form.submitting}>Change Password</SubmitButton>
      </form>
    </section>
  );
}
