import { toastSuccess } from '@khel/shared';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { blockPlayer, getPlayer, unblockPlayer } from '../api/ops';
import type { PlayerView } from '../api/types';
import { Confirm } from '../ui/Dialog';
import { LinkedAccounts } from './LinkedAccounts';
import { isDeposit, rupees, statusText, when } from '../ui/format';
import { Empty, ErrorNote, Loading } from '../ui/Status';
import { useAction, useLoad } from '../ui/useLoad';

/** Looks a player up by id; with an id in the path, shows that player. */
export default function Players() {
  const { id } = useParams();
  const navigate = useNavigate();
  const [lookup, setLookup] = useState(id ?? '');
  const go = (e: FormEvent) => {
    e.preventDefault();
    if (lookup.trim()) navigate(`/players/${encodeURIComponent(lookup.trim())}`);
  };
  return (
    <section aria-labelledby="players-title">
      <h1 id="players-title">Players</h1>
      <form className="bo-filters" onSubmit={go} aria-label="Find a player">
        <label>
          <span>Player ID, user name or mobile</span>
          <input value={lookup} onChange={(e) => setLookup(e.target.value)} />
        </label>
        <button type="submit" className="bo-btn bo-primary">
          Open
        </button>
      </form>
      {id ? <Player key={id} id={id} /> : <Empty text="Enter a player ID, user name or mobile, or open a player from a request." />}
    </section>
  );
}

function Player({ id }: { id: string }) {
  const player = useLoad(() => getPlayer(id), [id]);
  if (player.loading && !player.data) return <Loading label="Loading player…" />;
  if (!player.data) return <ErrorNote message={player.error} onRetry={player.reload} />;
  return <PlayerDetails player={player.data} onChanged={player.reload} />;
}

function PlayerDetails({ player, onChanged }: { player: PlayerView; onChanged: () => void }) {
  const blocked = Boolean(player.blocked ?? player.is_blocked);
  const [asking, setAsking] = useState(false);
  const action = useAction();
  const toggle = async () => {
    const done = await action.run(() => (blocked ? unblockPlayer(player.id) : blockPlayer(player.id)));
    if (!done) return;
    setAsking(false);
    toastSuccess(blocked ? `${player.user_name} unblocked` : `${player.user_name} blocked`);
    onChanged();
  };
  return (
    <article aria-label={`Player ${player.user_name}`}>
      <div className="bo-head">
        <h2>
          {player.user_name} <small className="bo-muted">#{player.id}{player.mobile ? ` · ${player.mobile}` : ''}</small>{' '}
          {blocked && <span className="bo-flag">Blocked</span>} {player.is_demo && <span className="bo-flag">Demo</span>}{' '}
          {player.flagged && <span className="bo-flag">Shared payout account: review</span>}
        </h2>
        <button type="button" className={`bo-btn bo-small ${blocked ? '' : 'bo-danger'}`} onClick={() => setAsking(true)}>
          {blocked ? 'Unblock player' : 'Block player'}
        </button>
      </div>
      <h3>Balances</h3>
      <dl className="bo-balances">
        {Object.entries(player.balances ?? {}).map(([name, value]) => (
          <div key={name}>
            <dt>{name.replace(/_/g, ' ')}</dt>
            <dd>{rupees(value)}</dd>
          </div>
        ))}
      </dl>
      <h3>Transactions</h3>
      {player.transactions?.length ? (
        <div className="bo-scroll">
          <table className="bo-table">
            <thead>
              <tr>
                <th>Ref</th>
                <th>Type</th>
                <th className="bo-num">Amount</th>
                <th className="bo-num">Approved</th>
                <th>Status</th>
                <th>Remark</th>
                <th>Created</th>
              </tr>
            </thead>
            <tbody>
              {player.transactions.map((t) => (
                <tr key={t.c_a_tid}>
                  <td>
                    <Link to={`/requests/${t.c_a_tid}`}>#{t.c_a_tid}</Link>
                  </td>
                  <td>{isDeposit(t.type) ? 'Deposit' : 'Withdrawal'}</td>
                  <td className="bo-num">{rupees(t.amount)}</td>
                  <td className="bo-num">{rupees(t.approved_amount)}</td>
                  <td>{statusText(t.status)}</td>
                  <td>{t.remark ?? ''}</td>
                  <td>{when(t.created_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <Empty text="No transactions." />
      )}
      <h3>Ledger entries</h3>
      {player.ledger?.length ? (
        <div className="bo-scroll">
          <table className="bo-table">
            <thead>
              <tr>
                <th>When</th>
                <th>What</th>
                <th>Account</th>
                <th className="bo-num">Amount</th>
                <th className="bo-num">Balance after</th>
              </tr>
            </thead>
            <tbody>
              {player.ledger.map((e, i) => (
                <tr key={e.id ?? i}>
                  <td>{when(e.created_at)}</td>
                  <td>{e.description ?? e.kind ?? ''}</td>
                  <td>{e.account ?? ''}</td>
                  <td className="bo-num">{rupees(e.amount)}</td>
                  <td className="bo-num">{e.balance_after === undefined ? '' : rupees(e.balance_after)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <Empty text="No ledger entries." />
      )}
      <h3>Linked players</h3>
      {player.linked_players?.length ? (
        <ul className="bo-links">
          {player.linked_players.map((p) => (
            <li key={`${p.id}-${p.link_id ?? ''}`}>
              <Link to={`/players/${p.id}`}>{p.user_name}</Link>
              {p.reason && <span className="bo-muted"> — {p.reason}</span>}
            </li>
          ))}
        </ul>
      ) : (
        <Empty text="No linked players." />
      )}
      {player.payout_links && (
        <>
          <h3>Shared payout accounts</h3>
          <LinkedAccounts links={player.payout_links} onChanged={onChanged} />
        </>
      )}
      {asking && (
        <Confirm
          title={blocked ? 'Unblock player' : 'Block player'}
          text={blocked ? `${player.user_name} will be able to sign in again.` : `${player.user_name} will be signed out and cannot sign in until unblocked.`}
          confirmLabel={blocked ? 'Unblock' : 'Block'}
          busy={action.busy}
          error={action.error}
          onConfirm={toggle}
          onClose={() => setAsking(false)}
        />
      )}
    </article>
  );
}
