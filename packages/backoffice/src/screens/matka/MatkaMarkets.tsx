import type { OpsMatkaMarket } from '@khel/shared/contracts';
import { useContext, useState } from 'react';
import { listMarkets } from '../../api/matka';
import { OperatorContext } from '../../app/operator';
import { Empty, ErrorNote, Loading } from '../../ui/Status';
import { rupees } from '../../ui/format';
import { useLoad } from '../../ui/useLoad';
import { DrawPanel, sessionStatus } from './DrawPanel';
import { MarketDialog, dayNames } from './MarketDialog';

/**
 * Matka markets (issue 14 points 4 and 5): every market with its India-time hours, days and today's draw (result,
 * each session's status, bets). Any operator opens a draw to declare results, void, or resume a settlement; admins
 * create and edit markets and roll settlements back. All of it is audited by the server.
 */
export default function MatkaMarkets() {
  const admin = useContext(OperatorContext)?.role === 'admin';
  const markets = useLoad(listMarkets, []);
  const [editing, setEditing] = useState<OpsMatkaMarket | 'new' | null>(null);
  const [open, setOpen] = useState<{ id: string; date: string } | null>(null);
  const shown = open && markets.data?.markets.find((m) => m.id === open.id);

  return (
    <section aria-labelledby="matka-title">
      <div className="bo-head">
        <h1 id="matka-title">Matka markets</h1>
        {admin && <button type="button" className="bo-btn bo-small bo-primary" onClick={() => setEditing('new')}>New market</button>}
      </div>
      {markets.loading && !markets.data && <Loading label="Loading the markets…" />}
      <ErrorNote message={markets.error} onRetry={markets.reload} />
      {markets.data &&
        (markets.data.markets.length ? (
          <div className="bo-scroll">
            <table className="bo-table" aria-label="Matka markets">
              <thead>
                <tr>
                  <th>Market</th>
                  <th>Hours (India time)</th>
                  <th>Days</th>
                  <th>Today</th>
                  <th>Open session</th>
                  <th>Close session</th>
                  <th className="bo-num">Bets today</th>
                  <th className="bo-num">Staked today</th>
                  <th>Actions</th>
                </tr>
              </thead>
              <tbody>
                {markets.data.markets.map((m) => (
                  <tr key={m.id} aria-label={`Market ${m.name}`}>
                    <td>
                      {m.name}
                      {!m.active && <span className="bo-muted"> (inactive)</span>}
                    </td>
                    <td>{m.open_time} – {m.close_time}</td>
                    <td>{dayNames(m.days)}</td>
                    <td>{m.today.result}</td>
                    <td>{sessionStatus(m.today.open)}</td>
                    <td>{sessionStatus(m.today.close)}</td>
                    <td className="bo-num">{m.today.open.bets + m.today.close.bets}</td>
                    <td className="bo-num">{rupees(m.today.open.stake + m.today.close.stake)}</td>
                    <td>
                      <div className="bo-row">
                        <button type="button" className="bo-btn bo-small" aria-label={`Draw of ${m.name}`} onClick={() => setOpen(open?.id === m.id ? null : { id: m.id, date: m.today.draw_date })}>
                          {open?.id === m.id ? 'Hide draw' : 'Draw'}
                        </button>
                        {admin && <button type="button" className="bo-btn bo-small" aria-label={`Edit ${m.name}`} onClick={() => setEditing(m)}>Edit</button>}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <Empty text="No matka market yet." />
        ))}
      {shown && open && (
        <section aria-label={`${shown.name} draw`}>
          <div className="bo-head">
            <h2>{shown.name}</h2>
            <label className="bo-field">
              <span>Draw date</span>
              <input type="date" value={open.date} onChange={(e) => e.target.value && setOpen({ id: open.id, date: e.target.value })} />
            </label>
          </div>
          <DrawPanel key={`${open.id}:${open.date}`} marketId={shown.id} marketName={shown.name} date={open.date} admin={admin} onChanged={markets.reload} />
        </section>
      )}
      {editing && (
        <MarketDialog
          market={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onDone={() => {
            setEditing(null);
            markets.reload();
          }}
        />
      )}
    </section>
  );
}
