import { useFilterParams } from '../../ui/useFilterParams';
import { listRounds } from '../../api/casino';
import { useOperator } from '../../app/operator';
import { RoundSweep } from './RoundSweep';
import { Pager } from '../../ui/Pager';
import { Empty, ErrorNote, Loading } from '../../ui/Status';
import { rupees, when } from '../../ui/format';
import { useLoad } from '../../ui/useLoad';

const PAGE_SIZE = 50;
const STATUS: Record<string, string> = { matched: 'Open', settled: 'Settled', void: 'Rolled back' };

/** Support's view of casino rounds (any operator): a player's recent rounds, or a provider's, newest first. */
export default function CasinoRounds() {
  const { params, set, page } = useFilterParams();
  const player = params.get('player') ?? '';
  const provider = params.get('provider') ?? '';
  const rounds = useLoad(() => listRounds({ player, provider, page }), [params.toString()]);
  const admin = useOperator()?.role === 'admin';
  return (
    <section aria-labelledby="casino-rounds-title">
      <div className="bo-head">
        <h1 id="casino-rounds-title">Casino rounds</h1>
      </div>
      {admin && <RoundSweep onSwept={rounds.reload} />}
      <div className="bo-filters" role="search" aria-label="Round filters">
        <label>
          <span>Player</span>
          <input type="search" defaultValue={player} placeholder="Id or user name" onKeyDown={(e) => e.key === 'Enter' && set('player', e.currentTarget.value.trim())} />
        </label>
        <label>
          <span>Provider</span>
          <input type="search" defaultValue={provider} placeholder="Provider id" onKeyDown={(e) => e.key === 'Enter' && set('provider', e.currentTarget.value.trim())} />
        </label>
      </div>
      {rounds.loading && <Loading label="Loading the rounds…" />}
      <ErrorNote message={rounds.error} onRetry={rounds.reload} />
      {rounds.data &&
        (rounds.data.items.length ? (
          <div className="bo-scroll">
            <table className="bo-table" aria-label="Casino rounds">
              <thead>
                <tr>
                  <th>Placed</th>
                  <th>Player</th>
                  <th>Provider</th>
                  <th>Game</th>
                  <th>Round</th>
                  <th className="bo-num">Stake</th>
                  <th>Status</th>
                  <th className="bo-num">Player P&amp;L</th>
                </tr>
              </thead>
              <tbody>
                {rounds.data.items.map((r) => (
                  <tr key={r.id}>
                    <td>{when(r.placed_at)}</td>
                    <td>{r.user_name} <span className="bo-muted">#{r.user_id}</span></td>
                    <td>{r.provider_id}</td>
                    <td>{r.game}</td>
                    <td>{r.round}</td>
                    <td className="bo-num">{rupees(r.stake)}</td>
                    <td>{STATUS[r.status] ?? r.status}</td>
                    <td className="bo-num">{r.pnl === null ? '—' : r.pnl < 0 ? `−${rupees(-r.pnl)}` : rupees(r.pnl)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <Empty text="No rounds match these filters." />
        ))}
      {rounds.data && <Pager page={rounds.data.page} pageSize={PAGE_SIZE} total={rounds.data.total} onPage={(p) => set('page', String(p))} />}
    </section>
  );
}
