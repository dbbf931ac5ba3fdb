import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { auth$, EmptyResult, injectCss, Spinner, toastSuccess, useFormatDateTime, useObservable } from '@khel/shared';
import type { BonusItem, BonusMine, BonusTerms as Terms } from '@khel/shared/contracts';
import { claimBonus, fetchBonusTerms, fetchMyBonus } from '../api/bonus';
import { money } from '../chrome/money';
import { BonusActive, KIND_TEXT } from './BonusActive';
import { BonusTerms } from './BonusTerms';

const CSS = `
.s-bonus-stats{display:grid;grid-template-columns:repeat(2,1fr);gap:8px;text-align:center}.s-bonus-stats b{display:block;font-size:20px}
.s-bonus-bar{height:10px;border-radius:5px;background:var(--k-line);overflow:hidden;margin:8px 0}.s-bonus-bar span{display:block;height:100%;background:var(--k-accent,#1a7f37)}
.s-bonus-table{width:100%;border-collapse:collapse;margin:8px 0}.s-bonus-table th,.s-bonus-table td{text-align:left;padding:4px 6px;border-bottom:1px solid var(--k-line)}
.s-bonus-list{list-style:none;margin:0;padding:0}.s-bonus-list li{display:flex;justify-content:space-between;align-items:center;gap:8px;padding:8px 0;border-bottom:1px solid var(--k-line)}
.s-bonus-terms{margin:0;padding-left:18px}.s-bonus-terms li{margin:4px 0}
`;

const STATUS_TEXT = { offered: 'Offered', locked: 'Locked', released: 'Released', forfeited: 'Forfeited', expired: 'Expired', lapsed: 'Offer lapsed' } as const;

function Offers({ offers, onClaim, busy }: { offers: BonusItem[]; onClaim: (id: string) => void; busy: string | null }) {
  const { t } = useTranslation();
  const format = useFormatDateTime();
  return (
    <div className="s-card">
      <h2>{t('Offers')}</h2>
      {offers.length === 0 ? (
        <p className="s-muted">{t('No offers to claim right now.')}</p>
      ) : (
        <ul className="s-bonus-list">
          {offers.map((o) => (
            <li key={o.id}>
              <span>
                <b>{t(KIND_TEXT[o.kind])} ₹{money(o.amount)}</b>
                <br />
                <span className="s-muted">
                  {t('Wager ₹{{required}} to release it.', { required: money(o.wagering_required) })}
                  {o.offer_expires_at ? ` ${t('Claim by {{date}}', { date: format(o.offer_expires_at) })}` : ''}
                </span>
              </span>
              <button type="button" className="s-btn s-primary" disabled={busy !== null} onClick={() => onClaim(o.id)}>
                {busy === o.id ? t('Claiming…') : t('Claim')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Past bonuses. Empty under an active bonus or an offer, it says none has finished yet, never "No bonuses yet." (issue 31 item 7). */
function History({ items, others }: { items: BonusItem[]; others: boolean }) {
  const { t } = useTranslation();
  const format = useFormatDateTime();
  return (
    <div className="s-card">
      <h2>{t('Bonus history')}</h2>
      {items.length === 0 ? (
        <p className="s-muted">{others ? t('No finished bonuses yet.') : t('No bonuses yet.')}</p>
      ) : (
        <ul className="s-bonus-list">
          {items.map((h) => (
            <li key={h.id}>
              <span>
                <b>{t(KIND_TEXT[h.kind])} ₹{money(h.amount)}</b>
                {h.note ? <span className="s-muted"> · {h.note}</span> : null}
                <br />
                <span className="s-muted">{format(h.closed_at ?? h.offered_at)}</span>
              </span>
              <span>{t(STATUS_TEXT[h.status])}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** /bonus: the bonus wagering now (with its progress by product), offers to claim, earned and history, and the terms. */
export function Bonus() {
  const { t } = useTranslation();
  const { user } = useObservable(auth$);
  const loggedIn = Boolean(user);
  const [terms, setTerms] = useState<Terms | null>(null);
  const [mine, setMine] = useState<BonusMine | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  useEffect(() => injectCss('khel-shell-bonus', CSS), []);
  useEffect(() => {
    let live = true;
    fetchBonusTerms().then((v) => live && setTerms(v), () => undefined);
    if (loggedIn) fetchMyBonus().then((v) => live && setMine(v), () => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [loggedIn]);

  const claim = useCallback(async (id: string) => {
    setBusy(id);
    try {
      const res = await claimBonus({ bonus_id: id });
      setMine(res.data);
      toastSuccess(t(res.message));
    } catch {
      // The client has shown the refusal; read the bonuses again (an offer may have lapsed or been taken).
      await fetchMyBonus().then(setMine, () => undefined);
    } finally {
      setBusy(null);
    }
  }, [t]);

  return (
    <section className="s-page">
      <h1>{t('Bonus')}</h1>
      {!loggedIn ? (
        <div className="s-card">
          <p>{t('Log in to see and claim your bonuses.')}</p>
          <Link to="/login" className="s-btn s-primary">{t('Login')}</Link>
        </div>
      ) : failed ? (
        <EmptyResult />
      ) : !mine ? (
        <Spinner />
      ) : (
        <>
          <div className="s-card s-bonus-stats">
            <div><b>₹{money(mine.locked)}</b>{t('Bonus Wallet')}</div>
            <div><b>₹{money(mine.earned)}</b>{t('Earned')}</div>
          </div>
          {mine.active ? <BonusActive bonus={mine.active} /> : <div className="s-card"><p className="s-muted">{t('No active bonus.')}</p></div>}
          <Offers offers={mine.offers} onClaim={(id) => void claim(id)} busy={busy} />
          <History items={mine.history} others={Boolean(mine.active) || mine.offers.length > 0} />
        </>
      )}
      {terms && <BonusTerms terms={terms} />}
    </section>
  );
}
