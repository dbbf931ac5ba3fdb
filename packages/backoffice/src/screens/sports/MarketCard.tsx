import { toastSuccess } from '@khel/shared';
import type { OpsMarket, OpsPriceLevel } from '@khel/shared/console-contracts';
import { useState } from 'react';
import { rollbackMarket, setMarketStatus, voidMarket } from '../../api/sports';
import { Confirm } from '../../ui/Dialog';
import { rupees, when } from '../../ui/format';
import { useAction } from '../../ui/useLoad';
import { LiveBook, signed } from './LiveBook';
import { LimitsDialog } from './LimitsDialog';
import { KIND_NAMES } from './NewMarketDialog';
import { PriceEditor } from './PriceEditor';
import { decimal, indian } from './price-form';
import { SettleDialog } from './SettleDialog';

type Asking = 'prices' | 'limits' | 'settle' | 'void' | 'rollback' | null;

function Price({ level, kind, side }: { level?: OpsPriceLevel; kind: OpsMarket['kind']; side: 'back' | 'lay' }) {
  if (!level) return <td className={`bo-sp-${side} bo-sp-cell`}>—</td>;
  const odds = kind === 'bookmaker' ? indian(level.odds) : kind === 'fancy' ? String(level.line) : decimal(level.odds);
  const under = kind === 'fancy' ? indian(level.odds) : level.size === null || level.size === undefined ? '' : rupees(level.size);
  return (
    <td className={`bo-sp-${side} bo-sp-cell`}>
      {odds}
      {under && <small>{under}</small>}
    </td>
  );
}

/**
 * One market on the event page: its status, limits and bets, the prices (back blue, lay pink; fancy No/Yes
 * lines with their rates beneath), and the operator's buttons: prices, suspend/resume, close, settle, void, the
 * live book, and for admins the roll-back of a settlement.
 */
