import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { toastSuccess } from '@khel/shared';
import type { HouseReport } from '@khel/shared/console-contracts';
import { messageOf } from '../../api/client';
import { fetchHouse, fetchReportSettings, saveReportSettings } from '../../api/reports';
import { useOperator } from '../../app/operator';
import { CONSOLE_PATHS } from '../../app/paths';
import { rupees } from '../../ui/format';
import { Empty, ErrorNote, Loading } from '../../ui/Status';
import { useLoad } from '../../ui/useLoad';
import { signed } from './money';
import { PLAYER_VIEWS, PlayerReports, type PlayerView } from './PlayerReports';
import { useReportStyles } from './styles';

const TABS = { house: 'House', player: 'Player', settings: 'Settings' } as const;
type Tab = keyof typeof TABS;
const PRODUCT: Record<string, string> = { sports: 'Sports', casino: 'Casino', matka: 'Matka', fantasy: 'Fantasy' };

/** Today and n days back in India time, YYYY-MM-DD. */
const istDay = (daysBack = 0) => new Date(Date.now() + 330 * 60_000 - daysBack * 86_400_000).toISOString().slice(0, 10);

function useReportParams() {
  const [params, setParams] = useSearchParams();
  const set = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next);
  };
  const range = { from: params.get('from') || istDay(7), to: params.get('to') || istDay(0) };
  return { params, set, range };
}

function RangeFilters({ range, set }: { range: { from: string; to: string }; set: (c: Record<string, string | null>) => void }) {
  return (
    <div className="bo-filters" role="search" aria-label="Report range">
      <label>
        <span>From (IST)</span>
        <input type="date" value={range.from} max={range.to} onChange={(e) => set({ from: e.target.value })} />
      </label>
      <label>
        <span>To (IST)</span>
        <input type="date" value={range.to} min={range.from} onChange={(e) => set({ to: e.target.value })} />
      </label>
      <button type="button" className="bo-btn bo-small" onClick={() => set({ from: istDay(0), to: istDay(0) })}>
        Today
      </button>
      <button type="button" className="bo-btn bo-small" onClick={() => set({ from: istDay(7), to: istDay(0) })}>
        7 days
      </button>
      <button type="button" className="bo-btn bo-small" onClick={() => set({ from: istDay(30), to: istDay(0) })}>
        30 days
      </button>
    </div>
  );
}

