import { useEffect, useState, type ReactNode } from 'react';
import type { ExportFormat, ExportReport, ReportBet, StatementRow, TransferRow } from '@khel/shared/contracts';
import { messageOf } from '../../api/client';
import {
  downloadPlayerReport, fetchPlayerBets, fetchPlayerStatement, fetchPlayerTransfers, fetchPlayerWinLoss, fetchReportPlayer,
} from '../../api/reports';
import { rupees, when } from '../../ui/format';
import { Empty, ErrorNote, Loading } from '../../ui/Status';
import { useLoad } from '../../ui/useLoad';
import { signed } from './money';

export const PLAYER_VIEWS = { open: 'Open bets', settled: 'Bet history', winloss: 'Win-loss', statement: 'Statement', bonus: 'Bonus statement', transfers: 'Transfers' } as const;
export type PlayerView = keyof typeof PLAYER_VIEWS;

type Range = { from: string; to: string };
type Page<T> = { items: T[]; next: string | null; totals: Array<[string, string]> };

/** A keyset list the console reads a page at a time ("Load more" asks the next one). */
function usePages<T>(read: (cursor?: string) => Promise<Page<T>>, deps: unknown[]) {
  const first = useLoad(() => read(), deps);
  const [more, setMore] = useState<{ items: T[]; next: string | null; busy: boolean; error: string | null }>({ items: [], next: null, busy: false, error: null });
  useEffect(() => setMore({ items: [], next: first.data?.next ?? null, busy: false, error: null }), [first.data]);
  const loadMore = () => {
    if (!more.next || more.busy) return;
    setMore((m) => ({ ...m, busy: true, error: null }));
    read(more.next).then(
      (page) => setMore((m) => ({ items: [...m.items, ...page.items], next: page.next, busy: false, error: null })),
      (e: unknown) => setMore((m) => ({ ...m, busy: false, error: messageOf(e) })),
    );
  };
  return { ...first, items: first.data ? [...first.data.items, ...more.items] : [], totals: first.data?.totals ?? [], more, loadMore };
}

