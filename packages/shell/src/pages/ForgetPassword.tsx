import { useTranslation } from 'react-i18next';
import { forgotPassword, toastSuccess } from '@khel/shared';
import { dtos } from '../forms/dtos';
import { Link, useNavigate } from 'react-router-dom';
import { OtpPasswordForm } from './OtpPasswordForm';

export function ForgetPassword() {
  const go = useNavigate();
  const { t } = useTranslation();
  return (
    <section className="s-card s-auth">
      <h1>{t('Forgot Password')}</h1>
      <OtpPasswordForm
        otpType="forgot"
        Dto={dtos().ForgotPasswordDto}
        submitLabel="Reset Password"
        onSubmit={async (v) => {
          const res = await forgotPassword({ mobile: v.mobile, otp: v.otp, password: v.password, confirm_password: v.confirm_password });
          toastSuccess(res.message || 'Password Changed Successfully');
          go('/login');
        }}
      />
      <p className="s-muted s-center">
        <Link to="/login">{t('Back to Login')}</Link>
      </p>
    </section>
  );
}
