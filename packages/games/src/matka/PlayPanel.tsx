import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button, EmptyState } from '@khel/shared/kit';
import type { MatkaMarket, MatkaSession } from '@khel/shared/contracts';
import { money, useMatkaFormat } from './format';
import { canPlay, firstOpenSession, hasSession, PLAY_TYPES, rateOf, SESSION_LABELS } from './model';
import { NumberPicker } from './NumberPicker';
import { MatkaSlipPanel } from './MatkaSlipPanel';
import type { MatkaSlipApi } from './useMatkaSlip';

const SESSIONS: MatkaSession[] = ['open', 'close'];

/**
 * The betting part of a market's page: bet type (Single, Jodi, Single/Double/Triple Patti with their rates),
 * session (open or close; jodi has none and closes at the open time), the numbers of that type, and the slip.
 * Type and session are in the URL (?type=&session=), so a reload keeps them. What is open comes from the API.
 */
export function PlayPanel({ market, slip }: { market: MatkaMarket; slip: MatkaSlipApi }) {
  const { t } = useTranslation();
  const f = useMatkaFormat();
  const [params, setParams] = useSearchParams();
  const slipId = useId();
  const type = PLAY_TYPES.find((p) => p.type === params.get('type'))?.type ?? 'single';
  const asked = params.get('session');
  const session: MatkaSession = asked === 'open' || asked === 'close' ? asked : firstOpenSession(market);
  const choose = (change: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(change)) next.set(k, v);
    setParams(next, { replace: true });
  };

  if (market.status !== 'open') {
    return <EmptyState title={t('Betting is closed for today')} text={t('See the results and charts of this market in the tabs above.')} />;
  }
  const playable = canPlay(market, type, session);
  const lineSession = hasSession(type) ? session : null;
  const picked = new Set(slip.lines.filter((l) => l.type === type && l.session === lineSession).map((l) => l.number));
  const closedNote =
    type === 'jodi'
      ? t('Jodi bets closed at the open time, {{time}}.', { time: f.time(market.open_closes_at) })
      : session === 'open'
        ? t('Open session bets closed at {{time}}.', { time: f.time(market.open_closes_at) })
        : t('Close session bets closed at {{time}}.', { time: f.time(market.close_closes_at) });

  return (
    <div className="m-play">
      <div>
        <fieldset className="m-fieldset">
          <legend>{t('Bet type')}</legend>
          <div className="m-seg">
            {PLAY_TYPES.map((p) => {
              const open = SESSIONS.some((s) => canPlay(market, p.type, s));
              return (
                <button key={p.type} type="button" aria-pressed={p.type === type} onClick={() => choose({ type: p.type })}>
                  {t(p.label)}
                  <small>{open ? t('Rate {{rate}}', { rate: rateOf(market, p.type) ?? '-' }) : t('Closed')}</small>
                </button>
              );
            })}
          </div>
        </fieldset>
        {hasSession(type) && (
          <fieldset className="m-fieldset">
            <legend>{t('Session')}</legend>
            <div className="m-seg">
              {SESSIONS.map((s) => (
                <button key={s} type="button" aria-pressed={s === session} disabled={!canPlay(market, type, s)} onClick={() => choose({ session: s })}>
                  {t(SESSION_LABELS[s])}
                  <small>{t('until {{time}}', { time: f.time(s === 'open' ? market.open_closes_at : market.close_closes_at) })}</small>
                </button>
              ))}
            </div>
          </fieldset>
        )}
        {!playable ? (
          <p className="m-note" role="status">
            {closedNote}
          </p>
        ) : (
          <>
            {type === 'jodi' && <p className="g-muted">{t('A jodi plays on both results and closes at the open time, {{time}}.', { time: f.time(market.open_closes_at) })}</p>}
            <NumberPicker type={type} selected={picked} onToggle={(number) => slip.toggle({ type, session: lineSession, number })} />
          </>
        )}
      </div>
      {slip.lines.length > 0 && (
        // On a phone the slip is below up to 120 numbers: this bar keeps the count and total in sight.
        <div className="m-bar">
          <span>
            {t('Numbers: {{count}}', { count: slip.lines.length })} · <strong>{money(slip.total)}</strong>
          </span>
          <Button size="sm" onClick={() => goToSlip(slipId)}>
            {t('Go to slip')}
          </Button>
        </div>
      )}
      <MatkaSlipPanel id={slipId} slip={slip} market={market} />
    </div>
  );
}


/** Scrolls the slip into view and puts the keyboard on its first field. */
function goToSlip(id: string) {
  const form = document.getElementById(id);
  form?.scrollIntoView?.({ block: 'start', behavior: 'smooth' }); // (jsdom has no scrollIntoView)
  form?.querySelector('input')?.focus({ preventScroll: true });
}
