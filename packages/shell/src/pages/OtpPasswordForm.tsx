import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, sendOtp, toastSuccess } from '@khel/shared';
import { dtos } from '../forms/dtos';
import { Field, SubmitButton } from '../forms/Field';
import { digitsOnly, noSpaces, useForm } from '../forms/useForm';

const RESEND_SECONDS = 60;

interface Props {
  otpType: 'register' | 'forgot';
  Dto: new () => object;
  withReferCode?: boolean;
  /** sign-up: the date of birth (18+, issue 15) */
  withDateOfBirth?: boolean;
  initialReferCode?: string;
  submitLabel: string;
  onSubmit: (values: { mobile: string; otp: string; password: string; confirm_password: string; refer_code: string; date_of_birth: string }) => Promise<void>;
}

/**
 * Mobile + OTP (with a send button) + password and confirmation: sign-up and forgot-password share it. OTP errors
 * are toasts, as SPEC §8 shows them: the mobile check before sending, the send's refusal, the OTP's own rules and
 * the server's OTP refusals; an expired OTP makes Send OTP available again at once.
 */
export function OtpPasswordForm({ otpType, Dto, withReferCode, withDateOfBirth, initialReferCode = '', submitLabel, onSubmit }: Props) {
  const { t } = useTranslation();
  const form = useForm(
    { mobile: '', otp: '', password: '', confirm_password: '', refer_code: initialReferCode, date_of_birth: '' },
    Dto,
    (v) => ({ ...v, refer_code: v.refer_code ? v.refer_code : undefined, date_of_birth: withDateOfBirth ? v.date_of_birth : undefined }),
    { toasted: ['otp'] },
  );
  const [sending, setSending] = useState(false);
  const [wait, setWait] = useState(0);
  useEffect(() => {
    if (wait <= 0) return;
    const id = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(id);
  }, [wait]);

  const send = async () => {
    if (sending || wait > 0) return;
    if (!form.check(dtos().SendOtpDto, { mobile: form.values.mobile, type: otpType }, ['mobile'], true)) return;
    setSending(true);
    try {
      const res = await sendOtp(form.values.mobile, otpType);
      toastSuccess(res.message || 'OTP Sent Successfully');
      setWait(RESEND_SECONDS);
    } catch {
      // toast shown by the API layer
    } finally {
      setSending(false);
    }
  };

  const submit = form.onSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      if (error instanceof ApiError && /OTP Expired/i.test(error.message)) setWait(0);
      throw error;
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Field label="Mobile Number" inputMode="numeric" autoComplete="tel" error={form.inline('mobile')} {...form.field('mobile', digitsOnly(10))} />
      <div className="s-row">
        <Field label="OTP" inputMode="numeric" autoComplete="one-time-code" error={form.inline('otp')} {...form.field('otp', digitsOnly(6))} />
        <button type="button" className="s-btn s-ghost s-otp" onClick={send} disabled={sending || wait > 0}>
          {wait > 0 ? `${t('Resend in')} ${wait}s` : sending ? t('Sending...') : t('Send OTP')}
        </button>
      </div>
      <Field label="Password" password autoComplete="new-password" maxLength={20} error={form.inline('password')} {...form.field('password', noSpaces(20))} />
      <Field
        label="Confirm Password"
        password
        autoComplete="new-password"
        maxLength={20}
        error={form.inline('confirm_password')}
        {...form.field('confirm_password', noSpaces(20))}
      />
      <p className="s-hint">{t('8 to 20 characters with at least 1 uppercase letter, 1 lowercase letter and 1 digit.')}</p>
      {withDateOfBirth && <Field label="Date of Birth" type="date" autoComplete="bday" error={form.inline('date_of_birth')} {...form.field('date_of_birth')} />}
      {withReferCode && <Field label="Refer Code (optional)" maxLength={32} error={form.inline('refer_code')} {...form.field('refer_code', noSpaces(32))} />}
      <SubmitButton submitting={form.submitting}>{submitLabel}</SubmitButton>
    </form>
  );
}
