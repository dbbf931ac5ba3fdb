import { useTranslation } from 'react-i18next';
import { register, saveSession, toastSuccess } from '@khel/shared';
import { dtos } from '../forms/dtos';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { OtpPasswordForm } from './OtpPasswordForm';
import '../api/device'; // sends this browser's device id with the sign-up call (refer and earn's same-device check)

export function SignUp() {
  const go = useNavigate();
  const { t } = useTranslation();
  const refer = useSearchParams()[0].get('refer_code') ?? '';
  return (
    <section className="s-card s-auth">
      <h1>{t('Sign Up')}</h1>
      <OtpPasswordForm
        otpType="register"
        Dto={dtos().RegisterDto}
        withReferCode
        initialReferCode={refer}
        submitLabel="Sign Up"
        onSubmit={async (v) => {
          const res = await register({ mobile: v.mobile, otp: v.otp, password: v.password, confirm_password: v.confirm_password, ...(v.refer_code ? { refer_code: v.refer_code } : {}) });
          toastSuccess(res.message || 'Registered Successfully');
          if (res.data?.token) {
            saveSession(res.data);
            go('/');
          } else go('/login');
        }}
      />
      <p className="s-muted s-center">
        {t('Already have an account?')} <Link to="/login">{t('Login')}</Link>
      </p>
    </section>
  );
}