export function MarketCard({ market, admin, onChanged }: { market: OpsMarket; admin: boolean; onChanged: () => void }) {
  const [asking, setAsking] = useState<Asking>(null);
  const [showBook, setShowBook] = useState(false);
  const act = useAction();
  const m = market;
  const live = m.status === 'open' || m.status === 'suspended';
  const done = () => {
    setAsking(null);
    onChanged();
  };
  const status = async (next: 'open' | 'suspended' | 'closed') => {
    const answer = await act.run(() => setMarketStatus(m.id, next));
    if (answer) {
      toastSuccess(answer.message);
      onChanged();
    }
  };
  const confirmed = async (run: () => Promise<{ message: string }>) => {
    const answer = await act.run(run);
    if (answer) {
      toastSuccess(answer.message);
      done();
    }
  };
  const levels = m.kind === 'bookmaker' || m.kind === 'fancy' ? 1 : 3;
  const s = m.settlement;

  return (
    <section className="bo-sp-market" aria-label={`Market ${m.name}`}>
      <header>
        <h2>{m.name}</h2>
        <span className="bo-sp-tag">{KIND_NAMES[m.kind]}</span>
        <span className={`bo-sp-tag bo-sp-${m.status}`}>{m.status}</span>
      </header>
      <p className="bo-sp-facts">
        <span>Stake {rupees(m.min_stake)} – {rupees(m.max_stake)}</span>
        <span>In-play delay {m.bet_delay_seconds} s</span>
        <span>Max profit {m.max_profit === null ? 'no limit' : rupees(m.max_profit)}</span>
        <span>At one price {m.price_size_limit === null ? 'any stake (house book)' : `at most ${rupees(m.price_size_limit)} and the size shown`}</span>
        <span>Prices older than {m.price_max_age_seconds} s not taken</span>
        <span>Bets: {m.bets.matched} matched, {m.bets.pending} waiting, {m.bets.settled} settled, {m.bets.void} void</span>
        <span>Exposure held {rupees(m.exposure)}</span>
        {m.prices_updated_at && <span>Prices {when(m.prices_updated_at)}</span>}
      </p>
      <div className="bo-scroll">
        <table className="bo-table" aria-label={`Prices of ${m.name}`}>
          <thead>
            <tr>
              <th>{m.kind === 'fancy' ? 'Line' : 'Runner'}</th>
              {Array.from({ length: levels }, (_, i) => <th key={`b${i}`} className="bo-sp-back">{m.kind === 'fancy' ? 'Yes' : 'Back'}</th>).reverse()}
              {Array.from({ length: levels }, (_, i) => <th key={`l${i}`} className="bo-sp-lay">{m.kind === 'fancy' ? 'No' : 'Lay'}</th>)}
            </tr>
          </thead>
          <tbody>
            {m.runners.map((r) => (
              <tr key={r.id} aria-label={`Runner ${r.name}`}>
                <th scope="row">{r.name}</th>
                {Array.from({ length: levels }, (_, i) => <Price key={`b${i}`} level={r.back[i]} kind={m.kind} side="back" />).reverse()}
                {Array.from({ length: levels }, (_, i) => <Price key={`l${i}`} level={r.lay[i]} kind={m.kind} side="lay" />)}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {s && (
        <p className="bo-sp-facts" aria-label={`Settlement of ${m.name}`}>
          <strong>{s.outcome}</strong>
          <span>{s.status === 'running' ? 'Running' : 'Done'}: {s.bets} bets of {s.players} players</span>
          <span>Players&apos; P&amp;L {signed(s.players_pnl)}</span>
          <span>By {s.actor}, {when(s.started_at)}</span>
        </p>
      )}
      {act.error && !asking && (
        <p className="bo-error" role="alert">
          {act.error}
        </p>
      )}
      <div className="bo-row">
        {live && <button type="button" className="bo-btn bo-small" onClick={() => setAsking('prices')}>Prices</button>}
        {m.status === 'open' && <button type="button" className="bo-btn bo-small" disabled={act.busy} onClick={() => void status('suspended')}>Suspend</button>}
        {(m.status === 'suspended' || m.status === 'closed') && <button type="button" className="bo-btn bo-small" disabled={act.busy} onClick={() => void status('open')}>Resume</button>}
        {live && <button type="button" className="bo-btn bo-small" disabled={act.busy} onClick={() => void status('closed')}>Close</button>}
        {!s && m.status !== 'settled' && m.status !== 'void' && (
          <>
            <button type="button" className="bo-btn bo-small bo-primary" onClick={() => setAsking('settle')}>Settle</button>
            <button type="button" className="bo-btn bo-small bo-danger" onClick={() => setAsking('void')}>Void</button>
          </>
        )}
        {admin && live && <button type="button" className="bo-btn bo-small" onClick={() => setAsking('limits')}>Limits</button>}
        {admin && s?.status === 'done' && <button type="button" className="bo-btn bo-small bo-danger" onClick={() => setAsking('rollback')}>Roll back</button>}
        <button type="button" className="bo-btn bo-small" aria-expanded={showBook} onClick={() => setShowBook((v) => !v)}>{showBook ? 'Hide book' : 'Live book'}</button>
      </div>
      {showBook && <LiveBook marketId={m.id} name={m.name} />}
      {asking === 'prices' && <PriceEditor market={m} onClose={() => setAsking(null)} onDone={done} />}
      {asking === 'limits' && <LimitsDialog market={m} onClose={() => setAsking(null)} onDone={done} />}
      {asking === 'settle' && <SettleDialog market={m} onClose={() => setAsking(null)} onDone={done} />}
      {asking === 'void' && (
        <Confirm
          title={`Void ${m.name}`}
          text={`Every bet on ${m.name} is refunded (${m.bets.matched} matched). This can be rolled back by an admin.`}
          confirmLabel="Void market"
          busy={act.busy}
          error={act.error}
          onConfirm={() => void confirmed(() => voidMarket(m.id))}
          onClose={() => setAsking(null)}
        />
      )}
      {asking === 'rollback' && s && (
        <Confirm
          title={`Roll back ${m.name}`}
          text={`The settlement "${s.outcome}" is reversed: ${s.players} players give back what it paid and their ${s.bets} bets are open again. The market is closed and can be settled again.`}
          confirmLabel="Roll back settlement"
          busy={act.busy}
          error={act.error}
          onConfirm={() => void confirmed(() => rollbackMarket(m.id, s.id))}
          onClose={() => setAsking(null)}
        />
      )}
    </section>
  );
}
