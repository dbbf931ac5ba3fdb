import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import { ApiError, Modal, prefs$, toastSuccess, useObservable } from '@khel/shared';
import { sendWithdrawOtp, verifyWithdrawOtp } from '../api/wallet';
import { useWalletConfig } from '../common/config';
import { Field, PasswordInput, TutorialVideo } from '../common/ui';
import { validateForm, validation } from '../common/validate';
import { useCountdown } from './useCountdown';

export const RESET_INSTRUCTIONS = [
  'Password must be 8 to 20 characters long.',
  'Password must contain at least 1 lowercase and 1 uppercase letter.',
  'Password must contain at least 1 digit and 1 special character.',
  'Please note down your withdraw password for future use.',
];
const EMPTY = { otp: '', password: '', confirm_password: '' };
const ORDER = ['otp', 'password', 'confirm_password'] as const;

/** Forgot withdrawal password: OTP to the player's phone, the new password twice, a 300 s countdown with Resend. */
export function ForgotPasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const videos = useWalletConfig().withdrawal_video;
  const language = useObservable(prefs$).language;
  const [phone, setPhone] = useState<string | null>(null);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const timer = useCountdown();

  const send = async () => {
    try {
      const res = await sendWithdrawOtp();
      setPhone(res.data?.phone ?? null);
      timer.restart();
    } catch {
      timer.stop(); // the server's message was shown; Resend stays available
    }
  };

  useEffect(() => {
    if (!open) return;
    setValues(EMPTY);
    setErrors({});
    timer.restart();
    void send();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const set = (name: keyof typeof EMPTY, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors(({ [name]: _gone, ...rest }) => rest);
  };

  const submit = async () => {
    if (busy) return;
    const v = validation();
    const found = v ? validateForm(v.WithdrawPasswordResetDto, values) : {};
    setErrors(found);
    if (ORDER.some((k) => found[k])) return;
    setBusy(true);
    try {
      const res = await verifyWithdrawOtp(values);
      toastSuccess(res.message || 'Withdraw password updated');
      setValues(EMPTY);
      timer.restart();
      onClose();
    } catch (error) {
      if (error instanceof ApiError && /OTP Expired/i.test(error.message)) timer.stop();
    } finally {
      setBusy(false);
    }
  };

  const last4 = phone ? phone.replace(/\D/g, '').slice(-4) : null;
  return (
    <Modal id="forgot-withdraw-password" title={t('Enter Withdrawal OTP')} open={open} onClose={onClose} staticBackdrop>
      <p className="w-muted">{last4 ? `${t('OTP sent to your mobile number')} ******${last4}` : t('Sending OTP to your mobile number…')}</p>
      <ul className="w-list w-small">
        {RESET_INSTRUCTIONS.map((text) => (
          <li key={text}>{t(text)}</li>
        ))}
      </ul>
      <Field label="OTP" error={errors.otp}>
        <input name="otp" inputMode="tel" maxLength={6} value={values.otp} onChange={(e) => set('otp', e.target.value.replace(/\D/g, '').slice(0, 6))} />
      </Field>
      <Field label="New Withdraw Password" error={errors.password}>
        <PasswordInput label="New Withdraw Password" value={values.password} onChange={(v) => set('password', v)} invalid={!!errors.password} />
      </Field>
      <Field label="Confirm Withdraw Password" error={errors.confirm_password}>
        <PasswordInput label="Confirm Withdraw Password" value={values.confirm_password} onChange={(v) => set('confirm_password', v)} invalid={!!errors.confirm_password} />
      </Field>
      <div className="w-timer">
        {timer.expired ? (
          <button type="button" className="w-link" onClick={() => void send()}>
            {t('Resend')}
          </button>
        ) : (
          <span aria-label="OTP time left">{timer.text}</span>
        )}
      </div>
      <button type="button" className="w-btn w-primary w-block" disabled={busy} onClick={submit}>
        {t('Submit')}
      </button>
      <TutorialVideo videos={videos} language={language} />
    </Modal>
  );
}
