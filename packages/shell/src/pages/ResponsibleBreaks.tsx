import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal, toastSuccess, useFormatDateTime } from '@khel/shared';
import type { ProtectionOverview } from '@khel/shared/contracts';
import { saveRealityCheck, startSelfExclusion, startTimeOut } from '../api/protection';

export const TIME_OUT_CHOICES: Array<[number, string]> = [[1, '24 hours'], [2, '2 days'], [3, '3 days'], [7, '1 week'], [14, '2 weeks'], [30, '30 days'], [42, '6 weeks']];
export const SELF_EXCLUSION_CHOICES: Array<[number, string]> = [[6, '6 months'], [12, '1 year'], [24, '2 years'], [36, '3 years'], [60, '5 years']];
export const REALITY_CHOICES: Array<[number, string]> = [[0, 'Off'], [15, '15 minutes'], [30, '30 minutes'], [45, '45 minutes'], [60, '60 minutes'], [90, '90 minutes'], [120, '2 hours']];

function Choice({ label, value, choices, onChange }: { label: string; value: number; choices: Array<[number, string]>; onChange: (v: number) => void }) {
  const { t } = useTranslation();
  return (
    <label className="s-rg-choice">
      {t(label)}
      <select value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {choices.map(([v, text]) => (
          <option key={v} value={v}>
            {t(text)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The reality check's interval: a reminder of time played and the net result, every N minutes (0: off). */
export function RealityCheckSetting({ minutes, onChanged }: { minutes: number; onChanged: () => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(minutes);
  return (
    <div className="s-card">
      <h2>{t('Reality check')}</h2>
      <p className="s-muted">{t('A reminder of how long you have played and your net result since you logged in.')}</p>
      <Choice label="Remind me every" value={value} choices={REALITY_CHOICES} onChange={setValue} />
      <button
        type="button"
        className="s-btn s-primary"
        onClick={() =>
          void saveRealityCheck(value).then((res) => {
            toastSuccess(t(res.message));
            onChanged();
          }, () => undefined)
        }
      >
        {t('Save')}
      </button>
    </div>
  );
}

type Pending = { kind: 'time-out'; days: number; label: string } | { kind: 'self-exclusion'; months: number; label: string };

/**
 * Time-out (24 hours to 6 weeks) and self-exclusion (6 months to 5 years). Both ask for a confirmation that says
 * what they do and that they cannot be undone; while one runs, its end is shown instead of the button.
 */
export function BreakSettings({ view, onChanged }: { view: ProtectionOverview; onChanged: () => void }) {
  const { t } = useTranslation();
  const format = useFormatDateTime();
  const [days, setDays] = useState(1);
  const [months, setMonths] = useState(6);
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!pending || busy) return;
    setBusy(true);
    try {
      const res = pending.kind === 'time-out' ? await startTimeOut(pending.days) : await startSelfExclusion(pending.months);
      toastSuccess(t(res.message));
      setPending(null);
      onChanged();
    } catch {
      // the API layer shows the refusal
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <div className="s-card">
        <h2>{t('Take a time-out')}</h2>
        <p className="s-muted">{t('A break from betting and deposits, from 24 hours to 6 weeks. You can still log in and withdraw.')}</p>
        {view.time_out_until && <p className="s-rg-on">{t('You are on a time-out until {{date}}.', { date: format(view.time_out_until) })}</p>}
        <Choice label="Length" value={days} choices={TIME_OUT_CHOICES} onChange={setDays} />
        <button type="button" className="s-btn s-primary" onClick={() => setPending({ kind: 'time-out', days, label: TIME_OUT_CHOICES.find((c) => c[0] === days)![1] })}>
          {t('Take a time-out')}
        </button>
      </div>
      <div className="s-card">
        <h2>{t('Self-exclusion')}</h2>
        <p className="s-muted">{t('Close your account to betting and deposits for 6 months to 5 years. It cannot be lifted early. You can still withdraw.')}</p>
        {view.self_excluded_until && <p className="s-rg-on">{t('You are self-excluded until {{date}}.', { date: format(view.self_excluded_until) })}</p>}
        <Choice label="Length" value={months} choices={SELF_EXCLUSION_CHOICES} onChange={setMonths} />
        <button type="button" className="s-btn s-danger" onClick={() => setPending({ kind: 'self-exclusion', months, label: SELF_EXCLUSION_CHOICES.find((c) => c[0] === months)![1] })}>
          {t('Self-exclude')}
        </button>
      </div>
      <Modal
        id="rg-confirm"
        open={pending !== null}
        onClose={() => setPending(null)}
        title={pending ? t(pending.kind === 'time-out' ? 'Take a time-out for {{length}}?' : 'Self-exclude for {{length}}?', { length: t(pending.label) }) : ''}
      >
        {pending && (
          <>
            <p>
              {pending.kind === 'time-out'
                ? t('You will not be able to bet or deposit until it ends. Withdrawals stay open. A time-out cannot be shortened or cancelled.')
                : t('You will not be able to bet or deposit, and you will receive no offers or bonuses, until it ends. Withdrawals stay open. Nobody, not even our support team, can lift a self-exclusion early.')}
            </p>
            <div className="s-row">
              <button type="button" className="s-btn s-danger" disabled={busy} onClick={() => void confirm()}>
                {t(pending.kind === 'time-out' ? 'Yes, start my time-out' : 'Yes, self-exclude me')}
              </button>
              <button type="button" className="s-btn s-ghost" onClick={() => setPending(null)}>
                {t('Cancel')}
              </button>
            </div>
          </>
        )}
      </Modal>
    </>
  );
}