function PlayerTable({ label, rows }: { label: string; rows: HouseReport['winners'] }) {
  if (!rows.length) return <Empty text={`No ${label.toLowerCase()} in this range.`} />;
  return (
    <table className="bo-table" aria-label={label}>
      <thead>
        <tr>
          <th>Player</th>
          <th className="bo-num">Bets</th>
          <th className="bo-num">Stakes</th>
          <th className="bo-num">P&amp;L</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((p) => (
          <tr key={p.user_id}>
            <td>
              <Link to={`${CONSOLE_PATHS.reports}?tab=player&player=${p.user_id}&view=settled`}>{p.user_name}</Link> <span className="bo-muted">#{p.user_id}</span>
            </td>
            <td className="bo-num">{p.bets}</td>
            <td className="bo-num">{rupees(p.stake)}</td>
            <td className="bo-num">{signed(p.pnl)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The house's figures over a range: GGR and turnover by product and day, bonus cost, NGR, winners and losers. */
function House({ range }: { range: { from: string; to: string } }) {
  const house = useLoad(() => fetchHouse(range), [range.from, range.to]);
  const h = house.data;
  return (
    <>
      {house.loading && <Loading label="Adding up the house's figures…" />}
      <ErrorNote message={house.error} onRetry={house.reload} />
      {h && (
        <>
          <dl className="bo-balances" aria-label="House totals">
            {(
              [
                ['GGR', signed(h.totals.ggr)], ['Turnover', rupees(h.totals.turnover)], ['Bonus cost', rupees(h.totals.bonus_cost)], ['NGR', signed(h.totals.ngr)],
                ['Deposits', rupees(h.totals.deposits)], ['Withdrawals', rupees(h.totals.withdrawals)], ['Bets', String(h.totals.bets)], ['Players', String(h.totals.players)],
              ] as const
            ).map(([k, v]) => (
              <div key={k}>
                <dt>{k}</dt>
                <dd>{v}</dd>
              </div>
            ))}
          </dl>
          <p className="bo-muted">GGR: what players lost less what they won on bets settled in the range. Bonus cost: bonuses released to cash and referral rewards paid as cash. NGR = GGR − bonus cost. Demo players left out.</p>
          <div className="bo-report-grid">
            <section aria-label="GGR by product">
              <h2>By product</h2>
              <table className="bo-table" aria-label="GGR by product">
                <thead>
                  <tr>
                    <th>Product</th>
                    <th className="bo-num">Bets</th>
                    <th className="bo-num">Players</th>
                    <th className="bo-num">Turnover</th>
                    <th className="bo-num">GGR</th>
                  </tr>
                </thead>
                <tbody>
                  {h.products.map((p) => (
                    <tr key={p.product}>
                      <td>{PRODUCT[p.product] ?? p.product}</td>
                      <td className="bo-num">{p.bets}</td>
                      <td className="bo-num">{p.players}</td>
                      <td className="bo-num">{rupees(p.turnover)}</td>
                      <td className="bo-num">{signed(p.ggr)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
            <section aria-label="Biggest winners">
              <h2>Biggest winners</h2>
              <PlayerTable label="Winners" rows={h.winners} />
            </section>
            <section aria-label="Biggest losers">
              <h2>Biggest losers</h2>
              <PlayerTable label="Losers" rows={h.losers} />
            </section>
          </div>
          <h2>By day</h2>
          {h.days.length ? (
            <div className="bo-scroll">
              <table className="bo-table" aria-label="GGR by day">
                <thead>
                  <tr>
                    <th>Date</th>
                    <th>Product</th>
                    <th className="bo-num">Bets</th>
                    <th className="bo-num">Players</th>
                    <th className="bo-num">Turnover</th>
                    <th className="bo-num">GGR</th>
                  </tr>
                </thead>
                <tbody>
                  {h.days.map((d) => (
                    <tr key={`${d.date}:${d.product}`}>
                      <td>{d.date}</td>
                      <td>{PRODUCT[d.product] ?? d.product}</td>
                      <td className="bo-num">{d.bets}</td>
                      <td className="bo-num">{d.players}</td>
                      <td className="bo-num">{rupees(d.turnover)}</td>
                      <td className="bo-num">{signed(d.ggr)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <Empty text="No bets settled in this range." />
          )}
        </>
      )}
    </>
  );
}

/** The longest range a report may cover: every operator reads it, admins change it (audited). */
function Settings() {
  const operator = useOperator();
  const current = useLoad(fetchReportSettings, []);
  const [days, setDays] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = () => {
    setBusy(true);
    setError(null);
    saveReportSettings(Number(days))
      .then((res) => {
        toastSuccess(res.message);
        setDays('');
        current.reload();
      })
      .catch((e: unknown) => setError(messageOf(e)))
      .finally(() => setBusy(false));
  };
  return (
    <section aria-label="Report settings">
      {current.loading && <Loading />}
      <ErrorNote message={current.error} onRetry={current.reload} />
      {current.data && (
        <p>
          Players and operators may ask for reports of up to <b>{current.data.max_range_days} days</b> at a time; players see the last {current.data.default_days} days first.
        </p>
      )}
      {operator?.role === 'admin' ? (
        <form
          className="bo-filters"
          onSubmit={(e) => {
            e.preventDefault();
            save();
          }}
        >
          <label>
            <span>Longest range (days, 1 to 366)</span>
            <input type="number" min={1} max={366} step={1} required value={days} onChange={(e) => setDays(e.target.value)} />
          </label>
          <button type="submit" className="bo-btn bo-primary bo-small" disabled={busy || !days}>
            Save
          </button>
        </form>
      ) : (
        <p className="bo-muted">Only an admin can change it.</p>
      )}
      <ErrorNote message={error} />
    </section>
  );
}

/**
 * /backoffice/reports: the house's figures over a range; any player's reports (the same the player sees: bets, bet
 * history, win-loss, statements, transfers, with downloads); the reports' setting.
 */
export default function ReportsScreen() {
  useReportStyles();
  const { params, set, range } = useReportParams();
  const tab: Tab = (Object.keys(TABS) as Tab[]).includes(params.get('tab') as Tab) ? (params.get('tab') as Tab) : 'house';
  const player = params.get('player') ?? '';
  const view: PlayerView = (Object.keys(PLAYER_VIEWS) as PlayerView[]).includes(params.get('view') as PlayerView) ? (params.get('view') as PlayerView) : 'settled';
  return (
    <section aria-labelledby="reports-title">
      <div className="bo-head">
        <h1 id="reports-title">Reports</h1>
      </div>
      <div className="bo-report-tabs" role="group" aria-label="Report">
        {(Object.keys(TABS) as Tab[]).map((k) => (
          <button key={k} type="button" aria-pressed={tab === k} onClick={() => set({ tab: k })}>
            {TABS[k]}
          </button>
        ))}
      </div>
      {tab !== 'settings' && <RangeFilters range={range} set={set} />}
      {tab === 'house' && <House range={range} />}
      {tab === 'player' && (
        <>
          <div className="bo-filters" role="search" aria-label="Find a player">
            <label className="bo-grow">
              <span>Player</span>
              <input type="search" key={player} defaultValue={player} placeholder="Id, user name or mobile" onKeyDown={(e) => e.key === 'Enter' && set({ player: e.currentTarget.value.trim() })} />
            </label>
          </div>
          <div className="bo-report-tabs" role="group" aria-label="Player report">
            {(Object.keys(PLAYER_VIEWS) as PlayerView[]).map((k) => (
              <button key={k} type="button" aria-pressed={view === k} onClick={() => set({ view: k })}>
                {PLAYER_VIEWS[k]}
              </button>
            ))}
          </div>
          {player ? <PlayerReports player={player} view={view} range={range} /> : <Empty text="Find a player by id, user name or mobile." />}
        </>
      )}
      {tab === 'settings' && <Settings />}
    </section>
  );
}
