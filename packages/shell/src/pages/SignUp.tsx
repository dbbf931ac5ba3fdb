import { useTranslation } from 'react-i18next';
import { register, saveSession, toastSuccess } from '@khel/shared';
import { dtos } from '../forms/dtos';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { OtpPasswordForm } from './OtpPasswordForm';
import '../api/device'; // sends this browser's device id with the sign-up call (refer and earn's same-device check)

/** /sign-up: mobile, OTP, password, date of birth (18+, checked again by the server) and an optional refer code. */
export function SignUp() {
  const go = useNavigate();
  const { t } = useTranslation();
  const params = useSearchParams()[0];
  // The refer link is <site>/sign-up?ref=<CODE>; ?refer_code= is the older spelling.
  const refer = params.get('ref') ?? params.get('refer_code') ?? '';
  return (
    <section className="s-card s-auth">
      <h1>{t('Sign Up')}</h1>
      <OtpPasswordForm
        otpType="register"
        Dto={dtos().RegisterDto}
        withReferCode
        withDateOfBirth
        initialReferCode={refer}
        submitLabel="Sign Up"
        onSubmit={async (v) => {
          const res = await register({
            mobile: v.mobile,
            otp: v.otp,
            password: v.password,
            confirm_password: v.confirm_password,
            date_of_birth: v.date_of_birth,
            ...(v.refer_code ? { refer_code: v.refer_code } : {}),
          });
          toastSuccess(res.message || 'Registered Successfully');
          if (res.data?.token) {
            saveSession(res.data);
            go('/');
          } else go('/login');
        }}
      />
      <p className="s-muted s-center">{t('You must be 18 or older to play. Play responsibly.')}</p>
      <p className="s-muted s-center">
        {t('Already have an account?')} <Link to="/login">{t('Login')}</Link>
      </p>
    </section>
  );
}
