import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Dashboard as DashboardData } from '@khel/shared/console-contracts';
import { messageOf } from '../../api/client';
import { fetchDashboard } from '../../api/reports';
import { CONSOLE_PATHS } from '../../app/paths';
import { rupees, when } from '../../ui/format';
import { ErrorNote, Loading } from '../../ui/Status';
import { signed } from '../reports/money';
import { useReportStyles } from '../reports/styles';

/** How often the dashboard asks again while it is on screen (and the tab visible). */
export const DASHBOARD_POLL_MS = 10_000;

const PRODUCT: Record<string, string> = { sports: 'Sports', casino: 'Casino', matka: 'Matka', fantasy: 'Fantasy' };

/** The figures, asked again every 10 s while the tab is visible; a failed read keeps the last ones and says so. */
function useLiveDashboard() {
  const [data, setData] = useState<DashboardData | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let alive = true;
    const read = () => {
      if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
      fetchDashboard().then(
        (d) => {
          if (!alive) return;
          setData(d);
          setError(null);
        },
        (e: unknown) => alive && setError(messageOf(e)),
      );
    };
    read();
    const timer = setInterval(read, DASHBOARD_POLL_MS);
    document.addEventListener('visibilitychange', read);
    return () => {
      alive = false;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', read);
    };
  }, []);
  return { data, error };
}

function Card({ title, children, to, link }: { title: string; children: ReactNode; to?: string; link?: string }) {
  return (
    <section className="bo-dash-card" aria-label={title}>
      <h2>{title}</h2>
      {children}
      {to && link && (
        <Link className="bo-dash-link" to={to}>
          {link}
        </Link>
      )}
    </section>
  );
}

function Facts({ rows }: { rows: Array<[string, string]> }) {
  return (
    <dl className="bo-facts">
      {rows.map(([k, v]) => (
        <div key={k} style={{ display: 'contents' }}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The console's landing page: today (India time) at a glance, updating live: deposits and withdrawals (decided and
 * waiting), gross gaming revenue by product, the house's open liability, active players and the queues.
 */
export default function Dashboard() {
  useReportStyles();
  const { data, error } = useLiveDashboard();
  return (
    <section aria-labelledby="dashboard-title">
      <div className="bo-head">
        <h1 id="dashboard-title">Dashboard</h1>
        {data && <span className="bo-muted" role="status">Today, {data.date} · updated {when(data.at)}</span>}
      </div>
      {error && <ErrorNote message={data ? `Could not refresh the figures: ${error} Showing those of ${when(data.at)}.` : error} />}
      {!data && !error && <Loading label="Loading today's figures…" />}
      {data && (
        <div className="bo-dash">
          <Card title="Deposits today" to={CONSOLE_PATHS.deposits} link="Deposit queue">
            <p className="bo-dash-big">{rupees(data.deposits.amount)}</p>
            <Facts rows={[['Approved', String(data.deposits.count)], ['Waiting', `${data.deposits.pending_count} (${rupees(data.deposits.pending_amount)})`]]} />
          </Card>
          <Card title="Withdrawals today" to={CONSOLE_PATHS.withdrawals} link="Withdrawal queue">
            <p className="bo-dash-big">{rupees(data.withdrawals.amount)}</p>
            <Facts rows={[['Paid', String(data.withdrawals.count)], ['Waiting', `${data.withdrawals.pending_count} (${rupees(data.withdrawals.pending_amount)})`]]} />
          </Card>
          <Card title="GGR today" to={CONSOLE_PATHS.reports} link="House reports">
            <p className="bo-dash-big">{signed(data.ggr_total)}</p>
            {data.ggr.length ? (
              <table className="bo-table" aria-label="GGR by product today">
                <thead>
                  <tr>
                    <th>Product</th>
                    <th className="bo-num">Bets</th>
                    <th className="bo-num">Turnover</th>
                    <th className="bo-num">GGR</th>
                  </tr>
                </thead>
                <tbody>
                  {data.ggr.map((g) => (
                    <tr key={g.product}>
                      <td>{PRODUCT[g.product] ?? g.product}</td>
                      <td className="bo-num">{g.bets}</td>
                      <td className="bo-num">{rupees(g.turnover)}</td>
                      <td className="bo-num">{signed(g.ggr)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <p className="bo-muted">No bets settled yet today.</p>
            )}
          </Card>
          <Card title="Open liability">
            <p className="bo-dash-big">{rupees(data.liability.potential_payout)}</p>
            <p className="bo-muted">What the house pays if every open bet wins (offsetting bets not netted).</p>
            <Facts
              rows={[
                ['Open bets', String(data.liability.open_bets)],
                ['Held from players', rupees(data.liability.exposure)],
                ["Players' money", rupees(data.liability.balances)],
              ]}
            />
          </Card>
          <Card title="Active players" to={CONSOLE_PATHS.players} link="Players">
            <Facts rows={[['Logged in now', String(data.players.logged_in)], ['Bet today', String(data.players.betting_today)]]} />
          </Card>
          <Card title="Queues">
            <Facts rows={[['Pending deposits', String(data.queues.pending_deposits)], ['Pending withdrawals', String(data.queues.pending_withdrawals)], ['On hold', String(data.queues.hold)]]} />
            <p className="bo-links">
              <Link to={CONSOLE_PATHS.deposits}>Deposits</Link> <Link to={CONSOLE_PATHS.withdrawals}>Withdrawals</Link>{' '}
              <Link to={`${CONSOLE_PATHS.requests}?status=hold`}>On hold</Link>
            </p>
          </Card>
        </div>
      )}
    </section>
  );
}