function Totals({ rows }: { rows: Array<[string, string]> }) {
  if (!rows.length) return null;
  return (
    <dl className="bo-balances" aria-label="Totals">
      {rows.map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

function List<T>({ list, label, head, row, empty }: { list: ReturnType<typeof usePages<T>>; label: string; head: string[]; row: (item: T) => ReactNode; empty: string }) {
  return (
    <>
      {list.loading && <Loading />}
      <ErrorNote message={list.error} onRetry={list.reload} />
      <Totals rows={list.totals} />
      {list.data &&
        (list.items.length ? (
          <div className="bo-scroll">
            <table className="bo-table" aria-label={label}>
              <thead>
                <tr>
                  {head.map((h) => (
                    <th key={h} className={/Stake|P&L|Amount|Balance|Bets|Stakes/.test(h) ? 'bo-num' : undefined}>
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>{list.items.map(row)}</tbody>
            </table>
          </div>
        ) : (
          <Empty text={empty} />
        ))}
      <ErrorNote message={list.more.error} onRetry={list.loadMore} />
      {list.more.next && (
        <button type="button" className="bo-btn bo-small" disabled={list.more.busy} onClick={list.loadMore}>
          {list.more.busy ? 'Loading…' : 'Load more'}
        </button>
      )}
    </>
  );
}

const betRow = (b: ReportBet) => (
  <tr key={b.id}>
    <td>{when(b.placed_at)}</td>
    <td>{when(b.settled_at)}</td>
    <td>{b.product}</td>
    <td>{[b.event, b.market].filter(Boolean).join(' · ')}</td>
    <td>
      {b.side} {b.selection}
      {b.odds !== null ? ` @ ${b.odds.toFixed(2)}` : ''}
    </td>
    <td className="bo-num">{rupees(b.stake)}</td>
    <td>{b.result}</td>
    <td className="bo-num">{b.pnl === null ? '—' : signed(b.pnl)}</td>
  </tr>
);

function Bets({ player, range, state }: { player: string; range: Range; state: 'open' | 'settled' }) {
  const list = usePages<ReportBet>(async (cursor) => {
    const p = await fetchPlayerBets(player, { state, cursor, ...range });
    const t = p.totals;
    return { items: p.items, next: p.next_cursor, totals: t ? [['Bets', String(t.bets)], ['Stakes', rupees(t.stake)], state === 'open' ? ['Liability', rupees(t.liability)] : ['P&L', signed(t.pnl)]] : [] };
  }, [player, range.from, range.to, state]);
  return <List list={list} label={state === 'open' ? 'Open bets' : 'Bet history'} head={['Placed', 'Settled', 'Product', 'Event', 'Selection', 'Stake', 'Result', 'P&L']} row={betRow} empty="No bets in this range." />;
}

function Statement({ player, range, account }: { player: string; range: Range; account: 'cash' | 'bonus' }) {
  const list = usePages<StatementRow>(async (cursor) => {
    const p = await fetchPlayerStatement(player, { account, cursor, ...range });
    const t = p.totals;
    return { items: p.items, next: p.next_cursor, totals: t ? [['Opening', rupees(t.opening)], ['Credits', rupees(t.credits)], ['Debits', signed(t.debits)], ['Closing', rupees(t.closing)]] : [] };
  }, [player, range.from, range.to, account]);
  return (
    <List
      list={list}
      label={account === 'bonus' ? 'Bonus statement' : 'Statement'}
      head={['Time', 'Description', 'Amount', 'Balance', 'Kind']}
      empty="No movements in this range."
      row={(s) => (
        <tr key={s.id}>
          <td>{when(s.at)}</td>
          <td>{s.text.text}</td>
          <td className="bo-num">{signed(s.amount)}</td>
          <td className="bo-num">{rupees(s.balance)}</td>
          <td className="bo-muted">{s.kind}</td>
        </tr>
      )}
    />
  );
}

function Transfers({ player, range }: { player: string; range: Range }) {
  const list = usePages<TransferRow>(async (cursor) => {
    const p = await fetchPlayerTransfers(player, { cursor, ...range });
    const t = p.totals;
    return { items: p.items, next: p.next_cursor, totals: t ? [['Deposited', rupees(t.deposited)], ['Withdrawn', rupees(t.withdrawn)], ['Net', signed(t.net)]] : [] };
  }, [player, range.from, range.to]);
  return (
    <List
      list={list}
      label="Transfers"
      head={['Requested', 'Type', 'Status', 'Amount', 'Method', 'Reference', 'Remark']}
      empty="No deposits or withdrawals in this range."
      row={(x) => (
        <tr key={x.id}>
          <td>{when(x.created_at)}</td>
          <td>{x.kind}</td>
          <td>{x.status}</td>
          <td className="bo-num">{rupees(x.approved_amount ?? x.amount)}</td>
          <td>{x.method ?? '—'}</td>
          <td>{x.reference ?? '—'}</td>
          <td>{x.remark ?? '—'}</td>
        </tr>
      )}
    />
  );
}

function WinLoss({ player, range }: { player: string; range: Range }) {
  const wl = useLoad(() => fetchPlayerWinLoss(player, range), [player, range.from, range.to]);
  const t = wl.data?.totals;
  return (
    <>
      {wl.loading && <Loading />}
      <ErrorNote message={wl.error} onRetry={wl.reload} />
      {t && <Totals rows={[['P&L', signed(t.pnl)], ['Stakes', rupees(t.stake)], ['Bets', String(t.bets)], ['Deposits', rupees(t.deposits)], ['Withdrawals', rupees(t.withdrawals)], ['Net deposits', signed(t.net_deposits)]]} />}
      {wl.data &&
        (wl.data.days.length ? (
          <table className="bo-table" aria-label="Win-loss by day">
            <thead>
              <tr>
                <th>Date</th>
                <th>Product</th>
                <th className="bo-num">Bets</th>
                <th className="bo-num">Stakes</th>
                <th className="bo-num">P&amp;L</th>
              </tr>
            </thead>
            <tbody>
              {wl.data.days.map((d) => (
                <tr key={`${d.date}:${d.product}`}>
                  <td>{d.date}</td>
                  <td>{d.product}</td>
                  <td className="bo-num">{d.bets}</td>
                  <td className="bo-num">{rupees(d.stake)}</td>
                  <td className="bo-num">{signed(d.pnl)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <Empty text="No settled bets in this range." />
        ))}
    </>
  );
}

const EXPORTS: Record<PlayerView, { report: ExportReport; params: Record<string, string> }> = {
  open: { report: 'bets', params: { state: 'open' } },
  settled: { report: 'bets', params: { state: 'settled' } },
  winloss: { report: 'win-loss', params: {} },
  statement: { report: 'statement', params: { account: 'cash' } },
  bonus: { report: 'statement', params: { account: 'bonus' } },
  transfers: { report: 'transfers', params: {} },
};

/** Any player's reports, as the player sees them: the same answers, in the console's tables; downloads audited. */
export function PlayerReports({ player, view, range }: { player: string; view: PlayerView; range: Range }) {
  const who = useLoad(() => fetchReportPlayer(player), [player]);
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [exportError, setExportError] = useState<string | null>(null);
  const download = (format: ExportFormat) => {
    setBusy(format);
    setExportError(null);
    downloadPlayerReport(player, EXPORTS[view].report, format, { ...EXPORTS[view].params, ...range })
      .catch((e: unknown) => setExportError(messageOf(e)))
      .finally(() => setBusy(null));
  };
  if (who.loading) return <Loading label="Finding the player…" />;
  if (who.error || !who.data) return <ErrorNote message={who.error} onRetry={who.reload} />;
  const p = who.data;
  return (
    <>
      <h2>
        {p.user_name} <span className="bo-muted">#{p.id}{p.mobile ? ` · ${p.mobile}` : ''}{p.is_demo ? ' · demo' : ''}{p.blocked ? ' · blocked' : ''}</span>
      </h2>
      <dl className="bo-balances" aria-label="Balances">
        <div><dt>Cash</dt><dd>{rupees(p.cash)}</dd></div>
        <div><dt>Bonus</dt><dd>{rupees(p.bonus)}</dd></div>
        <div><dt>Exposure</dt><dd>{rupees(p.exposure)}</dd></div>
      </dl>
      <p className="bo-actions">
        <button type="button" className="bo-btn bo-small" disabled={busy !== null} onClick={() => download('csv')}>
          {busy === 'csv' ? 'Preparing…' : `Download ${PLAYER_VIEWS[view]} CSV`}
        </button>{' '}
        <button type="button" className="bo-btn bo-small" disabled={busy !== null} onClick={() => download('pdf')}>
          {busy === 'pdf' ? 'Preparing…' : `Download ${PLAYER_VIEWS[view]} PDF`}
        </button>
      </p>
      <ErrorNote message={exportError} />
      {view === 'open' || view === 'settled' ? <Bets player={p.id} range={range} state={view} /> : null}
      {view === 'winloss' && <WinLoss player={p.id} range={range} />}
      {view === 'statement' && <Statement player={p.id} range={range} account="cash" />}
      {view === 'bonus' && <Statement player={p.id} range={range} account="bonus" />}
      {view === 'transfers' && <Transfers player={p.id} range={range} />}
    </>
  );
}
