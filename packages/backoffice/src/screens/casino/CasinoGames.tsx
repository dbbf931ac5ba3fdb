import { toastSuccess } from '@khel/shared';
import { OPS_CASINO_SECTIONS, type OpsCasinoGame } from '@khel/shared/console-contracts';
import { useState } from 'react';
import { useFilterParams } from '../../ui/useFilterParams';
import { listGames, listProviders, updateGame, type GameFilters } from '../../api/casino';
import { Pager } from '../../ui/Pager';
import { Empty, ErrorNote, Loading } from '../../ui/Status';
import { useAction, useLoad } from '../../ui/useLoad';
import { GameDialog, SECTION_NAMES } from './GameDialog';

const PAGE_SIZE = 50;

/**
 * Casino games (issue 14 point 5, admins): every game of every provider, filtered by provider, section, state and
 * name (kept in the query string); a game is switched on or off in its row and moved or given a tile in a dialog.
 */
export default function CasinoGames() {
  const { params, set, page } = useFilterParams();
  const filters: GameFilters = {
    provider: params.get('provider') ?? '',
    section: params.get('section') ?? '',
    enabled: params.get('enabled') ?? '',
    q: params.get('q') ?? '',
    page,
  };
  const key = params.toString();
  const providers = useLoad(listProviders, []);
  const games = useLoad(() => listGames(filters), [key]);
  const [editing, setEditing] = useState<OpsCasinoGame | null>(null);
  const toggle = useAction();
  const flip = async (g: OpsCasinoGame) => {
    const answer = await toggle.run(() => updateGame(g.id, { enabled: !g.enabled }));
    if (!answer) return;
    toastSuccess(answer.data.enabled ? `${g.name} is on in the lobby` : `${g.name} is off: players no longer see it`);
    games.reload();
  };

  return (
    <section aria-labelledby="casino-games-title">
      <div className="bo-head">
        <h1 id="casino-games-title">Casino games</h1>
      </div>
      <div className="bo-filters" role="search" aria-label="Game filters">
        <label>
          <span>Provider</span>
          <select value={filters.provider} onChange={(e) => set('provider', e.target.value)}>
            <option value="">All providers</option>
            {providers.data?.providers.map((p) => (
              <option key={p.id} value={p.id}>{p.name}</option>
            ))}
          </select>
        </label>
        <label>
          <span>Section</span>
          <select value={filters.section} onChange={(e) => set('section', e.target.value)}>
            <option value="">All sections</option>
            {OPS_CASINO_SECTIONS.map((s) => (
              <option key={s} value={s}>{SECTION_NAMES[s]}</option>
            ))}
          </select>
        </label>
        <label>
          <span>State</span>
          <select value={filters.enabled} onChange={(e) => set('enabled', e.target.value)}>
            <option value="">On or off</option>
            <option value="true">On</option>
            <option value="false">Off</option>
          </select>
        </label>
        <label className="bo-grow">
          <span>Name</span>
          <input type="search" defaultValue={filters.q} onKeyDown={(e) => e.key === 'Enter' && set('q', e.currentTarget.value.trim())} aria-label="Search games by name or code" />
        </label>
      </div>
      <ErrorNote message={toggle.error} />
      {games.loading && <Loading label="Loading the games…" />}
      <ErrorNote message={games.error} onRetry={games.reload} />
      {games.data &&
        (games.data.items.length ? (
          <div className="bo-scroll">
            <table className="bo-table" aria-label="Casino games">
              <thead>
                <tr>
                  <th>Game</th>
                  <th>Provider</th>
                  <th>Section</th>
                  <th className="bo-num">Order</th>
                  <th className="bo-num">RTP</th>
                  <th>In the lobby</th>
                  <th>Actions</th>
                </tr>
              </thead>
              <tbody>
                {games.data.items.map((g) => (
                  <tr key={g.id} aria-label={`Game ${g.name}`}>
                    <td>
                      {g.thumbnail && <img className="bo-thumb" src={g.thumbnail} alt="" width={32} height={32} />} {g.name} <span className="bo-muted">{g.code}</span>
                    </td>
                    <td>{g.provider_name}{!g.provider_enabled && <span className="bo-muted"> (provider off)</span>}</td>
                    <td>{SECTION_NAMES[g.section] ?? g.section}</td>
                    <td className="bo-num">{g.sort_order}</td>
                    <td className="bo-num">{g.rtp.toFixed(2)} %</td>
                    <td>
                      <label className="bo-check">
                        <input type="checkbox" checked={g.enabled} disabled={toggle.busy} onChange={() => flip(g)} aria-label={`${g.name} in the lobby`} /> {g.enabled ? 'On' : 'Off'}
                      </label>
                    </td>
                    <td>
                      <button type="button" className="bo-btn bo-small" onClick={() => setEditing(g)} aria-label={`Edit ${g.name}`}>Edit</button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <Empty text="No games match these filters." />
        ))}
      {games.data && <Pager page={games.data.page} pageSize={PAGE_SIZE} total={games.data.total} onPage={(p) => set('page', String(p))} />}
      {editing && (
        <GameDialog
          game={editing}
          onClose={() => setEditing(null)}
          onDone={() => {
            setEditing(null);
            games.reload();
          }}
        />
      )}
    </section>
  );
}
