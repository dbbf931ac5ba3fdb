import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { demoLogin, login, RETURN_TO_KEY, safeReturnPath, saveSession, toastSuccess, type LoginResult, type ApiOk } from '@khel/shared';
import { dtos } from '../forms/dtos';
import { Field, SubmitButton } from '../forms/Field';
import { digitsOnly, useForm } from '../forms/useForm';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';

/** Stores the session from a login answer and goes to `to` (Home, or the page that sent the visitor to log in). */
export function startSession(res: ApiOk<LoginResult>, go: (to: string) => void, to = '/'): void {
  saveSession(res.data);
  toastSuccess(res.message || 'Login Successfully');
  go(to);
}

export function Login() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  // Sent here from a player's page by the root guard (?next=/deposit): back there afterwards.
  const next = useSearchParams()[0].get(RETURN_TO_KEY);
  const returnTo = safeReturnPath(next);
  const [type, setType] = useState<1 | 2>(1);
  const [demoBusy, setDemoBusy] = useState(false);
  const form = useForm({ mobile: '', user_id: '', password: '' }, dtos().LoginDto, (v) =>
    type === 1 ? { type, mobile: v.mobile, password: v.password } : { type, user_id: v.user_id, password: v.password },
  );
  const submit = form.onSubmit(async (v) => {
    const body = type === 1 ? { type, mobile: v.mobile, password: v.password } : { type, user_id: v.user_id.trim(), password: v.password };
    startSession(await login(body as Parameters<typeof login>[0]), navigate, returnTo);
  });
  const demo = async () => {
    if (demoBusy) return;
    setDemoBusy(true);
    try {
      startSession(await demoLogin(), navigate, returnTo);
    } catch {
      // shown as a toast by the API layer
    } finally {
      setDemoBusy(false);
    }
  };
  return (
    <section className="s-card s-auth">
      <h1>{t('Login')}</h1>
      {returnTo !== '/' && <p className="s-note">{t('Please log in to continue.')}</p>}
      <div className="s-tabs" role="tablist">
        {([
          [1, 'Mobile Number'],
          [2, 'User ID'],
        ] as const).map(([value, label]) => (
          <button key={value} type="button" role="tab" aria-selected={type === value} className={type === value ? 's-on' : undefined} onClick={() => setType(value)}>
            {t(label)}
          </button>
        ))}
      </div>
      <form onSubmit={submit} noValidate>
        {type === 1 ? (
          <Field label="Mobile Number" inputMode="numeric" autoComplete="tel" error={form.errors.mobile} {...form.field('mobile', digitsOnly(10))} />
        ) : (
          <Field label="User ID" autoComplete="username" maxLength={25} error={form.errors.user_id} {...form.field('user_id')} />
        )}
        <Field label="Password" password autoComplete="current-password" maxLength={20} error={form.errors.password} {...form.field('password')} />
        <Link to="/forget-password" className="s-link s-right-align">
          {t('Forgot Password?')}
        </Link>
        <SubmitButton submitting={form.submitting}>Login</SubmitButton>
      </form>
      <button type="button" className="s-btn s-ghost s-block" onClick={demo} disabled={demoBusy}>
        {t('Login with Demo ID')}
      </button>
      <p className="s-muted s-center">
        {t("Don't have an account?")} <Link to="/sign-up">{t('Sign Up')}</Link>
      </p>
    </section>
  );
}
